# Traders & Builders: every word of the set the window shows.

rules-traders-builders = Mercanti e Costruttori (24 tessere con merci, un costruttore e un maiale ciascuno)
rules-traders-builders-hover = Chi completa una città prende le sue merci (vino, grano, stoffa); la maggioranza di ognuna vale 10 alla fine. Un costruttore accanto al tuo seguace ti dà una seconda tessera quando estendi la sua strada o città. Un maiale accanto al tuo contadino fa valere 4 per te ogni città del suo prato.
set-traders-builders = Mercanti e Costruttori
panel-open-goods = Merci nelle città aperte:
panel-open-goods-hover = ciò che completare le città sul tavolo può ancora dare
panel-builder = costruttore
panel-pig = maiale
panel-builder-pig-hover = il costruttore dà una seconda tessera quando estendi la sua strada o città; il maiale fa valere 4 per te ogni città del suo prato
good-wine = vino
good-grain = grano
good-cloth = stoffa
turn-second-tile = Una seconda tessera per { $name }: la strada o la città del suo costruttore è stata estesa.
hint-shown-builder = mostrato sul tavolo: la tessera e il costruttore
hint-shown-pig = mostrato sul tavolo: la tessera e il maiale
category-goods = merci
scored-most = maggioranza di { $good }
farm-label-pig = { $points } · { $cities ->
    [one] 1 città
   *[other] { $cities } città
} · { $pig } con il maiale
inspect-goods = merci: { $goods } (a chi la completa)
inspect-builder = costruttore di { $name }
inspect-pig = maiale di { $name } (4 per città a { $name } se conta il prato)
guide-traders-builders-title = Mercanti e Costruttori
guide-traders-builders-text = Molte città mostrano merci: vino, grano o stoffa. Chi piazza la tessera che completa una città prende le sue merci, che ci sia un meeple o no; alla fine la maggioranza di ogni merce vale 10 (in caso di parità 10 a ciascuno). Il tuo costruttore va accanto a un tuo seguace su una strada o in una città: quando la tua tessera estende quella strada o città, piazzi subito una seconda tessera (mai una terza). Il tuo maiale va accanto a un tuo contadino: se conti quel prato, ogni città completata vale 4 per te invece di 3. Fai clic sul segnalino del costruttore o del maiale accanto al tuo meeple per metterlo.

figure-builder = costruttore
figure-pig = maiale
