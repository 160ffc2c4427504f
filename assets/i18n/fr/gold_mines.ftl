# Les Mines d'or : tous les mots de l'extension dans la fenêtre.

set-gold-mines = Les Mines d'or
rules-gold-mines = Les Mines d'or (8 tuiles avec une mine d'or ; 16 lingots d'or)
rules-gold-mines-hover = Une tuile de mine pose un lingot d'or sur elle-même et un sur une tuile autour. Une route, une ville ou un monastère achevé donne les lingots de ses tuiles aux joueurs qui le possèdent, un à la fois à tour de rôle ; à la fin chaque lingot rapporte 1 à 4 points, d'autant plus qu'on en a.
guide-gold-mines-title = Les Mines d'or
guide-gold-mines-text = Quand vous posez une tuile avec une mine d'or, un lingot d'or va dessus et vous en posez un second sur une des tuiles autour, à côté ou en diagonale (cliquez sur une case éclairée ou appuyez sur son numéro). Un lingot appartient à sa tuile, quelle que soit la zone qui s'y trouve. Quand une route ou une ville est achevée, les joueurs qui y ont le plus de partisans prennent les lingots de ses tuiles ; un monastère achevé donne ceux de sa tuile et des huit autour. Avec plusieurs joueurs ou plusieurs zones à la fois, en commençant par le joueur dont c'est le tour, chacun prend un lingot à son tour jusqu'à ce qu'il n'en reste plus. Une zone achevée sans partisan laisse ses lingots en place. À la fin, les lingots sur le plateau ne rapportent rien ; ceux d'un joueur valent 1 point chacun de 1 à 3, 2 chacun de 4 à 6, 3 chacun de 7 à 9 et 4 chacun à partir de 10.
panel-ingots = lingots d'or : { $count }, valant { $points } points à la fin
turn-gold-here = { $name } pose le second lingot d'or de la mine sur une tuile autour : cliquez sur une case éclairée ou appuyez sur son numéro.
turn-gold = { $name } choisit où va le second lingot d'or de la mine.
category-gold = or
inspect-ingots = lingots d'or sur ses tuiles : { $count }
