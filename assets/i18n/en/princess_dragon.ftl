# The Princess & the Dragon: every word of the set the window shows.

rules-princess-dragon = The Princess & the Dragon
rules-princess-dragon-hover = Not yet playable here: the window does not yet let a player steer the dragon. Games recorded with the set replay.
set-princess-dragon = The Princess & the Dragon
refusal-dragons-tile = No figure may go on the tile where the dragon stands.
category-fairy = fairy
hint-shown-portal = shown on the board: the tile; then a follower through the magic portal
hint-shown-princess = shown on the board: the tile; then the princess sends a knight home
hint-shown-fairy = shown on the board: the tile; then the fairy moves beside your follower
turn-dragon-step-here = { $name } chooses where the dragon flies next: click a marked square
turn-dragon-step = { $name } chooses where the dragon flies next
