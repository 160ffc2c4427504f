# La Principessa e il Drago: ogni parola dell’espansione che la finestra mostra.

rules-princess-dragon = La Principessa e il Drago
rules-princess-dragon-hover = Non ancora giocabile qui: la finestra non permette ancora di guidare il drago. Le partite registrate con l’espansione si rivedono.
set-princess-dragon = La Principessa e il Drago
refusal-dragons-tile = Nessuna pedina può andare sulla tessera dove si trova il drago.
category-fairy = fata
hint-shown-portal = mostrato sul tavolo: la tessera; poi un seguace attraverso il portale magico
hint-shown-princess = mostrato sul tavolo: la tessera; poi la principessa rimanda a casa un cavaliere
hint-shown-fairy = mostrato sul tavolo: la tessera; poi la fata va accanto al tuo seguace
turn-dragon-step-here = { $name } sceglie dove vola il drago: fai clic su una casella segnata
turn-dragon-step = { $name } sceglie dove vola il drago
