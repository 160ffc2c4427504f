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
panel-abbot-out = abt in het spel
panel-abbot-ready = abt klaar
panel-large-out = grote in het spel
panel-large-ready = grote klaar
panel-large-hover = de grote meeple, die als twee meeples telt
panel-open-goods = Handelswaar in open steden:
panel-open-goods-hover = wat het voltooien van de steden op tafel nog kan opleveren
panel-builder = bouwmeester
panel-pig = varken
panel-figure-out = in het spel
panel-figure-ready = klaar
panel-builder-pig-hover = de bouwmeester geeft een tweede tegel als je zijn weg of stad verlengt; het varken maakt elke stad van zijn weiland 4 waard voor jou
good-wine = wijn
good-grain = graan
good-cloth = stof
panel-scoring = Telling
panel-keys = F: alles tonen · wiel: zoomen · slepen: schuiven · M: dempen
button-farm-view = Weilandweergave (V)
button-farm-view-hover = kleur elk weiland in de kleur van de eigenaar en toon de steden die het telt
button-new-game = Nieuw spel
button-undo = Beurt terug
button-undo-hover = hele beurten terugnemen, tot de laatste die een mens speelde (Ctrl+Z)
button-save-as = Opslaan als…

## De beurt

turn-thinking = { $name } heeft een tegel ({ $tile }) en denkt na…
turn-playing = { $name } heeft een tegel ({ $tile }) en speelt
turn-deploy-large = { $name } heeft een tegel ({ $tile }) en mag een meeple op een plek zetten (klik; nog eens, of L, voor de grote meeple), en beëindigt dan de beurt (Enter)
turn-deploy = { $name } heeft een tegel ({ $tile }) en mag een meeple op een plek zetten (klik), en beëindigt dan de beurt (Enter)
turn-place = { $name } heeft een tegel ({ $tile }) en sleept hem naar een groen vak (R / wiel / rechtsklik draait hem)
turn-second-tile = Een tweede tegel voor { $name }: de weg of stad van de bouwmeester is verlengd.
button-end-turn = Beurt beëindigen (Enter)
button-end-turn-no-meeple = Beurt beëindigen zonder meeple (Spatie)
button-take-back-meeple = Meeple terugnemen
button-large-meeple = Grote meeple (L)
button-large-meeple-hover = de grote meeple telt als twee meeples; klik nog eens op de meeple of druk op L
button-recall-abbot = Abt terughalen
button-recall-abbot-hover = abt op ({ $x }, { $y }): telt nu zoals aan het eind

## De tip

hint-button = Tip (H)
hint-thinking = Tip: denkt na…
hint-hover = de zet van de moeilijke computer, getoond als geest
hint-shown-tile = op tafel getoond: de tegel, geen meeple
hint-shown-recall = op tafel getoond: de tegel; de abt terughalen
hint-shown-meeple = op tafel getoond: de tegel en een meeple
hint-shown-abbot = op tafel getoond: de tegel en de abt
hint-shown-large = op tafel getoond: de tegel en de grote meeple
hint-shown-builder = op tafel getoond: de tegel en de bouwmeester
hint-shown-pig = op tafel getoond: de tegel en het varken

## De overgebleven tegels

tiles-left = Tegels over: { $count }
tiles-left-chances = elk met de kans dat het de volgende is
tiles-left-kind = { $tile }
    nog { $count }
tiles-left-kind-next = { $tile }
    nog { $count }; de volgende tegel: { $next }
tiles-left-in-hand = nee, het is die in de hand
tiles-left-river-first = nog niet (eerst de rivier)

## De namen van de tegels, deel voor deel

tile-parts-separator = {", "}
tile-lake = meer
tile-river-spring = bron
tile-river = rivier
tile-river-bend = rivierbocht
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
tile-road = weg
tile-straight-road = rechte weg
tile-road-bend = bocht
tile-crossroads = kruising van { $count }
tile-monastery = klooster
tile-garden = tuin
tile-field = weiland

## Het logboek van de telling

category-road = weg
category-inn = weg met herberg
category-city = stad
category-cathedral = stad met kathedraal
category-monastery = klooster
category-garden = tuin
category-field = weiland
category-goods = handelswaar
scored-most = meeste { $good }
log-scored = { $names } +{ $points } { $what }
log-scored-final = { $names } +{ $points } { $what } (slot)
log-recalled-abbot = { $name } haalt de abt terug
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
farm-label-pig = { $points } · { $cities ->
    [one] 1 stad
   *[other] { $cities } steden
} · { $pig } met het varken
popup-does-not-fit = past niet

## De inspecteur

inspect-road-inn = Weg met herberg
inspect-city-cathedral = Stad met kathedraal
inspect-road = Weg
inspect-city = Stad
inspect-monastery = Klooster
inspect-garden = Tuin
inspect-field = Weiland
inspect-nobodys = van niemand
inspect-and = {" en "}
inspect-meeples = meeples: { $meeples }; van { $owners }
inspect-meeples-large = meeples (een grote telt dubbel): { $meeples }; van { $owners }
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
inspect-goods = handelswaar: { $goods } (voor wie haar voltooit)
inspect-builder = bouwmeester van { $name }
inspect-pig = varken van { $name } (4 per stad voor { $name } als die telt)
