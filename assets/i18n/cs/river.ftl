# The River: every word of the set the window shows.

rules-river = Řeka
set-river = Řeka
tiles-left-river-first = ještě ne (nejdřív řeka)
tile-lake = jezero
tile-river-spring = pramen
tile-river = řeka
tile-river-bend = zákrut řeky
