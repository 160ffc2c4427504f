# The River: every word of the set the window shows.

rules-river = Rzeka
set-river = Rzeka
tiles-left-river-first = jeszcze nie (najpierw rzeka)
tile-lake = jezioro
tile-river-spring = źródło
tile-river = rzeka
tile-river-bend = zakręt rzeki
