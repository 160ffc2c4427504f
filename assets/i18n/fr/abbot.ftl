# The Abbot: every word of the set the window shows.

rules-abbot = L'Abbé (jardins et abbés)
set-abbot = L'Abbé
panel-abbot-out = abbé en jeu
panel-abbot-ready = abbé prêt
button-recall-abbot = Rappeler l'abbé
button-recall-abbot-hover = abbé en ({ $x }, { $y }) : décompté maintenant comme à la fin
hint-shown-recall = montré sur la table : la tuile ; rappeler l'abbé
hint-shown-abbot = montré sur la table : la tuile et l'abbé
tile-garden = jardin
category-garden = jardin
log-recalled-abbot = { $name } rappelle l'abbé
inspect-garden = Jardin

figure-abbot = abbé
