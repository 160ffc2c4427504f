# The Abbot: every word of the set the window shows.

rules-abbot = Der Abt (Gärten und Äbte)
set-abbot = Der Abt
panel-abbot-out = Abt im Spiel
panel-abbot-ready = Abt bereit
button-recall-abbot = Abt zurückholen
button-recall-abbot-hover = Abt bei ({ $x }, { $y }): wird jetzt gewertet wie am Ende
hint-shown-recall = auf dem Tisch gezeigt: das Plättchen; den Abt zurückholen
hint-shown-abbot = auf dem Tisch gezeigt: das Plättchen und der Abt
tile-garden = Garten
category-garden = Garten
log-recalled-abbot = { $name } holt den Abt zurück
inspect-garden = Garten

figure-abbot = Abt
