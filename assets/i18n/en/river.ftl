# The River: every word of the set the window shows.

rules-river = The River
set-river = The River
tiles-left-river-first = not yet (the river comes first)
tile-lake = lake
tile-river-spring = river spring
tile-river = river
tile-river-bend = river bend
