# Die Goldminen: alle Wörter der Erweiterung im Fenster.

set-gold-mines = Die Goldminen
rules-gold-mines = Die Goldminen (8 Karten mit Goldmine; 16 Goldbarren)
rules-gold-mines-hover = Eine Minenkarte legt einen Goldbarren auf sich selbst und einen auf eine Karte rundherum. Eine fertige Straße, Stadt oder ein fertiges Kloster gibt die Barren auf ihren Karten den Spielern, die sie besitzen, reihum einen nach dem anderen; am Ende zählt jeder Barren 1 bis 4 Punkte, mehr, je mehr man hat.
guide-gold-mines-title = Die Goldminen
guide-gold-mines-text = Legst du eine Karte mit Goldmine, kommt ein Goldbarren auf sie, und einen zweiten legst du auf eine der Karten rundherum, daneben oder schräg (ein leuchtendes Feld anklicken oder seine Zahl drücken). Ein Barren gehört zu seiner Karte, gleich welches Gebiet dort liegt. Wird eine Straße oder Stadt fertig, nehmen die Spieler mit den meisten Gefolgsleuten darin die Barren auf ihren Karten; ein fertiges Kloster gibt die auf seiner Karte und den acht rundherum. Bei mehreren Spielern oder mehreren Gebieten zugleich nimmt reihum, beginnend beim Spieler am Zug, jeder einen Barren, bis keiner mehr übrig ist. Ein fertiges Gebiet ohne Gefolgsmann lässt seine Barren liegen. Am Ende zählen Barren auf dem Spielplan für niemanden; die Barren eines Spielers zählen je 1 Punkt bei 1 bis 3, je 2 bei 4 bis 6, je 3 bei 7 bis 9 und je 4 bei 10 oder mehr.
panel-ingots = Goldbarren: { $count }, am Ende { $points } Punkte wert
turn-gold-here = { $name } legt den zweiten Goldbarren der Mine auf eine Karte rundherum: ein leuchtendes Feld anklicken oder seine Zahl drücken.
turn-gold = { $name } wählt, wohin der zweite Goldbarren der Mine kommt.
category-gold = Gold
inspect-ingots = Goldbarren auf seinen Karten: { $count }
