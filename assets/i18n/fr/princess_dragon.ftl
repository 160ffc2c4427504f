# Princesse & Dragon : chaque mot de l’extension que montre la fenêtre.

rules-princess-dragon = Princesse & Dragon (30 tuiles, le dragon et la fée)
rules-princess-dragon-hover = Les volcans font venir le dragon ; les tuiles dragon le font voler jusqu'à six tuiles, chaque joueur le dirigeant à son tour, et chaque figurine où il passe rentre. Au lieu d'une figurine : un partisan par le portail magique, la princesse qui renvoie un chevalier, ou la fée près de votre partisan (1 point par tour, 3 au décompte).
set-princess-dragon = Princesse & Dragon
refusal-dragons-tile = Aucune figurine ne peut aller sur la tuile où se trouve le dragon.
category-fairy = fée
hint-shown-portal = montré sur la table : la tuile ; puis un partisan par le portail magique
hint-shown-princess = montré sur la table : la tuile ; puis la princesse renvoie un chevalier
hint-shown-fairy = montré sur la table : la tuile ; puis la fée rejoint votre partisan
turn-dragon-step-here = { $name } choisit où le dragon vole ensuite : cliquez sur une case marquée ou tapez son numéro
turn-dragon-step = { $name } choisit où le dragon vole ensuite
guide-princess-dragon-title = Princesse & Dragon
guide-princess-dragon-text = Un volcan fait venir le dragon sur sa tuile, où l'on ne peut plus poser de figurine. Quand une tuile au symbole du dragon est posée, le dragon se déplace de six tuiles au plus, case par case, jamais deux fois sur la même ni sur celle de la fée : le joueur qui a posé la tuile choisit le premier pas, puis chacun à son tour (cliquez sur une case marquée). Chaque figurine sur une tuile où il entre rentre chez son propriétaire. Au lieu de poser une figurine, vous pouvez, par le portail magique, poser un partisan sur une zone libre et inachevée n'importe où ; avec la princesse, renvoyer un chevalier de la ville que votre tuile prolonge ; ou placer la fée à côté de l'un de vos partisans. La fée vous rapporte 1 point au début de chacun de vos tours et 3 de plus quand la zone de son partisan est comptée, et le dragon n'entre jamais sur sa tuile. Une tuile dragon tirée avant le premier volcan est mise de côté jusqu'à ce qu'un volcan soit posé.
log-dragon-ate = Le dragon renvoie une figurine de { $name }
inspect-fairy = la fée près du partisan de { $name } : 1 point par tour, 3 au décompte

action-portal = un partisan par le portail magique
action-princess = la princesse a renvoyé un chevalier
action-fairy = la fée a rejoint un partisan
