# Die Räuber: alle Wörter der Erweiterung im Fenster.

set-robbers = Die Räuber
rules-robbers = Die Räuber (8 Plättchen mit Räuberbeutel; je ein Räuber)
rules-robbers-hover = Legst du ein Räuberplättchen, darfst du deinen Räuber neben den Punktestand eines anderen Spielers stellen; danach darf das auch der nächste Spieler, dessen Räuber noch zu Hause ist. Punktet der Spieler neben dem Räuber das nächste Mal, bekommt der Besitzer des Räubers die Hälfte dieser Punkte, aufgerundet.
guide-robbers-title = Die Räuber
guide-robbers-text = Acht Plättchen zeigen einen Räuberbeutel. Legst du eines davon, darfst du deinen Räuber neben den Punktestand eines anderen Spielers stellen (die Knöpfe tragen die Namen der Spieler, oder drücke eine Zahl), ihn von einem Spieler zu einem anderen versetzen oder ihn stehen lassen, wo er ist. Dann darf der erste Spieler links von dir, dessen Räuber noch zu Hause ist, seinen ebenfalls neben den Punktestand eines beliebigen anderen Spielers stellen; sonst niemand. Punktet ein Spieler, neben dem ein Räuber steht, das nächste Mal, bekommt der Besitzer jedes dieser Räuber die Hälfte dieser Punkte, aufgerundet, und der Räuber geht nach Hause. Der beraubte Spieler verliert nichts. Punkte aus einem Raub werden nie geraubt: Ein Räuber neben diesem Spieler wartet auf dessen nächste gewöhnliche Punkte. Am Ende bringen Räuber nichts.
turn-robber-here = { $name }, dein Räuber: den Namen eines Spielers anklicken, um ihn neben dessen Punktestand zu stellen (oder seine Zahl drücken), oder ihn behalten.
turn-robber = { $name } setzt einen Räuber ein.
button-robber-none = Meinen Räuber behalten
button-robber-none-hover = Diesmal keinen Räuber aufstellen oder deinen dort stehen lassen, wo er steht.
log-robber-placed = { $name } stellte einen Räuber neben den Punktestand von { $whom }.
log-robber-none = { $name } stellte keinen Räuber auf.
panel-robber-beside = Hier wartet ein Räuber: Sein Besitzer bekommt die Hälfte der nächsten Punkte dieses Spielers.
category-robbed = Beute
scored-robbery = Raub
