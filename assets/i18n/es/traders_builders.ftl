# Traders & Builders: every word of the set the window shows.

rules-traders-builders = Comerciantes y Constructores (24 losetas con mercancías, un constructor y un cerdo cada uno)
rules-traders-builders-hover = Quien completa una ciudad se lleva sus mercancías (vino, trigo, tela); la mayoría de cada una puntúa 10 al final. Un constructor junto a tu seguidor te da una segunda loseta cuando amplías su camino o ciudad. Un cerdo junto a tu granjero hace que cada ciudad de su campo valga 4 para ti.
set-traders-builders = Comerciantes y Constructores
panel-open-goods = Mercancías en ciudades abiertas:
panel-open-goods-hover = lo que aún pueden dar las ciudades del tablero al completarse
panel-builder = constructor
panel-pig = cerdo
panel-builder-pig-hover = el constructor da una segunda loseta cuando amplías su camino o ciudad; el cerdo hace que cada ciudad de su campo valga 4 para ti
good-wine = vino
good-grain = trigo
good-cloth = tela
turn-second-tile = Una segunda loseta para { $name }: se amplió el camino o la ciudad de su constructor.
hint-shown-builder = en el tablero: la loseta y el constructor
hint-shown-pig = en el tablero: la loseta y el cerdo
category-goods = mercancías
scored-most = mayoría de { $good }
farm-label-pig = { $points } · { $cities ->
    [one] 1 ciudad
   *[other] { $cities } ciudades
} · { $pig } con el cerdo
inspect-goods = mercancías: { $goods } (para quien la complete)
inspect-builder = constructor de { $name }
inspect-pig = cerdo de { $name } (4 por ciudad para { $name } si puntúa)
guide-traders-builders-title = Comerciantes y Constructores
guide-traders-builders-text = Muchas ciudades muestran mercancías: vino, trigo o tela. Quien coloca la loseta que completa una ciudad se lleva sus mercancías, haya meeple o no; al final, la mayoría de cada mercancía puntúa 10 (en caso de empate, 10 cada uno). Tu constructor va junto a tu propio seguidor en un camino o ciudad: cuando tu loseta amplía ese camino o esa ciudad, colocas enseguida una segunda loseta (nunca una tercera). Tu cerdo va junto a tu propio granjero: si puntúas ese campo, cada ciudad completa vale 4 para ti en vez de 3. Haz clic en la marca del constructor o del cerdo junto a tu meeple para ponerlos.

figure-builder = constructor
figure-pig = cerdo
