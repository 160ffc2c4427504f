# Princezna a drak: každé slovo rozšíření, které okno ukazuje.

rules-princess-dragon = Princezna a drak (30 kartiček, drak a víla)
rules-princess-dragon-hover = Sopky přivolají draka; kartičky s drakem ho pošlou letět až o šest kartiček, každý hráč ho po řadě řídí, a každá figurka, kam vstoupí, jde domů. Místo figurky: figurka magickým portálem, princezna pošle rytíře domů, nebo víla ke tvé figurce (1 bod každý tah, 3 při hodnocení).
set-princess-dragon = Princezna a drak
refusal-dragons-tile = Žádná figurka nesmí na kartu, na které stojí drak.
category-fairy = víla
hint-shown-portal = ukázáno na stole: kartička; pak figurka magickým portálem
hint-shown-princess = ukázáno na stole: kartička; pak princezna pošle rytíře domů
hint-shown-fairy = ukázáno na stole: kartička; pak víla jde k tvé figurce
turn-dragon-step-here = { $name } volí, kam drak poletí: klikni na označené pole nebo stiskni jeho číslo
turn-dragon-step = { $name } volí, kam drak poletí
guide-princess-dragon-title = Princezna a drak
guide-princess-dragon-text = Sopka přivolá draka na svou kartičku, kam už pak nesmí žádná figurka. Když se položí kartička se symbolem draka, drak poletí až o šest kartiček, políčko po políčku, nikdy dvakrát na tutéž ani na kartičku víly: první krok volí hráč, který kartičku položil, pak každý hráč po řadě (klikni na označené pole). Každá figurka na kartičce, kam drak vstoupí, se vrací domů. Místo položení figurky můžeš magickým portálem postavit figurku na libovolné volné, nedokončené území; princeznou poslat domů rytíře z města, ke kterému se tvoje kartička připojuje; nebo postavit vílu k jedné ze svých figurek. Víla ti dá 1 bod na začátku každého tvého tahu a 3 další, když se území její figurky hodnotí, a drak nikdy nevstoupí na její kartičku. Kartička s drakem tažená před první sopkou se odloží, dokud nějaká neleží.
log-dragon-ate = Drak posílá domů figurku hráče { $name }
inspect-fairy = víla u figurky hráče { $name }: 1 bod každý tah, 3 při hodnocení

action-portal = figurka magickým portálem
action-princess = princezna poslala rytíře domů
action-fairy = víla se přesunula k figurce
