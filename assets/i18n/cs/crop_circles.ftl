# Obilné kruhy: všechna slova rozšíření v okně.

set-crop-circles = Obilné kruhy
rules-crop-circles = Obilné kruhy (6 kartiček s obilným kruhem)
rules-crop-circles-hover = Po bodování vybere hráč, který položil kartičku s obilným kruhem, za všechny: každý postupně přidá figurku vedle jedné své, nebo jednu vezme zpět, na cestách, ve městech nebo na loukách podle kruhu.
guide-crop-circles-title = Obilné kruhy
guide-crop-circles-text = Šest kartiček ukazuje obilný kruh, kulatý lán obilí, který není územím: cesty na něm končí a louky, kterých se dotýká, rozděluje. Jeho obrázek určuje druh figurek: kyj pro lupiče na cestách, štít pro rytíře ve městech, hrábě pro sedláky na loukách. Když takovou kartičku položíš, po bodování tahu vybereš za všechny: přidat, nebo odebrat. Pak se postupně vystřídají všichni hráči, počínaje tím po tvé levici, ty poslední: při „přidat“ smí hráč postavit figurku ze své zásoby vedle jedné své figurky tohoto druhu (na stejnou kartičku a stejné místo; smí i vynechat), při „odebrat“ musí jednu svou figurku tohoto druhu vzít zpět (pokud nějakou má). Klikni na figurku v kroužku nebo stiskni její číslo. Stavitel a prase se nepočítají; nic se neboduje. Když nikdo nemá figurku druhu, který kruh ukazuje, nic se nestane.
turn-crop-here = Obilný kruh, { $name }: vyber za všechny: přidat figurku, nebo jednu odebrat.
turn-crop-figure-here = Obilný kruh, { $name }: vyber, kterou ze svých figurek (její tlačítko nebo číslo).
turn-crop-add-here = Obilný kruh, { $name }: postav figurku vedle jedné ze svých figurek v kroužku (klikni na ni nebo stiskni její číslo), nebo žádnou.
turn-crop-remove-here = Obilný kruh, { $name }: odeber jednu ze svých figurek v kroužku (klikni na ni nebo stiskni její číslo).
turn-crop = Obilný kruh: vybírá { $name }.
crop-add = přidat figurku
crop-remove = jednu vzít zpět
crop-pass = Nepřidat žádnou
crop-pass-hover = Tentokrát nestavět žádnou figurku vedle svých.
