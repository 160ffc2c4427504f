# Menu's en vensters: nieuw spel, meedoen, instellingen, opgeslagen
# spellen, statistieken, wachtkamers en netwerkmeldingen.

## Woorden voor de dingen van het spel

colour-black = Zwart
colour-red = Rood
colour-green = Groen
colour-blue = Blauw
colour-yellow = Geel
colour-pink = Roze
level-random = willekeurig
level-easy = makkelijk
level-normal = normaal
level-hard = moeilijk
level-outlook = vooruitblik
seat-computer-level = AI { $level }

## Nieuw spel

new-game-title = Nieuw spel
new-game-continue = Verder met het laatste spel ({ $players }; { $moves } zetten gespeeld)
new-game-continue-hosted = Verder met het laatste spel en het opnieuw aanbieden ({ $players }; { $moves } zetten gespeeld)
new-game-load = Een opgeslagen spel laden…
new-game-file-kept = het bestand is gelaten zoals het was
new-game-players = Spelers
new-game-human = Mens
new-game-network = Netwerk
new-game-network-hover = een speler die vanaf een andere computer meedoet
new-game-colours-clash = Twee spelers hebben dezelfde kleur.
new-game-host-port = Aanbieden op poort
new-game-open-lobby = Wachtkamer openen
new-game-start = Spel starten
new-game-start-hover = Of druk op Enter
new-game-no-aids = Geen hulp
new-game-no-aids-hover = geen tip, geen ongedaan maken, geen dode vakken, geen kansen: de regels van de tafel
button-settings = Instellingen…
button-statistics = Statistieken…
rules-farmers = Boeren (weilanden aan het eind geteld)
group-big-box = De kleine uitbreidingen van de Big Box
rules-anniversary = Mini-uitbreiding voor het 20-jarig jubileum (komt later)

## Meedoen met een netwerkspel

join-title = Meedoen met een netwerkspel
join-title-found = Meedoen met een netwerkspel ({ $count } gevonden op dit netwerk)
join-your-name = Je naam
join-name-unknown = Speler
join-password = Wachtwoord
join-password-hint = als het spel er een heeft
join-none-found = Op dit moment biedt niemand op dit netwerk een spel aan.
join-button = Meedoen
join-watch = Kijken
join-watch-hover = Het spel bekijken zonder plaats: je ziet elke zet maar speelt niet mee
lobby-watching = Kijken mee:
lobby-send-away = { $name } wegsturen (kijkt niet meer mee)
join-under-way = bezig, een plaats vrij
join-in-lobby = in de wachtkamer
join-in-lobby-private = in de wachtkamer, privé (wachtwoord nodig)
join-found-game = Spel van { $host } op { $address }: { $what }, { $free } van { $seats } plaatsen vrij
join-other-version = (Carcassonne { $theirs }; dit is { $ours })
join-address = Adres of code
join-address-hint = host:poort of code

## Instellingen

settings-title = Instellingen
settings-language = Taal
settings-master-volume = Hoofdvolume
settings-effects = Effecten
settings-music = Muziek
settings-mute = Dempen (M)
settings-reduce-motion = Beweging beperken
settings-reduce-motion-hover = tegels, pionnen, het beeld en de punten springen naar hun plek, zonder te bewegen
settings-text-size = Tekstgrootte
settings-offer-guide = De gids voor het eerste spel opnieuw aanbieden
settings-offer-guide-hover = hij wordt aangeboden in het venster voor een nieuw spel

## Netwerkspel: wachtkamers en plaatsen

seat-you = jij
seat-computer-standing = computer, niveau { $level }
seat-at-host = op het scherm van de gastheer
seat-joined = doet mee
seat-connection-lost = verbinding verloren
seat-waiting = wacht op een speler…
seat-here-screen = hier, op dit scherm
lobby-title = Wachtkamer
lobby-this-address = het adres van deze computer
lobby-hosting = Aangeboden op poort { $port }. Vrienden op dit netwerk vinden het spel in hun venster voor een nieuw spel, of doen mee via { $address }:{ $port }.
lobby-password-hint = geen: iedereen op het netwerk mag meedoen
lobby-password-hover = Wie meedoet, moet het intypen; het spel staat als privé vermeld.
lobby-not-full = nog niet elke plaats heeft een speler
lobby-start-with-computers = Starten, computers op de lege plaatsen
lobby-back = Terug
lobby-release-seat = Laat iemand anders de plaats van { $name } innemen
lobby-release-seat-hover = Het scherm van de speler wordt losgelaten; wie daarna meedoet, mag daar zitten.
network-title = Netwerkspel
network-in-game-at = In het spel op { $address }.
network-waiting-for-start = Wachten tot de gastheer het spel start…
network-connecting = Verbinden met { $address }…
network-back-to-menu = Terug naar het menu
network-host-lost = De gastheer is niet te horen; opnieuw proberen binnen te komen ({ $seconds } s)…
away-title = Afwezige spelers
away-computer-until-joined = Een computer speelt { $name } tot er een speler meedoet.
away-computer-until-back = Een computer speelt voor { $name } tot die terug is.
away-not-connected = { $name } is niet verbonden.
away-not-connected-for = { $name } is niet verbonden ({ $seconds } s).
away-let-computer-play = Laat een computer spelen
away-release = Laat iemand anders hem nemen
away-release-hover = Wie daarna meedoet, mag deze plaats spelen.

## Opgeslagen spellen

save-finished = afgelopen
save-tiles-left = { $count ->
    [one] nog 1 tegel
   *[other] nog { $count } tegels
}
save-name-vs = {" tegen "}
save-title = Spel opslaan als
save-name = Naam
save-button = Opslaan
save-no-folder = geen map voor opgeslagen spellen op dit systeem
save-saved-to = opgeslagen in { $path }
load-title = Een opgeslagen spel laden
load-none = Nog geen opgeslagen spellen: gebruik „Opslaan als…” tijdens een spel.
load-button = Laden
load-cannot-read = kan niet worden geladen
load-watch = Bekijken
load-seats-note = De plaatsen van de spelers (mens of computer) komen uit het venster voor een nieuw spel.

## Statistieken en chat

stats-title = Statistieken
stats-broken = Het bestand blijft zoals het is en spellen worden er niet in geteld: verplaats het om nieuwe statistieken te beginnen.
stats-none = Er is nog geen spel uitgespeeld.
stats-played = gespeeld
stats-won = gewonnen
stats-best = beste
stats-average = gemiddeld
stats-computers = Computers
chat-title = Chat
chat-hint = zeg iets (Enter)
join-cannot-look = kan niet naar spellen zoeken: { $problem }
network-host-closed = De gastheer heeft het spel gesloten.
network-gave-up = { $problem } ({ $seconds } s lang opnieuw geprobeerd)
network-refused = de gastheer weigert: { $reason }
network-cannot-host = Kan niet aanbieden: { $problem }
network-cannot-join = Kan niet meedoen: { $problem }
lobby-unlisted = Niet vermeld op dit netwerk: { $problem }
refused-password-needed = dit spel heeft een wachtwoord: typ het naast je naam en doe opnieuw mee
refused-wrong-password = verkeerd wachtwoord voor dit spel
refused-no-free-seat = elke plaats in dit spel heeft een speler (wie hier eerder was, komt terug vanaf het eigen scherm)
refused-seat-given-away = de gastheer heeft je plaats aan iemand anders gegeven

## Bestanden die niet gelezen konden worden

problem-settings = De instellingen konden niet worden gelezen; de standaardwaarden gelden en het bestand wordt bewaard.
problem-autosave = Het laatste spel kon niet worden gelezen; het bestand is gelaten zoals het was.
problem-statistics = De statistieken konden niet worden gelezen.

## Internet play: the join code

new-game-internet = Ook van overal, met een code
new-game-internet-hover = Vrienden op internet doen mee met de code die de lobby toont. Via een relay als er geen directe weg is; van begin tot eind versleuteld.
new-game-relay = Relay
new-game-relay-hint = de openbare relays
lobby-code = Van overal doen vrienden mee met deze code:
lobby-code-waiting = Code ophalen…
lobby-code-copy = Kopiëren
lobby-code-copied = Gekopieerd
lobby-no-internet = Niet op internet: { $problem }
code-bad-length = Een code heeft 58 letters en cijfers, niet { $count }.
code-other-version = Deze code komt van een andere versie van het spel.
code-bad-relay = De relay na @ is geen webadres: { $relay }
code-wrong-letter = Een letter van deze code klopt niet: kopieer hem opnieuw.
code-no-own-relay = De relay van het spel ({ $relay }) is niet bereikbaar: zit deze computer op internet?
code-no-relay = Geen enkele relay is bereikbaar: zit deze computer op internet?
code-host-silent = De gastheer van deze code antwoordt niet: het spel is misschien gesloten, of de computer offline.
code-host-own-relay-silent = De relay { $relay } antwoordt niet: spelers op internet kunnen nog niet meedoen.
code-host-no-relay = Geen openbare relay antwoordt: spelers op internet kunnen nog niet meedoen. Zit deze computer op internet?
side-copy-code = Code kopiëren

## The window cannot open: no graphics driver (printed, then the game ends)

no-graphics-driver = geen grafisch stuurprogramma kan het venster tekenen (geen Vulkan-stuurprogramma antwoordt): installeer het stuurprogramma van je videokaart ({ $install }) en start het spel opnieuw.
