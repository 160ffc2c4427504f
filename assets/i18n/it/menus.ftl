# Menu e finestre: nuova partita, partecipare, impostazioni, salvataggi,
# statistiche, sale d'attesa e messaggi di rete.

## Le parole per le cose del gioco

colour-black = Nero
colour-red = Rosso
colour-green = Verde
colour-blue = Blu
colour-yellow = Giallo
colour-pink = Rosa
level-random = casuale
level-easy = facile
level-normal = normale
level-hard = difficile
level-outlook = previsione
seat-computer-level = IA { $level }

## Nuova partita

new-game-title = Nuova partita
new-game-continue = Continua l'ultima partita ({ $players }; { $moves } mosse giocate)
new-game-continue-hosted = Continua l'ultima partita e ospitala di nuovo ({ $players }; { $moves } mosse giocate)
new-game-load = Carica una partita salvata…
new-game-file-kept = il file è stato lasciato com'era
new-game-players = Giocatori
new-game-human = Umano
new-game-network = Rete
new-game-network-hover = un giocatore che si unisce da un altro computer
new-game-colours-clash = Due giocatori hanno lo stesso colore.
new-game-host-port = Ospita sulla porta
new-game-open-lobby = Apri la sala d'attesa
new-game-start = Inizia la partita
new-game-start-hover = Oppure premi Invio
new-game-no-aids = Senza aiuti
new-game-no-aids-hover = niente suggerimento, niente annulla, niente caselle morte, niente probabilità: le regole del tavolo
button-settings = Impostazioni…
button-statistics = Statistiche…
rules-farmers = Contadini (prati contati alla fine)
group-big-box = Le mini-espansioni della Big Box
rules-anniversary = Mini-espansione del 20º anniversario (in arrivo)

## Partecipare a una partita in rete

join-title = Partecipa a una partita in rete
join-title-found = Partecipa a una partita in rete ({ $count } trovate in questa rete)
join-your-name = Il tuo nome
join-name-unknown = Giocatore
join-password = Password
join-password-hint = se la partita ne ha una
join-none-found = Al momento nessuno ospita una partita in questa rete.
join-button = Partecipa
join-watch = Guarda
join-watch-hover = Guarda la partita senza un posto: vedi ogni mossa ma non giochi
lobby-watching = Guardano:
lobby-send-away = Manda via { $name } (smette di guardare)
join-under-way = in corso, un posto libero
join-in-lobby = nella sua sala d'attesa
join-in-lobby-private = nella sua sala d'attesa, privata (serve la password)
join-found-game = Partita di { $host } a { $address }: { $what }, { $free } posti liberi su { $seats }
join-other-version = (Carcassonne { $theirs }; questo è { $ours })
join-address = Indirizzo o codice
join-address-hint = host:porta o codice

## Impostazioni

settings-title = Impostazioni
settings-language = Lingua
settings-master-volume = Volume generale
settings-effects = Effetti
settings-music = Musica
settings-mute = Muto (M)
settings-reduce-motion = Riduci il movimento
settings-reduce-motion-hover = tessere, pedine, la vista e i punti saltano al loro posto senza muoversi
settings-text-size = Dimensione del testo
settings-offer-guide = Proponi di nuovo la guida alla prima partita
settings-offer-guide-hover = viene proposta nella finestra della nuova partita

## Partita in rete: sale d'attesa e posti

seat-you = tu
seat-computer-standing = computer, livello { $level }
seat-at-host = allo schermo dell'ospite
seat-joined = entrato
seat-connection-lost = connessione persa
seat-waiting = in attesa di un giocatore…
seat-here-screen = qui, a questo schermo
lobby-title = Sala d'attesa
lobby-this-address = l'indirizzo di questo computer
lobby-hosting = Ospitata sulla porta { $port }. Gli amici in questa rete trovano la partita nella loro finestra della nuova partita, o si uniscono a { $address }:{ $port }.
lobby-password-hint = nessuna: chiunque nella rete può unirsi
lobby-password-hover = Chi si unisce deve scriverla; la partita appare come privata.
lobby-not-full = non tutti i posti hanno ancora un giocatore
lobby-start-with-computers = Inizia, computer nei posti vuoti
lobby-back = Indietro
lobby-release-seat = Lascia il posto di { $name } a qualcun altro
lobby-release-seat-hover = Lo schermo del suo giocatore viene lasciato; chi si unisce dopo può sedersi lì.
network-title = Partita in rete
network-in-game-at = Nella partita a { $address }.
network-waiting-for-start = In attesa che l'ospite inizi la partita…
network-connecting = Connessione a { $address }…
network-back-to-menu = Torna al menu
network-host-lost = L'ospite non risponde; provo a rientrare ({ $seconds } s)…
away-title = Giocatori assenti
away-computer-until-joined = Un computer gioca { $name } finché non si unisce un giocatore.
away-computer-until-back = Un computer gioca per { $name } finché non torna.
away-not-connected = { $name } non è connesso.
away-not-connected-for = { $name } non è connesso ({ $seconds } s).
away-let-computer-play = Fai giocare un computer
away-release = Lascialo a qualcun altro
away-release-hover = Chi si unisce dopo può giocare questo posto.

## Partite salvate

save-finished = finita
save-tiles-left = { $count ->
    [one] 1 tessera rimasta
   *[other] { $count } tessere rimaste
}
save-name-vs = {" contro "}
save-title = Salva la partita come
save-name = Nome
save-button = Salva
save-no-folder = nessuna cartella per le partite salvate su questo sistema
save-saved-to = salvata in { $path }
load-title = Carica una partita salvata
load-none = Nessuna partita salvata: usa «Salva come…» durante una partita.
load-button = Carica
load-cannot-read = non si può caricare
load-watch = Rivedi
load-seats-note = I posti dei giocatori (umano o computer) vengono dalla finestra della nuova partita.

## Statistiche e chat

stats-title = Statistiche
stats-broken = Il file viene lasciato com'è e le partite non vi vengono contate: spostalo per iniziare nuove statistiche.
stats-none = Nessuna partita è ancora finita.
stats-played = giocate
stats-won = vinte
stats-best = migliore
stats-average = media
stats-computers = Computer
chat-title = Chat
chat-hint = scrivi qualcosa (Invio)
join-cannot-look = impossibile cercare partite: { $problem }
network-host-closed = L'ospite ha chiuso la partita.
network-gave-up = { $problem } (riprovato per { $seconds } s)
network-refused = l'ospite rifiuta: { $reason }
network-cannot-host = Impossibile ospitare: { $problem }
network-cannot-join = Impossibile unirsi: { $problem }
lobby-unlisted = Non elencata in questa rete: { $problem }
refused-password-needed = questa partita ha una password: scrivila accanto al tuo nome e unisciti di nuovo
refused-wrong-password = password sbagliata per questa partita
refused-no-free-seat = ogni posto di questa partita ha il suo giocatore (chi c'era già rientra dal proprio schermo)
refused-seat-given-away = l'ospite ha dato il tuo posto a qualcun altro

## File che non si sono potuti leggere

problem-settings = Non è stato possibile leggere le impostazioni; si usano quelle predefinite e il file viene conservato.
problem-autosave = Non è stato possibile leggere l'ultima partita; il file è stato lasciato com'era.
problem-statistics = Non è stato possibile leggere le statistiche.

## Internet play: the join code

new-game-internet = Anche da ovunque, con un codice
new-game-internet-hover = Gli amici su internet entrano con il codice mostrato nella sala. Tramite un relay se non c’è una via diretta; cifrato da un capo all’altro.
new-game-relay = Relay
new-game-relay-hint = i relay pubblici
lobby-code = Da ovunque, gli amici entrano con questo codice:
lobby-code-waiting = Sto ottenendo un codice…
lobby-code-copy = Copia
lobby-code-copied = Copiato
lobby-no-internet = Non su internet: { $problem }
code-bad-length = Un codice ha 58 lettere e cifre, non { $count }.
code-other-version = Questo codice viene da un’altra versione del gioco.
code-bad-relay = Il relay dopo @ non è un indirizzo web: { $relay }
code-wrong-letter = Una lettera di questo codice è sbagliata: copialo di nuovo.
code-no-own-relay = Il relay della partita ({ $relay }) non è raggiungibile: questo computer è su internet?
code-no-relay = Nessun relay è raggiungibile: questo computer è su internet?
code-host-silent = L’ospite di questo codice non risponde: la partita forse è chiusa, o il suo computer non in linea.
code-host-own-relay-silent = Il relay { $relay } non risponde: i giocatori su internet non possono ancora entrare.
code-host-no-relay = Nessun relay pubblico risponde: i giocatori su internet non possono ancora entrare. Questo computer è su internet?
side-copy-code = Copia il codice

## The window cannot open: no graphics driver (printed, then the game ends)

no-graphics-driver = nessun driver grafico può disegnare la finestra (nessun driver Vulkan risponde): installa il driver della tua scheda grafica ({ $install }) e riavvia il gioco.
