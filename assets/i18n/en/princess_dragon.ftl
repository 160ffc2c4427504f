# The Princess & the Dragon: every word of the set the window shows.

rules-princess-dragon = The Princess & the Dragon
rules-princess-dragon-hover = Not yet playable here: the window does not yet let a player steer the dragon or use the portal, the princess and the fairy. Games recorded with the set replay.
set-princess-dragon = The Princess & the Dragon
refusal-dragons-tile = No figure may go on the tile where the dragon stands.
