# De Goudmijnen: alle woorden van de uitbreiding in het venster.

set-gold-mines = De Goudmijnen
rules-gold-mines = De Goudmijnen (8 tegels met een goudmijn; 16 goudstaven)
rules-gold-mines-hover = Een mijntegel legt een goudstaaf op zichzelf en een op een tegel eromheen. Een voltooide weg, stad of klooster geeft de staven op zijn tegels aan de spelers die hem bezitten, één voor één om de beurt; aan het eind is elke staaf 1 tot 4 punten waard, meer naarmate je er meer hebt.
guide-gold-mines-title = De Goudmijnen
guide-gold-mines-text = Leg je een tegel met een goudmijn, dan komt er een goudstaaf op en leg je een tweede op een van de tegels eromheen, ernaast of schuin (klik op een verlicht vak of druk op het nummer). Een staaf hoort bij zijn tegel, welk gebied daar ook ligt. Wordt een weg of stad voltooid, dan nemen de spelers met de meeste volgelingen erin de staven op zijn tegels; een voltooid klooster geeft die op zijn tegel en de acht eromheen. Met meerdere spelers of meerdere gebieden tegelijk neemt om de beurt, te beginnen bij de speler aan de beurt, ieder één staaf tot er geen meer over is. Een voltooid gebied zonder volgeling laat zijn staven liggen. Aan het eind tellen staven op het bord voor niemand; de staven van een speler zijn elk 1 punt waard bij 1 tot 3, elk 2 bij 4 tot 6, elk 3 bij 7 tot 9 en elk 4 bij 10 of meer.
panel-ingots = goudstaven: { $count }, aan het eind { $points } punten waard
turn-gold-here = { $name } legt de tweede goudstaaf van de mijn op een tegel eromheen: klik op een verlicht vak of druk op het nummer.
turn-gold = { $name } kiest waar de tweede goudstaaf van de mijn komt.
category-gold = goud
inspect-ingots = goudstaven op zijn tegels: { $count }
