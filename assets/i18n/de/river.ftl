# The River: every word of the set the window shows.

rules-river = Der Fluss
set-river = Der Fluss
tiles-left-river-first = noch nicht (erst kommt der Fluss)
tile-lake = See
tile-river-spring = Quelle
tile-river = Fluss
tile-river-bend = Flussbiegung
