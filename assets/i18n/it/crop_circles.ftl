# I Cerchi nel Grano: tutte le parole dell'espansione nella finestra.

set-crop-circles = I Cerchi nel Grano
rules-crop-circles = I Cerchi nel Grano (6 tessere con un cerchio nel grano)
rules-crop-circles-hover = Dopo il conteggio, chi ha piazzato una tessera con un cerchio nel grano sceglie per tutti: a turno ogni giocatore aggiunge un seguace accanto a uno dei suoi o ne riprende uno, su strade, in città o nei prati, come mostra il cerchio.
guide-crop-circles-title = I Cerchi nel Grano
guide-crop-circles-text = Sei tessere mostrano un cerchio nel grano, un campo di grano rotondo che non è una zona: le strade vi finiscono e divide i prati che tocca. Il suo disegno indica un tipo di seguace: una clava per i briganti sulle strade, uno scudo per i cavalieri nelle città, un rastrello per i contadini nei prati. Quando ne piazzi una, dopo il conteggio del turno scegli per tutti: aggiungere o togliere. Poi tocca a ogni giocatore a turno, cominciando da quello alla tua sinistra e tu per ultimo: con «aggiungere» può mettere un seguace della sua riserva accanto a uno dei suoi di quel tipo (sulla stessa tessera e nello stesso posto; può passare); con «togliere» deve riprendere uno dei suoi di quel tipo (se ne ha uno). Clicca un seguace cerchiato o premi il suo numero. Costruttori e maiali non sono seguaci; non si conta nulla. Se nessuno ha un seguace del tipo del cerchio, non succede nulla.
turn-crop-here = Cerchio nel grano, { $name }: scegli per tutti: aggiungere un seguace o toglierne uno.
turn-crop-figure-here = Cerchio nel grano, { $name }: scegli quale delle tue figure (il suo pulsante o il suo numero).
turn-crop-add-here = Cerchio nel grano, { $name }: metti un seguace accanto a uno dei tuoi seguaci cerchiati (cliccalo o premi il suo numero), o nessuno.
turn-crop-remove-here = Cerchio nel grano, { $name }: riprendi uno dei tuoi seguaci cerchiati (cliccalo o premi il suo numero).
turn-crop = Cerchio nel grano: sceglie { $name }.
crop-add = aggiungi un seguace
crop-remove = riprendine uno
crop-pass = Non aggiungere nessuno
crop-pass-hover = Questa volta non mettere nessun seguace accanto ai tuoi.
