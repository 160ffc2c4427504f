# Les Cercles de Culture : tous les mots de l'extension dans la fenêtre.

set-crop-circles = Les Cercles de Culture
rules-crop-circles = Les Cercles de Culture (6 tuiles avec un cercle de culture)
rules-crop-circles-hover = Après le décompte, qui a posé une tuile cercle de culture choisit pour tous : chacun à son tour ajoute un partisan à côté d'un des siens ou en reprend un, sur les routes, dans les villes ou dans les prés selon le cercle.
guide-crop-circles-title = Les Cercles de Culture
guide-crop-circles-text = Six tuiles montrent un cercle de culture, un champ de céréales rond qui n'est pas une zone : les routes s'y arrêtent et il sépare les prés qu'il touche. Son dessin désigne un type de partisan : une massue pour les voleurs sur les routes, un bouclier pour les chevaliers dans les villes, un râteau pour les paysans dans les prés. Quand vous en posez une, après le décompte du tour, vous choisissez pour tous : ajouter ou retirer. Puis chaque joueur à son tour, en commençant par celui à votre gauche et vous en dernier : avec « ajouter », il peut poser un partisan de sa réserve à côté d'un des siens de ce type (sur la même tuile et au même endroit ; il peut passer) ; avec « retirer », il doit reprendre un des siens de ce type (s'il en a un). Cliquez sur un partisan entouré ou appuyez sur son numéro. Bâtisseurs et cochons ne sont pas des partisans ; rien n'est décompté. Si personne n'a de partisan du type du cercle, il ne se passe rien.
turn-crop-here = Cercle de culture, { $name } : choisissez pour tous : ajouter un partisan ou en retirer un.
turn-crop-figure-here = Cercle de culture, { $name } : choisissez laquelle de vos figurines (son bouton ou son numéro).
turn-crop-add-here = Cercle de culture, { $name } : placez un partisan à côté d'un de vos partisans entourés (cliquez dessus ou appuyez sur son numéro), ou aucun.
turn-crop-remove-here = Cercle de culture, { $name } : reprenez un de vos partisans entourés (cliquez dessus ou appuyez sur son numéro).
turn-crop = Cercle de culture : { $name } choisit.
crop-add = ajouter un partisan
crop-remove = en reprendre un
crop-pass = N'en ajouter aucun
crop-pass-hover = Ne poser aucun partisan à côté des vôtres cette fois.
