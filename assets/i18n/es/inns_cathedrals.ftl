# Inns & Cathedrals: every word of the set the window shows.

rules-inns-cathedrals = Posadas y Catedrales (18 losetas, un meeple grande cada uno, hasta 6 jugadores)
rules-inns-cathedrals-hover = Un camino con posada puntúa 2 por loseta al completarse, una ciudad con catedral 3 por loseta y escudo; ninguno puntúa si sigue abierto al final. El meeple grande de cada jugador cuenta como dos meeples. Un sexto jugador juega con el rosa.
set-inns-cathedrals = Posadas y Catedrales
panel-large-out = grande en juego
panel-large-ready = grande listo
panel-large-hover = el meeple grande, que cuenta como dos meeples
turn-deploy-large = { $name } tiene una loseta ({ $tile }) y puede poner un meeple en un punto (clic; otra vez, o L, para el meeple grande), y luego terminar el turno (Intro)
button-large-meeple = Meeple grande (L)
button-large-meeple-hover = el meeple grande cuenta como dos meeples; haz clic otra vez en el meeple o pulsa L
hint-shown-large = en el tablero: la loseta y el meeple grande
category-inn = camino con posada
category-cathedral = ciudad con catedral
inspect-road-inn = Camino con posada
inspect-city-cathedral = Ciudad con catedral
inspect-meeples-large = meeples (uno grande cuenta doble): { $meeples }; de { $owners }
guide-inns-cathedrals-title = Posadas y Catedrales
guide-inns-cathedrals-text = Una posada (la casa junto a un estanque) dobla su camino: 2 puntos por loseta cuando el camino está completo, pero nada si sigue abierto al final. Una catedral hace lo mismo con su ciudad: 3 puntos por loseta y escudo al completarse, nada si está abierta al final. Cada jugador tiene además un meeple grande, que cuenta como dos meeples para decidir quién tiene más: haz clic en un punto y luego otra vez en el meeple (o pulsa L) para que sea el grande.

figure-large = meeple grande
