# La Principessa e il Drago: ogni parola dell’espansione che la finestra mostra.

rules-princess-dragon = La Principessa e il Drago (30 tessere, il drago e la fata)
rules-princess-dragon-hover = I vulcani portano il drago; le tessere drago lo fanno volare fino a sei tessere, guidato a turno da ogni giocatore, e ogni pedina dove entra torna a casa. Invece di una pedina: un seguace attraverso il portale magico, la principessa che rimanda a casa un cavaliere, o la fata accanto al tuo seguace (1 punto a turno, 3 al conteggio).
set-princess-dragon = La Principessa e il Drago
refusal-dragons-tile = Nessuna pedina può andare sulla tessera dove si trova il drago.
category-fairy = fata
hint-shown-portal = mostrato sul tavolo: la tessera; poi un seguace attraverso il portale magico
hint-shown-princess = mostrato sul tavolo: la tessera; poi la principessa rimanda a casa un cavaliere
hint-shown-fairy = mostrato sul tavolo: la tessera; poi la fata va accanto al tuo seguace
turn-dragon-step-here = { $name } sceglie dove vola il drago: fai clic su una casella segnata o premi il suo numero
turn-dragon-step = { $name } sceglie dove vola il drago
guide-princess-dragon-title = La Principessa e il Drago
guide-princess-dragon-text = Un vulcano porta il drago sulla sua tessera, dove poi non si può piazzare nessuna pedina. Quando si piazza una tessera con il simbolo del drago, il drago vola fino a sei tessere, una casella alla volta, mai due volte sulla stessa né su quella della fata: chi ha piazzato la tessera sceglie il primo passo, poi ciascun giocatore a turno (fai clic su una casella segnata). Ogni pedina su una tessera in cui entra torna al suo proprietario. Invece di piazzare una pedina puoi, attraverso il portale magico, mettere un seguace su una zona libera e incompleta ovunque; con la principessa, rimandare a casa un cavaliere della città a cui si unisce la tua tessera; oppure mettere la fata accanto a un tuo seguace. La fata ti dà 1 punto all'inizio di ogni tuo turno e 3 in più quando si conta la zona del suo seguace, e il drago non entra mai nella sua tessera. Una tessera drago pescata prima del primo vulcano resta da parte finché non ce n'è uno.
log-dragon-ate = Il drago rimanda a casa una pedina di { $name }
inspect-fairy = la fata accanto al seguace di { $name }: 1 punto a turno, 3 al conteggio

action-portal = un seguace attraverso il portale magico
action-princess = la principessa ha rimandato a casa un cavaliere
action-fairy = la fata si è spostata presso un seguace
