# Prinses & Draak: elk woord van de uitbreiding dat het venster toont.

rules-princess-dragon = Prinses & Draak (30 tegels, de draak en de fee)
rules-princess-dragon-hover = Vulkanen halen de draak; drakentegels laten hem tot zes tegels ver vliegen, ieder stuurt hem om de beurt, en elke figuur waar hij komt gaat naar huis. In plaats van een figuur: een volgeling door het magische portaal, de prinses die een ridder naar huis stuurt, of de fee naast je volgeling (1 punt per beurt, 3 bij de telling).
set-princess-dragon = Prinses & Draak
refusal-dragons-tile = Geen figuur mag op de tegel waar de draak staat.
category-fairy = fee
hint-shown-portal = op tafel getoond: de tegel; dan een volgeling door het magische portaal
hint-shown-princess = op tafel getoond: de tegel; dan stuurt de prinses een ridder naar huis
hint-shown-fairy = op tafel getoond: de tegel; dan gaat de fee naast je volgeling
turn-dragon-step-here = { $name } kiest waar de draak heen vliegt: klik op een gemarkeerd vak of druk op zijn nummer
turn-dragon-step = { $name } kiest waar de draak heen vliegt
guide-princess-dragon-title = Prinses & Draak
guide-princess-dragon-text = Een vulkaan haalt de draak naar zijn tegel, waar dan geen figuur meer mag komen. Wordt een tegel met het drakensymbool gelegd, dan vliegt de draak tot zes tegels ver, vak voor vak, nooit twee keer op dezelfde en nooit op die van de fee: wie de tegel legde kiest de eerste stap, daarna ieder om de beurt (klik op een gemarkeerd vak). Elke figuur op een tegel waar hij komt, gaat terug naar huis. In plaats van een figuur te plaatsen mag je door het magische portaal een volgeling op een vrij, onaf gebied waar ook zetten; met de prinses een ridder naar huis sturen uit de stad waar je tegel aan sluit; of de fee naast een van je volgelingen zetten. De fee geeft je 1 punt aan het begin van elke beurt van jou en 3 extra als het gebied van haar volgeling telt, en de draak komt nooit op haar tegel. Een drakentegel die vóór de eerste vulkaan komt, gaat opzij tot er een ligt.
log-dragon-ate = De draak stuurt een figuur van { $name } naar huis
inspect-fairy = de fee naast de volgeling van { $name }: 1 punt per beurt, 3 bij de telling

action-portal = een volgeling door het magische portaal
action-princess = de prinses stuurde een ridder naar huis
action-fairy = de fee ging naast een volgeling staan
