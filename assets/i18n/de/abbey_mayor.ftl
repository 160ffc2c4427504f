# Die Abtei und der Bürgermeister: alle Worte der Erweiterung im Fenster.

set-abbey-mayor = Die Abtei und der Bürgermeister
rules-abbey-mayor = Die Abtei und der Bürgermeister (12 Plättchen, je ein Bürgermeister; Abtei, Wagen und Gutshof folgen)
rules-abbey-mayor-hover = Ein Bürgermeister steht nur in einer Stadt und zählt dort so viele Meeple, wie die ganze Stadt Wappen hat: ohne Wappen keinen.
panel-mayor-out = Bürgermeister in einer Stadt
panel-mayor-ready = Bürgermeister bereit
panel-mayor-hover = der Bürgermeister, der so viele Meeple zählt, wie seine Stadt Wappen hat
button-mayor = Bürgermeister (L)
button-mayor-hover = der Bürgermeister zählt so viele Meeple, wie die Stadt Wappen hat; klicke den Meeple noch einmal oder drücke L
hint-shown-mayor = auf dem Tisch gezeigt: das Plättchen und der Bürgermeister
inspect-meeples-mayor = Stärke (ein Bürgermeister zählt die Wappen der Stadt): { $meeples }; gehört { $owners }
