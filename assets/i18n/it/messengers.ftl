# I Messaggeri: tutte le parole dell'espansione nella finestra.

set-messengers = I Messaggeri
rules-messengers = I Messaggeri (8 messaggi; un messaggero ciascuno)
rules-messengers-hover = Ogni giocatore ha una seconda pedina segnapunti, il messaggero, e mette i punti di ogni turno su una delle due. Quando la tua pedina si ferma su un multiplo di 5 nel tuo turno, peschi un messaggio: eseguilo o prendi 2 punti.
guide-messengers-title = I Messaggeri
guide-messengers-text = Ogni giocatore ha due pedine segnapunti: il suo meeple segnapunti e il suo messaggero (il corriere accanto al suo punteggio, con i suoi punti). Il tuo punteggio è la somma dei due. Ogni volta che fai punti in un turno, tuo o di un altro, scegli quale delle tue due pedine riceve quei punti (i pulsanti del pannello laterale); tutti i tuoi punti di quel turno vanno sulla stessa pedina. Se, nel tuo turno, la pedina che hai mosso si ferma su un multiplo di 5, peschi il messaggio successivo e lo esegui oppure prendi 2 punti; quei punti vanno sulla stessa pedina e possono far pescare un altro messaggio. Gli otto messaggi: contare la tua strada, città o monastero più piccoli come alla fine (il tuo seguace resta); piazzare un'altra tessera; 2 punti per ogni stemma nelle tue città; 2 punti per ognuno dei tuoi cavalieri; 2 punti per ognuno dei tuoi contadini; contare la zona di uno dei tuoi seguaci come alla fine e riprenderlo. Arrivano in ordine mescolato e, dopo tutti e otto, di nuovo nello stesso ordine. Nessun messaggio alla fine della partita.
turn-messenger-here = { $name }: scegli nel pannello laterale (o premi il suo numero) la pedina che riceve i tuoi punti, o cosa fare del messaggio.
turn-messenger = { $name } muove una pedina segnapunti o legge un messaggio.
messenger-meeple = il meeple segnapunti (è a { $points })
messenger-messenger = il messaggero (passa a { $points })
messenger-carry-out = { $message } (+{ $points })
messenger-points = prendi { $points } punti
message-road = conta la mia strada più piccola
message-city = conta la mia città più piccola
message-monastery = conta il mio monastero più piccolo
message-tile = piazza un'altra tessera
message-pennants = 2 punti per stemma nelle mie città
message-knights = 2 punti per cavaliere
message-farmers = 2 punti per contadino
message-return = conta un seguace e riprendilo (clicca uno cerchiato)
log-messenger-meeple = { $name } ha messo i punti del turno sul meeple segnapunti.
log-messenger-messenger = { $name } ha messo i punti del turno sul messaggero.
log-message-drawn = { $name } ha pescato un messaggio: { $message }.
log-message-carried = { $name } ha eseguito il messaggio.
log-message-points = { $name } ha preso invece { $points } punti.
log-message-returned = { $name } ha contato il seguace nella casella { $square } e l'ha ripreso.
log-message-home = Il seguace di { $name } è tornato a casa.
panel-messenger = Messaggero: { $messenger ->
    [one] { $messenger } punto
   *[other] { $messenger } punti
}; meeple segnapunti: { $meeple }.
category-messages = messaggi
scored-message = messaggio
