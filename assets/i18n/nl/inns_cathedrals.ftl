# Inns & Cathedrals: every word of the set the window shows.

rules-inns-cathedrals = Herbergen en Kathedralen (18 tegels, ieder een grote meeple, tot 6 spelers)
rules-inns-cathedrals-hover = Een weg met een herberg levert voltooid 2 per tegel op, een stad met een kathedraal 3 per tegel en per wapenschild; beide leveren niets op als ze aan het eind nog open zijn. De grote meeple van elke speler telt als twee meeples. Een zesde speler speelt roze.
set-inns-cathedrals = Herbergen en Kathedralen
panel-large-out = grote in het spel
panel-large-ready = grote klaar
panel-large-hover = de grote meeple, die als twee meeples telt
turn-deploy-large = { $name } heeft een tegel ({ $tile }) en mag een meeple op een plek zetten (klik; nog eens, of L, voor de grote meeple), en beëindigt dan de beurt (Enter)
button-large-meeple = Grote meeple (L)
button-large-meeple-hover = de grote meeple telt als twee meeples; klik nog eens op de meeple of druk op L
hint-shown-large = op tafel getoond: de tegel en de grote meeple
category-inn = weg met herberg
category-cathedral = stad met kathedraal
inspect-road-inn = Weg met herberg
inspect-city-cathedral = Stad met kathedraal
inspect-meeples-large = meeples (een grote telt dubbel): { $meeples }; van { $owners }
guide-inns-cathedrals-title = Herbergen en Kathedralen
guide-inns-cathedrals-text = Een herberg (het huis bij een vijver) verdubbelt zijn weg: 2 punten per tegel als de weg voltooid is, maar niets als hij aan het eind nog open is. Een kathedraal doet hetzelfde voor haar stad: 3 punten per tegel en wapenschild als ze voltooid is, niets als ze aan het eind open is. Elke speler heeft ook een grote meeple, die als twee meeples telt bij de vraag wie de meeste heeft: klik op een plek en dan nog eens op de meeple (of druk op L) om er de grote van te maken.

figure-large = grote meeple
