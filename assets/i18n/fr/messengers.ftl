# Les Messagers : tous les mots de l'extension dans la fenêtre.

set-messengers = Les Messagers
rules-messengers = Les Messagers (8 messages ; un messager chacun)
rules-messengers-hover = Chaque joueur a une seconde figurine de score, le messager, et met les points de chaque tour sur l'une des deux. Quand votre figurine s'arrête sur un multiple de 5 pendant votre propre tour, vous piochez un message : appliquez-le ou prenez 2 points.
guide-messengers-title = Les Messagers
guide-messengers-text = Chaque joueur a deux figurines de score : son meeple de score et son messager (le coursier à côté de son score, avec ses propres points). Votre score est la somme des deux. Chaque fois que vous marquez des points pendant un tour, le vôtre ou celui d'un autre, vous choisissez laquelle de vos deux figurines reçoit ces points (les boutons du panneau latéral) ; tous vos points de ce tour vont sur la même figurine. Si, pendant votre propre tour, la figurine que vous avez avancée s'arrête sur un multiple de 5, vous piochez le message suivant et, au choix, vous l'appliquez ou vous prenez 2 points ; ces points vont sur la même figurine et peuvent faire piocher un autre message. Les huit messages : décompter votre plus petite route, ville ou abbaye comme à la fin (votre partisan reste) ; poser une autre tuile ; 2 points par blason dans vos villes ; 2 points pour chacun de vos chevaliers ; 2 points pour chacun de vos paysans ; décompter la zone d'un de vos partisans comme à la fin et le reprendre. Ils arrivent dans un ordre mélangé, puis, après huit, de nouveau dans le même ordre. Aucun message à la fin de la partie.
turn-messenger-here = { $name } : choisissez dans le panneau latéral (ou appuyez sur son numéro) la figurine qui reçoit vos points, ou que faire du message.
turn-messenger = { $name } avance une figurine de score ou lit un message.
messenger-meeple = le meeple de score (est à { $points })
messenger-messenger = le messager (avance à { $points })
messenger-carry-out = { $message } (+{ $points })
messenger-points = prendre { $points } points
message-road = décompter ma plus petite route
message-city = décompter ma plus petite ville
message-monastery = décompter ma plus petite abbaye
message-tile = poser une autre tuile
message-pennants = 2 points par blason dans mes villes
message-knights = 2 points par chevalier
message-farmers = 2 points par paysan
message-return = décompter un partisan et le reprendre (cliquez sur un partisan entouré)
log-messenger-meeple = { $name } a mis les points du tour sur le meeple de score.
log-messenger-messenger = { $name } a mis les points du tour sur le messager.
log-message-drawn = { $name } a pioché un message : { $message }.
log-message-carried = { $name } a appliqué le message.
log-message-points = { $name } a pris { $points } points à la place.
log-message-returned = { $name } a décompté le partisan de la case { $square } et l'a repris.
log-message-home = Le partisan de { $name } est rentré.
panel-messenger = Messager : { $messenger ->
    [one] { $messenger } point
   *[other] { $messenger } points
} ; meeple de score : { $meeple }.
category-messages = messages
scored-message = message
