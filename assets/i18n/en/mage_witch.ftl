# Mage & Witch: every word of the set the window shows.

set-mage-witch = Mage & Witch
rules-mage-witch = Mage & Witch (8 tiles with the magic symbol; the mage and the witch)
rules-mage-witch-hover = A tile with the magic symbol makes you place or move the mage or the witch onto an open road or city. The mage adds 1 point a tile to what it scores; the witch halves it.
guide-mage-witch-title = Mage & Witch
guide-mage-witch-text = Eight tiles show the magic symbol, a wizard's hat. When you place one, you must place or move one of the two magic figures: bring in the mage (purple) or the witch (orange), or move one already on the board, onto any road or city that is not yet complete, the tile you just placed included. A figure that moves must go to another road or city, and the two never stand on the same one. When a tile joins the mage's road or city to the witch's, its player must move one of them at once. If neither can go anywhere, one of them leaves the board. The figures belong to nobody and take no one's place: followers may join them. When a road or city with the mage is scored, everyone who scores it gets 1 point more for each of its tiles; with the witch, they get half its points, rounded up. A scored road or city sends its magic figure off the board. At the end, the figures change the scores of the open roads and cities they stand on in the same way. (You are asked after your figure, before anything scores: the order changes nothing.)
turn-magic-here = { $name } places or moves a magic figure: choose the mage or the witch, then click a marked road or city (or press its number).
turn-magic = { $name } places or moves the mage or the witch.
magic-mage = the mage
magic-witch = the witch
magic-leaves = { $figure } leaves the board
inspect-mage = the mage: +1 a tile
inspect-witch = the witch: half the points
