# Magicien & Sorcière : tous les mots de l'extension dans la fenêtre.

set-mage-witch = Magicien & Sorcière
rules-mage-witch = Magicien & Sorcière (8 tuiles avec le symbole magique ; le magicien et la sorcière)
rules-mage-witch-hover = Une tuile avec le symbole magique vous fait poser ou déplacer le magicien ou la sorcière sur une route ou une ville ouverte. Le magicien ajoute 1 point par tuile au décompte ; la sorcière divise les points par deux.
guide-mage-witch-title = Magicien & Sorcière
guide-mage-witch-text = Huit tuiles montrent le symbole magique, un chapeau de magicien. Quand vous en posez une, vous devez poser ou déplacer l'une des deux figurines magiques : faire entrer le magicien (violet) ou la sorcière (orange), ou déplacer l'une de celles déjà sur le plateau, sur n'importe quelle route ou ville pas encore achevée, y compris la tuile que vous venez de poser. Une figurine déplacée doit aller sur une autre route ou ville, et les deux ne sont jamais sur la même. Quand une tuile relie la route ou la ville du magicien à celle de la sorcière, le joueur qui l'a posée doit aussitôt déplacer l'une des deux. Si aucune ne peut aller nulle part, l'une d'elles quitte le plateau. Les figurines n'appartiennent à personne et ne prennent la place de personne : des partisans peuvent les rejoindre. Quand une route ou une ville avec le magicien est décomptée, chaque joueur qui y marque des points gagne 1 point de plus par tuile ; avec la sorcière, il ne gagne que la moitié des points, arrondie au supérieur. Une route ou une ville décomptée renvoie sa figurine magique hors du plateau. À la fin, les figurines modifient de la même façon les points des routes et villes ouvertes où elles se trouvent. (La question vient après votre figurine, avant tout décompte : l'ordre ne change rien.)
turn-magic-here = { $name } pose ou déplace une figurine magique : choisissez le magicien ou la sorcière, puis cliquez sur une route ou une ville marquée (ou appuyez sur son numéro).
turn-magic = { $name } pose ou déplace le magicien ou la sorcière.
magic-mage = le magicien
magic-witch = la sorcière
magic-leaves = { $figure } quitte le plateau
inspect-mage = le magicien : +1 par tuile
inspect-witch = la sorcière : moitié des points
