# Les Machines Volantes : tous les mots de l'extension dans la fenêtre.

set-flying-machines = Les Machines Volantes
rules-flying-machines = Les Machines Volantes (8 tuiles avec une machine volante)
rules-flying-machines-hover = Au lieu de poser un partisan sur une tuile avec une machine volante, faites-le s'envoler : un dé dit jusqu'où il vole dans la direction de la flèche, et il atterrit là sur une route, une ville ou une abbaye inachevée, occupée ou non.
guide-flying-machines-title = Les Machines Volantes
guide-flying-machines-text = Huit tuiles montrent une machine volante avec une flèche rouge, pointée vers un bord ou un coin. Quand vous en posez une, au lieu d'y poser une figurine, vous pouvez poser un partisan de votre réserve sur la machine : cliquez sur l'anneau de la machine (cliquez à nouveau pour le grand meeple, ou appuyez sur son numéro), puis finissez votre tour. Le dé est lancé : 1, 2 ou 3. Le partisan vole d'autant de cases dans la direction de la flèche, tout droit ou en diagonale ; les cases vides en chemin ne l'arrêtent pas. Sur la tuile qu'il atteint, vous devez choisir une route, une ville ou une abbaye inachevée (l'abbé une abbaye ou un jardin, le maire une ville), même si d'autres partisans s'y trouvent déjà. S'il n'y a pas de tuile là-bas, ou rien d'inachevé où atterrir, le partisan revient dans votre réserve, et vous n'avez rien posé ce tour-ci.
turn-flight-here = { $name }, votre partisan atterrit : cliquez sur une route, une ville ou une abbaye entourée sur la case éclairée (ou appuyez sur son numéro).
turn-flight = Le partisan de { $name } atterrit.
log-flight-roll = { $name } a obtenu { $roll } : le partisan vole de { $roll ->
    [one] { $roll } case
   *[other] { $roll } cases
}.
log-flight-home = { $name } a obtenu { $roll } : rien où atterrir là-bas, le partisan est rentré.
log-flight-landed = Le partisan de { $name } a atterri sur la case { $square }.
action-fly = un partisan envoyé dans les airs
hint-shown-fly = montré sur la table : la tuile et un partisan sur sa machine volante
