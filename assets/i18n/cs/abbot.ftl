# The Abbot: every word of the set the window shows.

rules-abbot = Opat (zahrady a opati)
set-abbot = Opat
panel-abbot-out = opat ve hře
panel-abbot-ready = opat připraven
button-recall-abbot = Odvolat opata
button-recall-abbot-hover = opat na ({ $x }, { $y }): počítá se teď jako na konci
hint-shown-recall = ukázáno na stole: kartička; odvolat opata
hint-shown-abbot = ukázáno na stole: kartička a opat
tile-garden = zahrada
category-garden = zahrada
log-recalled-abbot = { $name } odvolává opata
inspect-garden = Zahrada

figure-abbot = opat
