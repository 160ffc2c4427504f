# Inns & Cathedrals: every word of the set the window shows.

rules-inns-cathedrals = Hostince a katedrály (18 kartiček, každý jednu velkou figurku, až 6 hráčů)
rules-inns-cathedrals-hover = Cesta s hostincem dá po dokončení 2 body za kartičku, město s katedrálou 3 za kartičku a erb; obojí nedá nic, pokud je na konci otevřené. Velká figurka každého hráče se počítá jako dvě figurky. Šestý hráč hraje růžovou.
set-inns-cathedrals = Hostince a katedrály
panel-large-out = velká ve hře
panel-large-ready = velká připravena
panel-large-hover = velká figurka, která se počítá jako dvě
turn-deploy-large = { $name } drží kartičku ({ $tile }) a může postavit figurku na bod (klik; znovu, nebo L, pro velkou figurku), pak ukončí tah (Enter)
button-large-meeple = Velká figurka (L)
button-large-meeple-hover = velká figurka se počítá jako dvě; klikni na figurku znovu nebo stiskni L
hint-shown-large = ukázáno na stole: kartička a velká figurka
category-inn = cesta s hostincem
category-cathedral = město s katedrálou
inspect-road-inn = Cesta s hostincem
inspect-city-cathedral = Město s katedrálou
inspect-meeples-large = figurky (velká se počítá dvakrát): { $meeples }; patří: { $owners }
guide-inns-cathedrals-title = Hostince a katedrály
guide-inns-cathedrals-text = Hostinec (dům u rybníka) zdvojí svou cestu: 2 body za kartičku, když je cesta dokončená, ale nic, pokud je na konci ještě otevřená. Katedrála udělá totéž pro své město: 3 body za kartičku a erb po dokončení, nic, pokud je na konci otevřené. Každý hráč má také jednu velkou figurku, která se při určování, kdo jich má nejvíc, počítá jako dvě: klikni na bod a pak znovu na figurku (nebo stiskni L), aby byla velká.

figure-large = velká figurka
