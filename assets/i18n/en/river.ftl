# The River: every word of the set the window shows.

rules-river = The River
set-river = The River
tiles-left-river-first = not yet (the river comes first)
tile-lake = lake
tile-river-spring = river spring
tile-river = river
tile-river-bend = river bend

# Why a river tile may not go there
refusal-river-finished = the river is finished
refusal-river-open-end = the river flows on elsewhere
refusal-river-breaks = the river must flow on
refusal-river-u-turn = no U-turn in the river
