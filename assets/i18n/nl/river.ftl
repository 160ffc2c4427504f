# The River: every word of the set the window shows.

rules-river = De Rivier
set-river = De Rivier
tiles-left-river-first = nog niet (eerst de rivier)
tile-lake = meer
tile-river-spring = bron
tile-river = rivier
tile-river-bend = rivierbocht

# Why a river tile may not go there
refusal-river-finished = de rivier is al af
refusal-river-open-end = de rivier stroomt elders verder
refusal-river-breaks = de rivier moet doorstromen
refusal-river-u-turn = geen haarspeldbocht in de rivier
