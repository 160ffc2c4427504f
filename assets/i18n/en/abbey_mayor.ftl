# Abbey & Mayor: every word of the set the window shows.

set-abbey-mayor = Abbey & Mayor
rules-abbey-mayor = Abbey & Mayor (12 tiles, an abbey and a mayor each; the wagon and barn are coming)
rules-abbey-mayor-hover = A mayor stands only in a city and counts as many meeples there as the whole city has pennants: none without a pennant.
panel-mayor-out = mayor in a city
panel-mayor-ready = mayor ready
panel-mayor-hover = the mayor, who counts as many meeples as his city has pennants
button-mayor = Mayor (L)
button-mayor-hover = the mayor counts as many meeples as the city has pennants; click the meeple again or press L
hint-shown-mayor = shown on the board: the tile and the mayor
inspect-meeples-mayor = strength (a mayor counts the city's pennants): { $meeples }; owned by { $owners }
button-abbey = Play your abbey (A)
button-abbey-hover = Instead of the tile drawn, put your abbey into a square with tiles on all four sides: its walls end every road, city and field that meets it, and a meeple may go on it as a monk. The tile drawn goes back into the pile. Once a game.
turn-abbey-taken = Your abbey instead of { $tile }: drop it into a square with tiles on all four sides.
button-abbey-back = Back to the tile drawn (A)
turn-abbey-last-round = Last round: { $name } may still play the abbey, or let it go.
button-abbey-let-go = Let the abbey go
button-abbey-let-go-hover = The abbey stays unplayed; the next player who holds one plays, or the game ends.
log-abbey-let-go = { $name } let the abbey go
panel-abbey-held = abbey in hand
panel-abbey-played = abbey played
hint-shown-abbey = the hint plays your abbey instead of the tile drawn (A)
guide-abbey-mayor-title = Abbey & Mayor
guide-abbey-mayor-text = Each player holds an abbey. Instead of the tile drawn you may play it (the side panel's button, or A) into an empty square with tiles on all four sides; the tile drawn goes back into the pile. Its walls end every road, city and field that meets it, so it can complete several at once (the abbey adds no tile to them), and a meeple may go on it as a monk. Whoever still holds their abbey when the last tile is placed gets one last turn to play it, or lets it go. The mayor stands only in a city and counts in its majority as many followers as the whole city has pennants: none without a pennant.
