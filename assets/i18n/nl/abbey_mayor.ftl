# De Abdij en de Burgemeester: alle woorden van de uitbreiding in het venster.

set-abbey-mayor = De Abdij en de Burgemeester
rules-abbey-mayor = De Abdij en de Burgemeester (12 tegels, ieder een abdij en een burgemeester; de wagen en de boerderij komen nog)
rules-abbey-mayor-hover = Een burgemeester staat alleen in een stad en telt daar voor zoveel horigen als de hele stad wapenschilden heeft: zonder schild voor geen.
panel-mayor-out = burgemeester in een stad
panel-mayor-ready = burgemeester klaar
panel-mayor-hover = de burgemeester, die telt voor zoveel horigen als zijn stad wapenschilden heeft
button-mayor = Burgemeester (L)
button-mayor-hover = de burgemeester telt voor zoveel horigen als de stad wapenschilden heeft; klik nog eens op de meeple of druk op L
hint-shown-mayor = op het bord getoond: de tegel en de burgemeester
inspect-meeples-mayor = sterkte (een burgemeester telt de wapenschilden van de stad): { $meeples }; van { $owners }
button-abbey = Speel je abdij (A)
button-abbey-hover = In plaats van de getrokken tegel leg je je abdij in een vak met tegels aan alle vier kanten: haar muren beëindigen elke weg, stad en weide die haar raakt, en een meeple mag er als monnik op. De getrokken tegel gaat terug in de stapel. Eén keer per spel.
turn-abbey-taken = Je abdij in plaats van { $tile }: leg haar in een vak met tegels aan alle vier kanten.
button-abbey-back = Terug naar de getrokken tegel (A)
turn-abbey-last-round = Laatste ronde: { $name } mag de abdij nog spelen, of ervan afzien.
button-abbey-let-go = Van de abdij afzien
button-abbey-let-go-hover = De abdij blijft ongespeeld; de volgende speler die er een heeft speelt, of het spel eindigt.
log-abbey-let-go = { $name } ziet af van de abdij
panel-abbey-held = abdij in de hand
panel-abbey-played = abdij gespeeld
