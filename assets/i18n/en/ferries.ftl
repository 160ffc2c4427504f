# The Ferries: every word of the set the window shows.

set-ferries = The Ferries
rules-ferries = The Ferries (8 lake tiles with a ferry)
rules-ferries-hover = Every road of a lake tile ends at a jetty on the lake. Placing one, you lay a ferry between two of its jetties, joining those roads into one. When your tile extends a road with a ferry on it, you may move that ferry to two other jetties of its lake.
guide-ferries-title = The Ferries
guide-ferries-text = Eight tiles show a lake in the middle, and every road of the tile ends at a wooden jetty on it. When you place one, you may put a follower on one of its roads as usual; then you must lay a ferry on the lake, from one jetty to another (click a ring on the lake, or choose with the buttons or the number keys). The two roads it joins become one road, which counts the lake tile once; the other roads end at the lake. When the tile you place extends a road that has a ferry on it, you may move that ferry, the first one along the road in each direction from your tile: click the lit lake, then a ring on it for the two other jetties it joins. Each ferry moves once a turn. A move may join roads, and cut one in two: followers stay where they stand, and a road a move completes is scored at the end of your turn.
turn-ferry-here = { $name }, lay the ferry on your lake: click a ring on it, or choose the two roads it joins.
turn-ferry = { $name } is laying a ferry.
turn-ferry-move-here = { $name }, you may move a ferry: click a lit lake, then a ring on it for the ferry's new place; or leave the ferries where they are.
turn-ferry-move = { $name } may move a ferry.
button-ferry-stay = Leave the ferries
button-ferry-stay-hover = Move no ferry this turn.
ferry-ne = north – east
ferry-ns = north – south
ferry-nw = north – west
ferry-es = east – south
ferry-ew = east – west
ferry-sw = south – west
log-ferry-laid = { $name } laid a ferry joining the roads { $place }.
log-ferry-moved = { $name } moved a ferry: it now joins the roads { $place }.
log-ferry-builder-home = { $name }'s builder was cut off from their follower and came home.
tile-ferry-lake = { $count } roads to a ferry lake
