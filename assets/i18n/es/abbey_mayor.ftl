# La Abadía y el Alcalde: todas las palabras de la expansión en la ventana.

set-abbey-mayor = La Abadía y el Alcalde
rules-abbey-mayor = La Abadía y el Alcalde (12 losetas, un alcalde cada uno; la abadía, el carro y el granero llegarán)
rules-abbey-mayor-hover = Un alcalde solo se coloca en una ciudad y cuenta allí como tantos seguidores como escudos tiene toda la ciudad: ninguno sin escudo.
panel-mayor-out = alcalde en una ciudad
panel-mayor-ready = alcalde listo
panel-mayor-hover = el alcalde, que cuenta como tantos seguidores como escudos tiene su ciudad
button-mayor = Alcalde (L)
button-mayor-hover = el alcalde cuenta como tantos seguidores como escudos tiene la ciudad; haz clic de nuevo en el meeple o pulsa L
hint-shown-mayor = mostrado en el tablero: la loseta y el alcalde
inspect-meeples-mayor = fuerza (un alcalde cuenta los escudos de la ciudad): { $meeples }; de { $owners }
