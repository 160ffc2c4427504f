# The Abbot: every word of the set the window shows.

rules-abbot = El Abad (jardines y abades)
set-abbot = El Abad
panel-abbot-out = abad en juego
panel-abbot-ready = abad listo
button-recall-abbot = Retirar al abad
button-recall-abbot-hover = abad en ({ $x }, { $y }): puntúa ahora como al final
hint-shown-recall = en el tablero: la loseta; retirar al abad
hint-shown-abbot = en el tablero: la loseta y el abad
tile-garden = jardín
category-garden = jardín
log-recalled-abbot = { $name } retira al abad
inspect-garden = Jardín

figure-abbot = abad
