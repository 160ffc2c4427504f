# Les Brigands : tous les mots de l'extension dans la fenêtre.

set-robbers = Les Brigands
rules-robbers = Les Brigands (8 tuiles avec une bourse de brigand ; un brigand chacun)
rules-robbers-hover = En posant une tuile brigand, vous pouvez placer votre brigand à côté du score d'un autre joueur ; puis le joueur suivant dont le brigand est encore en réserve peut en faire autant. Quand le joueur visé marque ses prochains points, le propriétaire du brigand en marque la moitié, arrondie au supérieur.
guide-robbers-title = Les Brigands
guide-robbers-text = Huit tuiles montrent une bourse de brigand. Quand vous en posez une, vous pouvez placer votre brigand à côté du score d'un autre joueur (les boutons portent les noms des joueurs, ou appuyez sur un numéro), le déplacer d'un joueur à un autre, ou le laisser où il est. Puis le premier joueur à votre gauche dont le brigand est encore en réserve peut lui aussi placer le sien à côté du score de n'importe quel autre joueur ; personne d'autre. La prochaine fois qu'un joueur à côté duquel se tient un brigand marque des points, le propriétaire de chacun de ces brigands marque la moitié de ces points, arrondie au supérieur, et le brigand rentre. Le joueur détroussé ne perd rien. Les points gagnés par un vol ne sont jamais volés : un brigand à côté de ce joueur attend ses prochains points ordinaires. Les brigands ne rapportent rien à la fin. Avec Les Messagers, chaque joueur a deux figurines sur la piste de score : un brigand se place à côté de l'une d'elles, choisie après le joueur, et ne vole que quand elle avance ; le joueur volé peut avancer l'autre.
turn-robber-here = { $name }, votre brigand : cliquez sur le nom d'un joueur pour le placer à côté de son score (ou appuyez sur son numéro), ou gardez-le.
turn-robber-figure-here = { $name }, votre brigand : à côté de laquelle de ses figurines ? (ou appuyez sur son numéro)
turn-robber = { $name } place un brigand.
button-robber-none = Garder mon brigand
button-robber-none-hover = Ne sortir aucun brigand cette fois, ou laisser le vôtre où il est.
log-robber-placed = { $name } a placé un brigand à côté du score de { $whom }.
log-robber-none = { $name } n'a sorti aucun brigand.
log-robber-meeple = Le brigand de { $name } est à côté du meeple de score.
log-robber-messenger = Le brigand de { $name } est à côté du messager.
robber-by-meeple = À côté du meeple de score
robber-by-messenger = À côté du messager
panel-robber-beside = Un brigand attend ici : son propriétaire marquera la moitié des prochains points de ce joueur.
panel-robber-beside-meeple = Un brigand attend à côté du meeple de score de ce joueur : son propriétaire marquera la moitié des points dont ce meeple avancera ensuite.
panel-robber-beside-messenger = Un brigand attend à côté du messager de ce joueur : son propriétaire marquera la moitié des points dont le messager avancera ensuite.
category-robbed = butin
scored-robbery = vol
