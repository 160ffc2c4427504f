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
panel-figure-out = na planszy
panel-figure-ready = gotowy
panel-scoring = Przebieg gry
panel-keys = F: cała plansza · kółko: powiększenie · przeciąganie: przesuwanie · M: wycisz · P: panel
panel-keys-turn = Tab: następne pole · R: obróć · 1–9: miejsce · Enter: koniec tury · Esc: cofnij płytkę
button-farm-view = Widok pól (V)
button-farm-view-hover = zabarwia każde pole kolorem właściciela i pokazuje miasta, które punktuje
button-new-game = Nowa gra
button-undo = Cofnij turę
button-undo-hover = cofa całe tury, do ostatniej zagranej przez człowieka (Ctrl+Z)
button-save-as = Zapisz jako…

## Tura

turn-thinking = { $name } ma płytkę ({ $tile }) i myśli…
turn-playing = { $name } ma płytkę ({ $tile }) i gra
turn-deploy = { $name } ma płytkę ({ $tile }) i może postawić podwładnego na punkcie (klik), potem kończy turę (Enter)
turn-place = { $name } ma płytkę ({ $tile }) i przeciąga ją na zielone pole (R / kółko / prawy klik obraca)
button-end-turn = Zakończ turę (Enter)
button-end-turn-no-meeple = Zakończ turę bez podwładnego (Spacja)
button-take-back-meeple = Zabierz podwładnego

## Podpowiedź

hint-button = Podpowiedź (H)
hint-thinking = Podpowiedź: myślę…
hint-hover = ruch trudnego komputera, pokazany jako duch
hint-hover-step = wybór graczy komputerowych w tym kroku
hint-shown-tile = na planszy: płytka, bez podwładnego
hint-shown-meeple = na planszy: płytka i podwładny
hint-shown-step-ring = na planszy: duży złoty pierścień wskazuje sugerowany wybór
hint-shown-step = podpowiedź: { $choice }

## Pozostałe płytki

tiles-left = Pozostałe płytki: { $count }
tiles-left-chances = każda z szansą, że będzie następna
tiles-left-kind = { $tile }
    jeszcze { $count }
tiles-left-kind-next = { $tile }
    jeszcze { $count }; następna płytka: { $next }
tiles-left-in-hand = nie, to ta w ręce

## Nazwy płytek, część po części

tile-parts-separator = {", "}
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
tile-cities = osobne miasta: { $count }
tile-road = trakt
tile-straight-road = prosty trakt
tile-road-bend = zakręt traktu
tile-crossroads = skrzyżowanie { $count } traktów
tile-road-round = jeden trakt na trzy strony wokół studni
tile-roads-to-gates = trakty do bram miast: { $count }
tile-monastery = klasztor
tile-abbey = opactwo otoczone murem
tile-field = pole

## Dziennik punktowania

category-road = trakt
category-city = miasto
category-monastery = klasztor
category-field = pole
log-scored = { $names } +{ $points } { $what }
log-scored-final = { $names } +{ $points } { $what } (na koniec)
log-paid-by = { $what } od gracza { $name }
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
# Why a move is refused (rules::Refusal), shown where the tile was put
refusal-edges = nie pasuje
refusal-taken = to pole jest zajęte
refusal-apart = musi stykać się z płytką
refusal-open = potrzebuje płytki z każdej strony
refusal-no-such-rotation = nie ma takiego obrotu
refusal-game-over = gra się skończyła
refusal-nothing-placed = najpierw połóż płytkę
refusal-not-allowed = niedozwolone

## Inspektor

inspect-road = Trakt
inspect-city = Miasto
inspect-monastery = Klasztor
inspect-field = Pole
inspect-nobodys = niczyje
inspect-nobody = nikogo
inspect-and = {" i "}
inspect-meeples = podwładni: { $meeples }; należy do: { $owners }
inspect-strength = siła w większości: { $meeples }; należy do: { $owners }
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

# The side panel's own buttons: narrower, wider, hidden, and back.
panel-narrow = Zwęź panel (P)
panel-widen = Poszerz panel (P)
panel-hide = Ukryj panel: plansza zajmie miejsce (P)
panel-show = Panel
panel-show-hover = Pokaż panel (P)
# The tiles left that no expansion brings.
tiles-left-base = Gra podstawowa

## Plansza słowami

voice-north = północ
voice-east = wschód
voice-south = południe
voice-west = zachód
voice-city = miasto: { $sides }
voice-city-shield = miasto z herbem: { $sides }
voice-road = trakt: { $sides }
voice-river = rzeka: { $sides }
voice-n-east = { $n } na wschód
voice-n-west = { $n } na zachód
voice-n-north = { $n } na północ
voice-n-south = { $n } na południe
voice-start-square = pole startowe
voice-in-hand = W ręce, tak obrócona: { $tile }.
voice-placed = Pole { $square }: { $tile }.
voice-completes = Zamyka: { $features }.
voice-feature-points = { $feature } ({ $points })
log-played = { $name }: płytka ({ $tile }) na polu { $square }.
log-played-figure = { $name }: płytka ({ $tile }) na polu { $square }; { $figure } – { $feature }.
log-played-action = { $name }: płytka ({ $tile }) na polu { $square }; { $action }.
figure-follower = podwładny
seat-said = { $name }: { $points }; podwładni w zapasie: { $followers }
seat-said-turn = { $name }, teraz gra: { $points }; podwładni w zapasie: { $followers }
