# Die Abtei und der Bürgermeister: alle Worte der Erweiterung im Fenster.

set-abbey-mayor = Die Abtei und der Bürgermeister
rules-abbey-mayor = Die Abtei und der Bürgermeister (12 Plättchen, je eine Abtei und ein Bürgermeister; Wagen und Gutshof folgen)
rules-abbey-mayor-hover = Ein Bürgermeister steht nur in einer Stadt und zählt dort so viele Meeple, wie die ganze Stadt Wappen hat: ohne Wappen keinen.
panel-mayor-out = Bürgermeister in einer Stadt
panel-mayor-ready = Bürgermeister bereit
panel-mayor-hover = der Bürgermeister, der so viele Meeple zählt, wie seine Stadt Wappen hat
button-mayor = Bürgermeister (L)
button-mayor-hover = der Bürgermeister zählt so viele Meeple, wie die Stadt Wappen hat; klicke den Meeple noch einmal oder drücke L
hint-shown-mayor = auf dem Tisch gezeigt: das Plättchen und der Bürgermeister
inspect-meeples-mayor = Stärke (ein Bürgermeister zählt die Wappen der Stadt): { $meeples }; gehört { $owners }
button-abbey = Abtei legen (A)
button-abbey-hover = Statt des gezogenen Plättchens legst du deine Abtei in ein Feld mit Plättchen auf allen vier Seiten: ihre Mauern beenden jede Straße, Stadt und Wiese, die sie berühren, und ein Meeple kann als Mönch darauf. Das gezogene Plättchen kommt zurück in den Stapel. Einmal je Spiel.
turn-abbey-taken = Deine Abtei statt { $tile }: lege sie in ein Feld mit Plättchen auf allen vier Seiten.
button-abbey-back = Zurück zum gezogenen Plättchen (A)
turn-abbey-last-round = Letzte Runde: { $name } darf die Abtei noch legen oder verzichten.
button-abbey-let-go = Auf die Abtei verzichten
button-abbey-let-go-hover = Die Abtei bleibt ungelegt; der nächste Spieler mit einer Abtei ist dran, oder das Spiel endet.
log-abbey-let-go = { $name } verzichtet auf die Abtei
panel-abbey-held = Abtei auf der Hand
panel-abbey-played = Abtei gelegt
hint-shown-abbey = der Tipp legt deine Abtei statt des gezogenen Plättchens (A)
guide-abbey-mayor-title = Die Abtei und der Bürgermeister
guide-abbey-mayor-text = Jeder Spieler hat eine Abtei. Statt des gezogenen Plättchens darfst du sie legen (Knopf in der Seitenleiste oder A), in ein leeres Feld mit Plättchen auf allen vier Seiten; das gezogene Plättchen kommt zurück in den Stapel. Ihre Mauern beenden jede Straße, Stadt und Wiese, die sie berühren, so kann sie mehrere zugleich fertigstellen (die Abtei zählt dabei nicht mit), und ein Meeple kann als Mönch darauf. Wer seine Abtei noch hat, wenn das letzte Plättchen liegt, darf sie in einem letzten Zug legen oder verzichten. Der Bürgermeister steht nur in einer Stadt und zählt dort so viele Gefolgsleute, wie die ganze Stadt Wappen hat: ohne Wappen keinen.
