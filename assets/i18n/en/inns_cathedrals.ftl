# Inns & Cathedrals: every word of the set the window shows.

rules-inns-cathedrals = Inns & Cathedrals (18 tiles, a large meeple each, up to 6 players)
rules-inns-cathedrals-hover = A road with an inn scores 2 a tile when completed, a city with a cathedral 3 a tile and a pennant; either scores nothing if still open at the end. Each player's large meeple counts as two meeples. A sixth player plays pink.
set-inns-cathedrals = Inns & Cathedrals
panel-large-out = large on board
panel-large-ready = large ready
panel-large-hover = the large meeple, which counts as two meeples
turn-deploy-large = { $name } holds a tile ({ $tile }) and may put a meeple on a spot (click; again, or L, for the large meeple), then ends the turn (Enter)
button-large-meeple = Large meeple (L)
button-large-meeple-hover = the large meeple counts as two meeples; click the meeple again or press L
hint-shown-large = shown on the board: the tile and the large meeple
category-inn = inn road
category-cathedral = cathedral city
inspect-road-inn = Road with an inn
inspect-city-cathedral = City with a cathedral
inspect-meeples-large = meeples (a large one counts two): { $meeples }; owned by { $owners }
guide-inns-cathedrals-title = Inns & Cathedrals
guide-inns-cathedrals-text = An inn (the house by a pond) doubles its road: 2 points a tile when the road is finished, but nothing if it is still open at the end. A cathedral does the same for its city: 3 points a tile and a pennant when finished, nothing if open at the end. Each player also has one large meeple, which counts as two meeples when deciding who has the most: click a spot, then click the meeple again (or press L) to make it the large one.

figure-large = large meeple
