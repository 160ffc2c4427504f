# Die Räuber: alle Wörter der Erweiterung im Fenster.

set-robbers = Die Räuber
rules-robbers = Die Räuber (8 Plättchen mit Räuberbeutel; je ein Räuber)
rules-robbers-hover = Legst du ein Räuberplättchen, darfst du deinen Räuber neben den Punktestand eines anderen Spielers stellen; danach darf das auch der nächste Spieler, dessen Räuber noch zu Hause ist. Punktet der Spieler neben dem Räuber das nächste Mal, bekommt der Besitzer des Räubers die Hälfte dieser Punkte, aufgerundet.
guide-robbers-title = Die Räuber
guide-robbers-text = Acht Plättchen zeigen einen Räuberbeutel. Legst du eines davon, darfst du deinen Räuber neben den Punktestand eines anderen Spielers stellen (die Knöpfe tragen die Namen der Spieler, oder drücke eine Zahl), ihn von einem Spieler zu einem anderen versetzen oder ihn stehen lassen, wo er ist. Dann darf der erste Spieler links von dir, dessen Räuber noch zu Hause ist, seinen ebenfalls neben den Punktestand eines beliebigen anderen Spielers stellen; sonst niemand. Punktet ein Spieler, neben dem ein Räuber steht, das nächste Mal, bekommt der Besitzer jedes dieser Räuber die Hälfte dieser Punkte, aufgerundet, und der Räuber geht nach Hause. Der beraubte Spieler verliert nichts. Punkte aus einem Raub werden nie geraubt: Ein Räuber neben diesem Spieler wartet auf dessen nächste gewöhnliche Punkte. Am Ende bringen Räuber nichts. Mit den Boten hat jeder Spieler zwei Figuren auf der Zählleiste: Ein Räuber steht neben einer davon, nach dem Spieler gewählt, und raubt nur, wenn diese Figur vorrückt; der Beraubte darf die andere ziehen.
turn-robber-here = { $name }, dein Räuber: den Namen eines Spielers anklicken, um ihn neben dessen Punktestand zu stellen (oder seine Zahl drücken), oder ihn behalten.
turn-robber-figure-here = { $name }, dein Räuber: neben welche ihrer Figuren? (oder die Zahl drücken)
turn-robber = { $name } setzt einen Räuber ein.
button-robber-none = Meinen Räuber behalten
button-robber-none-hover = Diesmal keinen Räuber aufstellen oder deinen dort stehen lassen, wo er steht.
log-robber-placed = { $name } stellte einen Räuber neben den Punktestand von { $whom }.
log-robber-none = { $name } stellte keinen Räuber auf.
log-robber-meeple = Der Räuber von { $name } steht neben dem Zählmeeple.
log-robber-messenger = Der Räuber von { $name } steht neben dem Boten.
robber-by-meeple = Neben den Zählmeeple
robber-by-messenger = Neben den Boten
panel-robber-beside = Hier wartet ein Räuber: Sein Besitzer bekommt die Hälfte der nächsten Punkte dieses Spielers.
panel-robber-beside-meeple = Neben dem Zählmeeple dieses Spielers wartet ein Räuber: Sein Besitzer bekommt die Hälfte der Punkte, um die der Zählmeeple als Nächstes vorrückt.
panel-robber-beside-messenger = Neben dem Boten dieses Spielers wartet ein Räuber: Sein Besitzer bekommt die Hälfte der Punkte, um die der Bote als Nächstes vorrückt.
category-robbed = Beute
scored-robbery = Raub
