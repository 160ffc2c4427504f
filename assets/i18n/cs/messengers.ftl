# Dopisy: všechna slova rozšíření v okně.

set-messengers = Dopisy
rules-messengers = Dopisy (8 dopisů; každý jednoho posla)
rules-messengers-hover = Každý hráč má na počítadle bodů druhou figurku, posla, a body z každého tahu připíše jedné z obou figurek. Když tvoje figurka ve tvém vlastním tahu skončí na násobku 5, táhneš si dopis: proveď ho, nebo si vezmi 2 body.
guide-messengers-title = Dopisy
guide-messengers-text = Každý hráč má na počítadle bodů dvě figurky: svou počítací figurku a svého posla (kurýra vedle svých bodů v panelu, s jeho vlastními body). Tvoje skóre je součet obou. Kdykoli v nějakém tahu získáš body, ve svém i v cizím, vybereš, která z tvých dvou figurek tyto body dostane (tlačítka v bočním panelu); všechny tvé body z toho tahu jdou na stejnou figurku. Když ve tvém vlastním tahu figurka, kterou jsi posunul, skončí na násobku 5, táhneš si další dopis a buď ho provedeš, nebo si vezmeš 2 body; tyto body jdou na stejnou figurku a mohou přinést další dopis. Osm dopisů: obodovat svou nejmenší cestu, město nebo klášter jako na konci hry (tvoje figurka zůstává); položit další kartičku; 2 body za každý erb ve tvých městech; 2 body za každého svého rytíře; 2 body za každého svého sedláka; obodovat území jedné ze svých figurek jako na konci hry a vzít ji zpět. Přicházejí v zamíchaném pořadí a po všech osmi znovu ve stejném pořadí. Na konci hry už žádné dopisy nejsou.
turn-messenger-here = { $name }: v bočním panelu vyber (nebo stiskni jeho číslo) figurku, která dostane tvé body, nebo co udělat s dopisem.
turn-messenger = { $name } posouvá figurku na počítadle nebo čte dopis.
messenger-meeple = počítací figurka (stojí na { $points })
messenger-messenger = posel (posune se na { $points })
messenger-carry-out = { $message } (+{ $points })
messenger-points = vzít si { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}
message-road = obodovat svou nejmenší cestu
message-city = obodovat své nejmenší město
message-monastery = obodovat svůj nejmenší klášter
message-tile = položit další kartičku
message-pennants = 2 body za erb ve svých městech
message-knights = 2 body za rytíře
message-farmers = 2 body za sedláka
message-return = obodovat figurku a vzít ji zpět (klikni na figurku v kroužku)
log-messenger-meeple = { $name }: body z tahu na počítací figurku.
log-messenger-messenger = { $name }: body z tahu na posla.
log-message-drawn = { $name }: nový dopis – { $message }.
log-message-carried = { $name }: dopis proveden.
log-message-points = { $name }: místo toho { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}.
log-message-returned = { $name }: figurka na poli { $square } obodována a vzata zpět.
log-message-home = Figurka hráče { $name } se vrátila domů.
panel-messenger = Posel: { $messenger ->
    [one] { $messenger } bod
    [few] { $messenger } body
   *[other] { $messenger } bodů
}; počítací figurka: { $meeple }.
category-messages = dopisy
scored-message = dopis
