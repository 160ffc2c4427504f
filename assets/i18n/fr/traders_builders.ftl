# Traders & Builders: every word of the set the window shows.

rules-traders-builders = Marchands et Bâtisseurs (24 tuiles avec marchandises, un bâtisseur et un cochon chacun)
rules-traders-builders-hover = Qui achève une ville prend ses marchandises (vin, blé, tissu) ; la majorité de chacune rapporte 10 à la fin. Un bâtisseur à côté de votre partisan vous donne une deuxième tuile quand vous prolongez sa route ou sa ville. Un cochon à côté de votre paysan fait valoir chaque ville de son pré 4 pour vous.
set-traders-builders = Marchands et Bâtisseurs
panel-open-goods = Marchandises des villes ouvertes :
panel-open-goods-hover = ce que l'achèvement des villes en jeu peut encore rapporter
panel-builder = bâtisseur
panel-pig = cochon
panel-builder-pig-hover = le bâtisseur donne une deuxième tuile quand vous prolongez sa route ou sa ville ; le cochon fait valoir chaque ville de son pré 4 pour vous
good-wine = vin
good-grain = blé
good-cloth = tissu
turn-second-tile = Une deuxième tuile pour { $name } : la route ou la ville de son bâtisseur a été prolongée.
hint-shown-builder = montré sur la table : la tuile et le bâtisseur
hint-shown-pig = montré sur la table : la tuile et le cochon
category-goods = marchandises
scored-most = majorité de { $good }
farm-label-pig = { $points } · { $cities ->
    [one] 1 ville
   *[other] { $cities } villes
} · { $pig } avec le cochon
inspect-goods = marchandises : { $goods } (à qui l'achève)
inspect-builder = bâtisseur de { $name }
inspect-pig = cochon de { $name } (4 par ville pour { $name } s'il décompte)
guide-traders-builders-title = Marchands et Bâtisseurs
guide-traders-builders-text = Beaucoup de villes montrent des marchandises : vin, blé ou tissu. Qui pose la tuile qui achève une ville prend ses marchandises, meeple ou pas ; à la fin, la majorité de chaque marchandise rapporte 10 (en cas d'égalité, 10 chacun). Votre bâtisseur se place à côté de votre propre partisan sur une route ou dans une ville : quand votre tuile prolonge cette route ou cette ville, vous posez aussitôt une deuxième tuile (jamais une troisième). Votre cochon se place à côté de votre propre paysan : si vous décomptez ce pré, chaque ville achevée vaut 4 pour vous au lieu de 3. Cliquez sur le marqueur du bâtisseur ou du cochon à côté de votre meeple pour le poser.

figure-builder = bâtisseur
figure-pig = cochon
