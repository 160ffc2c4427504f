# Le Macchine Volanti: tutte le parole dell'espansione nella finestra.

set-flying-machines = Le Macchine Volanti
rules-flying-machines = Le Macchine Volanti (8 tessere con una macchina volante)
rules-flying-machines-hover = Invece di mettere un seguace su una tessera con la macchina volante, mandalo in volo: un dado dice quanto lontano vola nella direzione della freccia, e lì atterra su una strada, una città o un monastero non completati, occupati o no.
guide-flying-machines-title = Le Macchine Volanti
guide-flying-machines-text = Otto tessere mostrano una macchina volante con una freccia rossa che punta verso un lato o un angolo. Quando ne piazzi una, invece di mettervi una pedina puoi mettere sulla macchina un seguace della tua riserva: clicca l'anello sulla macchina (di nuovo per il meeple grande, o premi il suo numero), poi finisci il turno. Si tira il dado: 1, 2 o 3. Il seguace vola di altrettante caselle nella direzione della freccia, in linea retta o in diagonale; le caselle vuote lungo il percorso non lo fermano. Sulla tessera che raggiunge devi scegliere una strada, una città o un monastero non completati (l'abate un monastero o un giardino, il borgomastro una città), anche se vi stanno già altri seguaci. Se lì non c'è nessuna tessera, o niente di incompleto su cui atterrare, il seguace torna nella tua riserva e in questo turno non hai messo nulla.
turn-flight-here = { $name }, il tuo seguace atterra: clicca una strada, una città o un monastero cerchiati sulla casella illuminata (o premi il suo numero).
turn-flight = Il seguace di { $name } sta atterrando.
log-flight-roll = { $name } ha ottenuto { $roll }: il seguace vola di { $roll ->
    [one] { $roll } casella
   *[other] { $roll } caselle
}.
log-flight-home = { $name } ha ottenuto { $roll }: lì non c'era nulla su cui atterrare, il seguace è tornato a casa.
log-flight-landed = Il seguace di { $name } è atterrato nella casella { $square }.
action-fly = un seguace mandato in volo
hint-shown-fly = mostrato sul tavolo: la tessera e un seguace sulla sua macchina volante
