# The River: every word of the set the window shows.

rules-river = Il Fiume
set-river = Il Fiume
tiles-left-river-first = non ancora (prima il fiume)
tile-lake = lago
tile-river-spring = sorgente
tile-river = fiume
tile-river-bend = ansa del fiume
