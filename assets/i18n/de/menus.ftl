# Menüs und Dialoge: neues Spiel, Beitreten, Einstellungen, Spielstände,
# Statistik, die Lobbys und Netzwerkmeldungen.

## Wörter für die Dinge der Regeln

colour-black = Schwarz
colour-red = Rot
colour-green = Grün
colour-blue = Blau
colour-yellow = Gelb
colour-pink = Rosa
level-random = zufällig
level-easy = leicht
level-normal = mittel
level-hard = schwer
level-outlook = Ausblick
seat-computer-level = KI { $level }

## Neues Spiel

new-game-title = Neues Spiel
new-game-continue = Letztes Spiel fortsetzen ({ $players }; { $moves } Züge gespielt)
new-game-continue-hosted = Letztes Spiel fortsetzen und wieder anbieten ({ $players }; { $moves } Züge gespielt)
new-game-load = Gespeichertes Spiel laden…
new-game-file-kept = die Datei bleibt, wie sie ist
new-game-players = Spieler
new-game-human = Mensch
new-game-network = Netzwerk
new-game-network-hover = jemand, der von einem anderen Computer aus beitritt
new-game-colours-clash = Zwei Spieler haben dieselbe Farbe.
new-game-host-port = Anbieten auf Port
new-game-open-lobby = Lobby öffnen
new-game-start = Spiel starten
new-game-start-hover = Oder Enter drücken
new-game-no-aids = Keine Hilfen
new-game-no-aids-hover = kein Tipp, kein Rückgängig, keine toten Felder, keine Wahrscheinlichkeiten: die Regeln am Tisch
button-settings = Einstellungen…
button-statistics = Statistik…
rules-farmers = Bauern (Wiesen werden am Ende gewertet)
group-big-box = Die kleinen Erweiterungen der Big Box
rules-anniversary = Mini-Erweiterung zum 20. Jubiläum (folgt später)

## Einem Netzwerkspiel beitreten

join-title = Einem Netzwerkspiel beitreten
join-title-found = Einem Netzwerkspiel beitreten ({ $count } in diesem Netzwerk gefunden)
join-your-name = Dein Name
join-name-unknown = Spieler
join-password = Passwort
join-password-hint = falls das Spiel eins hat
join-none-found = Gerade bietet niemand in diesem Netzwerk ein Spiel an.
join-button = Beitreten
join-watch = Zuschauen
join-watch-hover = Dem Spiel ohne eigenen Platz zusehen: jeder Zug ist zu sehen, gespielt wird nicht
lobby-watching = Es schauen zu:
lobby-send-away = { $name } wegschicken (schaut nicht mehr zu)
join-under-way = läuft, ein Platz frei
join-in-lobby = in der Lobby
join-in-lobby-private = in der Lobby, privat (braucht sein Passwort)
join-found-game = Spiel von { $host } unter { $address }: { $what }, { $free } von { $seats } Plätzen frei
join-other-version = (Carcassonne { $theirs }; dieses ist { $ours })
join-address = Adresse oder Code
join-address-hint = Host:Port oder Beitrittscode

## Einstellungen

settings-title = Einstellungen
settings-language = Sprache
settings-master-volume = Gesamtlautstärke
settings-effects = Effekte
settings-music = Musik
settings-mute = Stumm (M)
settings-reduce-motion = Bewegung reduzieren
settings-reduce-motion-hover = Plättchen, Figuren, die Ansicht und die Punkte springen an ihr Ziel, ohne sich zu bewegen
settings-text-size = Textgröße
settings-offer-guide = Die Anleitung fürs erste Spiel wieder anbieten
settings-offer-guide-hover = sie wird im Dialog „Neues Spiel“ angeboten

## Netzwerkspiel: Lobbys und Plätze

seat-you = du
seat-computer-standing = Computer, Stufe { $level }
seat-at-host = am Bildschirm des Gastgebers
seat-joined = beigetreten
seat-connection-lost = Verbindung verloren
seat-waiting = wartet auf einen Spieler…
seat-here-screen = hier, an diesem Bildschirm
lobby-title = Lobby
lobby-this-address = die Adresse dieses Computers
lobby-hosting = Angeboten auf Port { $port }. Freunde in diesem Netzwerk finden das Spiel in ihrem Dialog „Neues Spiel“ oder treten { $address }:{ $port } bei.
lobby-password-hint = keins: jeder im Netzwerk darf beitreten
lobby-password-hover = Wer beitritt, muss es eingeben; das Spiel wird als privat angezeigt.
lobby-not-full = noch nicht jeder Platz hat einen Spieler
lobby-start-with-computers = Starten, Computer auf den leeren Plätzen
lobby-back = Zurück
lobby-release-seat = Den Platz von { $name } jemand anderem geben
lobby-release-seat-hover = Der Bildschirm seines Spielers wird freigegeben; wer als Nächstes beitritt, darf sich dorthin setzen.
network-title = Netzwerkspiel
network-in-game-at = Im Spiel unter { $address }.
network-waiting-for-start = Warten, bis der Gastgeber das Spiel startet…
network-connecting = Verbinde mit { $address }…
network-back-to-menu = Zurück zum Menü
network-host-lost = Der Gastgeber ist nicht zu hören; versuche wieder hineinzukommen ({ $seconds } s)…
away-title = Abwesende Spieler
away-computer-until-joined = Ein Computer spielt { $name }, bis ein Spieler beitritt.
away-computer-until-back = Ein Computer spielt für { $name }, bis er oder sie zurück ist.
away-not-connected = { $name } ist nicht verbunden.
away-not-connected-for = { $name } ist nicht verbunden ({ $seconds } s).
away-let-computer-play = Einen Computer spielen lassen
away-release = Jemand anderem geben
away-release-hover = Wer als Nächstes beitritt, darf diesen Platz spielen.

## Gespeicherte Spiele

save-finished = beendet
save-tiles-left = { $count ->
    [one] 1 Plättchen übrig
   *[other] { $count } Plättchen übrig
}
save-name-vs = {" gegen "}
save-title = Spiel speichern unter
save-name = Name
save-button = Speichern
save-no-folder = kein Ordner für gespeicherte Spiele auf diesem System
save-saved-to = gespeichert unter { $path }
load-title = Gespeichertes Spiel laden
load-none = Noch keine gespeicherten Spiele: „Speichern unter…“ während eines Spiels.
load-button = Laden
load-cannot-read = kann nicht geladen werden
load-watch = Ansehen
load-seats-note = Die Plätze der Spieler (Mensch oder Computer) kommen aus dem Dialog „Neues Spiel“.

## Statistik und Chat

stats-title = Statistik
stats-broken = Die Datei bleibt, wie sie ist, und Spiele werden nicht in ihr gezählt: verschiebe sie, um eine neue Statistik zu beginnen.
stats-none = Noch kein Spiel wurde beendet.
stats-played = gespielt
stats-won = gewonnen
stats-best = beste
stats-average = Schnitt
stats-computers = Computer
chat-title = Chat
chat-hint = etwas sagen (Enter)
join-cannot-look = kann nicht nach Spielen suchen: { $problem }
network-host-closed = Der Gastgeber hat das Spiel geschlossen.
network-gave-up = { $problem } ({ $seconds } s lang erneut versucht)
network-refused = der Gastgeber lehnt ab: { $reason }
network-cannot-host = Kann nicht anbieten: { $problem }
network-cannot-join = Kann nicht beitreten: { $problem }
lobby-unlisted = In diesem Netzwerk nicht gelistet: { $problem }
refused-password-needed = dieses Spiel hat ein Passwort: gib es neben deinem Namen ein und tritt erneut bei
refused-wrong-password = falsches Passwort für dieses Spiel
refused-no-free-seat = jeder Platz dieses Spiels hat seinen Spieler (wer vorher hier war, kommt von seinem eigenen Bildschirm wieder hinein)
refused-seat-given-away = der Gastgeber hat deinen Platz jemand anderem gegeben

## Dateien, die nicht gelesen werden konnten

problem-settings = Die Einstellungen konnten nicht gelesen werden; es gelten die Vorgaben, die Datei wird aufbewahrt.
problem-autosave = Das letzte Spiel konnte nicht gelesen werden; die Datei bleibt, wie sie ist.
problem-statistics = Die Statistik konnte nicht gelesen werden.

## Internet play: the join code

new-game-internet = Auch von überall, mit einem Beitrittscode
new-game-internet-hover = Freunde im Internet treten mit dem Code bei, den die Lobby zeigt. Über ein Relay, wenn es keinen direkten Weg gibt; durchgehend verschlüsselt.
new-game-relay = Relay
new-game-relay-hint = die öffentlichen Relays
lobby-code = Von überall treten Freunde mit diesem Code bei:
lobby-code-waiting = Beitrittscode wird geholt…
lobby-code-copy = Kopieren
lobby-code-copied = Kopiert
lobby-no-internet = Nicht im Internet: { $problem }
code-bad-length = Ein Beitrittscode hat 58 Buchstaben und Ziffern, nicht { $count }.
code-other-version = Dieser Beitrittscode stammt aus einer anderen Version des Spiels.
code-bad-relay = Das Relay nach @ ist keine Webadresse: { $relay }
code-wrong-letter = Ein Zeichen dieses Beitrittscodes ist falsch: bitte neu kopieren.
code-no-own-relay = Das Relay des Spiels ({ $relay }) ist nicht erreichbar: Ist dieser Computer im Internet?
code-no-relay = Kein Relay ist erreichbar: Ist dieser Computer im Internet?
code-host-silent = Der Gastgeber dieses Codes antwortet nicht: Das Spiel ist vielleicht geschlossen oder sein Computer offline.
code-host-own-relay-silent = Das Relay { $relay } antwortet nicht: Spieler im Internet können noch nicht beitreten.
code-host-no-relay = Kein öffentliches Relay antwortet: Spieler im Internet können noch nicht beitreten. Ist dieser Computer im Internet?
side-copy-code = Beitrittscode kopieren

## The window cannot open: no graphics driver (printed, then the game ends)

no-graphics-driver = kein Grafiktreiber kann das Fenster zeichnen (kein Vulkan-Treiber antwortet): Installiere den Treiber deiner Grafikkarte ({ $install }) und starte das Spiel erneut.
