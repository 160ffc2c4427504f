# Posłańcy: wszystkie słowa dodatku w oknie.

set-messengers = Posłańcy
rules-messengers = Posłańcy (8 wiadomości; każdy ma posłańca)
rules-messengers-hover = Każdy gracz ma drugi znacznik punktacji, posłańca, i punkty z każdej tury dolicza jednemu z nich. Gdy w twojej własnej turze twój znacznik zatrzyma się na wielokrotności 5, dobierasz wiadomość: wykonaj ją albo weź 2 punkty.
guide-messengers-title = Posłańcy
guide-messengers-text = Każdy gracz ma dwa znaczniki punktacji: swój pionek punktacji i swojego posłańca (gońca obok swojego wyniku w punktacji, z jego własnymi punktami). Twój wynik to suma obu. Za każdym razem, gdy zdobywasz punkty w jakiejś turze, swojej lub cudzej, wybierasz, który z twoich dwóch znaczników dostaje te punkty (przyciski w panelu bocznym); wszystkie twoje punkty z tej tury trafiają na ten sam znacznik. Jeśli w twojej własnej turze przesunięty przez ciebie znacznik zatrzyma się na wielokrotności 5, dobierasz następną wiadomość i albo ją wykonujesz, albo bierzesz 2 punkty; te punkty trafiają na ten sam znacznik i mogą przynieść kolejną wiadomość. Osiem wiadomości: zapunktuj swój najmniejszy trakt, miasto lub klasztor jak na koniec gry (twój podwładny zostaje); połóż kolejną płytkę; 2 punkty za każdy herb w twoich miastach; 2 punkty za każdego twojego rycerza; 2 punkty za każdego twojego chłopa; zapunktuj obszar jednego ze swoich podwładnych jak na koniec gry i zabierz go z powrotem. Przychodzą w potasowanej kolejności, a po wszystkich ośmiu znów w tej samej kolejności. Na koniec gry nie ma już wiadomości.
turn-messenger-here = { $name }: wybierz w panelu bocznym (albo naciśnij jego numer) znacznik, który dostaje twoje punkty, albo co zrobić z wiadomością.
turn-messenger = { $name } przesuwa znacznik punktacji albo czyta wiadomość.
messenger-meeple = pionek punktacji (stoi na { $points })
messenger-messenger = posłaniec (przejdzie na { $points })
messenger-carry-out = { $message } (+{ $points })
messenger-points = weź { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}
message-road = zapunktuj mój najmniejszy trakt
message-city = zapunktuj moje najmniejsze miasto
message-monastery = zapunktuj mój najmniejszy klasztor
message-tile = połóż kolejną płytkę
message-pennants = 2 punkty za herb w moich miastach
message-knights = 2 punkty za rycerza
message-farmers = 2 punkty za chłopa
message-return = zapunktuj podwładnego i zabierz go (kliknij podwładnego w pierścieniu)
log-messenger-meeple = { $name }: punkty z tury na pionek punktacji.
log-messenger-messenger = { $name }: punkty z tury na posłańca.
log-message-drawn = { $name }: dobrano wiadomość – { $message }.
log-message-carried = { $name }: wiadomość wykonana.
log-message-points = { $name }: zamiast tego { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}.
log-message-returned = { $name }: zapunktowano podwładnego z pola { $square } i zabrano go z powrotem.
log-message-home = Podwładny gracza { $name } wrócił do zapasu.
panel-messenger = Posłaniec: { $messenger ->
    [one] { $messenger } punkt
    [few] { $messenger } punkty
   *[many] { $messenger } punktów
}; pionek punktacji: { $meeple }.
category-messages = wiadomości
scored-message = wiadomość
