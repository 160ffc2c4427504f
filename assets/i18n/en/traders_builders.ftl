# Traders & Builders: every word of the set the window shows.

rules-traders-builders = Traders & Builders (24 tiles with goods, a builder and a pig each)
rules-traders-builders-hover = Whoever completes a city takes its goods (wine, grain, cloth); the most of each scores 10 at the end. A builder beside your follower gives a second tile when you extend its road or city. A pig beside your farmer makes each city of its field worth 4 to you.
set-traders-builders = Traders & Builders
panel-open-goods = Goods in open cities:
panel-open-goods-hover = what completing the cities on the board can still bring
panel-builder = builder
panel-pig = pig
panel-builder-pig-hover = the builder gives a second tile when you extend its road or city; the pig makes each city of its field 4 to you
good-wine = wine
good-grain = grain
good-cloth = cloth
turn-second-tile = A second tile for { $name }: their builder's road or city was extended.
hint-shown-builder = shown on the board: the tile and the builder
hint-shown-pig = shown on the board: the tile and the pig
category-goods = goods
scored-most = most { $good }
farm-label-pig = { $points } · { $cities ->
    [one] 1 city
   *[other] { $cities } cities
} · { $pig } with the pig
inspect-goods = goods: { $goods } (to whoever completes it)
inspect-builder = { $name }'s builder
inspect-pig = { $name }'s pig (4 a city to { $name } if they score it)
guide-traders-builders-title = Traders & Builders
guide-traders-builders-text = Many cities show goods: wine, grain or cloth. Whoever places the tile that completes a city takes its goods, meeple there or not; at the end the most of each good scores 10 (ties score 10 each). Your builder goes beside your own follower on a road or city: when your tile extends that road or city, you place a second tile at once (never a third). Your pig goes beside your own farmer: if you score that field, each completed city is worth 4 to you instead of 3. Click the builder or pig marker beside your meeple to put them down.

figure-builder = builder
figure-pig = pig
