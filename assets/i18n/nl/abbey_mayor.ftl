# De Abdij en de Burgemeester: alle woorden van de uitbreiding in het venster.

set-abbey-mayor = De Abdij en de Burgemeester
rules-abbey-mayor = De Abdij en de Burgemeester (12 tegels, ieder een burgemeester; de abdij, de wagen en de boerderij volgen)
rules-abbey-mayor-hover = Een burgemeester staat alleen in een stad en telt daar voor zoveel horigen als de hele stad wapenschilden heeft: zonder schild voor geen.
panel-mayor-out = burgemeester in een stad
panel-mayor-ready = burgemeester klaar
panel-mayor-hover = de burgemeester, die telt voor zoveel horigen als zijn stad wapenschilden heeft
button-mayor = Burgemeester (L)
button-mayor-hover = de burgemeester telt voor zoveel horigen als de stad wapenschilden heeft; klik nog eens op de meeple of druk op L
hint-shown-mayor = op het bord getoond: de tegel en de burgemeester
inspect-meeples-mayor = sterkte (een burgemeester telt de wapenschilden van de stad): { $meeples }; van { $owners }
