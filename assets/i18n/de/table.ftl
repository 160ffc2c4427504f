# Am Tisch: Seitenleiste, Zug, Tipp, Plättchen, Protokoll, Inspektor,
# Wiesenansicht, Endstand und Wiedergabe.

points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}

## Die Seitenleiste

panel-title = Carcassonne
panel-scoreboard = Punktestand
seat-computer = { $name } (KI { $level })
seat-here = { $name } (hier)
panel-meeples = { $supply }/{ $all } Meeple
panel-meeples-hover = Gefolgsleute im Vorrat
panel-figure-out = im Spiel
panel-figure-ready = bereit
panel-scoring = Spielverlauf
panel-keys = F: alles zeigen · Rad: Zoom · Ziehen: Verschieben · M: stumm · P: Leiste
panel-keys-turn = Tab: nächstes Feld · R: drehen · 1–9: Platz · Enter: Zug beenden · Esc: Plättchen zurück
button-farm-view = Wiesenansicht (V)
button-farm-view-hover = jede Wiese in der Farbe ihres Besitzers tönen und die Städte zeigen, die sie wertet
button-new-game = Neues Spiel
button-undo = Zug zurück
button-undo-hover = ganze Züge zurücknehmen, bis zum letzten Zug eines Menschen (Strg+Z)
button-save-as = Speichern unter…

## Der Zug

turn-thinking = { $name } hält ein Plättchen ({ $tile }) und denkt nach…
turn-playing = { $name } hält ein Plättchen ({ $tile }) und spielt
turn-deploy = { $name } hält ein Plättchen ({ $tile }) und darf einen Meeple auf einen Punkt setzen (klicken), dann den Zug beenden (Enter)
turn-place = { $name } hält ein Plättchen ({ $tile }) und zieht es auf ein grünes Feld (R / Rad / Rechtsklick dreht es)
button-end-turn = Zug beenden (Enter)
button-end-turn-no-meeple = Zug ohne Meeple beenden (Leertaste)
button-take-back-meeple = Meeple zurücknehmen

## Der Tipp

hint-button = Tipp (H)
hint-thinking = Tipp: überlege…
hint-hover = der Zug des schweren Computerspielers, als Geist gezeigt
hint-hover-step = die Wahl der Computerspieler für diesen Schritt
hint-shown-tile = auf dem Tisch gezeigt: das Plättchen, kein Meeple
hint-shown-meeple = auf dem Tisch gezeigt: das Plättchen und ein Meeple
hint-shown-step-ring = auf dem Tisch gezeigt: der große goldene Ring markiert die vorgeschlagene Wahl
hint-shown-step = Vorschlag: { $choice }

## Die übrigen Plättchen

tiles-left = Übrige Plättchen: { $count }
tiles-left-chances = jedes mit der Chance, das nächste zu sein
tiles-left-kind = { $tile }
    noch { $count }
tiles-left-kind-next = { $tile }
    noch { $count }; als nächstes Plättchen: { $next }
tiles-left-in-hand = nein, es ist das in der Hand

## Namen der Plättchen, Teil für Teil

tile-parts-separator = {", "}
tile-city = Stadt an { $sides ->
    [1] einer Seite
    [2] zwei Seiten
    [3] drei Seiten
   *[4] vier Seiten
}
tile-city-shield = Stadt an { $sides ->
    [1] einer Seite
    [2] zwei Seiten
    [3] drei Seiten
   *[4] vier Seiten
} mit Wappen
tile-city-caps = { $count } Stadtteile
tile-cities = { $count } getrennte Städte
tile-road = Straße
tile-straight-road = gerade Straße
tile-road-bend = Straßenkurve
tile-crossroads = Kreuzung von { $count }
tile-road-round = eine Straße nach drei Seiten um einen Brunnen
tile-roads-to-gates = { $count } Straßen zu Stadttoren
tile-monastery = Kloster
tile-abbey = Abtei, ringsum ummauert
tile-field = Wiese

## Das Wertungsprotokoll

category-road = Straße
category-city = Stadt
category-monastery = Kloster
category-field = Wiese
log-scored = { $names } +{ $points } { $what }
log-scored-final = { $names } +{ $points } { $what } (Schluss)
log-paid-by = { $what } von { $name }
log-took-back = { $turns ->
    [one] 1 Zug
   *[other] { $turns } Züge
} zurückgenommen; { $name } ist dran

## Spielende

end-title = Endstand
end-winners = { $count ->
    [one] { $names } gewinnt!
   *[other] { $names } gewinnen!
}
end-total = gesamt
end-watch-again = Dieses Spiel noch einmal ansehen
end-watch-again-hover = Zug für Zug durchgehen
end-chart-turns = { $turns ->
    [one] 1 Zug
   *[other] { $turns } Züge
}

## Rückgängig

undo-title = Zug zurück
undo-question = { $turns ->
    [one] Deinen letzten Zug zurücknehmen?
   *[other] Die letzten { $turns } Züge zurücknehmen, bis zu deinem eigenen?
}
undo-same-tiles = Es werden dieselben Plättchen wieder gezogen.
undo-button = Zurück (Enter)
undo-cancel = Abbrechen (Esc)

## Ein Spiel noch einmal ansehen

viewer-title = Spiel ansehen
viewer-end-of-record = das Ende der Aufzeichnung
viewer-next-place = als Nächstes: { $tile } ({ $name }) nach ({ $x }, { $y })
viewer-next-discard = als Nächstes: { $tile } passt nirgends und wird abgelegt
viewer-start = zum Anfang (Pos1)
viewer-back = einen Zug zurück (←)
viewer-play = von selbst weiterspielen (Leertaste)
viewer-on = einen Zug weiter (→)
viewer-end = zum Ende (Ende)
viewer-of-turns = von { $turns } Zügen
viewer-close = Schließen
viewer-to-play = { $name } ist dran; { $next }
viewer-as-it-ended = das Spiel, wie es endete

## Über dem Tisch: tote Felder, Wiesenansicht, Einblendungen

dead-square = Kein kommendes Plättchen passt hierher: dieses Feld bleibt leer.
square-fits = { $fit } der { $left } kommenden Plättchen passen hierher: { $kinds }
square-fits-more = { $fit } der { $left } kommenden Plättchen passen hierher: { $kinds }; und { $more } weitere Arten
square-hold-shift = Umschalt halten, um sie in jeder passenden Drehung zu sehen
farm-label = { $points } · { $cities ->
    [one] 1 Stadt
   *[other] { $cities } Städte
}
# Why a move is refused (rules::Refusal), shown where the tile was put
refusal-edges = passt nicht
refusal-taken = das Feld ist belegt
refusal-apart = muss an ein Plättchen grenzen
refusal-open = braucht auf jeder Seite ein Plättchen
refusal-no-such-rotation = diese Drehung gibt es nicht
refusal-game-over = das Spiel ist vorbei
refusal-nothing-placed = erst das Plättchen legen
refusal-not-allowed = nicht erlaubt

## Der Inspektor

inspect-road = Straße
inspect-city = Stadt
inspect-monastery = Kloster
inspect-field = Wiese
inspect-nobodys = niemandes
inspect-nobody = niemandem
inspect-and = {" und "}
inspect-meeples = Meeple: { $meeples }; gehört { $owners }
inspect-strength = Stärke in der Mehrheit: { $meeples }; gehört { $owners }
inspect-field-worth = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} am Ende, wie die Städte jetzt stehen
inspect-complete = fertig: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
inspect-never = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} am Ende: wird nie fertig (grenzt an ein Feld, auf das kein übriges Plättchen passt)
inspect-now-if-completed = jetzt { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}, fertig { $done }
inspect-now = jetzt { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}

# The side panel's own buttons: narrower, wider, hidden, and back.
panel-narrow = Leiste schmaler (P)
panel-widen = Leiste breiter (P)
panel-hide = Leiste ausblenden: das Spielfeld bekommt den Platz (P)
panel-show = Leiste
panel-show-hover = Leiste zeigen (P)
# The tiles left that no expansion brings.
tiles-left-base = Grundspiel

## Der Tisch in Worten

voice-north = Norden
voice-east = Osten
voice-south = Süden
voice-west = Westen
voice-city = Stadt: { $sides }
voice-city-shield = Stadt mit Wappen: { $sides }
voice-road = Straße: { $sides }
voice-river = Fluss: { $sides }
voice-n-east = { $n } östlich
voice-n-west = { $n } westlich
voice-n-north = { $n } nördlich
voice-n-south = { $n } südlich
voice-start-square = das Startfeld
voice-in-hand = In der Hand, so gedreht: { $tile }.
voice-placed = Feld { $square }: { $tile }.
voice-completes = Schließt ab: { $features }.
voice-feature-points = { $feature } ({ $points })
log-played = { $name } legte ein Plättchen ({ $tile }) auf Feld { $square }.
log-played-figure = { $name } legte ein Plättchen ({ $tile }) auf Feld { $square }: { $figure } ({ $feature }).
log-played-action = { $name } legte ein Plättchen ({ $tile }) auf Feld { $square }; { $action }.
figure-follower = Gefolgsmann
seat-said = { $name }: { $points }; Gefolgsleute im Vorrat: { $followers }
seat-said-turn = { $name }, am Zug: { $points }; Gefolgsleute im Vorrat: { $followers }
