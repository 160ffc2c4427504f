# The River: every word of the set the window shows.

rules-river = Il Fiume
set-river = Il Fiume
tiles-left-river-first = non ancora (prima il fiume)
tile-lake = lago
tile-river-spring = sorgente
tile-river = fiume
tile-river-bend = ansa del fiume

# Why a river tile may not go there
refusal-river-finished = il fiume è già finito
refusal-river-open-end = il fiume prosegue altrove
refusal-river-breaks = il fiume deve proseguire
refusal-river-u-turn = il fiume non può fare inversione
