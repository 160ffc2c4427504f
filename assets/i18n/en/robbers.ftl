# The Robbers: every word of the set the window shows.

set-robbers = The Robbers
rules-robbers = The Robbers (8 tiles with a robber's bag; a robber each)
rules-robbers-hover = Placing a robber tile, you may put your robber beside another player's score; then the next player with a robber at home may too. When that player next scores, the robber's owner scores half those points, rounded up.
guide-robbers-title = The Robbers
guide-robbers-text = Eight tiles show a robber's bag. When you place one, you may put your robber beside another player's score (the buttons name the players, or press a number), or move it from beside one player to another, or leave it where it is. Then the first player to your left whose robber is still at home may put theirs beside any other player's score too; nobody else. The next time a player with a robber beside them scores, each robber's owner scores half those points, rounded up, and the robber comes home. The player robbed loses nothing. Points won by robbing are never robbed: a robber beside that player waits for their next ordinary points. Robbers score nothing at the end. With The Messengers, each player has two figures on the score track: a robber stands beside one of them, chosen after the player, and robs only when that figure moves; the player robbed may move the other.
turn-robber-here = { $name }, your robber: click a player's name to stand beside their score (or press its number), or keep it.
turn-robber-figure-here = { $name }, your robber: beside which of their figures? (or press its number)
turn-robber = { $name } places a robber.
button-robber-none = Keep my robber
button-robber-none-hover = Put no robber out this time, or leave yours where it stands.
log-robber-placed = { $name } put a robber beside { $whom }'s score.
log-robber-none = { $name } put no robber out.
log-robber-meeple = { $name }'s robber stands beside the score meeple.
log-robber-messenger = { $name }'s robber stands beside the messenger.
robber-by-meeple = Beside the score meeple
robber-by-messenger = Beside the messenger
panel-robber-beside = A robber waits here: its owner scores half this player's next points.
panel-robber-beside-meeple = A robber waits beside this player's score meeple: its owner scores half the points the score meeple next moves.
panel-robber-beside-messenger = A robber waits beside this player's messenger: its owner scores half the points the messenger next moves.
category-robbed = Robbed
scored-robbery = robbery
