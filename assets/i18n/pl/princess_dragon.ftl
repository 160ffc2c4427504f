# Księżniczka i Smok: każde słowo dodatku, które pokazuje okno.

rules-princess-dragon = Księżniczka i Smok (30 płytek, smok i wróżka)
rules-princess-dragon-hover = Wulkany sprowadzają smoka; płytki ze smokiem każą mu lecieć do sześciu płytek, kierowanego kolejno przez każdego gracza, a każdy pionek, gdzie wejdzie, wraca do właściciela. Zamiast pionka: podwładny przez magiczny portal, księżniczka odsyłająca rycerza albo wróżka obok twojego podwładnego (1 punkt na turę, 3 przy punktowaniu).
set-princess-dragon = Księżniczka i Smok
refusal-dragons-tile = Żaden pionek nie może stanąć na płytce, na której jest smok.
category-fairy = wróżka
hint-shown-portal = na planszy: płytka; potem podwładny przez magiczny portal
hint-shown-princess = na planszy: płytka; potem księżniczka odsyła rycerza
hint-shown-fairy = na planszy: płytka; potem wróżka staje przy twoim podwładnym
turn-dragon-step-here = { $name } wybiera, dokąd leci smok: kliknij zaznaczone pole lub naciśnij jego numer
turn-dragon-step = { $name } wybiera, dokąd leci smok
guide-princess-dragon-title = Księżniczka i Smok
guide-princess-dragon-text = Wulkan sprowadza smoka na swoją płytkę, na której nie można już postawić żadnego pionka. Gdy zostanie położona płytka z symbolem smoka, smok leci do sześciu płytek, pole po polu, nigdy dwa razy na tę samą ani na płytkę wróżki: pierwszy krok wybiera gracz, który położył płytkę, potem kolejno każdy gracz (kliknij zaznaczone pole). Każdy pionek na płytce, na którą wejdzie, wraca do właściciela. Zamiast wystawić pionek możesz przez magiczny portal postawić podwładnego na dowolnym wolnym, nieukończonym obszarze; księżniczką odesłać rycerza z miasta, do którego dołącza twoja płytka; albo przestawić wróżkę obok jednego ze swoich podwładnych. Wróżka daje ci 1 punkt na początku każdej twojej tury i 3 więcej, gdy obszar jej podwładnego jest punktowany, a smok nigdy nie wchodzi na jej płytkę. Płytka ze smokiem dobrana przed pierwszym wulkanem czeka odłożona, aż jakiś wulkan leży.
log-dragon-ate = Smok odsyła pionek gracza { $name }
inspect-fairy = wróżka przy podwładnym gracza { $name }: 1 punkt na turę, 3 przy punktowaniu

action-portal = podwładny przez magiczny portal
action-princess = księżniczka odesłała rycerza
action-fairy = wróżka przeszła do podwładnego
