# Die Kornkreise: alle Wörter der Erweiterung im Fenster.

set-crop-circles = Die Kornkreise
rules-crop-circles = Die Kornkreise (6 Plättchen mit Kornkreis)
rules-crop-circles-hover = Nach der Wertung entscheidet, wer ein Kornkreis-Plättchen gelegt hat, für alle: Reihum setzt jeder einen Gefolgsmann neben einen eigenen oder nimmt einen zurück, auf Straßen, in Städten oder auf Wiesen, je nach Kreis.
guide-crop-circles-title = Die Kornkreise
guide-crop-circles-text = Sechs Plättchen zeigen einen Kornkreis, ein rundes Kornfeld, das kein Gebiet ist: Straßen enden daran, und er trennt die Wiesen, die er berührt. Sein Bild nennt eine Art Gefolgsmann: eine Keule für Wegelagerer auf Straßen, ein Schild für Ritter in Städten, ein Rechen für Bauern auf Wiesen. Legst du eines davon, entscheidest du nach der Wertung des Zuges für alle: dazusetzen oder zurücknehmen. Dann kommt reihum jeder Spieler dran, beginnend mit dem links von dir, du zuletzt: Bei „dazusetzen“ darf er einen Gefolgsmann aus seinem Vorrat neben einen eigenen dieser Art setzen (auf dasselbe Plättchen und denselben Platz; er darf auch passen), bei „zurücknehmen“ muss er einen eigenen dieser Art zurücknehmen (falls er einen hat). Klicke einen eingekreisten Gefolgsmann an oder drücke seine Zahl. Baumeister und Schweine sind keine Gefolgsleute; gewertet wird nichts. Hat niemand einen Gefolgsmann der Art des Kreises, passiert nichts.
turn-crop-here = Kornkreis, { $name }: wähle für alle: einen Gefolgsmann dazusetzen oder einen zurücknehmen.
turn-crop-figure-here = Kornkreis, { $name }: wähle, welche deiner Figuren (ihr Knopf oder ihre Zahl).
turn-crop-add-here = Kornkreis, { $name }: setze einen Gefolgsmann neben einen deiner eingekreisten (anklicken oder seine Zahl drücken), oder keinen.
turn-crop-remove-here = Kornkreis, { $name }: nimm einen deiner eingekreisten Gefolgsleute zurück (anklicken oder seine Zahl drücken).
turn-crop = Kornkreis: { $name } entscheidet.
crop-add = einen Gefolgsmann dazusetzen
crop-remove = einen zurücknehmen
crop-pass = Keinen dazusetzen
crop-pass-hover = Diesmal keinen Gefolgsmann neben deine eigenen setzen.
