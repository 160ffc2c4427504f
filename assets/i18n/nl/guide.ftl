# De gids voor het eerste spel en de pagina's van de uitbreidingen.

guide-offer-title = Nieuw bij Carcassonne?
guide-offer-text = Een begeleid eerste spel tegen een makkelijke computer laat zien hoe je tegels legt, meeples plaatst, wegen, steden en kloosters telt, en boert op de weilanden.
guide-offer-accept = Een begeleid spel spelen
guide-offer-decline = Nee, dank je
guide-heading = Eerste spel: { $title }
guide-set-heading = In dit spel: { $title }
guide-step = { $step } van { $steps }
guide-next = Verder
guide-close = Gids sluiten
guide-play-on = Verder spelen

guide-placing-title = Een tegel leggen
guide-placing-text = Je tegel ligt rechtsonder in de hand. Sleep hem naar een van de groene vakken: daar past hij. Druk op R, draai aan het muiswiel of klik rechts om hem te draaien. De randen moeten passen: weg aan weg, stad aan stad, weiland aan weiland. Met het toetsenbord: Tab legt hem op het volgende vak waar hij past (Shift+Tab op het vorige), R draait hem (Shift+R terug).
guide-meeples-title = Meeples
guide-meeples-text = De tegel ligt waar je hem losliet: sleep hem nog eens om hem te verplaatsen, of draai hem met R. Je mag er nu een van je 7 meeples op zetten: klik op een punt. Op een weg is het een struikrover, in een stad een ridder, in een klooster een monnik, in een weiland een boer. Druk dan op Enter (of „Beurt beëindigen”) om je beurt te beëindigen. Elk punt heeft een nummer: druk erop om de meeple daar te zetten. Esc neemt de tegel terug in je hand.
guide-road-city-title = Een weg en een stad tellen
guide-road-city-text = Een weg telt als beide einden gesloten zijn: 1 punt per tegel. Een stad telt als haar muren rondom gesloten zijn: 2 punten per tegel en 2 per wapenschild. Wie er de meeste meeples heeft, krijgt de punten, en de meeples komen terug. Sluit een van je wegen of steden!
guide-monasteries-title = Kloosters
guide-monasteries-text = Een klooster (de kapel midden op een tegel) levert 1 punt op voor zichzelf en 1 voor elke tegel eromheen: 9 zodra het omringd is. Een monnik blijft er tot dan op staan.
guide-farmers-title = Boeren
guide-farmers-text = Een meeple die in een weiland ligt, is een boer: hij blijft daar tot het einde van het spel. Dan levert elk weiland 3 punten op voor elke voltooide stad die het raakt, voor wie er de meeste boeren in heeft. Druk op V (of „Weilandweergave”) om de weilanden in de kleuren van hun eigenaars te zien en de steden die ze zouden tellen.
guide-help-title = Hulp aan tafel
guide-help-text = Wijs een weg, stad of weiland aan om te zien van wie het is en wat het waard is. Een rood kruis markeert een vak dat geen overgebleven tegel kan vullen. H stelt een zet voor, Ctrl+Z neemt je beurt terug, F toont de hele tafel. Dat is alles: speel verder en veel plezier!
guide-end-title = Het einde van het spel
guide-end-text = Het spel is voorbij. Wegen, steden en kloosters die nog open waren, leverden op wat ze hadden (een stad 1 punt per tegel en wapenschild), en de boeren telden hun weilanden: 3 punten voor elke voltooide stad die ze raken. Zet de weilandweergave aan om ze te zien.

