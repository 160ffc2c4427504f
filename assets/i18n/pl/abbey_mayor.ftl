# Opactwo i Burmistrz: wszystkie słowa dodatku w oknie.

set-abbey-mayor = Opactwo i Burmistrz
rules-abbey-mayor = Opactwo i Burmistrz (12 płytek, każdy ma burmistrza; opactwo, wóz i stodoła wkrótce)
rules-abbey-mayor-hover = Burmistrz staje tylko w mieście i liczy się tam za tylu podwładnych, ile herbów ma całe miasto: bez herbu za żadnego.
panel-mayor-out = burmistrz w mieście
panel-mayor-ready = burmistrz gotowy
panel-mayor-hover = burmistrz, który liczy się za tylu podwładnych, ile herbów ma jego miasto
button-mayor = Burmistrz (L)
button-mayor-hover = burmistrz liczy się za tylu podwładnych, ile herbów ma miasto; kliknij pionka jeszcze raz lub naciśnij L
hint-shown-mayor = pokazane na planszy: płytka i burmistrz
inspect-meeples-mayor = siła (burmistrz liczy herby miasta): { $meeples }; należy do { $owners }
