# Inns & Cathedrals: every word of the set the window shows.

rules-inns-cathedrals = Karczmy i katedry (18 płytek, każdy ma dużego podwładnego, do 6 graczy)
rules-inns-cathedrals-hover = Trakt z karczmą daje po ukończeniu 2 punkty za płytkę, miasto z katedrą 3 za płytkę i herb; oba nie dają nic, jeśli na końcu są otwarte. Duży podwładny każdego gracza liczy się jak dwóch. Szósty gracz gra kolorem różowym.
set-inns-cathedrals = Karczmy i katedry
panel-large-out = duży na planszy
panel-large-ready = duży gotowy
panel-large-hover = duży podwładny, który liczy się jak dwóch
turn-deploy-large = { $name } ma płytkę ({ $tile }) i może postawić podwładnego na punkcie (klik; jeszcze raz lub L: duży podwładny), potem kończy turę (Enter)
button-large-meeple = Duży podwładny (L)
button-large-meeple-hover = duży podwładny liczy się jak dwóch; kliknij podwładnego jeszcze raz lub naciśnij L
hint-shown-large = na planszy: płytka i duży podwładny
category-inn = trakt z karczmą
category-cathedral = miasto z katedrą
inspect-road-inn = Trakt z karczmą
inspect-city-cathedral = Miasto z katedrą
inspect-meeples-large = podwładni (duży liczy się podwójnie): { $meeples }; należy do: { $owners }
guide-inns-cathedrals-title = Karczmy i katedry
guide-inns-cathedrals-text = Karczma (dom przy stawie) podwaja swój trakt: 2 punkty za płytkę, gdy trakt jest ukończony, ale nic, jeśli na końcu jest otwarty. Katedra robi to samo dla swojego miasta: 3 punkty za płytkę i herb po ukończeniu, nic, jeśli na końcu jest otwarte. Każdy gracz ma też jednego dużego podwładnego, który liczy się jak dwóch przy ustalaniu, kto ma ich najwięcej: kliknij punkt, a potem jeszcze raz podwładnego (lub naciśnij L), aby był to ten duży.

figure-large = duży podwładny
