# Bandyci: wszystkie słowa dodatku w oknie.

set-robbers = Bandyci
rules-robbers = Bandyci (8 płytek z sakiewką bandyty; każdy ma bandytę)
rules-robbers-hover = Kładąc płytkę z bandytą, możesz postawić swojego bandytę obok wyniku innego gracza; potem może to zrobić także następny gracz, którego bandyta jest jeszcze w domu. Gdy tamten gracz następnym razem zdobędzie punkty, właściciel bandyty dostaje połowę tych punktów, w zaokrągleniu w górę.
guide-robbers-title = Bandyci
guide-robbers-text = Osiem płytek ma sakiewkę bandyty. Gdy kładziesz taką płytkę, możesz postawić swojego bandytę obok wyniku innego gracza (przyciski noszą imiona graczy, możesz też nacisnąć numer), przestawić go od jednego gracza do innego albo zostawić go tam, gdzie stoi. Potem pierwszy gracz po twojej lewej, którego bandyta jest jeszcze w domu, może także postawić swojego obok wyniku dowolnego innego gracza; nikt poza nim. Gdy następnym razem punkty zdobędzie gracz, przy którym stoi bandyta, właściciel każdego takiego bandyty dostaje połowę tych punktów, w zaokrągleniu w górę, a bandyta wraca do domu. Okradziony gracz nic nie traci. Punkty zdobyte rabunkiem nigdy nie są rabowane: bandyta przy tym graczu czeka na jego następne zwykłe punkty. Na koniec bandyci nie dają punktów. Z Posłańcami każdy gracz ma na torze punktacji dwie figury: bandyta staje przy jednej z nich, wybranej po graczu, i rabuje tylko wtedy, gdy ta figura się przesuwa; okradany gracz może przesunąć drugą.
turn-robber-here = { $name }, twój bandyta: kliknij imię gracza, przy którego wyniku ma stanąć (albo naciśnij jego numer), albo zostaw go na miejscu.
turn-robber-figure-here = { $name }, twój bandyta: przy której z figur gracza? (albo naciśnij jej numer)
turn-robber = { $name } stawia bandytę.
button-robber-none = Zostaw bandytę na miejscu
button-robber-none-hover = Tym razem nie wystawiaj bandyty albo zostaw swojego tam, gdzie stoi.
log-robber-placed = { $name }: bandyta obok wyniku gracza { $whom }.
log-robber-none = { $name }: nie wystawiono bandyty.
log-robber-meeple = { $name }: bandyta stoi przy pionku punktacji.
log-robber-messenger = { $name }: bandyta stoi przy posłańcu.
robber-by-meeple = Przy pionku punktacji
robber-by-messenger = Przy posłańcu
panel-robber-beside = Czeka tu bandyta: jego właściciel dostanie połowę następnych punktów tego gracza.
panel-robber-beside-meeple = Przy pionku punktacji tego gracza czeka bandyta: jego właściciel dostanie połowę punktów, o które ten pionek przesunie się następnym razem.
panel-robber-beside-messenger = Przy posłańcu tego gracza czeka bandyta: jego właściciel dostanie połowę punktów, o które posłaniec przesunie się następnym razem.
category-robbed = łupy
scored-robbery = rabunek
