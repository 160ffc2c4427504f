# L'Abbazia e il Borgomastro: tutte le parole dell'espansione nella finestra.

set-abbey-mayor = L'Abbazia e il Borgomastro
rules-abbey-mayor = L'Abbazia e il Borgomastro (12 tessere, un borgomastro ciascuno; l'abbazia, il carro e il fienile arriveranno)
rules-abbey-mayor-hover = Un borgomastro va solo in una città e vi conta quanti seguaci sono gli stemmi dell'intera città: nessuno senza stemmi.
panel-mayor-out = borgomastro in una città
panel-mayor-ready = borgomastro pronto
panel-mayor-hover = il borgomastro, che conta quanti seguaci sono gli stemmi della sua città
button-mayor = Borgomastro (L)
button-mayor-hover = il borgomastro conta quanti seguaci sono gli stemmi della città; clicca di nuovo sul meeple o premi L
hint-shown-mayor = mostrato sul tavolo: la tessera e il borgomastro
inspect-meeples-mayor = forza (un borgomastro conta gli stemmi della città): { $meeples }; di { $owners }
