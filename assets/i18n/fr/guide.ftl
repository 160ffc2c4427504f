# Le guide de première partie et les pages des extensions.

guide-offer-title = Nouveau à Carcassonne ?
guide-offer-text = Une première partie guidée contre un ordinateur facile vous montre comment poser les tuiles, placer des meeples, décompter routes, villes et abbayes, et cultiver les prés.
guide-offer-accept = Jouer une partie guidée
guide-offer-decline = Non, merci
guide-heading = Première partie : { $title }
guide-set-heading = Dans cette partie : { $title }
guide-step = { $step } sur { $steps }
guide-next = Suivant
guide-close = Fermer le guide
guide-play-on = Continuer

guide-placing-title = Poser une tuile
guide-placing-text = Votre tuile est dans la main en bas à droite. Glissez-la sur l'une des cases vertes : c'est là qu'elle va. R, la molette ou un clic droit la tournent. Les bords doivent correspondre : route contre route, ville contre ville, pré contre pré. Au clavier : Tab la pose sur la case suivante où elle va (Maj+Tab sur la précédente), R la tourne (Maj+R en arrière).
guide-meeples-title = Meeples
guide-meeples-text = La tuile reste où vous l'avez lâchée : glissez-la encore pour la déplacer, ou R pour la tourner. Vous pouvez maintenant y poser l'un de vos 7 meeples : cliquez sur un point. Sur une route c'est un voleur, dans une ville un chevalier, dans une abbaye un moine, dans un pré un paysan. Puis appuyez sur Entrée (ou « Finir le tour ») pour finir votre tour. Chaque point porte un numéro : appuyez dessus pour y poser le meeple. Échap reprend la tuile en main.
guide-road-city-title = Décompter une route et une ville
guide-road-city-text = Une route est décomptée quand ses deux bouts sont fermés : 1 point par tuile. Une ville est décomptée quand ses remparts sont fermés tout autour : 2 points par tuile et 2 par blason. Qui y a le plus de meeples marque, et les meeples reviennent. Fermez une de vos routes ou de vos villes !
guide-monasteries-title = Abbayes
guide-monasteries-text = Une abbaye (la chapelle au milieu d'une tuile) rapporte 1 point pour elle-même et 1 pour chaque tuile autour : 9 une fois entourée. Un moine y reste jusque-là.
guide-farmers-title = Paysans
guide-farmers-text = Un meeple couché dans un pré est un paysan : il y reste jusqu'à la fin de la partie. Alors chaque pré rapporte 3 points par ville achevée qu'il touche, à qui y a le plus de paysans. Appuyez sur V (ou « Vue des prés ») pour voir les prés aux couleurs de leurs propriétaires et les villes qu'ils décompteraient.
guide-help-title = De l'aide à la table
guide-help-text = Pointez une route, une ville ou un pré pour voir à qui il est et ce qu'il vaut. Une croix rouge marque une case qu'aucune tuile restante ne peut remplir. H propose un coup, Ctrl+Z reprend votre tour, F montre toute la table. C'est tout : continuez, et amusez-vous bien !
guide-end-title = La fin de la partie
guide-end-text = La partie est finie. Les routes, villes et abbayes encore ouvertes ont rapporté ce qu'elles avaient (une ville 1 point par tuile et par blason), et les paysans ont décompté leurs prés : 3 points par ville achevée qu'ils touchent. Activez la vue des prés pour les voir.

