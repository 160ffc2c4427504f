# Maszyny latające: wszystkie słowa dodatku w oknie.

set-flying-machines = Maszyny latające
rules-flying-machines = Maszyny latające (8 płytek z maszyną latającą)
rules-flying-machines-hover = Zamiast stawiać podwładnego na płytce z maszyną latającą, wyślij go w powietrze: kostka określa, jak daleko poleci w kierunku strzałki, a tam wyląduje na nieukończonym trakcie, mieście lub klasztorze, zajętym lub nie.
guide-flying-machines-title = Maszyny latające
guide-flying-machines-text = Osiem płytek ma maszynę latającą z czerwoną strzałką skierowaną na krawędź lub róg. Gdy kładziesz taką płytkę, zamiast stawiać na niej figurkę możesz postawić na maszynie podwładnego ze swojego zapasu: kliknij pierścień na maszynie (jeszcze raz dla dużego podwładnego albo naciśnij jego numer), potem zakończ turę. Następuje rzut kostką: 1, 2 lub 3. Podwładny leci o tyle pól w kierunku strzałki, prosto lub po skosie; puste pola po drodze go nie zatrzymują. Na płytce, do której doleci, musisz wybrać nieukończony trakt, miasto lub klasztor (opat klasztor lub ogród, burmistrz miasto), nawet jeśli stoją tam już inni podwładni. Jeśli nie ma tam płytki albo nie ma nic nieukończonego, na czym mógłby wylądować, podwładny wraca do twojego zapasu, a w tej turze nic nie zostało wystawione.
turn-flight-here = { $name }, twój podwładny ląduje: kliknij trakt, miasto lub klasztor w pierścieniu na podświetlonym polu (lub naciśnij jego numer).
turn-flight = Podwładny gracza { $name } ląduje.
log-flight-roll = { $name }: wyrzucono { $roll }; podwładny leci o { $roll ->
    [one] { $roll } pole
    [few] { $roll } pola
    [many] { $roll } pól
   *[other] { $roll } pola
}.
log-flight-home = { $name }: wyrzucono { $roll }; nie było tam gdzie wylądować, podwładny wrócił do zapasu.
log-flight-landed = Podwładny gracza { $name } wylądował na polu { $square }.
action-fly = podwładny wysłany w powietrze
hint-shown-fly = na planszy: płytka i podwładny na jej maszynie latającej
