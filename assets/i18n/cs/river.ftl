# The River: every word of the set the window shows.

rules-river = Řeka
set-river = Řeka
tiles-left-river-first = ještě ne (nejdřív řeka)
tile-lake = jezero
tile-river-spring = pramen
tile-river = řeka
tile-river-bend = zákrut řeky

# Why a river tile may not go there
refusal-river-finished = řeka už skončila
refusal-river-open-end = řeka teče dál jinde
refusal-river-breaks = řeka musí téct dál
refusal-river-u-turn = řeka se nesmí otočit zpět
