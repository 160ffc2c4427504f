# The Gold Mines: every word of the set the window shows.

set-gold-mines = The Gold Mines
rules-gold-mines = The Gold Mines (8 tiles with a gold mine; 16 gold ingots)
rules-gold-mines-hover = A mine tile puts one gold ingot on itself and one on a tile around it. A completed road, city or monastery gives the ingots on its tiles to the players who hold it, one at a time in turn; at the end each ingot scores 1 to 4 points, more the more you have.
guide-gold-mines-title = The Gold Mines
guide-gold-mines-text = When you place a tile with a gold mine, one gold ingot goes on it and you put a second on one of the tiles around it, beside or diagonally (click a lit square or press its number). An ingot belongs to its tile, whatever feature lies there. When a road or city is completed, the players with the most followers in it take the ingots on its tiles; a completed monastery gives those on its tile and the eight around. With several players or several features at once, starting with the player whose turn it is, each takes one ingot in turn until none is left. A completed feature with no follower leaves its ingots where they are. At the end, ingots on the board score nobody; each player's ingots score 1 point each for 1 to 3, 2 each for 4 to 6, 3 each for 7 to 9 and 4 each for 10 or more.
panel-ingots = gold ingots: { $count }, worth { $points } points at the end
turn-gold-here = { $name } puts the mine's second gold ingot on a tile around it: click a lit square or press its number.
turn-gold = { $name } chooses where the mine's second gold ingot goes.
category-gold = gold
inspect-ingots = gold ingots on its tiles: { $count }
