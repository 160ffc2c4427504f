# La Abadía y el Alcalde: todas las palabras de la expansión en la ventana.

set-abbey-mayor = La Abadía y el Alcalde
rules-abbey-mayor = La Abadía y el Alcalde (12 losetas, una abadía y un alcalde cada uno; el carro y el granero llegarán)
rules-abbey-mayor-hover = Un alcalde solo se coloca en una ciudad y cuenta allí como tantos seguidores como escudos tiene toda la ciudad: ninguno sin escudo.
panel-mayor-out = alcalde en una ciudad
panel-mayor-ready = alcalde listo
panel-mayor-hover = el alcalde, que cuenta como tantos seguidores como escudos tiene su ciudad
button-mayor = Alcalde (L)
button-mayor-hover = el alcalde cuenta como tantos seguidores como escudos tiene la ciudad; haz clic de nuevo en el meeple o pulsa L
hint-shown-mayor = mostrado en el tablero: la loseta y el alcalde
inspect-meeples-mayor = fuerza (un alcalde cuenta los escudos de la ciudad): { $meeples }; de { $owners }
button-abbey = Jugar tu abadía (A)
button-abbey-hover = En lugar de la loseta robada, coloca tu abadía en una casilla con losetas en sus cuatro lados: sus muros cierran cada camino, ciudad y campo que la toca, y un meeple puede ir en ella como monje. La loseta robada vuelve al montón. Una vez por partida.
turn-abbey-taken = Tu abadía en lugar de { $tile }: colócala en una casilla con losetas en sus cuatro lados.
button-abbey-back = Volver a la loseta robada (A)
turn-abbey-last-round = Última ronda: { $name } aún puede jugar la abadía o renunciar a ella.
button-abbey-let-go = Renunciar a la abadía
button-abbey-let-go-hover = La abadía queda sin jugar; juega el siguiente jugador que tenga una, o la partida termina.
log-abbey-let-go = { $name } renuncia a la abadía
panel-abbey-held = abadía en la mano
panel-abbey-played = abadía jugada
hint-shown-abbey = la pista juega tu abadía en lugar de la loseta robada (A)
guide-abbey-mayor-title = La Abadía y el Alcalde
guide-abbey-mayor-text = Cada jugador tiene una abadía. En lugar de la loseta robada puedes jugarla (botón del panel lateral, o A) en una casilla vacía con losetas en sus cuatro lados; la loseta robada vuelve al montón. Sus muros cierran cada camino, ciudad y campo que la toca, así que puede completar varios a la vez (la abadía no cuenta en ellos), y un meeple puede ir en ella como monje. Quien aún tenga su abadía cuando se coloca la última loseta tiene un último turno para jugarla, o renuncia. El alcalde solo va en una ciudad y cuenta en su mayoría como tantos seguidores como escudos tiene la ciudad entera: ninguno sin escudo.
