# Die Flugmaschinen: alle Wörter der Erweiterung im Fenster.

set-flying-machines = Die Flugmaschinen
rules-flying-machines = Die Flugmaschinen (8 Plättchen mit Flugmaschine)
rules-flying-machines-hover = Statt einen Gefolgsmann auf ein Plättchen mit Flugmaschine zu setzen, schickst du ihn in die Luft: Ein Würfel bestimmt, wie weit er in Pfeilrichtung fliegt, und dort landet er auf einer unfertigen Straße, Stadt oder einem unfertigen Kloster, besetzt oder nicht.
guide-flying-machines-title = Die Flugmaschinen
guide-flying-machines-text = Acht Plättchen zeigen eine Flugmaschine mit einem roten Pfeil, der auf eine Kante oder eine Ecke zeigt. Legst du eines davon, darfst du, statt eine Figur daraufzusetzen, einen Gefolgsmann aus deinem Vorrat auf die Maschine setzen: Klicke den Ring auf der Maschine an (noch einmal für den großen Meeple, oder drücke seine Zahl) und beende dann deinen Zug. Dann wird gewürfelt: 1, 2 oder 3. Der Gefolgsmann fliegt so viele Felder weit in Pfeilrichtung, gerade oder schräg; leere Felder unterwegs halten ihn nicht auf. Auf dem Plättchen, das er erreicht, musst du eine unfertige Straße, Stadt oder ein unfertiges Kloster wählen (der Abt ein Kloster oder einen Garten, der Bürgermeister eine Stadt), auch eines, auf dem schon andere Gefolgsleute stehen. Liegt dort kein Plättchen oder gibt es nichts Unfertiges zum Landen, kommt der Gefolgsmann in deinen Vorrat zurück, und du hast in diesem Zug nichts eingesetzt.
turn-flight-here = { $name }, dein Gefolgsmann landet: eine eingekreiste Straße, Stadt oder ein eingekreistes Kloster auf dem leuchtenden Feld anklicken (oder seine Zahl drücken).
turn-flight = Der Gefolgsmann von { $name } landet.
log-flight-roll = { $name } würfelte eine { $roll }: Der Gefolgsmann fliegt { $roll ->
    [one] { $roll } Feld
   *[other] { $roll } Felder
} weit.
log-flight-home = { $name } würfelte eine { $roll }: Dort gab es nichts zum Landen, der Gefolgsmann kam zurück.
log-flight-landed = Der Gefolgsmann von { $name } landete auf Feld { $square }.
action-fly = ein Gefolgsmann in die Luft geschickt
hint-shown-fly = auf dem Tisch gezeigt: das Plättchen und ein Gefolgsmann auf seiner Flugmaschine
