# De Veerponten: alle woorden van de uitbreiding in het venster.

set-ferries = De Veerponten
rules-ferries = De Veerponten (8 meertegels met een veerpont)
rules-ferries-hover = Elke weg van een meertegel eindigt bij een steiger aan het meer. Leg je er een, dan leg je een veerpont tussen twee van zijn steigers, zodat die wegen één weg worden. Verlengt je tegel een weg met een veerpont erop, dan mag je die veerpont naar twee andere steigers van zijn meer verplaatsen.
guide-ferries-title = De Veerponten
guide-ferries-text = Acht tegels tonen een meer in het midden, en elke weg van de tegel eindigt daar bij een houten steiger. Leg je er een, dan mag je zoals gewoonlijk een volgeling op een van de wegen zetten; daarna moet je een veerpont op het meer leggen, van de ene steiger naar een andere (klik op een ring op het meer, of kies met de knoppen of de cijfertoetsen). De twee wegen die hij verbindt worden één weg, die de meertegel één keer telt; de andere wegen eindigen bij het meer. Verlengt de tegel die je legt een weg met een veerpont erop, dan mag je die veerpont verplaatsen, de eerste langs de weg in elke richting vanaf je tegel: klik op het verlichte meer en dan op een ring erop voor de twee andere steigers die hij verbindt. Elke veerpont wordt hoogstens één keer per beurt verplaatst. Een verplaatsing kan wegen verbinden, en een weg in tweeën splitsen: volgelingen blijven staan waar ze staan, en een weg die door een verplaatsing voltooid wordt, telt aan het eind van je beurt.
turn-ferry-here = { $name }, leg de veerpont op je meer: klik op een ring erop, of kies de twee wegen die hij verbindt.
turn-ferry = { $name } legt een veerpont.
turn-ferry-move-here = { $name }, je mag een veerpont verplaatsen: klik op een verlicht meer en dan op een ring erop voor de nieuwe plek van de veerpont; of laat de veerponten waar ze zijn.
turn-ferry-move = { $name } mag een veerpont verplaatsen.
button-ferry-stay = Veerponten laten liggen
button-ferry-stay-hover = Deze beurt geen veerpont verplaatsen.
ferry-ne = noord – oost
ferry-ns = noord – zuid
ferry-nw = noord – west
ferry-es = oost – zuid
ferry-ew = oost – west
ferry-sw = zuid – west
log-ferry-laid = { $name } legde een veerpont die de wegen { $place } verbindt.
log-ferry-moved = { $name } verplaatste een veerpont: hij verbindt nu de wegen { $place }.
log-ferry-builder-home = De bouwmeester van { $name } werd afgesneden van zijn volgeling en ging naar huis.
tile-ferry-lake = { $count } wegen naar een meer met veerpont
