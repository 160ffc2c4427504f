# Abbey & Mayor: every word of the set the window shows.

set-abbey-mayor = Abbey & Mayor
rules-abbey-mayor = Abbey & Mayor (12 tiles, a mayor each; the abbey, wagon and barn are coming)
rules-abbey-mayor-hover = A mayor stands only in a city and counts as many meeples there as the whole city has pennants: none without a pennant.
panel-mayor-out = mayor in a city
panel-mayor-ready = mayor ready
panel-mayor-hover = the mayor, who counts as many meeples as his city has pennants
button-mayor = Mayor (L)
button-mayor-hover = the mayor counts as many meeples as the city has pennants; click the meeple again or press L
hint-shown-mayor = shown on the board: the tile and the mayor
inspect-meeples-mayor = strength (a mayor counts the city's pennants): { $meeples }; owned by { $owners }
