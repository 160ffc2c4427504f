# Průvodce první hrou a stránky rozšíření.

guide-offer-title = Poprvé v Carcassonne?
guide-offer-text = První hra s průvodcem proti lehkému počítači ti ukáže, jak pokládat kartičky, stavět figurky, bodovat cesty, města a kláštery a hospodařit na loukách.
guide-offer-accept = Hrát s průvodcem
guide-offer-decline = Ne, děkuji
guide-heading = První hra: { $title }
guide-set-heading = V této hře: { $title }
guide-step = { $step } z { $steps }
guide-next = Dál
guide-close = Zavřít průvodce
guide-play-on = Hrát dál

guide-placing-title = Položení kartičky
guide-placing-text = Tvoje kartička je v ruce vpravo dole. Přetáhni ji na jedno ze zelených polí: tam pasuje. Otočíš ji klávesou R, kolečkem myši nebo pravým tlačítkem. Okraje musí navazovat: cesta na cestu, město na město, louka na louku. Klávesnicí: Tab ji položí na další pole, kam pasuje (Shift+Tab na předchozí), R ji otočí (Shift+R zpět).
guide-meeples-title = Figurky
guide-meeples-text = Kartička leží, kde jsi ji pustil: přetáhni ji znovu, chceš-li ji posunout, nebo ji otoč klávesou R. Teď na ni můžeš postavit jednu ze svých 7 figurek: klikni na bod. Na cestě je to lupič, ve městě rytíř, v klášteře mnich, na louce sedlák. Pak stiskni Enter (nebo „Ukončit tah“) a ukonči tah. Každý bod má číslo: stiskni ho a figurka se tam postaví. Esc vrátí kartičku do ruky.
guide-road-city-title = Bodování cesty a města
guide-road-city-text = Cesta se boduje, když jsou oba její konce uzavřené: 1 bod za kartičku. Město se boduje, když se jeho hradby uzavřou dokola: 2 body za kartičku a 2 za erb. Body dostane ten, kdo tam má nejvíc figurek, a figurky se vracejí. Uzavři některou svou cestu nebo město!
guide-monasteries-title = Kláštery
guide-monasteries-text = Klášter (kaple uprostřed kartičky) dá 1 bod za sebe a 1 za každou kartičku kolem: 9, když je obklopený. Mnich na něm do té doby zůstává.
guide-farmers-title = Sedláci
guide-farmers-text = Figurka ležící na louce je sedlák: zůstane tam až do konce hry. Pak každá louka dá 3 body za každé dokončené město, se kterým sousedí, tomu, kdo na ní má nejvíc sedláků. Stiskni V (nebo „Pohled na louky“) a uvidíš louky v barvách jejich majitelů a města, která by počítaly.
guide-help-title = Pomoc u stolu
guide-help-text = Ukaž na jakoukoli cestu, město nebo louku a uvidíš, komu patří a kolik má cenu. Červený křížek značí pole, které žádná zbývající kartička nezaplní. H navrhne tah, Ctrl+Z vrátí tvůj tah, F ukáže celý stůl. To je vše: hraj dál a bav se!
guide-end-title = Konec hry
guide-end-text = Hra skončila. Ještě otevřené cesty, města a kláštery daly, co měly (město 1 bod za kartičku a erb), a sedláci obodovali své louky: 3 body za každé dokončené město, se kterým sousedí. Zapni pohled na louky a uvidíš je.

