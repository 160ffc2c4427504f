# Burgfräulein und Drache: jedes Wort der Erweiterung, das das Fenster zeigt.

rules-princess-dragon = Burgfräulein und Drache (30 Plättchen, der Drache und die Fee)
rules-princess-dragon-hover = Vulkane holen den Drachen; Drachenplättchen lassen ihn bis zu sechs Plättchen weit ziehen, alle lenken ihn reihum, und jede Figur, wo er hinkommt, geht zurück. Statt einer Figur: ein Gefolgsmann durch das Zauberportal, das Burgfräulein schickt einen Ritter heim, oder die Fee zu deinem Gefolgsmann (1 Punkt je Zug, 3 bei der Wertung).
set-princess-dragon = Burgfräulein und Drache
refusal-dragons-tile = Auf das Plättchen, auf dem der Drache steht, darf keine Figur.
category-fairy = Fee
hint-shown-portal = auf dem Tisch gezeigt: das Plättchen; dann ein Gefolgsmann durch das Zauberportal
hint-shown-princess = auf dem Tisch gezeigt: das Plättchen; dann schickt das Burgfräulein einen Ritter nach Hause
hint-shown-fairy = auf dem Tisch gezeigt: das Plättchen; dann stellt sich die Fee zu deinem Gefolgsmann
turn-dragon-step-here = { $name } bestimmt, wohin der Drache als Nächstes zieht: ein markiertes Feld anklicken oder seine Zahl drücken
turn-dragon-step = { $name } bestimmt, wohin der Drache als Nächstes zieht
guide-princess-dragon-title = Burgfräulein und Drache
guide-princess-dragon-text = Ein Vulkan holt den Drachen auf sein Plättchen; dort darf dann keine Figur hin. Wird ein Plättchen mit Drachensymbol gelegt, zieht der Drache bis zu sechs Plättchen weit, Feld für Feld, nie zweimal auf dasselbe und nie auf das der Fee: Wer das Plättchen gelegt hat, bestimmt den ersten Zug, dann jeder reihum (ein markiertes Feld anklicken). Jede Figur auf einem Plättchen, das er betritt, geht zurück. Statt eine Figur einzusetzen, darfst du durch das Zauberportal einen Gefolgsmann auf ein freies, unfertiges Gebiet irgendwo setzen, mit dem Burgfräulein einen Ritter der Stadt nach Hause schicken, an die dein Plättchen anlegt, oder die Fee zu einem deiner Gefolgsleute stellen. Die Fee bringt dir zu Beginn jedes deiner Züge 1 Punkt und 3 weitere, wenn das Gebiet ihres Gefolgsmanns gewertet wird, und der Drache betritt ihr Plättchen nie. Ein Drachenplättchen vor dem ersten Vulkan wird beiseitegelegt, bis einer liegt.
log-dragon-ate = Der Drache schickt eine Figur von { $name } nach Hause
inspect-fairy = die Fee bei { $name }s Gefolgsmann: 1 Punkt je Zug, 3 bei der Wertung

action-portal = ein Gefolgsmann durch das Zauberportal
action-princess = die Prinzessin schickte einen Ritter heim
action-fairy = die Fee zog zu einem Gefolgsmann
