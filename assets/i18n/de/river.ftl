# The River: every word of the set the window shows.

rules-river = Der Fluss
set-river = Der Fluss
tiles-left-river-first = noch nicht (erst kommt der Fluss)
tile-lake = See
tile-river-spring = Quelle
tile-river = Fluss
tile-river-bend = Flussbiegung

# Why a river tile may not go there
refusal-river-finished = der Fluss ist schon zu Ende
refusal-river-open-end = der Fluss fließt anderswo weiter
refusal-river-breaks = der Fluss muss weiterfließen
refusal-river-u-turn = keine Kehrtwende im Fluss
