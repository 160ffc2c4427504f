# Traders & Builders: every word of the set the window shows.

rules-traders-builders = Kupci a stavitelé (24 kartiček se zbožím, každý jednoho stavitele a prase)
rules-traders-builders-hover = Kdo dokončí město, vezme si jeho zboží (víno, obilí, látku); na konci dá většina každého zboží 10 bodů. Stavitel vedle tvé figurky ti dá druhou kartičku, když prodloužíš jeho cestu nebo město. Prase vedle tvého sedláka udělá každé město jeho louky pro tebe za 4.
set-traders-builders = Kupci a stavitelé
panel-open-goods = Zboží v otevřených městech:
panel-open-goods-hover = co ještě může dát dokončení měst na stole
panel-builder = stavitel
panel-pig = prase
panel-builder-pig-hover = stavitel dá druhou kartičku, když prodloužíš jeho cestu nebo město; prase udělá každé město jeho louky pro tebe za 4
good-wine = víno
good-grain = obilí
good-cloth = látka
turn-second-tile = Druhá kartička pro { $name }: cesta nebo město stavitele se prodloužily.
hint-shown-builder = ukázáno na stole: kartička a stavitel
hint-shown-pig = ukázáno na stole: kartička a prase
category-goods = zboží
scored-most = nejvíc: { $good }
farm-label-pig = { $points } · { $cities ->
    [one] 1 město
    [few] { $cities } města
   *[other] { $cities } měst
} · { $pig } s prasetem
inspect-goods = zboží: { $goods } (pro toho, kdo ho dokončí)
inspect-builder = stavitel hráče { $name }
inspect-pig = prase hráče { $name } (4 za město pro { $name }, pokud boduje)
guide-traders-builders-title = Kupci a stavitelé
guide-traders-builders-text = Mnohá města ukazují zboží: víno, obilí nebo látku. Kdo položí kartičku, která město dokončí, vezme si jeho zboží, ať tam figurka stojí, nebo ne; na konci dá většina každého zboží 10 bodů (při shodě každému 10). Tvůj stavitel stojí vedle tvé vlastní figurky na cestě nebo ve městě: když tvoje kartička tuto cestu nebo město prodlouží, položíš hned druhou kartičku (nikdy třetí). Tvoje prase stojí vedle tvého vlastního sedláka: boduješ-li tuto louku, má pro tebe každé dokončené město cenu 4 místo 3. Klikni na značku stavitele nebo prasete vedle své figurky a postav ho.

figure-builder = stavitel
figure-pig = prase
