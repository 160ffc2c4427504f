# Przy stole: panel, tura, podpowiedź, płytki, dziennik, inspektor,
# widok pól, koniec gry i przeglądarka.

points = { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}

## Panel

panel-title = Carcassonne
panel-scoreboard = Punktacja
seat-computer = { $name } (SI { $level })
seat-here = { $name } (tutaj)
panel-meeples = podwładni { $supply }/{ $all }
panel-meeples-hover = podwładni w zapasie
panel-abbot-out = opat na planszy
panel-abbot-ready = opat gotowy
panel-large-out = duży na planszy
panel-large-ready = duży gotowy
panel-large-hover = duży podwładny, który liczy się jak dwóch
panel-open-goods = Towary w otwartych miastach:
panel-open-goods-hover = co jeszcze może dać ukończenie miast na planszy
panel-builder = budowniczy
panel-pig = świnia
panel-figure-out = na planszy
panel-figure-ready = gotowy
panel-builder-pig-hover = budowniczy daje drugą płytkę, gdy przedłużasz jego trakt lub miasto; świnia sprawia, że każde miasto jej pola jest dla ciebie warte 4
good-wine = wino
good-grain = zboże
good-cloth = sukno
panel-scoring = Punktowanie
panel-keys = F: cała plansza · kółko: powiększenie · przeciąganie: przesuwanie · M: wycisz
button-farm-view = Widok pól (V)
button-farm-view-hover = zabarwia każde pole kolorem właściciela i pokazuje miasta, które punktuje
button-new-game = Nowa gra
button-undo = Cofnij turę
button-undo-hover = cofa całe tury, do ostatniej zagranej przez człowieka (Ctrl+Z)
button-save-as = Zapisz jako…

## Tura

turn-thinking = { $name } ma płytkę ({ $tile }) i myśli…
turn-playing = { $name } ma płytkę ({ $tile }) i gra
turn-deploy-large = { $name } ma płytkę ({ $tile }) i może postawić podwładnego na punkcie (klik; jeszcze raz lub L: duży podwładny), potem kończy turę (Enter)
turn-deploy = { $name } ma płytkę ({ $tile }) i może postawić podwładnego na punkcie (klik), potem kończy turę (Enter)
turn-place = { $name } ma płytkę ({ $tile }) i przeciąga ją na zielone pole (R / kółko / prawy klik obraca)
turn-second-tile = Druga płytka dla { $name }: trakt lub miasto budowniczego zostało przedłużone.
button-end-turn = Zakończ turę (Enter)
button-end-turn-no-meeple = Zakończ turę bez podwładnego (Spacja)
button-take-back-meeple = Zabierz podwładnego
button-large-meeple = Duży podwładny (L)
button-large-meeple-hover = duży podwładny liczy się jak dwóch; kliknij podwładnego jeszcze raz lub naciśnij L
button-recall-abbot = Odwołaj opata
button-recall-abbot-hover = opat na ({ $x }, { $y }): punktuje teraz jak na końcu

## Podpowiedź

hint-button = Podpowiedź (H)
hint-thinking = Podpowiedź: myślę…
hint-hover = ruch trudnego komputera, pokazany jako duch
hint-shown-tile = na planszy: płytka, bez podwładnego
hint-shown-recall = na planszy: płytka; odwołać opata
hint-shown-meeple = na planszy: płytka i podwładny
hint-shown-abbot = na planszy: płytka i opat
hint-shown-large = na planszy: płytka i duży podwładny
hint-shown-builder = na planszy: płytka i budowniczy
hint-shown-pig = na planszy: płytka i świnia

## Pozostałe płytki

tiles-left = Pozostałe płytki: { $count }
tiles-left-chances = każda z szansą, że będzie następna
tiles-left-kind = { $tile }
    jeszcze { $count }
tiles-left-kind-next = { $tile }
    jeszcze { $count }; następna płytka: { $next }
tiles-left-in-hand = nie, to ta w ręce
tiles-left-river-first = jeszcze nie (najpierw rzeka)

## Nazwy płytek, część po części

tile-parts-separator = {", "}
tile-lake = jezioro
tile-river-spring = źródło
tile-river = rzeka
tile-river-bend = zakręt rzeki
tile-city = miasto { $sides ->
    [1] z jednej strony
    [2] z dwóch stron
    [3] z trzech stron
   *[4] z czterech stron
}
tile-city-shield = miasto { $sides ->
    [1] z jednej strony
    [2] z dwóch stron
    [3] z trzech stron
   *[4] z czterech stron
} z herbem
tile-city-caps = { $count ->
    [one] { $count } fragment miasta
    [few] { $count } fragmenty miast
   *[many] { $count } fragmentów miast
}
tile-road = trakt
tile-straight-road = prosty trakt
tile-road-bend = zakręt traktu
tile-crossroads = skrzyżowanie { $count } traktów
tile-monastery = klasztor
tile-garden = ogród
tile-field = pole

## Dziennik punktowania

category-road = trakt
category-inn = trakt z karczmą
category-city = miasto
category-cathedral = miasto z katedrą
category-monastery = klasztor
category-garden = ogród
category-field = pole
category-goods = towary
scored-most = najwięcej: { $good }
log-scored = { $names } +{ $points } { $what }
log-scored-final = { $names } +{ $points } { $what } (na koniec)
log-recalled-abbot = { $name } odwołuje opata
log-took-back = cofnięto { $turns ->
    [one] 1 turę
    [few] { $turns } tury
   *[many] { $turns } tur
}; gra { $name }

## Koniec gry

end-title = Wynik końcowy
end-winners = { $count ->
    [one] { $names } wygrywa!
   *[many] { $names } wygrywają!
}
end-total = razem
end-watch-again = Obejrzyj tę grę jeszcze raz
end-watch-again-hover = przejdź przez nią tura po turze
end-chart-turns = { $turns ->
    [one] 1 tura
    [few] { $turns } tury
   *[many] { $turns } tur
}

## Cofanie

undo-title = Cofnij
undo-question = { $turns ->
    [one] Cofnąć twoją ostatnią turę?
    [few] Cofnąć ostatnie { $turns } tury, aż do twojej?
   *[many] Cofnąć ostatnie { $turns } tur, aż do twojej?
}
undo-same-tiles = Zostaną dobrane te same płytki.
undo-button = Cofnij (Enter)
undo-cancel = Anuluj (Esc)

## Oglądanie gry

viewer-title = Oglądanie gry
viewer-end-of-record = koniec zapisu
viewer-next-place = dalej: { $tile } ({ $name }) na ({ $x }, { $y })
viewer-next-discard = dalej: { $tile } nigdzie nie pasuje i zostaje odrzucona
viewer-start = początek (Home)
viewer-back = turę wstecz (←)
viewer-play = odtwarzaj samo (Spacja)
viewer-on = turę dalej (→)
viewer-end = koniec (End)
viewer-of-turns = z { $turns } tur
viewer-close = Zamknij
viewer-to-play = gra { $name }; { $next }
viewer-as-it-ended = gra tak, jak się skończyła

## Nad planszą: martwe pola, widok pól, dymki

dead-square = Żadna nadchodząca płytka tu nie pasuje: to pole zostanie puste.
square-fits = Pasuje tu { $fit } z { $left } nadchodzących płytek: { $kinds }
square-fits-more = Pasuje tu { $fit } z { $left } nadchodzących płytek: { $kinds }; i jeszcze rodzajów: { $more }
square-hold-shift = przytrzymaj Shift, aby zobaczyć je w każdym pasującym obrocie
farm-label = { $points } · { $cities ->
    [one] 1 miasto
    [few] { $cities } miasta
   *[many] { $cities } miast
}
farm-label-pig = { $points } · { $cities ->
    [one] 1 miasto
    [few] { $cities } miasta
   *[many] { $cities } miast
} · { $pig } ze świnią
popup-does-not-fit = nie pasuje

## Inspektor

inspect-road-inn = Trakt z karczmą
inspect-city-cathedral = Miasto z katedrą
inspect-road = Trakt
inspect-city = Miasto
inspect-monastery = Klasztor
inspect-garden = Ogród
inspect-field = Pole
inspect-nobodys = niczyje
inspect-and = {" i "}
inspect-meeples = podwładni: { $meeples }; należy do: { $owners }
inspect-meeples-large = podwładni (duży liczy się podwójnie): { $meeples }; należy do: { $owners }
inspect-field-worth = { $points ->
    [one] 1 punkt
    [few] { $points } punkty
   *[many] { $points } punktów
} na koniec, przy obecnych miastach
inspect-complete = ukończone: { $points ->
    [one] 1 punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}
inspect-never = { $points ->
    [one] 1 punkt
    [few] { $points } punkty
   *[many] { $points } punktów
} na koniec: nigdy nie zostanie ukończone (graniczy z polem, którego nie wypełni żadna pozostała płytka)
inspect-now-if-completed = teraz { $points ->
    [one] 1 punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}, po ukończeniu { $done }
inspect-now = teraz { $points ->
    [one] 1 punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}
inspect-goods = towary: { $goods } (dla tego, kto je ukończy)
inspect-builder = budowniczy gracza { $name }
inspect-pig = świnia gracza { $name } (4 za miasto dla { $name }, jeśli punktuje)
