# The Abbot: every word of the set the window shows.

rules-abbot = The Abbot (gardens and abbots)
set-abbot = The Abbot
panel-abbot-out = abbot on board
panel-abbot-ready = abbot ready
button-recall-abbot = Recall abbot
button-recall-abbot-hover = abbot at ({ $x }, { $y }): scores now as at the end
hint-shown-recall = shown on the board: the tile; recall the abbot
hint-shown-abbot = shown on the board: the tile and the abbot
tile-garden = garden
category-garden = garden
log-recalled-abbot = { $name } recalled the abbot
inspect-garden = Garden

figure-abbot = abbot
