# The Abbot: every word of the set the window shows.

rules-abbot = L'Abate (giardini e abati)
set-abbot = L'Abate
panel-abbot-out = abate in gioco
panel-abbot-ready = abate pronto
button-recall-abbot = Richiama l'abate
button-recall-abbot-hover = abate in ({ $x }, { $y }): conta ora come alla fine
hint-shown-recall = mostrato sul tavolo: la tessera; richiamare l'abate
hint-shown-abbot = mostrato sul tavolo: la tessera e l'abate
tile-garden = giardino
category-garden = giardino
log-recalled-abbot = { $name } richiama l'abate
inspect-garden = Giardino

figure-abbot = abate
