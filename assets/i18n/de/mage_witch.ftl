# Magier & Hexe: alle Wörter der Erweiterung im Fenster.

set-mage-witch = Magier & Hexe
rules-mage-witch = Magier & Hexe (8 Plättchen mit Zaubersymbol; der Magier und die Hexe)
rules-mage-witch-hover = Ein Plättchen mit Zaubersymbol lässt dich den Magier oder die Hexe auf eine offene Straße oder Stadt setzen oder versetzen. Der Magier bringt bei der Wertung 1 Punkt mehr je Plättchen; die Hexe halbiert die Punkte.
guide-mage-witch-title = Magier & Hexe
guide-mage-witch-text = Acht Plättchen zeigen das Zaubersymbol, einen Zauberhut. Legst du eines davon, musst du eine der beiden Zauberfiguren einsetzen oder versetzen: den Magier (lila) oder die Hexe (orange) ins Spiel bringen oder eine, die schon auf dem Tisch steht, versetzen, und zwar auf eine beliebige noch nicht fertige Straße oder Stadt, auch auf dem gerade gelegten Plättchen. Eine Figur, die versetzt wird, muss auf eine andere Straße oder Stadt, und die beiden stehen nie auf derselben. Verbindet ein Plättchen die Straße oder Stadt des Magiers mit der der Hexe, muss der Spieler, der es gelegt hat, sofort eine der beiden versetzen. Kann keine von beiden irgendwohin, verlässt eine von ihnen den Tisch. Die Figuren gehören niemandem und nehmen niemandem den Platz weg: Gefolgsleute dürfen dazukommen. Wird eine Straße oder Stadt mit dem Magier gewertet, bekommt jeder, der dort punktet, 1 Punkt mehr je Plättchen; mit der Hexe bekommt jeder die Hälfte der Punkte, aufgerundet. Eine gewertete Straße oder Stadt schickt ihre Zauberfigur vom Tisch. Am Ende ändern die Figuren ebenso die Wertung der offenen Straßen und Städte, auf denen sie stehen. (Du wirst nach dem Einsetzen deiner Figur gefragt, noch vor jeder Wertung: Die Reihenfolge ändert nichts.)
turn-magic-here = { $name } setzt oder versetzt eine Zauberfigur: den Magier oder die Hexe wählen, dann eine markierte Straße oder Stadt anklicken (oder ihre Zahl drücken).
turn-magic = { $name } setzt oder versetzt den Magier oder die Hexe.
magic-mage = der Magier
magic-witch = die Hexe
magic-leaves = { $figure } verlässt den Tisch
inspect-mage = der Magier: +1 je Plättchen
inspect-witch = die Hexe: halbe Punkte
