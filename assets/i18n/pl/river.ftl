# The River: every word of the set the window shows.

rules-river = Rzeka
set-river = Rzeka
tiles-left-river-first = jeszcze nie (najpierw rzeka)
tile-lake = jezioro
tile-river-spring = źródło
tile-river = rzeka
tile-river-bend = zakręt rzeki

# Why a river tile may not go there
refusal-river-finished = rzeka jest już zakończona
refusal-river-open-end = rzeka płynie dalej gdzie indziej
refusal-river-breaks = rzeka musi płynąć dalej
refusal-river-u-turn = rzeka nie może zawrócić
