# La Princesa y el Dragón: cada palabra de la expansión que muestra la ventana.

rules-princess-dragon = La Princesa y el Dragón (30 losetas, el dragón y el hada)
rules-princess-dragon-hover = Los volcanes traen al dragón; las losetas de dragón lo hacen volar hasta seis losetas, guiado por cada jugador por turno, y toda figura donde entra vuelve a casa. En vez de una figura: un seguidor por el portal mágico, la princesa que devuelve un caballero, o el hada junto a tu seguidor (1 punto por turno, 3 al puntuar).
set-princess-dragon = La Princesa y el Dragón
refusal-dragons-tile = Ninguna figura puede ir a la loseta donde está el dragón.
category-fairy = hada
hint-shown-portal = en el tablero: la loseta; luego un seguidor por el portal mágico
hint-shown-princess = en el tablero: la loseta; luego la princesa devuelve un caballero
hint-shown-fairy = en el tablero: la loseta; luego el hada va junto a tu seguidor
turn-dragon-step-here = { $name } elige adónde vuela el dragón: haz clic en una casilla marcada o pulsa su número
turn-dragon-step = { $name } elige adónde vuela el dragón
guide-princess-dragon-title = La Princesa y el Dragón
guide-princess-dragon-text = Un volcán trae al dragón a su loseta, donde ya no se puede colocar ninguna figura. Cuando se coloca una loseta con el símbolo del dragón, el dragón vuela hasta seis losetas, casilla a casilla, nunca dos veces a la misma ni a la del hada: el jugador que colocó la loseta elige el primer paso y luego cada jugador por turno (haz clic en una casilla marcada). Toda figura en una loseta donde entra vuelve a su dueño. En vez de colocar una figura puedes, por el portal mágico, colocar un seguidor en cualquier zona libre y sin terminar del tablero; con la princesa, devolver un caballero de la ciudad a la que se une tu loseta; o poner el hada junto a uno de tus seguidores. El hada te da 1 punto al comienzo de cada uno de tus turnos y 3 más cuando puntúa la zona de su seguidor, y el dragón nunca entra en su loseta. Una loseta de dragón robada antes del primer volcán se aparta hasta que haya uno.
log-dragon-ate = El dragón devuelve una figura de { $name }
inspect-fairy = el hada junto al seguidor de { $name }: 1 punto por turno, 3 al puntuar

action-portal = un seguidor por el portal mágico
action-princess = la princesa envió a casa a un caballero
action-fairy = el hada se movió junto a un seguidor
