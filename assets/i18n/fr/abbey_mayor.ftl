# L'Abbaye et le Maire : tous les mots de l'extension dans la fenêtre.

set-abbey-mayor = L'Abbaye et le Maire
rules-abbey-mayor = L'Abbaye et le Maire (12 tuiles, une abbaye et un maire chacun ; le chariot et la ferme arrivent)
rules-abbey-mayor-hover = Un maire ne se place que dans une ville et y compte pour autant de partisans que la ville entière a de blasons : aucun sans blason.
panel-mayor-out = maire dans une ville
panel-mayor-ready = maire prêt
panel-mayor-hover = le maire, qui compte pour autant de partisans que sa ville a de blasons
button-mayor = Maire (L)
button-mayor-hover = le maire compte pour autant de partisans que la ville a de blasons ; cliquez de nouveau sur le meeple ou appuyez sur L
hint-shown-mayor = montré sur le plateau : la tuile et le maire
inspect-meeples-mayor = force (un maire compte les blasons de la ville) : { $meeples } ; à { $owners }
button-abbey = Jouer votre abbaye (A)
button-abbey-hover = Au lieu de la tuile piochée, posez votre abbaye dans une case entourée de tuiles sur ses quatre côtés : ses murs terminent chaque route, ville et pré qui la touche, et un meeple peut s'y placer comme moine. La tuile piochée retourne dans la pile. Une fois par partie.
turn-abbey-taken = Votre abbaye au lieu de { $tile } : posez-la dans une case entourée de tuiles sur ses quatre côtés.
button-abbey-back = Revenir à la tuile piochée (A)
turn-abbey-last-round = Dernier tour : { $name } peut encore jouer l'abbaye, ou y renoncer.
button-abbey-let-go = Renoncer à l'abbaye
button-abbey-let-go-hover = L'abbaye reste dans la main ; le joueur suivant qui en a une joue, ou la partie se termine.
log-abbey-let-go = { $name } renonce à l'abbaye
panel-abbey-held = abbaye en main
panel-abbey-played = abbaye jouée
hint-shown-abbey = le conseil joue votre abbaye au lieu de la tuile piochée (A)
guide-abbey-mayor-title = L'Abbaye et le Maire
guide-abbey-mayor-text = Chaque joueur a une abbaye. Au lieu de la tuile piochée, vous pouvez la jouer (bouton du panneau latéral, ou A) dans une case vide entourée de tuiles sur ses quatre côtés ; la tuile piochée retourne dans la pile. Ses murs terminent chaque route, ville et pré qui la touche : elle peut en achever plusieurs à la fois (l'abbaye n'y compte pas), et un meeple peut s'y placer comme moine. Qui a encore son abbaye quand la dernière tuile est posée a un dernier tour pour la jouer, ou y renonce. Le maire ne se place que dans une ville et compte dans sa majorité pour autant de partisans que la ville entière a de blasons : aucun sans blason.
