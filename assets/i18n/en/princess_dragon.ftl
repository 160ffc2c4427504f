# The Princess & the Dragon: every word of the set the window shows.

rules-princess-dragon = The Princess & the Dragon (30 tiles, the dragon and the fairy)
rules-princess-dragon-hover = Volcanoes bring the dragon; dragon tiles make it fly up to six tiles, every player steering it in turn, and every figure where it lands goes home. Instead of a figure: a follower through a magic portal, a princess sending a knight home, or the fairy beside your follower (1 point each turn, 3 when its feature scores).
set-princess-dragon = The Princess & the Dragon
refusal-dragons-tile = No figure may go on the tile where the dragon stands.
category-fairy = fairy
hint-shown-portal = shown on the board: the tile; then a follower through the magic portal
hint-shown-princess = shown on the board: the tile; then the princess sends a knight home
hint-shown-fairy = shown on the board: the tile; then the fairy moves beside your follower
turn-dragon-step-here = { $name } chooses where the dragon flies next: click a marked square or press its number
turn-dragon-step = { $name } chooses where the dragon flies next
guide-princess-dragon-title = The Princess & the Dragon
guide-princess-dragon-text = A volcano brings the dragon onto its tile, where no figure may then be placed. When a tile with the dragon symbol is placed, the dragon flies up to six tiles, one square at a time, never onto a tile twice nor onto the fairy's: the player who placed the tile chooses the first step, then each player in turn (click a marked square). Every figure on a tile it enters goes home. Instead of placing a figure you may use the tile's magic portal to put a follower on any free, unfinished feature on the board; send home a knight of the city your princess tile joins; or move the fairy beside one of your followers. The fairy gives you 1 point at the start of each of your turns and 3 more when its follower's feature scores, and the dragon never enters its tile. A dragon tile drawn before the first volcano is set aside until one is down.
log-dragon-ate = The dragon sends a figure of { $name } home
inspect-fairy = the fairy beside { $name }'s follower: 1 point each turn, 3 when it scores

action-portal = a follower through the magic portal
action-princess = the princess sent a knight home
action-fairy = the fairy moved beside a follower
