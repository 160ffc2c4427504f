# The Abbot: every word of the set the window shows.

rules-abbot = Opat (ogrody i opaci)
set-abbot = Opat
panel-abbot-out = opat na planszy
panel-abbot-ready = opat gotowy
button-recall-abbot = Odwołaj opata
button-recall-abbot-hover = opat na ({ $x }, { $y }): punktuje teraz jak na końcu
hint-shown-recall = na planszy: płytka; odwołać opata
hint-shown-abbot = na planszy: płytka i opat
tile-garden = ogród
category-garden = ogród
log-recalled-abbot = { $name } odwołuje opata
inspect-garden = Ogród

figure-abbot = opat
