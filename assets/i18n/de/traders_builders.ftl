# Traders & Builders: every word of the set the window shows.

rules-traders-builders = Händler und Baumeister (24 Plättchen mit Waren, je ein Baumeister und ein Schwein)
rules-traders-builders-hover = Wer eine Stadt fertigstellt, nimmt ihre Waren (Wein, Getreide, Stoff); die meisten jeder Ware bringen am Ende 10 Punkte. Ein Baumeister neben deinem Meeple gibt dir ein zweites Plättchen, wenn du seine Straße oder Stadt verlängerst. Ein Schwein neben deinem Bauern macht jede Stadt seiner Wiese für dich 4 Punkte wert.
set-traders-builders = Händler und Baumeister
panel-open-goods = Waren in offenen Städten:
panel-open-goods-hover = was das Fertigstellen der Städte auf dem Tisch noch bringen kann
panel-builder = Baumeister
panel-pig = Schwein
panel-builder-pig-hover = der Baumeister gibt ein zweites Plättchen, wenn du seine Straße oder Stadt verlängerst; das Schwein macht jede Stadt seiner Wiese für dich 4 wert
good-wine = Wein
good-grain = Getreide
good-cloth = Stoff
turn-second-tile = Ein zweites Plättchen für { $name }: die Straße oder Stadt des Baumeisters wurde verlängert.
hint-shown-builder = auf dem Tisch gezeigt: das Plättchen und der Baumeister
hint-shown-pig = auf dem Tisch gezeigt: das Plättchen und das Schwein
category-goods = Waren
scored-most = am meisten { $good }
farm-label-pig = { $points } · { $cities ->
    [one] 1 Stadt
   *[other] { $cities } Städte
} · { $pig } mit dem Schwein
inspect-goods = Waren: { $goods } (für den, der sie fertigstellt)
inspect-builder = Baumeister von { $name }
inspect-pig = Schwein von { $name } (4 je Stadt für { $name }, wenn gewertet)
guide-traders-builders-title = Händler und Baumeister
guide-traders-builders-text = Viele Städte zeigen Waren: Wein, Getreide oder Stoff. Wer das Plättchen legt, das eine Stadt fertigstellt, nimmt ihre Waren, ob ein Meeple dort steht oder nicht; am Ende bringen die meisten jeder Ware 10 Punkte (bei Gleichstand jeder 10). Dein Baumeister kommt neben deinen eigenen Meeple auf eine Straße oder in eine Stadt: Wenn dein Plättchen diese Straße oder Stadt verlängert, legst du sofort ein zweites Plättchen (nie ein drittes). Dein Schwein kommt neben deinen eigenen Bauern: Wertest du diese Wiese, ist jede fertige Stadt für dich 4 statt 3 Punkte wert. Klicke die Marke des Baumeisters oder Schweins neben deinem Meeple an, um sie einzusetzen.

figure-builder = Baumeister
figure-pig = Schwein
