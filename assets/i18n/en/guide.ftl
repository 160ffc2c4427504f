# The first-game guide and the pages of the expansions.

guide-offer-title = New to Carcassonne?
guide-offer-text = A guided first game against an easy computer shows you how to place tiles, put meeples down, score roads, cities and monasteries, and farm.
guide-offer-accept = Play a guided game
guide-offer-decline = No, thanks
guide-heading = First game: { $title }
guide-set-heading = In this game: { $title }
guide-step = { $step } of { $steps }
guide-next = Next
guide-close = Close the guide
guide-play-on = Play on

guide-placing-title = Placing a tile
guide-placing-text = Your tile is in the hand at the bottom right. Drag it onto one of the green squares: those are where it fits. Press R, turn the mouse wheel or right-click to turn it. Edges must match: road to road, city to city, field to field. By keys: Tab puts it on the next square where it fits (Shift+Tab the one before), R turns it (Shift+R back).
guide-meeples-title = Meeples
guide-meeples-text = The tile lies where you dropped it: drag it again to move it, or R to turn it. You may now put one of your 7 meeples on it: click a dot. On a road it is a thief, in a city a knight, on a monastery a monk, in a field a farmer. Then press Enter (or "End turn") to end your turn. Each dot has a number: press it to put the meeple there. Escape takes the tile back into your hand.
guide-road-city-title = Scoring a road and a city
guide-road-city-text = A road scores when both its ends are closed: 1 point a tile. A city scores when its walls close all round: 2 points a tile and 2 a pennant. Whoever has the most meeples on it scores, and the meeples come back. Close a road or a city of yours!
guide-monasteries-title = Monasteries
guide-monasteries-text = A monastery (the chapel in the middle of a tile) scores 1 point for itself and 1 for each tile around it: 9 once it is surrounded. A monk stays on it until then.
guide-farmers-title = Farmers
guide-farmers-text = A meeple lying in a field is a farmer: it stays there to the end of the game. Then each field scores 3 points for every completed city it touches, for whoever has the most farmers in it. Press V (or "Farm view") to see the fields in their owners' colours and the cities they would score.
guide-help-title = Help at the table
guide-help-text = Point at any road, city or field to see whose it is and what it is worth. A red cross marks a square no tile left can fill. H suggests a move, Ctrl+Z takes your turn back, F shows the whole board. That is all: play on, and have fun!
guide-end-title = The end of the game
guide-end-text = The game is over. Roads, cities and monasteries still open scored what they had (a city 1 point a tile and pennant), and the farmers scored their fields: 3 points for each completed city they touch. Switch the farm view on to see them.

