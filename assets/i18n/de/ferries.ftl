# Die Fähren: alle Wörter der Erweiterung im Fenster.

set-ferries = Die Fähren
rules-ferries = Die Fähren (8 Seeplättchen mit je einer Fähre)
rules-ferries-hover = Jede Straße eines Seeplättchens endet an einem Steg am See. Legst du eines, legst du eine Fähre zwischen zwei seiner Stege und verbindest diese Straßen zu einer. Verlängert dein Plättchen eine Straße mit einer Fähre darauf, darfst du diese Fähre an zwei andere Stege ihres Sees versetzen.
guide-ferries-title = Die Fähren
guide-ferries-text = Acht Plättchen zeigen in der Mitte einen See, und jede Straße des Plättchens endet dort an einem hölzernen Steg. Legst du eines davon, darfst du wie gewohnt einen Gefolgsmann auf eine seiner Straßen setzen; dann musst du eine Fähre auf den See legen, von einem Steg zu einem anderen (einen Ring auf dem See anklicken oder mit den Knöpfen oder den Zahltasten wählen). Die beiden Straßen, die sie verbindet, werden zu einer Straße, die das Seeplättchen einmal zählt; die anderen Straßen enden am See. Verlängert das Plättchen, das du legst, eine Straße mit einer Fähre darauf, darfst du diese Fähre versetzen, und zwar die jeweils erste entlang der Straße in jeder Richtung von deinem Plättchen aus: Klicke den leuchtenden See an und dann einen Ring darauf für die beiden anderen Stege, die sie verbindet. Jede Fähre wird höchstens einmal pro Zug versetzt. Ein Versetzen kann Straßen verbinden und eine Straße in zwei teilen: Gefolgsleute bleiben stehen, wo sie stehen, und eine Straße, die durch ein Versetzen fertig wird, wird am Ende deines Zuges gewertet.
turn-ferry-here = { $name }, lege die Fähre auf deinen See: Klicke einen Ring darauf an oder wähle die beiden Straßen, die sie verbindet.
turn-ferry = { $name } legt eine Fähre.
turn-ferry-move-here = { $name }, du darfst eine Fähre versetzen: Klicke einen leuchtenden See an, dann einen Ring darauf für den neuen Platz der Fähre; oder lass die Fähren, wo sie sind.
turn-ferry-move = { $name } darf eine Fähre versetzen.
button-ferry-stay = Fähren lassen, wo sie sind
button-ferry-stay-hover = In diesem Zug keine Fähre versetzen.
ferry-ne = Nord – Ost
ferry-ns = Nord – Süd
ferry-nw = Nord – West
ferry-es = Ost – Süd
ferry-ew = Ost – West
ferry-sw = Süd – West
log-ferry-laid = { $name } legte eine Fähre, die die Straßen { $place } verbindet.
log-ferry-moved = { $name } versetzte eine Fähre: Sie verbindet jetzt die Straßen { $place }.
log-ferry-builder-home = Der Baumeister von { $name } wurde von seinem Gefolgsmann abgeschnitten und kam zurück.
tile-ferry-lake = { $count } Straßen zu einem Fährsee
