# Zbojníci: všechna slova rozšíření v okně.

set-robbers = Zbojníci
rules-robbers = Zbojníci (8 kartiček se zbojnickým měšcem; každý jednoho zbojníka)
rules-robbers-hover = Když položíš kartičku se symbolem zbojníka, smíš postavit svého zbojníka vedle bodů jiného hráče; pak smí totéž i další hráč, jehož zbojník je ještě doma. Až ten hráč příště získá body, majitel zbojníka dostane polovinu těchto bodů, zaokrouhleno nahoru.
guide-robbers-title = Zbojníci
guide-robbers-text = Osm kartiček ukazuje zbojnický měšec. Když takovou kartičku položíš, smíš postavit svého zbojníka vedle bodů jiného hráče (tlačítka nesou jména hráčů, nebo stiskni číslo), přesunout ho od jednoho hráče k jinému, nebo ho nechat, kde stojí. Pak smí první hráč po tvé levici, jehož zbojník je ještě doma, postavit také svého vedle bodů kteréhokoli jiného hráče; nikdo jiný. Až příště získá body hráč, vedle kterého stojí zbojník, dostane majitel každého takového zbojníka polovinu těchto bodů, zaokrouhleno nahoru, a zbojník se vrátí domů. Okradený hráč nic neztrácí. Body získané loupeží se nikdy neloupí: zbojník vedle takového hráče čeká na jeho příští běžné body. Na konci hry zbojníci nic nezískají. S Posly má každý hráč na počítadle dvě figurky: zbojník stojí u jedné z nich, zvolené po hráči, a loupí jen tehdy, když se posune ona; okradený hráč smí posunout tu druhou.
turn-robber-here = { $name }, tvůj zbojník: klikni na jméno hráče, vedle jehož bodů má stát (nebo stiskni jeho číslo), nebo ho nech, kde je.
turn-robber-figure-here = { $name }, tvůj zbojník: ke které z jeho figurek? (nebo stiskni její číslo)
turn-robber = { $name } staví zbojníka.
button-robber-none = Ponechat zbojníka
button-robber-none-hover = Tentokrát nestavět žádného zbojníka, nebo nechat svého, kde stojí.
log-robber-placed = { $name }: zbojník vedle bodů hráče { $whom }.
log-robber-none = { $name }: žádný zbojník nevyslán.
log-robber-meeple = { $name }: zbojník stojí u počítací figurky.
log-robber-messenger = { $name }: zbojník stojí u posla.
robber-by-meeple = K počítací figurce
robber-by-messenger = K poslovi
panel-robber-beside = Čeká tu zbojník: jeho majitel dostane polovinu příštích bodů tohoto hráče.
panel-robber-beside-meeple = U počítací figurky tohoto hráče čeká zbojník: jeho majitel dostane polovinu bodů, o které se ta figurka příště posune.
panel-robber-beside-messenger = U posla tohoto hráče čeká zbojník: jeho majitel dostane polovinu bodů, o které se posel příště posune.
category-robbed = lup
scored-robbery = loupež
