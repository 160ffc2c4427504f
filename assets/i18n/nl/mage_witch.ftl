# Magiër & Heks: alle woorden van de uitbreiding in het venster.

set-mage-witch = Magiër & Heks
rules-mage-witch = Magiër & Heks (8 tegels met het magische symbool; de magiër en de heks)
rules-mage-witch-hover = Bij een tegel met het magische symbool zet of verplaats je de magiër of de heks naar een open weg of stad. De magiër levert 1 punt per tegel extra op; de heks halveert de punten.
guide-mage-witch-title = Magiër & Heks
guide-mage-witch-text = Acht tegels tonen het magische symbool, een tovenaarshoed. Leg je er een, dan moet je een van de twee magische figuren zetten of verplaatsen: breng de magiër (paars) of de heks (oranje) in het spel, of verplaats er een die al op het bord staat, naar een willekeurige weg of stad die nog niet voltooid is, de tegel die je net legde inbegrepen. Een figuur die verplaatst wordt, moet naar een andere weg of stad, en de twee staan nooit op dezelfde. Verbindt een tegel de weg of stad van de magiër met die van de heks, dan moet wie de tegel legde meteen een van beide verplaatsen. Kan geen van beide ergens heen, dan verlaat een van hen het bord. De figuren zijn van niemand en nemen niemands plaats in: volgelingen mogen erbij komen. Telt een weg of stad met de magiër, dan krijgt iedereen die er punten voor scoort 1 punt extra per tegel ervan; met de heks krijgt ieder de helft van de punten, naar boven afgerond. Een getelde weg of stad stuurt haar magische figuur van het bord. Aan het eind veranderen de figuren op dezelfde manier de punten van de open wegen en steden waar ze op staan. (De vraag komt na je eigen figuur, voordat er iets telt: de volgorde verandert niets.)
turn-magic-here = { $name } zet of verplaatst een magische figuur: kies de magiër of de heks en klik dan op een gemarkeerde weg of stad (of druk op het nummer).
turn-magic = { $name } zet of verplaatst de magiër of de heks.
magic-mage = de magiër
magic-witch = de heks
magic-leaves = { $figure } verlaat het bord
inspect-mage = de magiër: +1 per tegel
inspect-witch = de heks: de helft van de punten
