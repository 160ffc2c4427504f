# Los Círculos de Cultivo: todas las palabras de la expansión en la ventana.

set-crop-circles = Los Círculos de Cultivo
rules-crop-circles = Los Círculos de Cultivo (6 losetas con un círculo de cultivo)
rules-crop-circles-hover = Tras la puntuación, quien colocó una loseta con círculo de cultivo elige para todos: por turnos, cada jugador añade un seguidor junto a uno suyo o retira uno, en caminos, en ciudades o en campos, según muestre el círculo.
guide-crop-circles-title = Los Círculos de Cultivo
guide-crop-circles-text = Seis losetas muestran un círculo de cultivo, un sembrado redondo que no es ninguna zona: los caminos terminan en él y separa los campos que toca. Su dibujo indica un tipo de seguidor: una porra para los ladrones en los caminos, un escudo para los caballeros en las ciudades, un rastrillo para los granjeros en los campos. Cuando colocas una, después de la puntuación del turno eliges para todos: añadir o retirar. Luego le toca a cada jugador por turnos, empezando por el de tu izquierda y tú el último: con «añadir», puede poner un seguidor de su reserva junto a uno suyo de ese tipo (en la misma loseta y el mismo lugar; puede pasar); con «retirar», debe recuperar uno suyo de ese tipo (si tiene alguno). Haz clic en un seguidor rodeado por un anillo o pulsa su número. Los constructores y los cerdos no son seguidores; nada puntúa. Si nadie tiene un seguidor del tipo del círculo, no pasa nada.
turn-crop-here = Círculo de cultivo, { $name }: elige para todos: añadir un seguidor o retirar uno.
turn-crop-figure-here = Círculo de cultivo, { $name }: elige cuál de tus figuras (su botón o su número).
turn-crop-add-here = Círculo de cultivo, { $name }: pon un seguidor junto a uno de tus seguidores con anillo (haz clic en él o pulsa su número), o ninguno.
turn-crop-remove-here = Círculo de cultivo, { $name }: retira uno de tus seguidores con anillo (haz clic en él o pulsa su número).
turn-crop = Círculo de cultivo: elige { $name }.
crop-add = añadir un seguidor
crop-remove = retirar uno
crop-pass = No añadir ninguno
crop-pass-hover = Esta vez no pones ningún seguidor junto a los tuyos.
