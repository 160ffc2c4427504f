# De Rovers: alle woorden van de uitbreiding in het venster.

set-robbers = De Rovers
rules-robbers = De Rovers (8 tegels met een roversbuidel; ieder een rover)
rules-robbers-hover = Leg je een rovertegel, dan mag je je rover naast de score van een andere speler zetten; daarna mag ook de volgende speler van wie de rover nog thuis is dat doen. Scoort die speler de volgende keer, dan krijgt de eigenaar van de rover de helft van die punten, naar boven afgerond.
guide-robbers-title = De Rovers
guide-robbers-text = Acht tegels tonen een roversbuidel. Leg je er een, dan mag je je rover naast de score van een andere speler zetten (de knoppen noemen de spelers, of druk op een nummer), hem van de ene speler naar de andere verplaatsen, of hem laten staan waar hij staat. Daarna mag de eerste speler links van je van wie de rover nog thuis is, de zijne ook naast de score van een willekeurige andere speler zetten; verder niemand. Scoort een speler met een rover naast zich de volgende keer, dan krijgt de eigenaar van elk van die rovers de helft van die punten, naar boven afgerond, en gaat de rover naar huis. De beroofde speler verliest niets. Punten uit een beroving worden nooit geroofd: een rover naast die speler wacht op diens volgende gewone punten. Aan het eind scoren rovers niets. Met De Boodschappers heeft elke speler twee figuren op het scorespoor: een rover staat naast een ervan, gekozen na de speler, en rooft alleen als die figuur vooruitgaat; de beroofde speler mag de andere verzetten.
turn-robber-here = { $name }, je rover: klik op de naam van een speler om hem naast diens score te zetten (of druk op zijn nummer), of houd hem.
turn-robber-figure-here = { $name }, je rover: naast welke van hun figuren? (of druk op het nummer)
turn-robber = { $name } zet een rover in.
button-robber-none = Mijn rover houden
button-robber-none-hover = Zet deze keer geen rover uit, of laat de jouwe staan waar hij staat.
log-robber-placed = { $name } zette een rover naast de score van { $whom }.
log-robber-none = { $name } zette geen rover uit.
log-robber-meeple = De rover van { $name } staat naast de scoremeeple.
log-robber-messenger = De rover van { $name } staat naast de boodschapper.
robber-by-meeple = Naast de scoremeeple
robber-by-messenger = Naast de boodschapper
panel-robber-beside = Hier wacht een rover: zijn eigenaar krijgt de helft van de volgende punten van deze speler.
panel-robber-beside-meeple = Naast de scoremeeple van deze speler wacht een rover: zijn eigenaar krijgt de helft van de punten waarmee die meeple de volgende keer vooruitgaat.
panel-robber-beside-messenger = Naast de boodschapper van deze speler wacht een rover: zijn eigenaar krijgt de helft van de punten waarmee de boodschapper de volgende keer vooruitgaat.
category-robbed = buit
scored-robbery = beroving
