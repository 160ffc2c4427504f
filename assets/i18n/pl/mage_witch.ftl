# Czarodziej i Czarownica: wszystkie słowa dodatku w oknie.

set-mage-witch = Czarodziej i Czarownica
rules-mage-witch = Czarodziej i Czarownica (8 płytek z magicznym symbolem; czarodziej i czarownica)
rules-mage-witch-hover = Płytka z magicznym symbolem każe ci postawić lub przestawić czarodzieja albo czarownicę na otwarty trakt lub do otwartego miasta. Czarodziej dodaje przy punktowaniu 1 punkt za każdą płytkę; czarownica zmniejsza wynik o połowę.
guide-mage-witch-title = Czarodziej i Czarownica
guide-mage-witch-text = Osiem płytek ma magiczny symbol, kapelusz czarodzieja. Gdy kładziesz taką płytkę, musisz postawić lub przestawić jedną z dwóch magicznych figurek: wprowadzić do gry czarodzieja (fioletowego) albo czarownicę (pomarańczową) lub przestawić tę, która już stoi na planszy, na dowolny trakt lub do dowolnego miasta, które nie są jeszcze ukończone, łącznie z właśnie położoną płytką. Przestawiana figurka musi trafić na inny trakt lub do innego miasta, a obie nigdy nie stoją w tym samym obszarze. Gdy płytka połączy trakt lub miasto czarodzieja z traktem lub miastem czarownicy, gracz, który ją położył, musi od razu przestawić jedną z nich. Jeśli żadna nie może nigdzie pójść, jedna z nich schodzi z planszy. Figurki nie należą do nikogo i nie zajmują niczyjego miejsca: podwładni mogą do nich dołączyć. Gdy punktowany jest trakt lub miasto z czarodziejem, każdy, kto dostaje za nie punkty, otrzymuje 1 punkt więcej za każdą jego płytkę; z czarownicą dostaje połowę punktów, w zaokrągleniu w górę. Punktowany trakt lub miasto odsyła swoją magiczną figurkę z planszy. Na koniec figurki tak samo zmieniają punkty otwartych traktów i miast, na których stoją. (Pytanie pada po twojej figurce, zanim cokolwiek zostanie punktowane: kolejność niczego nie zmienia.)
turn-magic-here = { $name } stawia lub przestawia magiczną figurkę: wybierz czarodzieja lub czarownicę, potem kliknij zaznaczony trakt lub miasto (albo naciśnij jego numer).
turn-magic = { $name } stawia lub przestawia czarodzieja lub czarownicę.
magic-mage = czarodziej
magic-witch = czarownica
magic-leaves = { $figure } schodzi z planszy
inspect-mage = czarodziej: +1 za płytkę
inspect-witch = czarownica: połowa punktów
