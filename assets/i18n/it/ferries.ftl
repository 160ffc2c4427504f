# I Traghetti: tutte le parole dell'espansione nella finestra.

set-ferries = I Traghetti
rules-ferries = I Traghetti (8 tessere lago con un traghetto)
rules-ferries-hover = Ogni strada di una tessera lago finisce a un pontile sul lago. Quando ne piazzi una, metti un traghetto tra due dei suoi pontili, unendo quelle strade in una sola. Quando la tua tessera estende una strada con un traghetto, puoi spostare quel traghetto su altri due pontili del suo lago.
guide-ferries-title = I Traghetti
guide-ferries-text = Otto tessere mostrano un lago al centro, e ogni strada della tessera finisce a un pontile di legno sul lago. Quando ne piazzi una, puoi mettere un seguace su una delle sue strade come al solito; poi devi mettere un traghetto sul lago, da un pontile a un altro (clicca un anello sul lago, o scegli con i pulsanti o con i tasti numerici). Le due strade che unisce diventano un'unica strada, che conta la tessera lago una volta; le altre strade finiscono nel lago. Quando la tessera che piazzi estende una strada che ha un traghetto, puoi spostare quel traghetto, il primo lungo la strada in ciascuna direzione a partire dalla tua tessera: clicca il lago illuminato, poi un anello sul lago per gli altri due pontili che il traghetto unisce. Ogni traghetto si sposta al massimo una volta per turno. Uno spostamento può unire strade, e tagliarne una in due: i seguaci restano dove sono, e una strada completata da uno spostamento viene contata alla fine del tuo turno.
turn-ferry-here = { $name }, metti il traghetto sul tuo lago: clicca un anello sul lago, o scegli le due strade che unisce.
turn-ferry = { $name } sta mettendo un traghetto.
turn-ferry-move-here = { $name }, puoi spostare un traghetto: clicca un lago illuminato, poi un anello sul lago per il nuovo posto del traghetto; o lascia i traghetti dove sono.
turn-ferry-move = { $name } può spostare un traghetto.
button-ferry-stay = Lascia i traghetti
button-ferry-stay-hover = Non spostare nessun traghetto in questo turno.
ferry-ne = nord – est
ferry-ns = nord – sud
ferry-nw = nord – ovest
ferry-es = est – sud
ferry-ew = est – ovest
ferry-sw = sud – ovest
log-ferry-laid = { $name } ha messo un traghetto che unisce le strade { $place }.
log-ferry-moved = { $name } ha spostato un traghetto: ora unisce le strade { $place }.
log-ferry-builder-home = Il costruttore di { $name } è rimasto separato dal suo seguace ed è tornato a casa.
tile-ferry-lake = { $count } strade verso un lago con traghetto
