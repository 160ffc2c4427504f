# Księżniczka i Smok: każde słowo dodatku, które pokazuje okno.

rules-princess-dragon = Księżniczka i Smok
rules-princess-dragon-hover = Jeszcze niedostępne: okno nie pozwala jeszcze kierować smokiem ani używać magicznego portalu, księżniczki i wróżki. Zapisane partie z dodatkiem można odtworzyć.
set-princess-dragon = Księżniczka i Smok
refusal-dragons-tile = Żaden pionek nie może stanąć na płytce, na której jest smok.
