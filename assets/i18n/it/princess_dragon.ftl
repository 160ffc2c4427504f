# La Principessa e il Drago: ogni parola dell’espansione che la finestra mostra.

rules-princess-dragon = La Principessa e il Drago
rules-princess-dragon-hover = Non ancora giocabile qui: la finestra non permette ancora di guidare il drago né di usare il portale magico, la principessa e la fata. Le partite registrate con l’espansione si rivedono.
set-princess-dragon = La Principessa e il Drago
refusal-dragons-tile = Nessuna pedina può andare sulla tessera dove si trova il drago.
