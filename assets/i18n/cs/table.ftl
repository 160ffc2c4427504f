# U stolu: panel, tah, rada, kartičky, záznam, inspektor, pohled na
# louky, konec hry a přehrávač.

points = { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}

## Panel

panel-title = Carcassonne
panel-scoreboard = Body
seat-computer = { $name } (AI { $level })
seat-here = { $name } (tady)
panel-meeples = { $supply }/{ $all } figurek
panel-meeples-hover = figurky v zásobě
panel-figure-out = ve hře
panel-figure-ready = připraven
panel-scoring = Průběh hry
panel-keys = F: celý stůl · kolečko: zoom · tažení: posun · M: ztlumit · P: panel
panel-keys-turn = Tab: další pole · R: otočit · 1–9: místo · Enter: konec tahu · Esc: vrátit kartičku
button-farm-view = Pohled na louky (V)
button-farm-view-hover = obarvit každou louku barvou majitele a ukázat města, která počítá
button-new-game = Nová hra
button-undo = Vrátit tah
button-undo-hover = vrátit celé tahy, až k poslednímu, který hrál člověk (Ctrl+Z)
button-save-as = Uložit jako…

## Tah

turn-thinking = { $name } drží kartičku ({ $tile }) a přemýšlí…
turn-playing = { $name } drží kartičku ({ $tile }) a hraje
turn-deploy = { $name } drží kartičku ({ $tile }) a může postavit figurku na bod (klik), pak ukončí tah (Enter)
turn-place = { $name } drží kartičku ({ $tile }) a táhne ji na zelené pole (R / kolečko / pravé tlačítko ji otáčí)
button-end-turn = Ukončit tah (Enter)
button-end-turn-no-meeple = Ukončit tah bez figurky (mezerník)
button-take-back-meeple = Vzít figurku zpět

## Rada

hint-button = Rada (H)
hint-thinking = Rada: přemýšlím…
hint-hover = tah těžkého počítače, ukázaný jako duch
hint-hover-step = volba počítačových hráčů pro tento krok
hint-shown-tile = ukázáno na stole: kartička, bez figurky
hint-shown-meeple = ukázáno na stole: kartička a figurka
hint-shown-step-ring = ukázáno na stole: velký zlatý kruh označuje navrženou volbu
hint-shown-step = návrh: { $choice }

## Zbývající kartičky

tiles-left = Zbývá kartiček: { $count }
tiles-left-chances = každá se šancí, že přijde jako další
tiles-left-kind = { $tile }
    ještě { $count }
tiles-left-kind-next = { $tile }
    ještě { $count }; další kartička: { $next }
tiles-left-in-hand = ne, to je ta v ruce

## Názvy kartiček, část po části

tile-parts-separator = {", "}
tile-city = město { $sides ->
    [1] na jedné straně
    [2] na dvou stranách
    [3] na třech stranách
   *[4] na čtyřech stranách
}
tile-city-shield = město { $sides ->
    [1] na jedné straně
    [2] na dvou stranách
    [3] na třech stranách
   *[4] na čtyřech stranách
} s erbem
tile-city-caps = { $count ->
    [one] { $count } část města
    [few] { $count } části měst
   *[other] { $count } částí měst
}
tile-cities = oddělená města: { $count }
tile-road = cesta
tile-straight-road = rovná cesta
tile-road-bend = zatáčka
tile-crossroads = křižovatka { $count } cest
tile-road-round = jedna cesta na tři strany kolem studny
tile-roads-to-gates = cesty k městským branám: { $count }
tile-monastery = klášter
tile-abbey = opatství obehnané zdí
tile-field = louka

## Záznam bodování

category-road = cesta
category-city = město
category-monastery = klášter
category-field = louka
log-scored = { $names } +{ $points } { $what }
log-scored-final = { $names } +{ $points } { $what } (na konci)
log-paid-by = { $what } od hráče { $name }
log-took-back = vráceno { $turns ->
    [one] 1 tah
    [few] { $turns } tahy
   *[other] { $turns } tahů
}; hraje { $name }

## Konec hry

end-title = Konečné skóre
end-winners = { $count ->
    [one] Vyhrává { $names }!
   *[other] Vyhrávají { $names }!
}
end-total = celkem
end-watch-again = Přehrát tuto hru znovu
end-watch-again-hover = projít ji tah po tahu
end-chart-turns = { $turns ->
    [one] 1 tah
    [few] { $turns } tahy
   *[other] { $turns } tahů
}

## Vrácení

undo-title = Vrátit
undo-question = { $turns ->
    [one] Vrátit tvůj poslední tah?
    [few] Vrátit poslední { $turns } tahy, až k tvému?
   *[other] Vrátit posledních { $turns } tahů, až k tvému?
}
undo-same-tiles = Znovu se vytáhnou stejné kartičky.
undo-button = Vrátit (Enter)
undo-cancel = Zrušit (Esc)

## Přehrávání hry

viewer-title = Přehrávání hry
viewer-end-of-record = konec záznamu
viewer-next-place = dál: { $tile } ({ $name }) na ({ $x }, { $y })
viewer-next-discard = dál: { $tile } nikam nepasuje a odkládá se
viewer-start = začátek (Home)
viewer-back = o tah zpět (←)
viewer-play = přehrávat samo (mezerník)
viewer-on = o tah dál (→)
viewer-end = konec (End)
viewer-of-turns = z { $turns } tahů
viewer-close = Zavřít
viewer-to-play = hraje { $name }; { $next }
viewer-as-it-ended = hra, jak skončila

## Nad stolem: mrtvá pole, pohled na louky, bubliny

dead-square = Žádná přicházející kartička sem nepasuje: toto pole zůstane prázdné.
square-fits = Sem pasuje { $fit } z { $left } přicházejících kartiček: { $kinds }
square-fits-more = Sem pasuje { $fit } z { $left } přicházejících kartiček: { $kinds }; a další druhy: { $more }
square-hold-shift = podrž Shift a uvidíš je v každém otočení, které pasuje
farm-label = { $points } · { $cities ->
    [one] 1 město
    [few] { $cities } města
   *[other] { $cities } měst
}
# Why a move is refused (rules::Refusal), shown where the tile was put
refusal-edges = nepasuje
refusal-taken = toto pole je obsazené
refusal-apart = musí sousedit s kartičkou
refusal-open = potřebuje kartičku na každé straně
refusal-no-such-rotation = takové otočení neexistuje
refusal-game-over = hra skončila
refusal-nothing-placed = nejdřív polož kartičku
refusal-not-allowed = nepovoleno

## Inspektor

inspect-road = Cesta
inspect-city = Město
inspect-monastery = Klášter
inspect-field = Louka
inspect-nobodys = ničí
inspect-nobody = nikomu
inspect-and = {" a "}
inspect-meeples = figurky: { $meeples }; patří: { $owners }
inspect-strength = síla ve většině: { $meeples }; patří: { $owners }
inspect-field-worth = { $points ->
    [one] 1 bod
    [few] { $points } body
   *[other] { $points } bodů
} na konci, podle současných měst
inspect-complete = dokončeno: { $points ->
    [one] 1 bod
    [few] { $points } body
   *[other] { $points } bodů
}
inspect-never = { $points ->
    [one] 1 bod
    [few] { $points } body
   *[other] { $points } bodů
} na konci: nikdy se nedokončí (sousedí s polem, které žádná zbývající kartička nezaplní)
inspect-now-if-completed = teď { $points ->
    [one] 1 bod
    [few] { $points } body
   *[other] { $points } bodů
}, po dokončení { $done }
inspect-now = teď { $points ->
    [one] 1 bod
    [few] { $points } body
   *[other] { $points } bodů
}

# The side panel's own buttons: narrower, wider, hidden, and back.
panel-narrow = Zúžit panel (P)
panel-widen = Rozšířit panel (P)
panel-hide = Skrýt panel: místo dostane hrací plocha (P)
panel-show = Panel
panel-show-hover = Zobrazit panel (P)
# The tiles left that no expansion brings.
tiles-left-base = Základní hra

## Plán slovy

voice-north = sever
voice-east = východ
voice-south = jih
voice-west = západ
voice-city = město: { $sides }
voice-city-shield = město se znakem: { $sides }
voice-road = cesta: { $sides }
voice-river = řeka: { $sides }
voice-n-east = { $n } na východ
voice-n-west = { $n } na západ
voice-n-north = { $n } na sever
voice-n-south = { $n } na jih
voice-start-square = startovní pole
voice-in-hand = V ruce, takto otočená: { $tile }.
voice-placed = Pole { $square }: { $tile }.
voice-completes = Dokončí: { $features }.
voice-feature-points = { $feature } ({ $points })
log-played = { $name }: kartička ({ $tile }) na pole { $square }.
log-played-figure = { $name }: kartička ({ $tile }) na pole { $square }; { $figure } – { $feature }.
log-played-action = { $name }: kartička ({ $tile }) na pole { $square }; { $action }.
figure-follower = figurka
seat-said = { $name }: { $points }; figurky v zásobě: { $followers }
seat-said-turn = { $name }, na tahu: { $points }; figurky v zásobě: { $followers }
