# Le Miniere d'oro: tutte le parole dell'espansione nella finestra.

set-gold-mines = Le Miniere d'oro
rules-gold-mines = Le Miniere d'oro (8 tessere con una miniera d'oro; 16 lingotti d'oro)
rules-gold-mines-hover = Una tessera miniera mette un lingotto d'oro su di sé e uno su una tessera intorno. Una strada, una città o un monastero completato dà i lingotti delle sue tessere ai giocatori che lo possiedono, uno alla volta a turno; alla fine ogni lingotto vale da 1 a 4 punti, di più quanti più ne hai.
guide-gold-mines-title = Le Miniere d'oro
guide-gold-mines-text = Quando piazzi una tessera con una miniera d'oro, un lingotto d'oro va su di essa e ne metti un secondo su una delle tessere intorno, di lato o in diagonale (clicca una casella illuminata o premi il suo numero). Un lingotto appartiene alla sua tessera, qualunque zona vi si trovi. Quando una strada o una città viene completata, i giocatori con più seguaci in essa prendono i lingotti delle sue tessere; un monastero completato dà quelli della sua tessera e delle otto intorno. Con più giocatori o più zone insieme, cominciando dal giocatore di turno, ognuno prende un lingotto a turno finché non ne resta nessuno. Una zona completata senza seguaci lascia i suoi lingotti dove sono. Alla fine i lingotti sul tabellone non valgono per nessuno; quelli di ogni giocatore valgono 1 punto ciascuno da 1 a 3, 2 ciascuno da 4 a 6, 3 ciascuno da 7 a 9 e 4 ciascuno da 10 in su.
panel-ingots = lingotti d'oro: { $count }, valgono { $points } punti alla fine
turn-gold-here = { $name } mette il secondo lingotto d'oro della miniera su una tessera intorno: clicca una casella illuminata o premi il suo numero.
turn-gold = { $name } sceglie dove va il secondo lingotto d'oro della miniera.
category-gold = oro
inspect-ingots = lingotti d'oro sulle sue tessere: { $count }
