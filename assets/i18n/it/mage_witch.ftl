# Mago e Strega: tutte le parole dell'espansione nella finestra.

set-mage-witch = Mago e Strega
rules-mage-witch = Mago e Strega (8 tessere con il simbolo magico; il mago e la strega)
rules-mage-witch-hover = Una tessera con il simbolo magico ti fa mettere o spostare il mago o la strega su una strada o una città aperta. Il mago aggiunge 1 punto per tessera al conteggio; la strega dimezza i punti.
guide-mage-witch-title = Mago e Strega
guide-mage-witch-text = Otto tessere mostrano il simbolo magico, un cappello da mago. Quando ne piazzi una, devi mettere o spostare una delle due pedine magiche: far entrare il mago (viola) o la strega (arancione), oppure spostarne una già sul tavolo, su una strada o una città qualsiasi non ancora completata, compresa la tessera che hai appena piazzato. Una pedina che si sposta deve andare su un'altra strada o città, e le due non stanno mai sulla stessa. Quando una tessera unisce la strada o la città del mago a quella della strega, chi l'ha piazzata deve subito spostarne una. Se nessuna delle due può andare da nessuna parte, una di esse lascia il tavolo. Le pedine non sono di nessuno e non prendono il posto di nessuno: i seguaci possono unirsi a loro. Quando si conta una strada o una città con il mago, chi ne prende i punti riceve 1 punto in più per ogni sua tessera; con la strega, riceve metà dei punti, arrotondata per eccesso. Una strada o una città contata manda la sua pedina magica fuori dal tavolo. Alla fine, le pedine cambiano allo stesso modo i punti delle strade e città aperte su cui si trovano. (La domanda arriva dopo la tua pedina, prima di ogni conteggio: l'ordine non cambia nulla.)
turn-magic-here = { $name } mette o sposta una pedina magica: scegli il mago o la strega, poi clicca una strada o una città segnata (o premi il suo numero).
turn-magic = { $name } mette o sposta il mago o la strega.
magic-mage = il mago
magic-witch = la strega
magic-leaves = { $figure } lascia il tavolo
inspect-mage = il mago: +1 per tessera
inspect-witch = la strega: metà dei punti
