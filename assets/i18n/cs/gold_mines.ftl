# Zlaté doly: všechna slova rozšíření v okně.

set-gold-mines = Zlaté doly
rules-gold-mines = Zlaté doly (8 kartiček se zlatým dolem; 16 zlatých cihliček)
rules-gold-mines-hover = Kartička s dolem položí zlatou cihličku na sebe a jednu na kartičku kolem. Dokončená cesta, město nebo klášter dá cihličky ze svých kartiček hráčům, kteří ho drží, po jedné na střídačku; na konci má každá cihlička hodnotu 1 až 4 body, tím víc, čím víc jich máš.
guide-gold-mines-title = Zlaté doly
guide-gold-mines-text = Když položíš kartičku se zlatým dolem, jedna zlatá cihlička jde na ni a druhou položíš na jednu z kartiček kolem, vedle nebo úhlopříčně (klikni na rozsvícené pole nebo stiskni jeho číslo). Cihlička patří ke své kartičce, ať tam leží cokoli. Když je dokončena cesta nebo město, hráči s nejvíce figurkami v něm berou cihličky z jeho kartiček; dokončený klášter dá ty ze své kartičky a osmi kolem. Při více hráčích nebo více územích najednou bere počínaje hráčem na tahu každý po jedné cihličce na střídačku, dokud žádná nezbude. Dokončené území bez figurky nechá své cihličky na místě. Na konci cihličky na herní ploše nikomu body nedávají; cihličky hráče mají hodnotu po 1 bodu při 1–3, po 2 při 4–6, po 3 při 7–9 a po 4 při 10 a více.
panel-ingots = zlaté cihličky: { $count }, na konci za { $points } b.
turn-gold-here = { $name } pokládá druhou zlatou cihličku z dolu na kartičku kolem: klikni na rozsvícené pole nebo stiskni jeho číslo.
turn-gold = { $name } vybírá, kam půjde druhá zlatá cihlička z dolu.
category-gold = zlato
inspect-ingots = zlaté cihličky na jeho kartičkách: { $count }
