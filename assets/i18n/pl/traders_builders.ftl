# Traders & Builders: every word of the set the window shows.

rules-traders-builders = Kupcy i budowniczowie (24 płytki z towarami, każdy ma budowniczego i świnię)
rules-traders-builders-hover = Kto ukończy miasto, bierze jego towary (wino, zboże, sukno); na końcu większość każdego towaru daje 10 punktów. Budowniczy obok twojego podwładnego daje ci drugą płytkę, gdy przedłużasz jego trakt lub miasto. Świnia obok twojego chłopa sprawia, że każde miasto jej pola jest dla ciebie warte 4.
set-traders-builders = Kupcy i budowniczowie
panel-open-goods = Towary w otwartych miastach:
panel-open-goods-hover = co jeszcze może dać ukończenie miast na planszy
panel-builder = budowniczy
panel-pig = świnia
panel-builder-pig-hover = budowniczy daje drugą płytkę, gdy przedłużasz jego trakt lub miasto; świnia sprawia, że każde miasto jej pola jest dla ciebie warte 4
good-wine = wino
good-grain = zboże
good-cloth = sukno
turn-second-tile = Druga płytka dla { $name }: trakt lub miasto budowniczego zostało przedłużone.
hint-shown-builder = na planszy: płytka i budowniczy
hint-shown-pig = na planszy: płytka i świnia
category-goods = towary
scored-most = najwięcej: { $good }
farm-label-pig = { $points } · { $cities ->
    [one] 1 miasto
    [few] { $cities } miasta
   *[many] { $cities } miast
} · { $pig } ze świnią
inspect-goods = towary: { $goods } (dla tego, kto je ukończy)
inspect-builder = budowniczy gracza { $name }
inspect-pig = świnia gracza { $name } (4 za miasto dla { $name }, jeśli punktuje)
guide-traders-builders-title = Kupcy i budowniczowie
guide-traders-builders-text = Wiele miast pokazuje towary: wino, zboże lub sukno. Kto ułoży płytkę, która ukończy miasto, bierze jego towary, bez względu na podwładnych; na końcu większość każdego towaru daje 10 punktów (przy remisie każdy po 10). Twój budowniczy staje obok twojego podwładnego na trakcie lub w mieście: gdy twoja płytka przedłuży ten trakt lub miasto, od razu kładziesz drugą płytkę (nigdy trzeciej). Twoja świnia staje obok twojego chłopa: jeśli punktujesz to pole, każde ukończone miasto jest dla ciebie warte 4 zamiast 3. Kliknij znacznik budowniczego lub świni obok swojego podwładnego, aby go postawić.

figure-builder = budowniczy
figure-pig = świnia
