# L'Abbazia e il Borgomastro: tutte le parole dell'espansione nella finestra.

set-abbey-mayor = L'Abbazia e il Borgomastro
rules-abbey-mayor = L'Abbazia e il Borgomastro (12 tessere, un'abbazia e un borgomastro a testa; il carro e il fienile arriveranno)
rules-abbey-mayor-hover = Un borgomastro va solo in una città e vi conta quanti seguaci sono gli stemmi dell'intera città: nessuno senza stemmi.
panel-mayor-out = borgomastro in una città
panel-mayor-ready = borgomastro pronto
panel-mayor-hover = il borgomastro, che conta quanti seguaci sono gli stemmi della sua città
button-mayor = Borgomastro (L)
button-mayor-hover = il borgomastro conta quanti seguaci sono gli stemmi della città; clicca di nuovo sul meeple o premi L
hint-shown-mayor = mostrato sul tavolo: la tessera e il borgomastro
inspect-meeples-mayor = forza (un borgomastro conta gli stemmi della città): { $meeples }; di { $owners }
button-abbey = Gioca la tua abbazia (A)
button-abbey-hover = Invece della tessera pescata, metti la tua abbazia in una casella con tessere su tutti e quattro i lati: le sue mura chiudono ogni strada, città e campo che la tocca, e un meeple può andarci come monaco. La tessera pescata torna nella pila. Una volta per partita.
turn-abbey-taken = La tua abbazia invece di { $tile }: mettila in una casella con tessere su tutti e quattro i lati.
button-abbey-back = Torna alla tessera pescata (A)
turn-abbey-last-round = Ultimo giro: { $name } può ancora giocare l'abbazia o rinunciarvi.
button-abbey-let-go = Rinuncia all'abbazia
button-abbey-let-go-hover = L'abbazia resta non giocata; gioca il prossimo giocatore che ne ha una, o la partita finisce.
log-abbey-let-go = { $name } rinuncia all'abbazia
panel-abbey-held = abbazia in mano
panel-abbey-played = abbazia giocata
hint-shown-abbey = il suggerimento gioca la tua abbazia invece della tessera pescata (A)
guide-abbey-mayor-title = L'Abbazia e il Borgomastro
guide-abbey-mayor-text = Ogni giocatore ha un'abbazia. Invece della tessera pescata puoi giocarla (pulsante del pannello laterale, o A) in una casella vuota con tessere su tutti e quattro i lati; la tessera pescata torna nella pila. Le sue mura chiudono ogni strada, città e campo che la tocca, quindi può completarne diversi insieme (l'abbazia non vi conta), e un meeple può andarci come monaco. Chi ha ancora la sua abbazia quando si piazza l'ultima tessera ha un ultimo turno per giocarla, o vi rinuncia. Il borgomastro sta solo in una città e conta nella sua maggioranza come tanti seguaci quanti stemmi ha l'intera città: nessuno senza stemma.
