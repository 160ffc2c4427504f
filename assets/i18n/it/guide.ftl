# La guida alla prima partita e le pagine delle espansioni.

guide-offer-title = Nuovo a Carcassonne?
guide-offer-text = Una prima partita guidata contro un computer facile ti mostra come piazzare le tessere, mettere i meeple, contare strade, città e monasteri, e coltivare i prati.
guide-offer-accept = Gioca una partita guidata
guide-offer-decline = No, grazie
guide-heading = Prima partita: { $title }
guide-set-heading = In questa partita: { $title }
guide-step = { $step } di { $steps }
guide-next = Avanti
guide-close = Chiudi la guida
guide-play-on = Continua a giocare

guide-placing-title = Piazzare una tessera
guide-placing-text = La tua tessera è in mano, in basso a destra. Trascinala su una delle caselle verdi: è lì che va. Premi R, gira la rotella o fai clic destro per ruotarla. I bordi devono combaciare: strada con strada, città con città, prato con prato. Da tastiera: Tab la mette sulla casella successiva dove va (Maiusc+Tab su quella prima), R la ruota (Maiusc+R all'indietro).
guide-meeples-title = Meeple
guide-meeples-text = La tessera resta dove l'hai lasciata: trascinala di nuovo per spostarla, o premi R per ruotarla. Ora puoi metterci uno dei tuoi 7 meeple: fai clic su un punto. Su una strada è un brigante, in una città un cavaliere, in un monastero un monaco, in un prato un contadino. Poi premi Invio (o «Fine turno») per finire il turno. Ogni punto ha un numero: premilo per mettere lì il meeple. Esc riporta la tessera in mano.
guide-road-city-title = Contare una strada e una città
guide-road-city-text = Una strada conta quando entrambe le estremità sono chiuse: 1 punto per tessera. Una città conta quando le sue mura si chiudono tutt'intorno: 2 punti per tessera e 2 per stemma. Chi vi ha più meeple prende i punti, e i meeple tornano. Chiudi una delle tue strade o città!
guide-monasteries-title = Monasteri
guide-monasteries-text = Un monastero (la cappella al centro di una tessera) vale 1 punto per sé e 1 per ogni tessera intorno: 9 quando è circondato. Un monaco vi resta fino ad allora.
guide-farmers-title = Contadini
guide-farmers-text = Un meeple sdraiato in un prato è un contadino: resta lì fino alla fine della partita. Allora ogni prato vale 3 punti per ogni città completata che tocca, per chi vi ha più contadini. Premi V (o «Vista dei prati») per vedere i prati nei colori dei proprietari e le città che conterebbero.
guide-help-title = Aiuto al tavolo
guide-help-text = Punta qualsiasi strada, città o prato per vedere di chi è e quanto vale. Una croce rossa segna una casella che nessuna tessera rimasta può riempire. H suggerisce una mossa, Ctrl+Z annulla il tuo turno, F mostra tutto il tavolo. È tutto: continua a giocare e divertiti!
guide-end-title = La fine della partita
guide-end-text = La partita è finita. Strade, città e monasteri ancora aperti hanno dato ciò che avevano (una città 1 punto per tessera e per stemma), e i contadini hanno contato i loro prati: 3 punti per ogni città completata che toccano. Attiva la vista dei prati per vederli.

