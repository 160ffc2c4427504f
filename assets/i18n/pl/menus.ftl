# Menu i okna: nowa gra, dołączanie, ustawienia, zapisy, statystyki,
# poczekalnie i komunikaty sieci.

## Słowa dla rzeczy z gry

colour-black = Czarny
colour-red = Czerwony
colour-green = Zielony
colour-blue = Niebieski
colour-yellow = Żółty
colour-pink = Różowy
level-random = losowy
level-easy = łatwy
level-normal = średni
level-hard = trudny
level-outlook = prognoza
seat-computer-level = SI { $level }

## Nowa gra

new-game-title = Nowa gra
new-game-continue = Kontynuuj ostatnią grę ({ $players }; { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
})
new-game-continue-hosted = Kontynuuj ostatnią grę i udostępnij ją znowu ({ $players }; { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
})
new-game-load = Wczytaj zapisaną grę…
new-game-file-kept = plik pozostawiono bez zmian
new-game-players = Gracze
new-game-human = Człowiek
new-game-network = Sieć
new-game-network-hover = gracz, który dołącza z innego komputera
new-game-colours-clash = Dwóch graczy ma ten sam kolor.
new-game-host-port = Udostępnij na porcie
new-game-open-lobby = Otwórz poczekalnię
new-game-start = Rozpocznij grę
new-game-start-hover = Albo naciśnij Enter
new-game-no-aids = Bez pomocy
new-game-no-aids-hover = bez podpowiedzi, bez cofania, bez martwych pól, bez szans: zasady jak przy stole
button-settings = Ustawienia…
button-statistics = Statystyki…
rules-farmers = Chłopi (pola punktowane na końcu)
group-big-box = Małe dodatki z Big Box
rules-anniversary = Mini-dodatek na 20-lecie (wkrótce)

## Dołączanie do gry sieciowej

join-title = Dołącz do gry sieciowej
join-title-found = Dołącz do gry sieciowej (znalezione w tej sieci: { $count })
join-your-name = Twoje imię
join-name-unknown = Gracz
join-password = Hasło
join-password-hint = jeśli gra je ma
join-none-found = Teraz nikt w tej sieci nie udostępnia gry.
join-button = Dołącz
join-watch = Oglądaj
join-watch-hover = Oglądaj grę bez miejsca przy stole: widzisz każdy ruch, ale nie grasz
lobby-watching = Oglądają:
lobby-send-away = Odeślij { $name } (przestanie oglądać)
join-under-way = w toku, jedno miejsce wolne
join-in-lobby = w poczekalni
join-in-lobby-private = w poczekalni, prywatna (wymaga hasła)
join-found-game = Gra gracza { $host } pod { $address }: { $what }, wolne miejsca: { $free } z { $seats }
join-other-version = (Carcassonne { $theirs }; to jest { $ours })
join-address = Adres lub kod
join-address-hint = host:port lub kod

## Ustawienia

settings-title = Ustawienia
settings-language = Język
settings-master-volume = Głośność ogólna
settings-effects = Efekty
settings-music = Muzyka
settings-mute = Wycisz (M)
settings-reduce-motion = Ogranicz ruch
settings-reduce-motion-hover = płytki, pionki, widok i punkty od razu znajdują się na miejscu, bez ruchu
settings-text-size = Rozmiar tekstu
settings-offer-guide = Zaproponuj znowu przewodnik po pierwszej grze
settings-offer-guide-hover = jest proponowany w oknie nowej gry

## Gra sieciowa: poczekalnie i miejsca

seat-you = ty
seat-computer-standing = komputer, poziom { $level }
seat-at-host = przy ekranie gospodarza
seat-joined = dołączył
seat-connection-lost = utracono połączenie
seat-waiting = czeka na gracza…
seat-here-screen = tutaj, przy tym ekranie
lobby-title = Poczekalnia
lobby-this-address = adres tego komputera
lobby-hosting = Udostępniono na porcie { $port }. Znajomi w tej sieci znajdą grę w swoim oknie nowej gry lub dołączą do { $address }:{ $port }.
lobby-password-hint = brak: każdy w sieci może dołączyć
lobby-password-hover = Dołączający muszą je wpisać; gra jest pokazywana jako prywatna.
lobby-not-full = nie każde miejsce ma już gracza
lobby-start-with-computers = Zacznij, komputery na pustych miejscach
lobby-back = Wstecz
lobby-release-seat = Oddaj miejsce gracza { $name } komuś innemu
lobby-release-seat-hover = Ekran jego gracza zostaje zwolniony; kto dołączy następny, może tam usiąść.
network-title = Gra sieciowa
network-in-game-at = W grze pod { $address }.
network-waiting-for-start = Czekam, aż gospodarz rozpocznie grę…
network-connecting = Łączenie z { $address }…
network-back-to-menu = Wróć do menu
network-host-lost = Gospodarz nie odpowiada; próbuję wrócić ({ $seconds } s)…
away-title = Nieobecni gracze
away-computer-until-joined = Komputer gra za { $name }, dopóki nie dołączy gracz.
away-computer-until-back = Komputer gra za { $name }, dopóki nie wróci.
away-not-connected = { $name } nie jest połączony.
away-not-connected-for = { $name } nie jest połączony ({ $seconds } s).
away-let-computer-play = Niech gra komputer
away-release = Oddaj komuś innemu
away-release-hover = Kto dołączy następny, może grać na tym miejscu.

## Zapisane gry

save-finished = zakończona
save-tiles-left = { $count ->
    [one] została 1 płytka
    [few] zostały { $count } płytki
   *[many] zostało { $count } płytek
}
save-name-vs = {" kontra "}
save-title = Zapisz grę jako
save-name = Nazwa
save-button = Zapisz
save-no-folder = brak folderu na zapisane gry w tym systemie
save-saved-to = zapisano w { $path }
load-title = Wczytaj zapisaną grę
load-none = Nie ma jeszcze zapisanych gier: użyj „Zapisz jako…” w trakcie gry.
load-button = Wczytaj
load-cannot-read = nie można wczytać
load-watch = Obejrzyj
load-seats-note = Miejsca graczy (człowiek lub komputer) są brane z okna nowej gry.

## Statystyki i czat

stats-title = Statystyki
stats-broken = Plik pozostaje bez zmian, a gry nie są w nim liczone: przenieś go, aby zacząć nowe statystyki.
stats-none = Żadna gra nie została jeszcze ukończona.
stats-played = rozegrane
stats-won = wygrane
stats-best = najlepszy
stats-average = średnia
stats-computers = Komputery
chat-title = Czat
chat-hint = powiedz coś (Enter)
join-cannot-look = nie można szukać gier: { $problem }
network-host-closed = Gospodarz zamknął grę.
network-gave-up = { $problem } (ponawiano przez { $seconds } s)
network-refused = gospodarz odmawia: { $reason }
network-cannot-host = Nie można udostępnić gry: { $problem }
network-cannot-join = Nie można dołączyć: { $problem }
lobby-unlisted = Niewidoczna w tej sieci: { $problem }
refused-password-needed = ta gra ma hasło: wpisz je obok swojego imienia i dołącz ponownie
refused-wrong-password = złe hasło do tej gry
refused-no-free-seat = każde miejsce w tej grze ma swojego gracza (kto był tu wcześniej, wraca ze swojego ekranu)
refused-seat-given-away = gospodarz oddał twoje miejsce komuś innemu

## Pliki, których nie udało się odczytać

problem-settings = Nie udało się odczytać ustawień; używane są domyślne, a plik zostaje zachowany.
problem-autosave = Nie udało się odczytać ostatniej gry; plik pozostawiono bez zmian.
problem-statistics = Nie udało się odczytać statystyk.

## Internet play: the join code

new-game-internet = Także z dowolnego miejsca, z kodem
new-game-internet-hover = Znajomi w internecie dołączają kodem widocznym w poczekalni. Przez przekaźnik, gdy nie ma bezpośredniej drogi; szyfrowane od końca do końca.
new-game-relay = Przekaźnik
new-game-relay-hint = publiczne przekaźniki
lobby-code = Znajomi z dowolnego miejsca dołączają tym kodem:
lobby-code-waiting = Pobieranie kodu…
lobby-code-copy = Kopiuj
lobby-code-copied = Skopiowano
lobby-no-internet = Nie w internecie: { $problem }
code-bad-length = Kod ma 58 liter i cyfr, a nie { $count }.
code-other-version = Ten kod pochodzi z innej wersji gry.
code-bad-relay = Przekaźnik po @ nie jest adresem internetowym: { $relay }
code-wrong-letter = Jedna litera tego kodu jest błędna: skopiuj go ponownie.
code-no-own-relay = Nie można połączyć się z przekaźnikiem gry ({ $relay }): czy ten komputer jest w internecie?
code-no-relay = Nie można połączyć się z żadnym przekaźnikiem: czy ten komputer jest w internecie?
code-host-silent = Gospodarz tego kodu nie odpowiada: gra może być zamknięta albo jego komputer poza siecią.
code-host-own-relay-silent = Przekaźnik { $relay } nie odpowiada: gracze z internetu nie mogą jeszcze dołączyć.
code-host-no-relay = Żaden publiczny przekaźnik nie odpowiada: gracze z internetu nie mogą jeszcze dołączyć. Czy ten komputer jest w internecie?
side-copy-code = Kopiuj kod

## The window cannot open: no graphics driver (printed, then the game ends)

no-graphics-driver = żaden sterownik grafiki nie może narysować okna (nie odpowiada żaden sterownik Vulkan): zainstaluj sterownik karty graficznej ({ $install }) i uruchom grę ponownie.
