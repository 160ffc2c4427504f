# At the table: the side panel, the turn, the hint, the tiles, the log,
# the inspector, the farm view, the end screen and the viewer.

points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## The side panel

panel-title = Carcassonne
panel-scoreboard = Scoreboard
seat-computer = { $name } (AI { $level })
seat-here = { $name } (here)
panel-meeples = { $supply }/{ $all } meeples
panel-meeples-hover = followers in supply
panel-figure-out = on the board
panel-figure-ready = ready
panel-scoring = Turns and scores
panel-keys = F: fit board · wheel: zoom · drag: pan · M: mute · P: panel
panel-keys-turn = Tab: next square · R: turn · 1–9: spot · Enter: end turn · Esc: tile back
button-farm-view = Farm view (V)
button-farm-view-hover = tint each field in its owner's colour and show the cities it scores
button-new-game = New game
button-undo = Undo turn
button-undo-hover = take back whole turns, back to the last one a person played (Ctrl+Z)
button-save-as = Save as…

## The turn

turn-thinking = { $name } holds a tile ({ $tile }) and is thinking…
turn-playing = { $name } holds a tile ({ $tile }) and is playing
turn-deploy = { $name } holds a tile ({ $tile }) and may put a meeple on a spot (click), then ends the turn (Enter)
turn-place = { $name } holds a tile ({ $tile }) and drags it onto a green square (R / wheel / right-click turns it)
button-end-turn = End turn (Enter)
button-end-turn-no-meeple = End turn without a meeple (Space)
button-take-back-meeple = Take back meeple

## The hint

hint-button = Hint (H)
hint-thinking = Hint: thinking…
hint-hover = the hard computer player's move, shown as a ghost
hint-hover-step = the computer players' choice for this step
hint-shown-tile = shown on the board: the tile, no meeple
hint-shown-meeple = shown on the board: the tile and a meeple
hint-shown-step-ring = shown on the board: the large gold ring marks the suggested choice
hint-shown-step = suggested: { $choice }

## The tiles left

tiles-left = Tiles left: { $count }
tiles-left-chances = each with the chance it is the next tile
tiles-left-kind = { $tile }
    { $count } to come
tiles-left-kind-next = { $tile }
    { $count } to come; the next tile: { $next }
tiles-left-in-hand = no, this is the one in hand

## Tile names, built part by part: "City on two sides with a shield, road bend"

tile-parts-separator = {", "}
tile-city = city on { $sides ->
    [1] one side
    [2] two sides
    [3] three sides
   *[4] four sides
}
tile-city-shield = city on { $sides ->
    [1] one side
    [2] two sides
    [3] three sides
   *[4] four sides
} with a shield
tile-city-caps = { $count } city caps
tile-cities = { $count } separate cities
tile-road = road
tile-straight-road = straight road
tile-road-bend = road bend
tile-crossroads = crossroads of { $count }
tile-road-round = one road out to three sides round a well
tile-roads-to-gates = { $count } roads to city gates
tile-monastery = monastery
tile-abbey = abbey, walled all round
tile-field = field

## The scoring log

category-road = road
category-city = city
category-monastery = monastery
category-field = field
log-scored = { $names } +{ $points } { $what }
log-scored-final = { $names } +{ $points } { $what } (final)
log-paid-by = { $what } from { $name }
log-took-back = took back { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}; { $name } to play

## The end of the game

end-title = Final scores
end-winners = { $count ->
    [one] { $names } wins!
   *[other] { $names } win!
}
end-total = total
end-watch-again = Watch this game again
end-watch-again-hover = step through it turn by turn
end-chart-turns = { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}

## Undo

undo-title = Undo
undo-question = { $turns ->
    [one] Take back your last turn?
   *[other] Take back the last { $turns } turns, back to your own?
}
undo-same-tiles = The same tiles will be drawn again.
undo-button = Undo (Enter)
undo-cancel = Cancel (Esc)

## Watching a game again

viewer-title = Watching the game
viewer-end-of-record = the end of the record
viewer-next-place = next: { $tile } ({ $name }) to ({ $x }, { $y })
viewer-next-discard = next: { $tile } fits nowhere and is discarded
viewer-start = the start (Home)
viewer-back = a turn back (←)
viewer-play = play on by itself (Space)
viewer-on = a turn on (→)
viewer-end = the end (End)
viewer-of-turns = of { $turns } turns
viewer-close = Close
viewer-to-play = { $name } to play; { $next }
viewer-as-it-ended = the game as it ended

## Over the board: dead squares, the farm view, popups

dead-square = No tile to come fits here: this square stays empty.
square-fits = { $fit } of the { $left } tiles to come fit here: { $kinds }
square-fits-more = { $fit } of the { $left } tiles to come fit here: { $kinds }; and { $more } more kinds
square-hold-shift = hold Shift to see them at each rotation that fits
farm-label = { $points } · { $cities ->
    [one] 1 city
   *[other] { $cities } cities
}
# Why a move is refused (rules::Refusal), shown where the tile was put
refusal-edges = doesn't fit
refusal-taken = this square is taken
refusal-apart = must touch a tile
refusal-open = needs a tile on every side
refusal-no-such-rotation = no such rotation
refusal-game-over = the game is over
refusal-nothing-placed = place the tile first
refusal-not-allowed = not allowed

## The inspector: pointing at a feature

inspect-road = Road
inspect-city = City
inspect-monastery = Monastery
inspect-field = Field
inspect-nobodys = nobody's
inspect-nobody = nobody
inspect-and = {" and "}
inspect-meeples = meeples: { $meeples }; owned by { $owners }
inspect-strength = strength in the majority: { $meeples }; owned by { $owners }
inspect-field-worth = { $points ->
    [one] 1 point
   *[other] { $points } points
} at the end, as the cities stand
inspect-complete = complete: { $points ->
    [one] 1 point
   *[other] { $points } points
}
inspect-never = { $points ->
    [one] 1 point
   *[other] { $points } points
} at the end: it can never be completed (it borders a square no tile left fits)
inspect-now-if-completed = { $points ->
    [one] 1 point
   *[other] { $points } points
} now, { $done } if completed
inspect-now = { $points ->
    [one] 1 point
   *[other] { $points } points
} now

# The side panel's own buttons: narrower, wider, hidden, and back.
panel-narrow = Narrow the panel (P)
panel-widen = Widen the panel (P)
panel-hide = Hide the panel: the board takes the room (P)
panel-show = Panel
panel-show-hover = Show the panel (P)
# The tiles left that no expansion brings.
tiles-left-base = Base game

## The board in words: a screen reader speaks the panel and the log

voice-north = north
voice-east = east
voice-south = south
voice-west = west
voice-city = city { $sides }
voice-city-shield = city with a shield { $sides }
voice-road = road { $sides }
voice-river = river { $sides }
voice-n-east = { $n } east
voice-n-west = { $n } west
voice-n-north = { $n } north
voice-n-south = { $n } south
voice-start-square = the start square
voice-in-hand = In hand, as turned: { $tile }.
voice-placed = At { $square }: { $tile }.
voice-completes = Completes { $features }.
voice-feature-points = { $feature } ({ $points })
log-played = { $name } put a tile ({ $tile }) at { $square }.
log-played-figure = { $name } put a tile ({ $tile }) at { $square }: { $figure } on the { $feature }.
log-played-action = { $name } put a tile ({ $tile }) at { $square }; { $action }.
figure-follower = follower
seat-said = { $name }: { $points }; followers in supply: { $followers }
seat-said-turn = { $name }, to play: { $points }; followers in supply: { $followers }
