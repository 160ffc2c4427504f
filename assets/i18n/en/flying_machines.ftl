# The Flying Machines: every word of the set the window shows.

set-flying-machines = The Flying Machines
rules-flying-machines = The Flying Machines (8 tiles with a flying machine)
rules-flying-machines-hover = Instead of placing a follower on a flying machine tile, send it flying: a die says how far it flies in the arrow's direction, and it lands on an unfinished road, city or monastery there, occupied or not.
guide-flying-machines-title = The Flying Machines
guide-flying-machines-text = Eight tiles show a flying machine with a red arrow, pointing at an edge or a corner. When you place one, instead of putting a figure on it you may put a follower from your supply on the machine: click the ring on the machine (click again for the large meeple, or press its number), then end your turn. The die is rolled: 1, 2 or 3. The follower flies that many squares in the arrow's direction, straight or diagonally; empty squares on the way do not matter. On the tile it reaches you must choose an unfinished road, city or monastery (the abbot a monastery or garden, the mayor a city), even one where other followers already stand. No tile there, or nothing unfinished to land on: the follower comes back to your supply, and you have placed nothing this turn.
turn-flight-here = { $name }, your follower lands: click a ringed road, city or monastery on the lit square (or press its number).
turn-flight = { $name }'s follower is landing.
log-flight-roll = { $name } rolled { $roll }: the follower flies { $roll ->
    [one] 1 square
   *[other] { $roll } squares
}.
log-flight-home = { $name } rolled { $roll }: nothing to land on there, the follower comes home.
log-flight-landed = { $name }'s follower landed at { $square }.
action-fly = a follower sent flying
hint-shown-fly = shown on the board: the tile, and a follower on its flying machine
