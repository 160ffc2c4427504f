# Aan tafel: paneel, beurt, tip, tegels, logboek, inspecteur,
# weilandweergave, einde van het spel en kijker.

points = { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}

## Het paneel

panel-title = Carcassonne
panel-scoreboard = Scorebord
seat-computer = { $name } (AI { $level })
seat-here = { $name } (hier)
panel-meeples = { $supply }/{ $all } meeples
panel-meeples-hover = volgelingen in voorraad
panel-figure-out = in het spel
panel-figure-ready = klaar
panel-scoring = Beurten en punten
panel-keys = F: alles tonen · wiel: zoomen · slepen: schuiven · M: dempen · P: paneel
panel-keys-turn = Tab: volgend vak · R: draaien · 1–9: plek · Enter: beurt beëindigen · Esc: tegel terug
button-farm-view = Weilandweergave (V)
button-farm-view-hover = kleur elk weiland in de kleur van de eigenaar en toon de steden die het telt
button-new-game = Nieuw spel
button-undo = Beurt terug
button-undo-hover = hele beurten terugnemen, tot de laatste die een mens speelde (Ctrl+Z)
button-save-as = Opslaan als…

## De beurt

turn-thinking = { $name } heeft een tegel ({ $tile }) en denkt na…
turn-playing = { $name } heeft een tegel ({ $tile }) en speelt
turn-deploy = { $name } heeft een tegel ({ $tile }) en mag een meeple op een plek zetten (klik), en beëindigt dan de beurt (Enter)
turn-place = { $name } heeft een tegel ({ $tile }) en sleept hem naar een groen vak (R / wiel / rechtsklik draait hem)
button-end-turn = Beurt beëindigen (Enter)
button-end-turn-no-meeple = Beurt beëindigen zonder meeple (Spatie)
button-take-back-meeple = Meeple terugnemen

## De tip

hint-button = Tip (H)
hint-thinking = Tip: denkt na…
hint-hover = de zet van de moeilijke computer, getoond als geest
hint-hover-step = de keuze van de computerspelers voor deze stap
hint-shown-tile = op tafel getoond: de tegel, geen meeple
hint-shown-meeple = op tafel getoond: de tegel en een meeple
hint-shown-step-ring = op tafel getoond: de grote gouden ring markeert de voorgestelde keuze
hint-shown-step = suggestie: { $choice }

## De overgebleven tegels

tiles-left = Tegels over: { $count }
tiles-left-chances = elk met de kans dat het de volgende is
tiles-left-kind = { $tile }
    nog { $count }
tiles-left-kind-next = { $tile }
    nog { $count }; de volgende tegel: { $next }
tiles-left-in-hand = nee, het is die in de hand

## De namen van de tegels, deel voor deel

tile-parts-separator = {", "}
tile-city = stad aan { $sides ->
    [1] één kant
    [2] twee kanten
    [3] drie kanten
   *[4] vier kanten
}
tile-city-shield = stad aan { $sides ->
    [1] één kant
    [2] twee kanten
    [3] drie kanten
   *[4] vier kanten
} met wapenschild
tile-city-caps = { $count } stadsdelen
tile-cities = { $count } aparte steden
tile-road = weg
tile-straight-road = rechte weg
tile-road-bend = bocht
tile-crossroads = kruising van { $count }
tile-road-round = één weg naar drie kanten rond een put
tile-roads-to-gates = { $count } wegen naar stadspoorten
tile-monastery = klooster
tile-abbey = abdij, rondom ommuurd
tile-field = weiland

## Het logboek van de telling

category-road = weg
category-city = stad
category-monastery = klooster
category-field = weiland
log-scored = { $names } +{ $points } { $what }
log-scored-final = { $names } +{ $points } { $what } (slot)
log-paid-by = { $what } van { $name }
log-took-back = { $turns ->
    [one] 1 beurt
   *[other] { $turns } beurten
} teruggenomen; { $name } is aan de beurt

## Het einde van het spel

end-title = Eindstand
end-winners = { $count ->
    [one] { $names } wint!
   *[other] { $names } winnen!
}
end-total = totaal
end-watch-again = Dit spel nog eens bekijken
end-watch-again-hover = beurt voor beurt doorlopen
end-chart-turns = { $turns ->
    [one] 1 beurt
   *[other] { $turns } beurten
}

## Ongedaan maken

undo-title = Beurt terug
undo-question = { $turns ->
    [one] Je laatste beurt terugnemen?
   *[other] De laatste { $turns } beurten terugnemen, tot je eigen beurt?
}
undo-same-tiles = Dezelfde tegels worden opnieuw getrokken.
undo-button = Terug (Enter)
undo-cancel = Annuleren (Esc)

## Een spel nog eens bekijken

viewer-title = Het spel bekijken
viewer-end-of-record = het einde van de opname
viewer-next-place = hierna: { $tile } ({ $name }) naar ({ $x }, { $y })
viewer-next-discard = hierna: { $tile } past nergens en wordt afgelegd
viewer-start = het begin (Home)
viewer-back = een beurt terug (←)
viewer-play = vanzelf verder spelen (Spatie)
viewer-on = een beurt verder (→)
viewer-end = het einde (End)
viewer-of-turns = van { $turns } beurten
viewer-close = Sluiten
viewer-to-play = { $name } is aan de beurt; { $next }
viewer-as-it-ended = het spel zoals het eindigde

## Boven de tafel: dode vakken, weilandweergave, meldingen

dead-square = Geen komende tegel past hier: dit vak blijft leeg.
square-fits = { $fit } van de { $left } komende tegels passen hier: { $kinds }
square-fits-more = { $fit } van de { $left } komende tegels passen hier: { $kinds }; en nog { $more } soorten
square-hold-shift = houd Shift ingedrukt om ze in elke passende draaiing te zien
farm-label = { $points } · { $cities ->
    [one] 1 stad
   *[other] { $cities } steden
}
# Why a move is refused (rules::Refusal), shown where the tile was put
refusal-edges = past niet
refusal-taken = dit vak is bezet
refusal-apart = moet aan een tegel grenzen
refusal-open = heeft aan elke kant een tegel nodig
refusal-no-such-rotation = die draaiing bestaat niet
refusal-game-over = het spel is voorbij
refusal-nothing-placed = leg eerst de tegel
refusal-not-allowed = niet toegestaan

## De inspecteur

inspect-road = Weg
inspect-city = Stad
inspect-monastery = Klooster
inspect-field = Weiland
inspect-nobodys = van niemand
inspect-nobody = niemand
inspect-and = {" en "}
inspect-meeples = meeples: { $meeples }; van { $owners }
inspect-strength = sterkte in de meerderheid: { $meeples }; van { $owners }
inspect-field-worth = { $points ->
    [one] 1 punt
   *[other] { $points } punten
} aan het eind, zoals de steden nu zijn
inspect-complete = voltooid: { $points ->
    [one] 1 punt
   *[other] { $points } punten
}
inspect-never = { $points ->
    [one] 1 punt
   *[other] { $points } punten
} aan het eind: kan nooit voltooid worden (grenst aan een vak dat geen overgebleven tegel vult)
inspect-now-if-completed = nu { $points ->
    [one] 1 punt
   *[other] { $points } punten
}, voltooid { $done }
inspect-now = nu { $points ->
    [one] 1 punt
   *[other] { $points } punten
}

# The side panel's own buttons: narrower, wider, hidden, and back.
panel-narrow = Paneel smaller (P)
panel-widen = Paneel breder (P)
panel-hide = Paneel verbergen: het speelveld krijgt de ruimte (P)
panel-show = Paneel
panel-show-hover = Paneel tonen (P)
# The tiles left that no expansion brings.
tiles-left-base = Basisspel

## Het bord in woorden

voice-north = noord
voice-east = oost
voice-south = zuid
voice-west = west
voice-city = stad: { $sides }
voice-city-shield = stad met wapen: { $sides }
voice-road = weg: { $sides }
voice-river = rivier: { $sides }
voice-n-east = { $n } oost
voice-n-west = { $n } west
voice-n-north = { $n } noord
voice-n-south = { $n } zuid
voice-start-square = het startvak
voice-in-hand = In de hand, zo gedraaid: { $tile }.
voice-placed = Vak { $square }: { $tile }.
voice-completes = Maakt af: { $features }.
voice-feature-points = { $feature } ({ $points })
log-played = { $name } legde een tegel ({ $tile }) op vak { $square }.
log-played-figure = { $name } legde een tegel ({ $tile }) op vak { $square }: { $figure } ({ $feature }).
log-played-action = { $name } legde een tegel ({ $tile }) op vak { $square }; { $action }.
figure-follower = volgeling
seat-said = { $name }: { $points }; volgelingen in voorraad: { $followers }
seat-said-turn = { $name }, aan de beurt: { $points }; volgelingen in voorraad: { $followers }
