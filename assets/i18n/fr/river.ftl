# The River: every word of the set the window shows.

rules-river = La Rivière
set-river = La Rivière
tiles-left-river-first = pas encore (la rivière d'abord)
tile-lake = lac
tile-river-spring = source
tile-river = rivière
tile-river-bend = méandre

# Why a river tile may not go there
refusal-river-finished = la rivière est terminée
refusal-river-open-end = la rivière continue ailleurs
refusal-river-breaks = la rivière doit continuer
refusal-river-u-turn = pas de demi-tour dans la rivière
