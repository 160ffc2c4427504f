# Die Anleitung fürs erste Spiel und die Seiten der Erweiterungen.

guide-offer-title = Neu bei Carcassonne?
guide-offer-text = Ein angeleitetes erstes Spiel gegen einen leichten Computer zeigt dir, wie man Plättchen legt, Meeple einsetzt, Straßen, Städte und Klöster wertet und Wiesen bewirtschaftet.
guide-offer-accept = Angeleitetes Spiel spielen
guide-offer-decline = Nein, danke
guide-heading = Erstes Spiel: { $title }
guide-set-heading = In diesem Spiel: { $title }
guide-step = { $step } von { $steps }
guide-next = Weiter
guide-close = Anleitung schließen
guide-play-on = Weiterspielen

guide-placing-title = Ein Plättchen legen
guide-placing-text = Dein Plättchen liegt unten rechts in der Hand. Zieh es auf eines der grünen Felder: Dort passt es. R, das Mausrad oder ein Rechtsklick drehen es. Die Kanten müssen passen: Straße an Straße, Stadt an Stadt, Wiese an Wiese. Mit der Tastatur: Tab legt es auf das nächste Feld, auf das es passt (Umschalt+Tab auf das vorige), R dreht es (Umschalt+R zurück).
guide-meeples-title = Meeple
guide-meeples-text = Das Plättchen liegt, wo du es losgelassen hast: Zieh es noch einmal, um es zu verschieben, oder drehe es mit R. Jetzt darfst du einen deiner 7 Meeple daraufsetzen: Klicke einen Punkt an. Auf einer Straße ist er ein Wegelagerer, in einer Stadt ein Ritter, in einem Kloster ein Mönch, auf einer Wiese ein Bauer. Dann beende deinen Zug mit Enter (oder „Zug beenden“). Jeder Punkt hat eine Nummer: Drück sie, um den Meeple dorthin zu setzen. Esc nimmt das Plättchen zurück in die Hand.
guide-road-city-title = Eine Straße und eine Stadt werten
guide-road-city-text = Eine Straße wird gewertet, wenn beide Enden geschlossen sind: 1 Punkt je Plättchen. Eine Stadt wird gewertet, wenn ihre Mauern ringsum geschlossen sind: 2 Punkte je Plättchen und 2 je Wappen. Wer dort die meisten Meeple hat, bekommt die Punkte, und die Meeple kommen zurück. Schließ eine deiner Straßen oder Städte!
guide-monasteries-title = Klöster
guide-monasteries-text = Ein Kloster (die Kapelle in der Mitte eines Plättchens) bringt 1 Punkt für sich und 1 für jedes Plättchen ringsum: 9, sobald es umbaut ist. Ein Mönch bleibt bis dahin darauf.
guide-farmers-title = Bauern
guide-farmers-text = Ein liegender Meeple auf einer Wiese ist ein Bauer: Er bleibt dort bis zum Spielende. Dann bringt jede Wiese 3 Punkte für jede fertige Stadt, an die sie grenzt, für den mit den meisten Bauern darauf. Drücke V (oder „Wiesenansicht“), um die Wiesen in den Farben ihrer Besitzer und die Städte zu sehen, die sie werten würden.
guide-help-title = Hilfe am Tisch
guide-help-text = Zeige auf eine Straße, Stadt oder Wiese, um zu sehen, wem sie gehört und was sie wert ist. Ein rotes Kreuz markiert ein Feld, das kein übriges Plättchen füllen kann. H schlägt einen Zug vor, Strg+Z nimmt deinen Zug zurück, F zeigt den ganzen Tisch. Das ist alles: Spiel weiter und viel Spaß!
guide-end-title = Das Ende des Spiels
guide-end-text = Das Spiel ist vorbei. Noch offene Straßen, Städte und Klöster brachten, was sie hatten (eine Stadt 1 Punkt je Plättchen und Wappen), und die Bauern werteten ihre Wiesen: 3 Punkte für jede fertige Stadt, an die sie grenzen. Schalte die Wiesenansicht ein, um sie zu sehen.

