# Princezna a drak: každé slovo rozšíření, které okno ukazuje.

rules-princess-dragon = Princezna a drak
rules-princess-dragon-hover = Zatím nelze hrát: okno ještě nedovolí řídit draka ani použít kouzelný portál, princeznu a vílu. Zaznamenané hry s rozšířením lze přehrát.
set-princess-dragon = Princezna a drak
refusal-dragons-tile = Žádná figurka nesmí na kartu, na které stojí drak.
