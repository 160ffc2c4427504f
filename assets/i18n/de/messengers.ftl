# Die Boten: alle Wörter der Erweiterung im Fenster.

set-messengers = Die Boten
rules-messengers = Die Boten (8 Botschaften; je ein Bote)
rules-messengers-hover = Jeder Spieler hat eine zweite Zählfigur, den Boten, und schreibt die Punkte jedes Zuges einer der beiden gut. Endet deine Figur in deinem eigenen Zug auf einem Vielfachen von 5, ziehst du eine Botschaft: Führe sie aus oder nimm 2 Punkte.
guide-messengers-title = Die Boten
guide-messengers-text = Jeder Spieler hat zwei Zählfiguren: seinen Zählmeeple und seinen Boten (der Kurier neben seinem Punktestand, mit dessen Punkten). Dein Punktestand ist die Summe beider. Punktest du in einem Zug, deinem oder dem eines anderen, wählst du, welche deiner beiden Figuren diese Punkte bekommt (die Knöpfe in der Seitenleiste); alle deine Punkte dieses Zuges kommen auf dieselbe Figur. Endet in deinem eigenen Zug die Figur, die du bewegt hast, auf einem Vielfachen von 5, ziehst du die nächste Botschaft und führst sie entweder aus oder nimmst 2 Punkte; diese Punkte kommen auf dieselbe Figur und können eine weitere Botschaft bringen. Die acht Botschaften: deine kleinste Straße, Stadt oder dein kleinstes Kloster werten wie am Ende (dein Gefolgsmann bleibt stehen); ein weiteres Plättchen legen; 2 Punkte für jedes Wappen in deinen Städten; 2 Punkte für jeden deiner Ritter; 2 Punkte für jeden deiner Bauern; das Gebiet eines deiner Gefolgsleute werten wie am Ende und ihn zurücknehmen. Sie kommen in gemischter Reihenfolge und nach acht wieder in derselben Reihenfolge. Am Spielende gibt es keine Botschaften.
turn-messenger-here = { $name }: in der Seitenleiste (oder mit ihrer Zahl) die Figur wählen, die deine Punkte bekommt, oder was mit der Botschaft geschehen soll.
turn-messenger = { $name } zieht mit einer Zählfigur oder liest eine Botschaft.
messenger-meeple = der Zählmeeple (steht auf { $points })
messenger-messenger = der Bote (rückt auf { $points } vor)
messenger-carry-out = { $message } (+{ $points })
messenger-points = { $points } Punkte nehmen
message-road = meine kleinste Straße werten
message-city = meine kleinste Stadt werten
message-monastery = mein kleinstes Kloster werten
message-tile = ein weiteres Plättchen legen
message-pennants = 2 Punkte je Wappen in meinen Städten
message-knights = 2 Punkte je Ritter
message-farmers = 2 Punkte je Bauer
message-return = einen Gefolgsmann werten und zurücknehmen (einen eingekreisten anklicken)
log-messenger-meeple = { $name } schrieb die Punkte des Zuges dem Zählmeeple gut.
log-messenger-messenger = { $name } schrieb die Punkte des Zuges dem Boten gut.
log-message-drawn = { $name } zog eine Botschaft: { $message }.
log-message-carried = { $name } führte die Botschaft aus.
log-message-points = { $name } nahm stattdessen { $points } Punkte.
log-message-returned = { $name } wertete den Gefolgsmann auf Feld { $square } und nahm ihn zurück.
log-message-home = Der Gefolgsmann von { $name } kam zurück.
panel-messenger = Bote: { $messenger ->
    [one] { $messenger } Punkt
   *[other] { $messenger } Punkte
}; Zählmeeple: { $meeple }.
category-messages = Botschaften
scored-message = Botschaft
