# Traders & Builders: every word of the set the window shows.

rules-traders-builders = Kooplieden en Bouwmeesters (24 tegels met handelswaar, ieder een bouwmeester en een varken)
rules-traders-builders-hover = Wie een stad voltooit, neemt haar handelswaar (wijn, graan, stof); de meeste van elke soort levert aan het eind 10 op. Een bouwmeester naast je volgeling geeft je een tweede tegel als je zijn weg of stad verlengt. Een varken naast je boer maakt elke stad van zijn weiland 4 waard voor jou.
set-traders-builders = Kooplieden en Bouwmeesters
panel-open-goods = Handelswaar in open steden:
panel-open-goods-hover = wat het voltooien van de steden op tafel nog kan opleveren
panel-builder = bouwmeester
panel-pig = varken
panel-builder-pig-hover = de bouwmeester geeft een tweede tegel als je zijn weg of stad verlengt; het varken maakt elke stad van zijn weiland 4 waard voor jou
good-wine = wijn
good-grain = graan
good-cloth = stof
turn-second-tile = Een tweede tegel voor { $name }: de weg of stad van de bouwmeester is verlengd.
hint-shown-builder = op tafel getoond: de tegel en de bouwmeester
hint-shown-pig = op tafel getoond: de tegel en het varken
category-goods = handelswaar
scored-most = meeste { $good }
farm-label-pig = { $points } · { $cities ->
    [one] 1 stad
   *[other] { $cities } steden
} · { $pig } met het varken
inspect-goods = handelswaar: { $goods } (voor wie haar voltooit)
inspect-builder = bouwmeester van { $name }
inspect-pig = varken van { $name } (4 per stad voor { $name } als die telt)
guide-traders-builders-title = Kooplieden en Bouwmeesters
guide-traders-builders-text = Veel steden tonen handelswaar: wijn, graan of stof. Wie de tegel legt die een stad voltooit, neemt haar handelswaar, meeple of niet; aan het eind levert de meeste van elke soort 10 op (bij gelijkspel ieder 10). Je bouwmeester komt naast je eigen volgeling op een weg of in een stad: als jouw tegel die weg of stad verlengt, leg je meteen een tweede tegel (nooit een derde). Je varken komt naast je eigen boer: tel jij dat weiland, dan is elke voltooide stad 4 waard voor jou in plaats van 3. Klik op het teken van de bouwmeester of het varken naast je meeple om hem neer te zetten.

figure-builder = bouwmeester
figure-pig = varken
