# De Boodschappers: alle woorden van de uitbreiding in het venster.

set-messengers = De Boodschappers
rules-messengers = De Boodschappers (8 berichten; ieder een boodschapper)
rules-messengers-hover = Iedere speler heeft een tweede scorefiguur, de boodschapper, en zet de punten van elke beurt op een van de twee. Eindigt je figuur in je eigen beurt op een veelvoud van 5, dan trek je een bericht: voer het uit of neem 2 punten.
guide-messengers-title = De Boodschappers
guide-messengers-text = Iedere speler heeft twee scorefiguren: zijn scoremeeple en zijn boodschapper (de koerier naast zijn score op het scorebord, met diens eigen punten). Je score is die twee samen. Telkens als je in een beurt scoort, in de jouwe of in die van een ander, kies je welke van je twee figuren die punten krijgt (de knoppen in het zijpaneel); al je punten van die beurt gaan naar dezelfde figuur. Eindigt in je eigen beurt de figuur die je verzette op een veelvoud van 5, dan trek je het volgende bericht en voer je het uit of neem je 2 punten; die punten gaan naar dezelfde figuur en kunnen nog een bericht opleveren. De acht berichten: je kleinste weg, stad of klooster tellen zoals aan het eind (je volgeling blijft staan); nog een tegel leggen; 2 punten per wapenschild in je steden; 2 punten voor elk van je ridders; 2 punten voor elk van je boeren; het gebied van een van je volgelingen tellen zoals aan het eind en hem terugnemen. Ze komen in een geschudde volgorde, en na alle acht opnieuw in dezelfde volgorde. Aan het eind van het spel zijn er geen berichten.
turn-messenger-here = { $name }: kies in het zijpaneel (of druk op het nummer) de figuur die je punten krijgt, of wat je met het bericht doet.
turn-messenger = { $name } verzet een scorefiguur of leest een bericht.
messenger-meeple = de scoremeeple (staat op { $points })
messenger-messenger = de boodschapper (gaat naar { $points })
messenger-carry-out = { $message } (+{ $points })
messenger-points = { $points } punten nemen
message-road = mijn kleinste weg tellen
message-city = mijn kleinste stad tellen
message-monastery = mijn kleinste klooster tellen
message-tile = nog een tegel leggen
message-pennants = 2 punten per wapenschild in mijn steden
message-knights = 2 punten per ridder
message-farmers = 2 punten per boer
message-return = een volgeling tellen en terugnemen (klik op een omcirkelde)
log-messenger-meeple = { $name } zette de punten van de beurt op de scoremeeple.
log-messenger-messenger = { $name } zette de punten van de beurt op de boodschapper.
log-message-drawn = { $name } trok een bericht: { $message }.
log-message-carried = { $name } voerde het bericht uit.
log-message-points = { $name } nam in plaats daarvan { $points } punten.
log-message-returned = { $name } telde de volgeling op vak { $square } en nam hem terug.
log-message-home = De volgeling van { $name } ging naar huis.
panel-messenger = Boodschapper: { $messenger ->
    [one] { $messenger } punt
   *[other] { $messenger } punten
}; scoremeeple: { $meeple }.
category-messages = berichten
scored-message = bericht
