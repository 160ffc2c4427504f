# Nabídky a okna: nová hra, připojení, nastavení, uložené hry,
# statistiky, čekárny a zprávy ze sítě.

## Slova pro věci ze hry

colour-black = Černá
colour-red = Červená
colour-green = Zelená
colour-blue = Modrá
colour-yellow = Žlutá
colour-pink = Růžová
level-random = náhodná
level-easy = lehká
level-normal = střední
level-hard = těžká
level-outlook = výhled
seat-computer-level = AI { $level }

## Nová hra

new-game-title = Nová hra
new-game-continue = Pokračovat v poslední hře ({ $players }; { $moves ->
    [one] { $moves } tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
})
new-game-continue-hosted = Pokračovat v poslední hře a znovu ji nabídnout ({ $players }; { $moves ->
    [one] { $moves } tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
})
new-game-load = Nahrát uloženou hru…
new-game-file-kept = soubor zůstal, jak byl
new-game-players = Hráči
new-game-human = Člověk
new-game-network = Síť
new-game-network-hover = hráč, který se připojí z jiného počítače
new-game-colours-clash = Dva hráči mají stejnou barvu.
new-game-host-port = Nabídnout na portu
new-game-open-lobby = Otevřít čekárnu
new-game-start = Začít hru
new-game-start-hover = Nebo stiskni Enter
new-game-no-aids = Bez pomůcek
new-game-no-aids-hover = žádná rada, žádné vracení, žádná mrtvá pole, žádné šance: pravidla jako u stolu
button-settings = Nastavení…
button-statistics = Statistiky…
rules-farmers = Sedláci (louky se počítají na konci)
group-big-box = Malá rozšíření z Big Boxu
rules-anniversary = Mini-rozšíření k 20. výročí (přijde později)

## Připojení ke hře po síti

join-title = Připojit se ke hře po síti
join-title-found = Připojit se ke hře po síti (nalezeno v této síti: { $count })
join-your-name = Tvé jméno
join-name-unknown = Hráč
join-password = Heslo
join-password-hint = pokud ho hra má
join-none-found = V této síti teď nikdo hru nenabízí.
join-button = Připojit
join-watch = Sledovat
join-watch-hover = Dívat se na hru bez místa u stolu: vidíte každý tah, ale nehrajete
lobby-watching = Sledují:
lobby-send-away = Poslat { $name } pryč (přestane sledovat)
join-under-way = probíhá, jedno místo volné
join-in-lobby = v čekárně
join-in-lobby-private = v čekárně, soukromá (chce heslo)
join-found-game = Hra hráče { $host } na { $address }: { $what }, volná místa: { $free } z { $seats }
join-other-version = (Carcassonne { $theirs }; tohle je { $ours })
join-address = Adresa nebo kód
join-address-hint = host:port nebo kód

## Nastavení

settings-title = Nastavení
settings-language = Jazyk
settings-master-volume = Celková hlasitost
settings-effects = Efekty
settings-music = Hudba
settings-mute = Ztlumit (M)
settings-reduce-motion = Omezit pohyb
settings-reduce-motion-hover = kartičky, figurky, pohled a body skočí na své místo bez pohybu
settings-text-size = Velikost textu
settings-offer-guide = Znovu nabídnout průvodce první hrou
settings-offer-guide-hover = nabízí se v okně nové hry

## Hra po síti: čekárny a místa

seat-you = ty
seat-computer-standing = počítač, úroveň { $level }
seat-at-host = u obrazovky hostitele
seat-joined = připojen
seat-connection-lost = spojení ztraceno
seat-waiting = čeká na hráče…
seat-here-screen = tady, u této obrazovky
lobby-title = Čekárna
lobby-this-address = adresa tohoto počítače
lobby-hosting = Nabízeno na portu { $port }. Přátelé v této síti najdou hru ve svém okně nové hry, nebo se připojí na { $address }:{ $port }.
lobby-password-hint = žádné: připojit se může kdokoli v síti
lobby-password-hover = Kdo se připojí, musí ho napsat; hra se ukazuje jako soukromá.
lobby-not-full = ještě ne každé místo má hráče
lobby-start-with-computers = Začít, počítače na prázdných místech
lobby-back = Zpět
lobby-release-seat = Dát místo hráče { $name } někomu jinému
lobby-release-seat-hover = Obrazovka jeho hráče se uvolní; kdo se připojí příště, může si tam sednout.
network-title = Hra po síti
network-in-game-at = Ve hře na { $address }.
network-waiting-for-start = Čekám, až hostitel začne hru…
network-connecting = Připojuji se k { $address }…
network-back-to-menu = Zpět do nabídky
network-host-lost = Hostitel neodpovídá; zkouším se vrátit ({ $seconds } s)…
away-title = Nepřítomní hráči
away-computer-until-joined = Počítač hraje za { $name }, dokud se nepřipojí hráč.
away-computer-until-back = Počítač hraje za { $name }, dokud se nevrátí.
away-not-connected = { $name } není připojen.
away-not-connected-for = { $name } není připojen ({ $seconds } s).
away-let-computer-play = Ať hraje počítač
away-release = Dát někomu jinému
away-release-hover = Kdo se připojí příště, může hrát za toto místo.

## Uložené hry

save-finished = dohraná
save-tiles-left = { $count ->
    [one] zbývá 1 kartička
    [few] zbývají { $count } kartičky
   *[other] zbývá { $count } kartiček
}
save-name-vs = {" proti "}
save-title = Uložit hru jako
save-name = Název
save-button = Uložit
save-no-folder = v tomto systému není složka pro uložené hry
save-saved-to = uloženo do { $path }
load-title = Nahrát uloženou hru
load-none = Zatím žádné uložené hry: během hry použij „Uložit jako…“.
load-button = Nahrát
load-cannot-read = nelze nahrát
load-watch = Přehrát
load-seats-note = Místa hráčů (člověk nebo počítač) se berou z okna nové hry.

## Statistiky a chat

stats-title = Statistiky
stats-broken = Soubor zůstává, jak je, a hry se do něj nepočítají: přesuň ho jinam a začni nové statistiky.
stats-none = Zatím nebyla dohrána žádná hra.
stats-played = hráno
stats-won = vyhráno
stats-best = nejlepší
stats-average = průměr
stats-computers = Počítače
chat-title = Chat
chat-hint = napiš něco (Enter)
join-cannot-look = nelze hledat hry: { $problem }
network-host-closed = Hostitel hru ukončil.
network-gave-up = { $problem } (zkoušeno znovu { $seconds } s)
network-refused = hostitel odmítá: { $reason }
network-cannot-host = Nelze nabídnout hru: { $problem }
network-cannot-join = Nelze se připojit: { $problem }
lobby-unlisted = V této síti není vidět: { $problem }
refused-password-needed = tato hra má heslo: napiš ho vedle svého jména a připoj se znovu
refused-wrong-password = špatné heslo pro tuto hru
refused-no-free-seat = každé místo této hry má svého hráče (kdo tu už byl, vrátí se ze své obrazovky)
refused-seat-given-away = hostitel dal tvé místo někomu jinému

## Soubory, které nešlo přečíst

problem-settings = Nastavení nešlo přečíst; platí výchozí hodnoty a soubor se uchová.
problem-autosave = Poslední hru nešlo přečíst; soubor zůstal, jak byl.
problem-statistics = Statistiky nešlo přečíst.

## Internet play: the join code

new-game-internet = Také odkudkoli, s kódem
new-game-internet-hover = Přátelé na internetu se připojí kódem, který ukáže předsíň. Přes relay, když není přímá cesta; šifrováno od konce ke konci.
new-game-relay = Relay
new-game-relay-hint = veřejné relaye
lobby-code = Odkudkoli se přátelé připojí tímto kódem:
lobby-code-waiting = Získávám kód…
lobby-code-copy = Kopírovat
lobby-code-copied = Zkopírováno
lobby-no-internet = Není na internetu: { $problem }
code-bad-length = Kód má 58 písmen a číslic, ne { $count }.
code-other-version = Tento kód je z jiné verze hry.
code-bad-relay = Relay za @ není webová adresa: { $relay }
code-wrong-letter = Jedno písmeno tohoto kódu je špatně: zkopírujte ho znovu.
code-no-own-relay = Relay hry ({ $relay }) není dostupný: je tento počítač na internetu?
code-no-relay = Žádný relay není dostupný: je tento počítač na internetu?
code-host-silent = Hostitel tohoto kódu neodpovídá: hra je možná zavřená nebo jeho počítač offline.
code-host-own-relay-silent = Relay { $relay } neodpovídá: hráči z internetu se zatím nemohou připojit.
code-host-no-relay = Žádný veřejný relay neodpovídá: hráči z internetu se zatím nemohou připojit. Je tento počítač na internetu?
side-copy-code = Kopírovat kód

## The window cannot open: no graphics driver (printed, then the game ends)

no-graphics-driver = žádný grafický ovladač nedokáže vykreslit okno (neodpovídá žádný ovladač Vulkan): nainstaluj ovladač své grafické karty ({ $install }) a spusť hru znovu.
