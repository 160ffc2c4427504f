# Opactwo i Burmistrz: wszystkie słowa dodatku w oknie.

set-abbey-mayor = Opactwo i Burmistrz
rules-abbey-mayor = Opactwo i Burmistrz (12 płytek, każdy ma opactwo i burmistrza; wóz i stodoła wkrótce)
rules-abbey-mayor-hover = Burmistrz staje tylko w mieście i liczy się tam za tylu podwładnych, ile herbów ma całe miasto: bez herbu za żadnego.
panel-mayor-out = burmistrz w mieście
panel-mayor-ready = burmistrz gotowy
panel-mayor-hover = burmistrz, który liczy się za tylu podwładnych, ile herbów ma jego miasto
button-mayor = Burmistrz (L)
button-mayor-hover = burmistrz liczy się za tylu podwładnych, ile herbów ma miasto; kliknij pionka jeszcze raz lub naciśnij L
hint-shown-mayor = pokazane na planszy: płytka i burmistrz
inspect-meeples-mayor = siła (burmistrz liczy herby miasta): { $meeples }; należy do { $owners }
button-abbey = Zagraj opactwo (A)
button-abbey-hover = Zamiast dobranej płytki połóż swoje opactwo na polu z płytkami ze wszystkich czterech stron: jego mury kończą każdą drogę, miasto i pole, które go dotykają, a meeple może stanąć na nim jako mnich. Dobrana płytka wraca do stosu. Raz na grę.
turn-abbey-taken = Twoje opactwo zamiast { $tile }: połóż je na polu z płytkami ze wszystkich czterech stron.
button-abbey-back = Wróć do dobranej płytki (A)
turn-abbey-last-round = Ostatnia runda: { $name } może jeszcze zagrać opactwo albo z niego zrezygnować.
button-abbey-let-go = Zrezygnuj z opactwa
button-abbey-let-go-hover = Opactwo zostaje niezagrane; gra następny gracz, który je ma, albo gra się kończy.
log-abbey-let-go = { $name } rezygnuje z opactwa
panel-abbey-held = opactwo w ręce
panel-abbey-played = opactwo zagrane
hint-shown-abbey = podpowiedź zagrywa twoje opactwo zamiast dobranej płytki (A)
guide-abbey-mayor-title = Opactwo i Burmistrz
guide-abbey-mayor-text = Każdy gracz ma opactwo. Zamiast dobranej płytki możesz je zagrać (przycisk w panelu bocznym albo A) na puste pole z płytkami ze wszystkich czterech stron; dobrana płytka wraca do stosu. Jego mury kończą każdą drogę, miasto i pole, które go dotykają, więc może ukończyć kilka naraz (opactwo się do nich nie liczy), a meeple może stanąć na nim jako mnich. Kto wciąż ma opactwo, gdy leży ostatnia płytka, dostaje ostatnią turę, by je zagrać, albo z niego rezygnuje. Burmistrz stoi tylko w mieście i liczy się w jego większości za tylu rycerzy, ile herbów ma całe miasto: bez herbu za żadnego.
