# The River: every word of the set the window shows.

rules-river = La Rivière
set-river = La Rivière
tiles-left-river-first = pas encore (la rivière d'abord)
tile-lake = lac
tile-river-spring = source
tile-river = rivière
tile-river-bend = méandre
