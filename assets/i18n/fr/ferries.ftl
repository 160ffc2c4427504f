# Les Bacs : tous les mots de l'extension dans la fenêtre.

set-ferries = Les Bacs
rules-ferries = Les Bacs (8 tuiles lac avec un bac)
rules-ferries-hover = Chaque route d'une tuile lac se termine à un embarcadère sur le lac. En posant une de ces tuiles, vous placez un bac entre deux de ses embarcadères, ce qui relie ces routes en une seule. Quand votre tuile prolonge une route qui porte un bac, vous pouvez déplacer ce bac vers deux autres embarcadères de son lac.
guide-ferries-title = Les Bacs
guide-ferries-text = Huit tuiles montrent un lac en leur centre, et chaque route de la tuile se termine à un embarcadère en bois sur ce lac. Quand vous en posez une, vous pouvez poser un partisan sur une de ses routes comme d'habitude ; puis vous devez placer un bac sur le lac, d'un embarcadère à un autre (cliquez sur un anneau du lac, ou choisissez avec les boutons ou les touches numériques). Les deux routes qu'il relie deviennent une seule route, qui compte la tuile lac une fois ; les autres routes se terminent au lac. Quand la tuile que vous posez prolonge une route qui porte un bac, vous pouvez déplacer ce bac, le premier le long de la route dans chaque direction à partir de votre tuile : cliquez sur le lac éclairé, puis sur un anneau du lac pour les deux autres embarcadères qu'il relie. Chaque bac ne bouge qu'une fois par tour au plus. Un déplacement peut relier des routes, et en couper une en deux : les partisans restent où ils sont, et une route qu'un déplacement achève est décomptée à la fin de votre tour.
turn-ferry-here = { $name }, placez le bac sur votre lac : cliquez sur un anneau du lac, ou choisissez les deux routes qu'il relie.
turn-ferry = { $name } place un bac.
turn-ferry-move-here = { $name }, vous pouvez déplacer un bac : cliquez sur un lac éclairé, puis sur un anneau du lac pour le nouvel emplacement du bac ; ou laissez les bacs où ils sont.
turn-ferry-move = { $name } peut déplacer un bac.
button-ferry-stay = Laisser les bacs
button-ferry-stay-hover = Ne déplacer aucun bac ce tour-ci.
ferry-ne = nord – est
ferry-ns = nord – sud
ferry-nw = nord – ouest
ferry-es = est – sud
ferry-ew = est – ouest
ferry-sw = sud – ouest
log-ferry-laid = { $name } a placé un bac reliant les routes { $place }.
log-ferry-moved = { $name } a déplacé un bac : il relie maintenant les routes { $place }.
log-ferry-builder-home = Le bâtisseur de { $name } a été coupé de son partisan et est rentré.
tile-ferry-lake = { $count } routes vers un lac à bac
