# Prinses & Draak: elk woord van de uitbreiding dat het venster toont.

rules-princess-dragon = Prinses & Draak
rules-princess-dragon-hover = Hier nog niet speelbaar: het venster laat de draak nog niet sturen. Opgenomen partijen met de uitbreiding worden afgespeeld.
set-princess-dragon = Prinses & Draak
refusal-dragons-tile = Geen figuur mag op de tegel waar de draak staat.
category-fairy = fee
hint-shown-portal = op tafel getoond: de tegel; dan een volgeling door het magische portaal
hint-shown-princess = op tafel getoond: de tegel; dan stuurt de prinses een ridder naar huis
hint-shown-fairy = op tafel getoond: de tegel; dan gaat de fee naast je volgeling
turn-dragon-step-here = { $name } kiest waar de draak heen vliegt: klik op een gemarkeerd vak
turn-dragon-step = { $name } kiest waar de draak heen vliegt
