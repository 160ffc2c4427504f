# Przewodnik po pierwszej grze i strony dodatków.

guide-offer-title = Pierwszy raz w Carcassonne?
guide-offer-text = Pierwsza gra z przewodnikiem przeciw łatwemu komputerowi pokaże ci, jak układać płytki, stawiać podwładnych, punktować trakty, miasta i klasztory oraz uprawiać pola.
guide-offer-accept = Zagraj z przewodnikiem
guide-offer-decline = Nie, dziękuję
guide-heading = Pierwsza gra: { $title }
guide-set-heading = W tej grze: { $title }
guide-step = { $step } z { $steps }
guide-next = Dalej
guide-close = Zamknij przewodnik
guide-play-on = Graj dalej

guide-placing-title = Układanie płytki
guide-placing-text = Twoja płytka jest w ręce w prawym dolnym rogu. Przeciągnij ją na jedno z zielonych pól: tam pasuje. Naciśnij R, obróć kółko myszy lub kliknij prawym przyciskiem, aby ją obrócić. Krawędzie muszą pasować: trakt do traktu, miasto do miasta, pole do pola. Klawiaturą: Tab kładzie ją na następnym polu, do którego pasuje (Shift+Tab na poprzednim), R ją obraca (Shift+R w drugą stronę).
guide-meeples-title = Podwładni
guide-meeples-text = Płytka leży tam, gdzie ją upuściłeś: przeciągnij ją jeszcze raz, aby ją przesunąć, lub naciśnij R, aby ją obrócić. Teraz możesz postawić na niej jednego z 7 podwładnych: kliknij punkt. Na trakcie to rozbójnik, w mieście rycerz, w klasztorze mnich, na polu chłop. Potem naciśnij Enter (lub „Zakończ turę”), aby zakończyć turę. Każdy punkt ma numer: naciśnij go, aby postawić tam podwładnego. Esc cofa płytkę do ręki.
guide-road-city-title = Punktowanie traktu i miasta
guide-road-city-text = Trakt jest punktowany, gdy oba jego końce są zamknięte: 1 punkt za płytkę. Miasto jest punktowane, gdy jego mury zamkną się dookoła: 2 punkty za płytkę i 2 za herb. Punkty dostaje ten, kto ma tam najwięcej podwładnych, a podwładni wracają. Zamknij któryś ze swoich traktów lub miast!
guide-monasteries-title = Klasztory
guide-monasteries-text = Klasztor (kaplica na środku płytki) daje 1 punkt za siebie i 1 za każdą płytkę dookoła: 9, gdy jest otoczony. Mnich zostaje na nim do tego czasu.
guide-farmers-title = Chłopi
guide-farmers-text = Podwładny leżący na polu to chłop: zostaje tam do końca gry. Wtedy każde pole daje 3 punkty za każde ukończone miasto, z którym graniczy, temu, kto ma na nim najwięcej chłopów. Naciśnij V (lub „Widok pól”), aby zobaczyć pola w kolorach ich właścicieli i miasta, które by punktowały.
guide-help-title = Pomoc przy stole
guide-help-text = Wskaż dowolny trakt, miasto lub pole, aby zobaczyć, do kogo należy i ile jest warte. Czerwony krzyżyk oznacza pole, którego nie wypełni żadna pozostała płytka. H podpowiada ruch, Ctrl+Z cofa twoją turę, F pokazuje całą planszę. To wszystko: graj dalej i baw się dobrze!
guide-end-title = Koniec gry
guide-end-text = Gra się skończyła. Wciąż otwarte trakty, miasta i klasztory dały to, co miały (miasto 1 punkt za płytkę i herb), a chłopi zapunktowali swoje pola: 3 punkty za każde ukończone miasto, z którym graniczą. Włącz widok pól, aby je zobaczyć.

