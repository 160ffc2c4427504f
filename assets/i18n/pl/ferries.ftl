# Promy: wszystkie słowa dodatku w oknie.

set-ferries = Promy
rules-ferries = Promy (8 płytek z jeziorem i promem)
rules-ferries-hover = Każdy trakt na płytce z jeziorem kończy się przy pomoście nad jeziorem. Kładąc taką płytkę, umieszczasz prom między dwoma jej pomostami, łącząc te trakty w jeden. Gdy twoja płytka przedłuża trakt z promem, możesz przestawić ten prom na dwa inne pomosty jego jeziora.
guide-ferries-title = Promy
guide-ferries-text = Osiem płytek ma pośrodku jezioro, a każdy trakt płytki kończy się przy drewnianym pomoście nad nim. Gdy kładziesz taką płytkę, możesz jak zwykle postawić podwładnego na jednym z jej traktów; potem musisz umieścić prom na jeziorze, od jednego pomostu do drugiego (kliknij pierścień na jeziorze albo wybierz przyciskami lub klawiszami z cyframi). Dwa trakty, które łączy, stają się jednym traktem, który liczy płytkę z jeziorem raz; pozostałe trakty kończą się przy jeziorze. Gdy płytka, którą kładziesz, przedłuża trakt z promem, możesz przestawić ten prom, czyli pierwszy prom wzdłuż traktu w każdym kierunku od twojej płytki: kliknij podświetlone jezioro, potem pierścień na nim dla dwóch innych pomostów, które prom połączy. Każdy prom można przestawić najwyżej raz na turę. Przestawienie może połączyć trakty i przeciąć jeden na dwa: podwładni zostają tam, gdzie stoją, a trakt ukończony przez przestawienie jest punktowany na koniec twojej tury.
turn-ferry-here = { $name }, umieść prom na swoim jeziorze: kliknij pierścień na nim albo wybierz dwa trakty, które połączy.
turn-ferry = { $name } umieszcza prom.
turn-ferry-move-here = { $name }, możesz przestawić prom: kliknij podświetlone jezioro, potem pierścień na nim dla nowego miejsca promu; albo zostaw promy na miejscu.
turn-ferry-move = { $name } może przestawić prom.
button-ferry-stay = Zostaw promy na miejscu
button-ferry-stay-hover = Nie przestawiaj w tej turze żadnego promu.
ferry-ne = północ – wschód
ferry-ns = północ – południe
ferry-nw = północ – zachód
ferry-es = wschód – południe
ferry-ew = wschód – zachód
ferry-sw = południe – zachód
log-ferry-laid = { $name }: umieszczono prom łączący trakty { $place }.
log-ferry-moved = { $name }: przestawiono prom; teraz łączy trakty { $place }.
log-ferry-builder-home = Budowniczy gracza { $name } został odcięty od swojego podwładnego i wrócił do zapasu.
tile-ferry-lake = { $count } trakty do jeziora z promem
