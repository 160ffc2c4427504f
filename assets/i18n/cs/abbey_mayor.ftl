# Opatství a starosta: všechna slova rozšíření v okně.

set-abbey-mayor = Opatství a starosta
rules-abbey-mayor = Opatství a starosta (12 kartiček, každý jednoho starostu; opatství, vůz a statek přijdou)
rules-abbey-mayor-hover = Starosta stojí jen ve městě a počítá se tam za tolik figurek, kolik erbů má celé město: bez erbu za žádnou.
panel-mayor-out = starosta ve městě
panel-mayor-ready = starosta připraven
panel-mayor-hover = starosta, který se počítá za tolik figurek, kolik erbů má jeho město
button-mayor = Starosta (L)
button-mayor-hover = starosta se počítá za tolik figurek, kolik erbů má město; klikni na figurku znovu nebo stiskni L
hint-shown-mayor = ukázáno na stole: kartička a starosta
inspect-meeples-mayor = síla (starosta počítá erby města): { $meeples }; patří { $owners }
