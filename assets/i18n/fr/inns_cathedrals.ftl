# Inns & Cathedrals: every word of the set the window shows.

rules-inns-cathedrals = Auberges et Cathédrales (18 tuiles, un grand meeple chacun, jusqu'à 6 joueurs)
rules-inns-cathedrals-hover = Une route avec une auberge rapporte 2 par tuile une fois achevée, une ville avec une cathédrale 3 par tuile et par blason ; l'une comme l'autre ne rapporte rien si elle est encore ouverte à la fin. Le grand meeple de chaque joueur compte comme deux meeples. Un sixième joueur joue le rose.
set-inns-cathedrals = Auberges et Cathédrales
panel-large-out = grand en jeu
panel-large-ready = grand prêt
panel-large-hover = le grand meeple, qui compte comme deux meeples
turn-deploy-large = { $name } tient une tuile ({ $tile }) et peut poser un meeple sur un emplacement (clic ; encore, ou L, pour le grand meeple), puis finit le tour (Entrée)
button-large-meeple = Grand meeple (L)
button-large-meeple-hover = le grand meeple compte comme deux meeples ; cliquez à nouveau sur le meeple ou appuyez sur L
hint-shown-large = montré sur la table : la tuile et le grand meeple
category-inn = route à auberge
category-cathedral = ville à cathédrale
inspect-road-inn = Route avec auberge
inspect-city-cathedral = Ville avec cathédrale
inspect-meeples-large = meeples (un grand compte double) : { $meeples } ; à { $owners }
guide-inns-cathedrals-title = Auberges et Cathédrales
guide-inns-cathedrals-text = Une auberge (la maison près d'un étang) double sa route : 2 points par tuile quand la route est achevée, mais rien si elle est encore ouverte à la fin. Une cathédrale fait de même pour sa ville : 3 points par tuile et par blason une fois achevée, rien si elle est ouverte à la fin. Chaque joueur a aussi un grand meeple, qui compte comme deux meeples pour savoir qui en a le plus : cliquez un emplacement, puis à nouveau le meeple (ou appuyez sur L) pour en faire le grand.

figure-large = grand meeple
