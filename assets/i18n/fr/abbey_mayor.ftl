# L'Abbaye et le Maire : tous les mots de l'extension dans la fenêtre.

set-abbey-mayor = L'Abbaye et le Maire
rules-abbey-mayor = L'Abbaye et le Maire (12 tuiles, un maire chacun ; l'abbaye, le chariot et la ferme arrivent)
rules-abbey-mayor-hover = Un maire ne se place que dans une ville et y compte pour autant de partisans que la ville entière a de blasons : aucun sans blason.
panel-mayor-out = maire dans une ville
panel-mayor-ready = maire prêt
panel-mayor-hover = le maire, qui compte pour autant de partisans que sa ville a de blasons
button-mayor = Maire (L)
button-mayor-hover = le maire compte pour autant de partisans que la ville a de blasons ; cliquez de nouveau sur le meeple ou appuyez sur L
hint-shown-mayor = montré sur le plateau : la tuile et le maire
inspect-meeples-mayor = force (un maire compte les blasons de la ville) : { $meeples } ; à { $owners }
