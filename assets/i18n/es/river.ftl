# The River: every word of the set the window shows.

rules-river = El Río
set-river = El Río
tiles-left-river-first = todavía no (primero va el río)
tile-lake = lago
tile-river-spring = manantial
tile-river = río
tile-river-bend = curva de río
