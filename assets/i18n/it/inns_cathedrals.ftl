# Inns & Cathedrals: every word of the set the window shows.

rules-inns-cathedrals = Locande e Cattedrali (18 tessere, un meeple grande ciascuno, fino a 6 giocatori)
rules-inns-cathedrals-hover = Una strada con locanda vale 2 per tessera quando è completata, una città con cattedrale 3 per tessera e per stemma; nessuna delle due vale niente se è ancora aperta alla fine. Il meeple grande di ogni giocatore conta come due meeple. Un sesto giocatore gioca con il rosa.
set-inns-cathedrals = Locande e Cattedrali
panel-large-out = grande in gioco
panel-large-ready = grande pronto
panel-large-hover = il meeple grande, che conta come due meeple
turn-deploy-large = { $name } ha una tessera ({ $tile }) e può mettere un meeple su un punto (clic; di nuovo, o L, per il meeple grande), poi finisce il turno (Invio)
button-large-meeple = Meeple grande (L)
button-large-meeple-hover = il meeple grande conta come due meeple; fai di nuovo clic sul meeple o premi L
hint-shown-large = mostrato sul tavolo: la tessera e il meeple grande
category-inn = strada con locanda
category-cathedral = città con cattedrale
inspect-road-inn = Strada con locanda
inspect-city-cathedral = Città con cattedrale
inspect-meeples-large = meeple (uno grande conta doppio): { $meeples }; di { $owners }
guide-inns-cathedrals-title = Locande e Cattedrali
guide-inns-cathedrals-text = Una locanda (la casa vicino a uno stagno) raddoppia la sua strada: 2 punti per tessera quando la strada è completa, ma niente se è ancora aperta alla fine. Una cattedrale fa lo stesso per la sua città: 3 punti per tessera e per stemma quando è completa, niente se aperta alla fine. Ogni giocatore ha anche un meeple grande, che conta come due meeple per decidere chi ne ha di più: fai clic su un punto, poi di nuovo sul meeple (o premi L) per renderlo quello grande.

figure-large = meeple grande
