# The Abbot: every word of the set the window shows.

rules-abbot = De Abt (tuinen en abten)
set-abbot = De Abt
panel-abbot-out = abt in het spel
panel-abbot-ready = abt klaar
button-recall-abbot = Abt terughalen
button-recall-abbot-hover = abt op ({ $x }, { $y }): telt nu zoals aan het eind
hint-shown-recall = op tafel getoond: de tegel; de abt terughalen
hint-shown-abbot = op tafel getoond: de tegel en de abt
tile-garden = tuin
category-garden = tuin
log-recalled-abbot = { $name } haalt de abt terug
inspect-garden = Tuin

figure-abbot = abt
