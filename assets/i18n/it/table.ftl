# Al tavolo: pannello, turno, suggerimento, tessere, registro, ispettore,
# vista dei prati, fine partita e visore.

points = { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}

## Il pannello

panel-title = Carcassonne
panel-scoreboard = Punteggi
seat-computer = { $name } (IA { $level })
seat-here = { $name } (qui)
panel-meeples = { $supply }/{ $all } meeple
panel-meeples-hover = seguaci nella riserva
panel-figure-out = in gioco
panel-figure-ready = pronto
panel-scoring = Turni e punti
panel-keys = F: vedi tutto · rotella: zoom · trascina: sposta · M: muto · P: pannello
panel-keys-turn = Tab: casella successiva · R: ruota · 1–9: posto · Invio: fine turno · Esc: riprendi la tessera
button-farm-view = Vista dei prati (V)
button-farm-view-hover = colora ogni prato del colore del suo proprietario e mostra le città che conta
button-new-game = Nuova partita
button-undo = Annulla turno
button-undo-hover = annulla turni interi, fino all'ultimo giocato da una persona (Ctrl+Z)
button-save-as = Salva come…

## Il turno

turn-thinking = { $name } ha una tessera ({ $tile }) e sta pensando…
turn-playing = { $name } ha una tessera ({ $tile }) e sta giocando
turn-deploy = { $name } ha una tessera ({ $tile }) e può mettere un meeple su un punto (clic), poi finisce il turno (Invio)
turn-place = { $name } ha una tessera ({ $tile }) e la trascina su una casella verde (R / rotella / clic destro la ruota)
button-end-turn = Fine turno (Invio)
button-end-turn-no-meeple = Fine turno senza meeple (Spazio)
button-take-back-meeple = Riprendi il meeple

## Il suggerimento

hint-button = Suggerimento (H)
hint-thinking = Suggerimento: sto pensando…
hint-hover = la mossa del computer difficile, mostrata come fantasma
hint-hover-step = la scelta dei giocatori computer per questo passo
hint-shown-tile = mostrato sul tavolo: la tessera, nessun meeple
hint-shown-meeple = mostrato sul tavolo: la tessera e un meeple
hint-shown-step-ring = mostrato sul tavolo: il grande anello dorato indica la scelta suggerita
hint-shown-step = suggerimento: { $choice }

## Le tessere rimaste

tiles-left = Tessere rimaste: { $count }
tiles-left-chances = ognuna con la probabilità di essere la prossima
tiles-left-kind = { $tile }
    ancora { $count }
tiles-left-kind-next = { $tile }
    ancora { $count }; la prossima tessera: { $next }
tiles-left-in-hand = no, è quella in mano

## I nomi delle tessere, parte per parte

tile-parts-separator = {", "}
tile-city = città su { $sides ->
    [1] un lato
    [2] due lati
    [3] tre lati
   *[4] quattro lati
}
tile-city-shield = città su { $sides ->
    [1] un lato
    [2] due lati
    [3] tre lati
   *[4] quattro lati
} con stemma
tile-city-caps = { $count } pezzi di città
tile-cities = { $count } città separate
tile-road = strada
tile-straight-road = strada dritta
tile-road-bend = curva
tile-crossroads = incrocio di { $count }
tile-road-round = una strada verso tre lati attorno a un pozzo
tile-roads-to-gates = { $count } strade verso porte di città
tile-monastery = monastero
tile-abbey = abbazia cinta da mura
tile-field = prato

## Il registro dei punteggi

category-road = strada
category-city = città
category-monastery = monastero
category-field = prato
log-scored = { $names } +{ $points } { $what }
log-scored-final = { $names } +{ $points } { $what } (finale)
log-paid-by = { $what } da { $name }
log-took-back = { $turns ->
    [one] annullato 1 turno
   *[other] annullati { $turns } turni
}; tocca a { $name }

## La fine della partita

end-title = Punteggi finali
end-winners = { $count ->
    [one] Vince { $names }!
   *[other] Vincono { $names }!
}
end-total = totale
end-watch-again = Rivedi questa partita
end-watch-again-hover = ripercorrila turno per turno
end-chart-turns = { $turns ->
    [one] 1 turno
   *[other] { $turns } turni
}

## Annulla

undo-title = Annulla
undo-question = { $turns ->
    [one] Annullare il tuo ultimo turno?
   *[other] Annullare gli ultimi { $turns } turni, fino al tuo?
}
undo-same-tiles = Verranno pescate di nuovo le stesse tessere.
undo-button = Annulla (Invio)
undo-cancel = Lascia (Esc)

## Rivedere una partita

viewer-title = Rivedi la partita
viewer-end-of-record = la fine della registrazione
viewer-next-place = prossima: { $tile } ({ $name }) in ({ $x }, { $y })
viewer-next-discard = prossima: { $tile } non va da nessuna parte e viene scartata
viewer-start = l'inizio (Home)
viewer-back = un turno indietro (←)
viewer-play = vai avanti da solo (Spazio)
viewer-on = un turno avanti (→)
viewer-end = la fine (Fine)
viewer-of-turns = di { $turns } turni
viewer-close = Chiudi
viewer-to-play = tocca a { $name }; { $next }
viewer-as-it-ended = la partita com'è finita

## Sul tavolo: caselle morte, vista dei prati, avvisi

dead-square = Nessuna tessera in arrivo va qui: questa casella resterà vuota.
square-fits = { $fit } delle { $left } tessere in arrivo vanno qui: { $kinds }
square-fits-more = { $fit } delle { $left } tessere in arrivo vanno qui: { $kinds }; e altri { $more } tipi
square-hold-shift = tieni premuto Maiusc per vederle in ogni rotazione che va
farm-label = { $points } · { $cities ->
    [one] 1 città
   *[other] { $cities } città
}
# Why a move is refused (rules::Refusal), shown where the tile was put
refusal-edges = non va
refusal-taken = casella già occupata
refusal-apart = deve toccare una tessera
refusal-open = ha bisogno di una tessera su ogni lato
refusal-no-such-rotation = rotazione inesistente
refusal-game-over = la partita è finita
refusal-nothing-placed = prima piazza la tessera
refusal-not-allowed = non consentito

## L'ispettore

inspect-road = Strada
inspect-city = Città
inspect-monastery = Monastero
inspect-field = Prato
inspect-nobodys = di nessuno
inspect-nobody = nessuno
inspect-and = {" e "}
inspect-meeples = meeple: { $meeples }; di { $owners }
inspect-strength = forza nella maggioranza: { $meeples }; di { $owners }
inspect-field-worth = { $points ->
    [one] 1 punto
   *[other] { $points } punti
} alla fine, con le città come ora
inspect-complete = completata: { $points ->
    [one] 1 punto
   *[other] { $points } punti
}
inspect-never = { $points ->
    [one] 1 punto
   *[other] { $points } punti
} alla fine: non potrà mai essere completata (confina con una casella che nessuna tessera rimasta riempie)
inspect-now-if-completed = { $points ->
    [one] 1 punto
   *[other] { $points } punti
} ora, { $done } se completata
inspect-now = { $points ->
    [one] 1 punto
   *[other] { $points } punti
} ora

# The side panel's own buttons: narrower, wider, hidden, and back.
panel-narrow = Restringi il pannello (P)
panel-widen = Allarga il pannello (P)
panel-hide = Nascondi il pannello: il tabellone prende il posto (P)
panel-show = Pannello
panel-show-hover = Mostra il pannello (P)
# The tiles left that no expansion brings.
tiles-left-base = Gioco base

## Il tavolo a parole

voice-north = nord
voice-east = est
voice-south = sud
voice-west = ovest
voice-city = città: { $sides }
voice-city-shield = città con stemma: { $sides }
voice-road = strada: { $sides }
voice-river = fiume: { $sides }
voice-n-east = { $n } a est
voice-n-west = { $n } a ovest
voice-n-north = { $n } a nord
voice-n-south = { $n } a sud
voice-start-square = la casella di partenza
voice-in-hand = In mano, così ruotata: { $tile }.
voice-placed = Casella { $square }: { $tile }.
voice-completes = Completa: { $features }.
voice-feature-points = { $feature } ({ $points })
log-played = { $name } ha messo una tessera ({ $tile }) nella casella { $square }.
log-played-figure = { $name } ha messo una tessera ({ $tile }) nella casella { $square }: { $figure } ({ $feature }).
log-played-action = { $name } ha messo una tessera ({ $tile }) nella casella { $square }; { $action }.
figure-follower = seguace
seat-said = { $name }: { $points }; seguaci nella riserva: { $followers }
seat-said-turn = { $name }, di turno: { $points }; seguaci nella riserva: { $followers }
