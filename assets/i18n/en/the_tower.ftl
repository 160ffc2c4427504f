# The Tower: every word of the set the window shows.

set-the-tower = The Tower
rules-the-tower = The Tower (18 tiles with tower foundations; tower floors for every player)
rules-the-tower-hover = Instead of a figure, put one of your floors on any tower and capture a follower it reaches, or close an open tower with a follower on top. A captured follower of another player is your prisoner until exchanged or bought back for 3 points.
guide-the-tower-title = The Tower
guide-the-tower-text = Each player has tower floors (10 each with 2 players, 9 with 3, 7 with 4, 6 with 5, 5 with 6). Instead of placing a figure on your tile you may put a floor on any tower foundation or open tower on the board (click the grey marker beside it), or put a follower from your supply on top of an open tower, which closes it for good: that follower scores nothing and stays until captured. After a floor, you may capture one follower standing on the tower's square or in a straight line north, east, south or west of it, as many squares away as the tower is high (empty squares count; click a red ring, press its number, or choose nobody). Your own follower goes home; another player's becomes your prisoner, and if that player holds one of yours, the two go home at once. Once in each of your turns you may buy one of your prisoners back by paying its jailer 3 points (the side panel's button, or B). Builders, pigs and barns are never captured. Towers score nothing.
panel-floors = { $count ->
    [one] one tower floor left
   *[other] { $count } tower floors left
}
panel-prisoner = a prisoner held here: its owner may buy it back for { $price } points
refusal-ransom-paid = A ransom has already been paid this turn.
refusal-no-such-prisoner = No such follower of yours is held by that player.
refusal-too-few-points = A ransom costs { $price } points and you have { $score }.
refusal-tower-closed = A follower closes that tower: no floor may go on it.
refusal-no-floor-left = You have no tower floor left.
hint-shown-floor = shown on the board: the tile; then a floor on a tower, and its capture
hint-shown-tower-top = shown on the board: the tile; then a follower on top of a tower
button-ransom = Pay { $price } to { $name } to free a follower (B)
button-ransom-hover = Your { $figure } held by { $name } comes back to your supply; { $name } gets { $price } of your points. Once a turn.
turn-capture-here = { $name } may capture a follower the tower reaches: click a red ring or press its number, or capture nobody (Space).
turn-capture = { $name } chooses whom the tower captures.
log-captured = The tower captured a follower of { $name }
turn-exchange-here = { $name } gets one of their figures back in exchange: choose which (click its button or press its number).
turn-exchange = { $name } chooses which of their figures comes back in exchange.
log-exchanged = A figure of { $name } came back in exchange
button-no-capture = Capture nobody (Space)
button-no-capture-hover = The floor stays; no follower is taken off the board.
category-paid = ransoms
inspect-tower = { $height ->
    [one] a tower one high: it reaches one square each way
   *[other] a tower { $height } high: it reaches { $height } squares each way
}
inspect-tower-closed = a tower { $height } high, closed by { $name }'s follower
action-floor = a tower floor
action-towertop = a follower on top of a tower
action-ransom = a ransom
