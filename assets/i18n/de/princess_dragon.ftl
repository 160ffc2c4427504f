# Burgfräulein und Drache: jedes Wort der Erweiterung, das das Fenster zeigt.

rules-princess-dragon = Burgfräulein und Drache
rules-princess-dragon-hover = Hier noch nicht spielbar: Das Fenster lässt den Drachen noch nicht lenken. Aufgezeichnete Partien mit der Erweiterung lassen sich abspielen.
set-princess-dragon = Burgfräulein und Drache
refusal-dragons-tile = Auf das Plättchen, auf dem der Drache steht, darf keine Figur.
category-fairy = Fee
hint-shown-portal = auf dem Tisch gezeigt: das Plättchen; dann ein Gefolgsmann durch das Zauberportal
hint-shown-princess = auf dem Tisch gezeigt: das Plättchen; dann schickt das Burgfräulein einen Ritter nach Hause
hint-shown-fairy = auf dem Tisch gezeigt: das Plättchen; dann stellt sich die Fee zu deinem Gefolgsmann
turn-dragon-step-here = { $name } bestimmt, wohin der Drache als Nächstes zieht: ein markiertes Feld anklicken
turn-dragon-step = { $name } bestimmt, wohin der Drache als Nächstes zieht
