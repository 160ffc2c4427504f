# Přívozy: všechna slova rozšíření v okně.

set-ferries = Přívozy
rules-ferries = Přívozy (8 kartiček s jezerem a přívozem)
rules-ferries-hover = Každá cesta na kartičce s jezerem končí u mola na jezeře. Když takovou kartičku položíš, položíš přívoz mezi dvě její mola a spojíš tak tyto cesty v jednu. Když tvoje kartička prodlouží cestu s přívozem, smíš tento přívoz přesunout ke dvěma jiným molům jeho jezera.
guide-ferries-title = Přívozy
guide-ferries-text = Osm kartiček ukazuje uprostřed jezero a každá cesta kartičky na něm končí u dřevěného mola. Když takovou kartičku položíš, můžeš jako obvykle postavit figurku na jednu z jejích cest; pak musíš položit na jezero přívoz, od jednoho mola k druhému (klikni na kroužek na jezeře, nebo vyber tlačítky či číselnými klávesami). Dvě cesty, které spojí, se stanou jednou cestou, která kartičku s jezerem počítá jednou; ostatní cesty končí u jezera. Když kartička, kterou položíš, prodlouží cestu, na které je přívoz, smíš tento přívoz přesunout, a to vždy první přívoz podél cesty v každém směru od tvé kartičky: klikni na rozsvícené jezero a pak na kroužek na něm pro dvě jiná mola, která přívoz spojí. Každý přívoz se přesouvá nejvýše jednou za tah. Přesun může spojit cesty i rozdělit jednu cestu na dvě: figurky zůstanou stát, kde jsou, a cesta, kterou přesun dokončí, se boduje na konci tvého tahu.
turn-ferry-here = { $name }, polož přívoz na své jezero: klikni na kroužek na něm, nebo vyber dvě cesty, které spojí.
turn-ferry = { $name } pokládá přívoz.
turn-ferry-move-here = { $name }, smíš přesunout přívoz: klikni na rozsvícené jezero a pak na kroužek na něm pro nové místo přívozu; nebo nech přívozy, kde jsou.
turn-ferry-move = { $name } smí přesunout přívoz.
button-ferry-stay = Nechat přívozy
button-ferry-stay-hover = V tomto tahu nepřesouvat žádný přívoz.
ferry-ne = sever – východ
ferry-ns = sever – jih
ferry-nw = sever – západ
ferry-es = východ – jih
ferry-ew = východ – západ
ferry-sw = jih – západ
log-ferry-laid = { $name }: položen přívoz spojující cesty { $place }.
log-ferry-moved = { $name }: přívoz přesunut, teď spojuje cesty { $place }.
log-ferry-builder-home = Stavitel hráče { $name } byl odříznut od své figurky a vrátil se domů.
tile-ferry-lake = { $count } cesty k jezeru s přívozem
