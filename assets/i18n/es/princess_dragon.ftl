# La Princesa y el Dragón: cada palabra de la expansión que muestra la ventana.

rules-princess-dragon = La Princesa y el Dragón
rules-princess-dragon-hover = Aún no se puede jugar aquí: la ventana todavía no deja guiar al dragón. Las partidas grabadas con la expansión se reproducen.
set-princess-dragon = La Princesa y el Dragón
refusal-dragons-tile = Ninguna figura puede ir a la loseta donde está el dragón.
category-fairy = hada
hint-shown-portal = en el tablero: la loseta; luego un seguidor por el portal mágico
hint-shown-princess = en el tablero: la loseta; luego la princesa devuelve un caballero
hint-shown-fairy = en el tablero: la loseta; luego el hada va junto a tu seguidor
turn-dragon-step-here = { $name } elige adónde vuela el dragón: haz clic en una casilla marcada
turn-dragon-step = { $name } elige adónde vuela el dragón
