# Opatství a starosta: všechna slova rozšíření v okně.

set-abbey-mayor = Opatství a starosta
rules-abbey-mayor = Opatství a starosta (12 kartiček, každý opatství a starostu; vůz a stodola přijdou)
rules-abbey-mayor-hover = Starosta stojí jen ve městě a počítá se tam za tolik figurek, kolik erbů má celé město: bez erbu za žádnou.
panel-mayor-out = starosta ve městě
panel-mayor-ready = starosta připraven
panel-mayor-hover = starosta, který se počítá za tolik figurek, kolik erbů má jeho město
button-mayor = Starosta (L)
button-mayor-hover = starosta se počítá za tolik figurek, kolik erbů má město; klikni na figurku znovu nebo stiskni L
hint-shown-mayor = ukázáno na stole: kartička a starosta
inspect-meeples-mayor = síla (starosta počítá erby města): { $meeples }; patří { $owners }
button-abbey = Zahrát opatství (A)
button-abbey-hover = Místo tažené kartičky polož své opatství na místo s kartičkami na všech čtyřech stranách: jeho zdi ukončí každou cestu, město i louku, které se ho dotýkají, a meeple na něj může jako mnich. Tažená kartička se vrátí do balíčku. Jednou za hru.
turn-abbey-taken = Tvé opatství místo { $tile }: polož je na místo s kartičkami na všech čtyřech stranách.
button-abbey-back = Zpět k tažené kartičce (A)
turn-abbey-last-round = Poslední kolo: { $name } ještě může zahrát opatství, nebo se ho vzdát.
button-abbey-let-go = Vzdát se opatství
button-abbey-let-go-hover = Opatství zůstane nezahrané; hraje další hráč, který ho má, nebo hra skončí.
log-abbey-let-go = { $name } se vzdává opatství
panel-abbey-held = opatství v ruce
panel-abbey-played = opatství zahráno
hint-shown-abbey = nápověda hraje tvé opatství místo tažené kartičky (A)
guide-abbey-mayor-title = Opatství a starosta
guide-abbey-mayor-text = Každý hráč má opatství. Místo tažené kartičky ho smíš zahrát (tlačítko v bočním panelu nebo A) na prázdné místo s kartičkami na všech čtyřech stranách; tažená kartička se vrátí do balíčku. Jeho zdi ukončí každou cestu, město i louku, které se ho dotýkají, takže jich může dokončit několik najednou (opatství se do nich nepočítá), a meeple na něj může jako mnich. Kdo má své opatství ještě ve chvíli, kdy leží poslední kartička, dostane poslední tah, aby ho zahrál, nebo se ho vzdá. Starosta stojí jen ve městě a počítá se v jeho většině za tolik následovníků, kolik erbů má celé město: bez erbu za žádného.
