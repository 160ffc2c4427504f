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
hint-shown-abbey = de hint speelt je abdij in plaats van de getrokken tegel (A)
guide-abbey-mayor-title = De Abdij en de Burgemeester
guide-abbey-mayor-text = Iedere speler heeft een abdij. In plaats van de getrokken tegel mag je haar spelen (knop in het zijpaneel, of A) in een leeg vak met tegels aan alle vier kanten; de getrokken tegel gaat terug in de stapel. Haar muren beëindigen elke weg, stad en weide die haar raakt, zodat ze er meerdere tegelijk kan voltooien (de abdij telt daarin niet mee), en een meeple mag er als monnik op. Wie zijn abdij nog heeft als de laatste tegel ligt, krijgt een laatste beurt om haar te spelen, of ziet ervan af. De burgemeester staat alleen in een stad en telt in haar meerderheid voor zoveel volgelingen als de hele stad wapenschilden heeft: geen zonder schild.
