# Inns & Cathedrals: every word of the set the window shows.

rules-inns-cathedrals = Wirtshäuser und Kathedralen (18 Plättchen, je ein großer Meeple, bis zu 6 Spieler)
rules-inns-cathedrals-hover = Eine Straße mit Wirtshaus bringt fertig 2 Punkte je Plättchen, eine Stadt mit Kathedrale 3 je Plättchen und Wappen; beide bringen nichts, wenn sie am Ende offen sind. Der große Meeple jedes Spielers zählt wie zwei Meeple. Ein sechster Spieler spielt Rosa.
set-inns-cathedrals = Wirtshäuser und Kathedralen
panel-large-out = Großer im Spiel
panel-large-ready = Großer bereit
panel-large-hover = der große Meeple, der wie zwei Meeple zählt
turn-deploy-large = { $name } hält ein Plättchen ({ $tile }) und darf einen Meeple auf einen Punkt setzen (klicken; noch einmal oder L für den großen Meeple), dann den Zug beenden (Enter)
button-large-meeple = Großer Meeple (L)
button-large-meeple-hover = der große Meeple zählt wie zwei Meeple; klicke den Meeple noch einmal oder drücke L
hint-shown-large = auf dem Tisch gezeigt: das Plättchen und der große Meeple
category-inn = Straße mit Wirtshaus
category-cathedral = Stadt mit Kathedrale
inspect-road-inn = Straße mit Wirtshaus
inspect-city-cathedral = Stadt mit Kathedrale
inspect-meeples-large = Meeple (ein großer zählt zwei): { $meeples }; gehört { $owners }
guide-inns-cathedrals-title = Wirtshäuser und Kathedralen
guide-inns-cathedrals-text = Ein Wirtshaus (das Haus am Teich) verdoppelt seine Straße: 2 Punkte je Plättchen, wenn die Straße fertig ist, aber nichts, wenn sie am Ende noch offen ist. Eine Kathedrale tut dasselbe für ihre Stadt: 3 Punkte je Plättchen und Wappen, wenn fertig, nichts, wenn am Ende offen. Jeder Spieler hat außerdem einen großen Meeple, der bei der Frage, wer die meisten hat, wie zwei Meeple zählt: Klicke einen Punkt und dann den Meeple noch einmal (oder drücke L), um den großen zu nehmen.

figure-large = großer Meeple
