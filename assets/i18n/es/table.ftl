# En la mesa: panel, turno, pista, losetas, registro, inspector,
# vista de campos, final y visor.

points = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}

## El panel

panel-title = Carcassonne
panel-scoreboard = Marcador
seat-computer = { $name } (IA { $level })
seat-here = { $name } (aquí)
panel-meeples = { $supply }/{ $all } meeples
panel-meeples-hover = seguidores en reserva
panel-figure-out = en juego
panel-figure-ready = listo
panel-scoring = Turnos y puntos
panel-keys = F: ver todo · rueda: zoom · arrastrar: mover · M: silencio · P: panel
panel-keys-turn = Tab: casilla siguiente · R: girar · 1–9: lugar · Intro: terminar turno · Esc: recoger la loseta
button-farm-view = Vista de campos (V)
button-farm-view-hover = teñir cada campo del color de su dueño y mostrar las ciudades que puntúa
button-new-game = Nueva partida
button-undo = Deshacer turno
button-undo-hover = deshacer turnos enteros, hasta el último que jugó una persona (Ctrl+Z)
button-save-as = Guardar como…

## El turno

turn-thinking = { $name } tiene una loseta ({ $tile }) y está pensando…
turn-playing = { $name } tiene una loseta ({ $tile }) y está jugando
turn-deploy = { $name } tiene una loseta ({ $tile }) y puede poner un meeple en un punto (clic), y luego terminar el turno (Intro)
turn-place = { $name } tiene una loseta ({ $tile }) y la arrastra a una casilla verde (R / rueda / clic derecho la gira)
button-end-turn = Terminar turno (Intro)
button-end-turn-no-meeple = Terminar turno sin meeple (Espacio)
button-take-back-meeple = Recuperar meeple

## La pista

hint-button = Pista (H)
hint-thinking = Pista: pensando…
hint-hover = la jugada del ordenador difícil, mostrada como fantasma
hint-hover-step = la elección de los jugadores ordenador para este paso
hint-shown-tile = en el tablero: la loseta, sin meeple
hint-shown-meeple = en el tablero: la loseta y un meeple
hint-shown-step-ring = en el tablero: el gran anillo dorado marca la opción sugerida
hint-shown-step = sugerencia: { $choice }

## Las losetas que quedan

tiles-left = Losetas restantes: { $count }
tiles-left-chances = cada una con la probabilidad de ser la siguiente
tiles-left-kind = { $tile }
    quedan { $count }
tiles-left-kind-next = { $tile }
    quedan { $count }; la siguiente loseta: { $next }
tiles-left-in-hand = no, es la que está en la mano

## Nombres de las losetas, parte por parte

tile-parts-separator = {", "}
tile-city = ciudad en { $sides ->
    [1] un lado
    [2] dos lados
    [3] tres lados
   *[4] cuatro lados
}
tile-city-shield = ciudad en { $sides ->
    [1] un lado
    [2] dos lados
    [3] tres lados
   *[4] cuatro lados
} con escudo
tile-city-caps = { $count } trozos de ciudad
tile-cities = { $count } ciudades separadas
tile-road = camino
tile-straight-road = camino recto
tile-road-bend = curva
tile-crossroads = cruce de { $count }
tile-road-round = un camino hacia tres lados alrededor de un pozo
tile-roads-to-gates = { $count } caminos a puertas de ciudad
tile-monastery = monasterio
tile-abbey = abadía amurallada
tile-field = campo

## El registro de puntuaciones

category-road = camino
category-city = ciudad
category-monastery = monasterio
category-field = campo
log-scored = { $names } +{ $points } { $what }
log-scored-final = { $names } +{ $points } { $what } (final)
log-paid-by = { $what } de { $name }
log-took-back = { $turns ->
    [one] se deshizo 1 turno
   *[other] se deshicieron { $turns } turnos
}; juega { $name }

## El final de la partida

end-title = Puntuación final
end-winners = { $count ->
    [one] ¡Gana { $names }!
   *[other] ¡Ganan { $names }!
}
end-total = total
end-watch-again = Ver esta partida otra vez
end-watch-again-hover = recorrerla turno a turno
end-chart-turns = { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}

## Deshacer

undo-title = Deshacer
undo-question = { $turns ->
    [one] ¿Deshacer tu último turno?
   *[other] ¿Deshacer los últimos { $turns } turnos, hasta el tuyo?
}
undo-same-tiles = Se volverán a sacar las mismas losetas.
undo-button = Deshacer (Intro)
undo-cancel = Cancelar (Esc)

## Ver una partida otra vez

viewer-title = Viendo la partida
viewer-end-of-record = el final del registro
viewer-next-place = siguiente: { $tile } ({ $name }) a ({ $x }, { $y })
viewer-next-discard = siguiente: { $tile } no cabe en ningún sitio y se descarta
viewer-start = el principio (Inicio)
viewer-back = un turno atrás (←)
viewer-play = avanzar solo (Espacio)
viewer-on = un turno adelante (→)
viewer-end = el final (Fin)
viewer-of-turns = de { $turns } turnos
viewer-close = Cerrar
viewer-to-play = juega { $name }; { $next }
viewer-as-it-ended = la partida tal como terminó

## Sobre el tablero: casillas muertas, vista de campos, avisos

dead-square = Ninguna loseta por venir cabe aquí: esta casilla quedará vacía.
square-fits = { $fit } de las { $left } losetas por venir caben aquí: { $kinds }
square-fits-more = { $fit } de las { $left } losetas por venir caben aquí: { $kinds }; y { $more } tipos más
square-hold-shift = mantén Mayús para verlas en cada giro que cabe
farm-label = { $points } · { $cities ->
    [one] 1 ciudad
   *[other] { $cities } ciudades
}
# Why a move is refused (rules::Refusal), shown where the tile was put
refusal-edges = no cabe
refusal-taken = casilla ocupada
refusal-apart = debe tocar una loseta
refusal-open = necesita una loseta en cada lado
refusal-no-such-rotation = esa rotación no existe
refusal-game-over = la partida ha terminado
refusal-nothing-placed = primero coloca la loseta
refusal-not-allowed = no permitido

## El inspector

inspect-road = Camino
inspect-city = Ciudad
inspect-monastery = Monasterio
inspect-field = Campo
inspect-nobodys = de nadie
inspect-nobody = nadie
inspect-and = {" y "}
inspect-meeples = meeples: { $meeples }; de { $owners }
inspect-strength = fuerza en la mayoría: { $meeples }; de { $owners }
inspect-field-worth = { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} al final, según están las ciudades
inspect-complete = completo: { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}
inspect-never = { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} al final: nunca podrá completarse (toca una casilla que ninguna loseta restante llena)
inspect-now-if-completed = { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} ahora, { $done } si se completa
inspect-now = { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} ahora

# The side panel's own buttons: narrower, wider, hidden, and back.
panel-narrow = Estrechar el panel (P)
panel-widen = Ensanchar el panel (P)
panel-hide = Ocultar el panel: el tablero ocupa el sitio (P)
panel-show = Panel
panel-show-hover = Mostrar el panel (P)
# The tiles left that no expansion brings.
tiles-left-base = Juego básico

## El tablero en palabras

voice-north = norte
voice-east = este
voice-south = sur
voice-west = oeste
voice-city = ciudad: { $sides }
voice-city-shield = ciudad con escudo: { $sides }
voice-road = camino: { $sides }
voice-river = río: { $sides }
voice-n-east = { $n } al este
voice-n-west = { $n } al oeste
voice-n-north = { $n } al norte
voice-n-south = { $n } al sur
voice-start-square = la casilla inicial
voice-in-hand = En la mano, así girada: { $tile }.
voice-placed = Casilla { $square }: { $tile }.
voice-completes = Completa: { $features }.
voice-feature-points = { $feature } ({ $points })
log-played = { $name } colocó una loseta ({ $tile }) en la casilla { $square }.
log-played-figure = { $name } colocó una loseta ({ $tile }) en la casilla { $square }: { $figure } ({ $feature }).
log-played-action = { $name } colocó una loseta ({ $tile }) en la casilla { $square }; { $action }.
figure-follower = seguidor
seat-said = { $name }: { $points }; seguidores en reserva: { $followers }
seat-said-turn = { $name }, juega ahora: { $points }; seguidores en reserva: { $followers }
