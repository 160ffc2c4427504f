# The River: every word of the set the window shows.

rules-river = De Rivier
set-river = De Rivier
tiles-left-river-first = nog niet (eerst de rivier)
tile-lake = meer
tile-river-spring = bron
tile-river = rivier
tile-river-bend = rivierbocht
