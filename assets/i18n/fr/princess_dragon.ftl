# Princesse & Dragon : chaque mot de l’extension que montre la fenêtre.

rules-princess-dragon = Princesse & Dragon
rules-princess-dragon-hover = Pas encore jouable ici : la fenêtre ne permet pas encore de diriger le dragon. Les parties enregistrées avec l’extension se rejouent.
set-princess-dragon = Princesse & Dragon
refusal-dragons-tile = Aucune figurine ne peut aller sur la tuile où se trouve le dragon.
category-fairy = fée
hint-shown-portal = montré sur la table : la tuile ; puis un partisan par le portail magique
hint-shown-princess = montré sur la table : la tuile ; puis la princesse renvoie un chevalier
hint-shown-fairy = montré sur la table : la tuile ; puis la fée rejoint votre partisan
turn-dragon-step-here = { $name } choisit où le dragon vole ensuite : cliquez sur une case marquée
turn-dragon-step = { $name } choisit où le dragon vole ensuite
