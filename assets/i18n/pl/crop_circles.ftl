# Kręgi zbożowe: wszystkie słowa dodatku w oknie.

set-crop-circles = Kręgi zbożowe
rules-crop-circles = Kręgi zbożowe (6 płytek z kręgiem zbożowym)
rules-crop-circles-hover = Po punktowaniu gracz, który położył płytkę z kręgiem zbożowym, wybiera za wszystkich: każdy po kolei dokłada podwładnego obok jednego ze swoich albo zabiera jednego, na traktach, w miastach lub na polach, jak pokazuje krąg.
guide-crop-circles-title = Kręgi zbożowe
guide-crop-circles-text = Sześć płytek ma krąg zbożowy, okrągły łan zboża, który nie jest obszarem: trakty się na nim kończą, a pola, których dotyka, są przez niego rozdzielone. Jego obrazek wskazuje rodzaj podwładnych: maczuga dla rozbójników na traktach, tarcza dla rycerzy w miastach, grabie dla chłopów na polach. Gdy kładziesz taką płytkę, po punktowaniu w tej turze wybierasz za wszystkich: dołożyć czy zabrać. Potem kolejno każdy gracz, zaczynając od gracza po twojej lewej, a ty na końcu: przy „dołożyć” może postawić podwładnego ze swojego zapasu obok jednego ze swoich tego rodzaju (na tej samej płytce i w tym samym miejscu; może spasować), przy „zabrać” musi zabrać jednego ze swoich tego rodzaju (jeśli go ma). Kliknij podwładnego w pierścieniu albo naciśnij jego numer. Budowniczy i świnie nie są podwładnymi; nic nie jest punktowane. Jeśli nikt nie ma podwładnego rodzaju wskazanego przez krąg, nic się nie dzieje.
turn-crop-here = Krąg zbożowy, { $name }: wybierz za wszystkich: dołożyć podwładnego czy zabrać jednego.
turn-crop-figure-here = Krąg zbożowy, { $name }: wybierz, którą ze swoich figurek (jej przycisk lub numer).
turn-crop-add-here = Krąg zbożowy, { $name }: postaw podwładnego obok jednego ze swoich w pierścieniu (kliknij go lub naciśnij jego numer) albo żadnego.
turn-crop-remove-here = Krąg zbożowy, { $name }: zabierz jednego ze swoich podwładnych w pierścieniu (kliknij go lub naciśnij jego numer).
turn-crop = Krąg zbożowy: wybiera { $name }.
crop-add = dołóż podwładnego
crop-remove = zabierz jednego
crop-pass = Nie dokładaj
crop-pass-hover = Tym razem nie stawiaj podwładnego obok swojego.
