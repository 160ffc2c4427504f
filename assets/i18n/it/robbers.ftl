# Il Brigante: tutte le parole dell'espansione nella finestra.

set-robbers = Il Brigante
rules-robbers = Il Brigante (8 tessere con la borsa del brigante; un brigante ciascuno)
rules-robbers-hover = Quando piazzi una tessera brigante, puoi mettere il tuo brigante accanto al punteggio di un altro giocatore; poi può farlo anche il giocatore successivo che ha ancora il brigante a casa. La prossima volta che quel giocatore fa punti, il proprietario del brigante ne riceve la metà, arrotondata per eccesso.
guide-robbers-title = Il Brigante
guide-robbers-text = Otto tessere mostrano la borsa di un brigante. Quando ne piazzi una, puoi mettere il tuo brigante accanto al punteggio di un altro giocatore (i pulsanti portano i nomi dei giocatori, oppure premi un numero), spostarlo da un giocatore a un altro, o lasciarlo dov'è. Poi il primo giocatore alla tua sinistra il cui brigante è ancora a casa può mettere anche il suo accanto al punteggio di qualsiasi altro giocatore; nessun altro. La prossima volta che un giocatore con un brigante accanto fa punti, il proprietario di ciascuno di quei briganti riceve la metà di quei punti, arrotondata per eccesso, e il brigante torna a casa. Il giocatore derubato non perde nulla. I punti ottenuti con un furto non vengono mai rubati: un brigante accanto a quel giocatore aspetta i suoi prossimi punti ordinari. Alla fine i briganti non fanno punti. Con I Messaggeri ogni giocatore ha due figure sul segnapunti: un brigante sta accanto a una di esse, scelta dopo il giocatore, e ruba solo quando quella figura avanza; il giocatore derubato può muovere l'altra.
turn-robber-here = { $name }, il tuo brigante: clicca il nome di un giocatore per metterlo accanto al suo punteggio (o premi il suo numero), oppure tienilo.
turn-robber-figure-here = { $name }, il tuo brigante: accanto a quale delle sue figure? (o premi il suo numero)
turn-robber = { $name } mette un brigante.
button-robber-none = Tieni il brigante
button-robber-none-hover = Questa volta non mettere fuori nessun brigante, o lascia il tuo dov'è.
log-robber-placed = { $name } ha messo un brigante accanto al punteggio di { $whom }.
log-robber-none = { $name } non ha messo fuori nessun brigante.
log-robber-meeple = Il brigante di { $name } sta accanto al meeple segnapunti.
log-robber-messenger = Il brigante di { $name } sta accanto al messaggero.
robber-by-meeple = Accanto al meeple segnapunti
robber-by-messenger = Accanto al messaggero
panel-robber-beside = Qui aspetta un brigante: il suo proprietario riceve la metà dei prossimi punti di questo giocatore.
panel-robber-beside-meeple = Accanto al meeple segnapunti di questo giocatore aspetta un brigante: il suo proprietario riceve la metà dei punti di cui quel meeple avanzerà la prossima volta.
panel-robber-beside-messenger = Accanto al messaggero di questo giocatore aspetta un brigante: il suo proprietario riceve la metà dei punti di cui il messaggero avanzerà la prossima volta.
category-robbed = bottino
scored-robbery = furto
