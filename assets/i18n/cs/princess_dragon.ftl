# Princezna a drak: každé slovo rozšíření, které okno ukazuje.

rules-princess-dragon = Princezna a drak
rules-princess-dragon-hover = Zatím nelze hrát: okno ještě nedovolí řídit draka. Zaznamenané hry s rozšířením lze přehrát.
set-princess-dragon = Princezna a drak
refusal-dragons-tile = Žádná figurka nesmí na kartu, na které stojí drak.
category-fairy = víla
hint-shown-portal = ukázáno na stole: kartička; pak figurka magickým portálem
hint-shown-princess = ukázáno na stole: kartička; pak princezna pošle rytíře domů
hint-shown-fairy = ukázáno na stole: kartička; pak víla jde k tvé figurce
turn-dragon-step-here = { $name } volí, kam drak poletí: klikni na označené pole
turn-dragon-step = { $name } volí, kam drak poletí
