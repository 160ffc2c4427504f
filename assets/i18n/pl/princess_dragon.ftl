# Księżniczka i Smok: każde słowo dodatku, które pokazuje okno.

rules-princess-dragon = Księżniczka i Smok
rules-princess-dragon-hover = Jeszcze niedostępne: okno nie pozwala jeszcze kierować smokiem. Zapisane partie z dodatkiem można odtworzyć.
set-princess-dragon = Księżniczka i Smok
refusal-dragons-tile = Żaden pionek nie może stanąć na płytce, na której jest smok.
category-fairy = wróżka
hint-shown-portal = na planszy: płytka; potem podwładny przez magiczny portal
hint-shown-princess = na planszy: płytka; potem księżniczka odsyła rycerza
hint-shown-fairy = na planszy: płytka; potem wróżka staje przy twoim podwładnym
turn-dragon-step-here = { $name } wybiera, dokąd leci smok: kliknij zaznaczone pole
turn-dragon-step = { $name } wybiera, dokąd leci smok
