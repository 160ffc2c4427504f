# The River: every word of the set the window shows.

rules-river = El Río
set-river = El Río
tiles-left-river-first = todavía no (primero va el río)
tile-lake = lago
tile-river-spring = manantial
tile-river = río
tile-river-bend = curva de río

# Why a river tile may not go there
refusal-river-finished = el río ya ha terminado
refusal-river-open-end = el río sigue en otro lugar
refusal-river-breaks = el río debe continuar
refusal-river-u-turn = el río no puede dar media vuelta
