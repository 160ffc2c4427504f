# Los Mensajeros: todas las palabras de la expansión en la ventana.

set-messengers = Los Mensajeros
rules-messengers = Los Mensajeros (8 mensajes; un mensajero cada uno)
rules-messengers-hover = Cada jugador tiene una segunda figura de puntuación, el mensajero, y pone los puntos de cada turno en una de las dos. Cuando tu figura termina en un múltiplo de 5 en tu propio turno, robas un mensaje: llévalo a cabo o toma 2 puntos.
guide-messengers-title = Los Mensajeros
guide-messengers-text = Cada jugador tiene dos figuras de puntuación: su meeple de puntuación y su mensajero (el emisario junto a su puntuación en el marcador, con sus propios puntos). Tu puntuación es la suma de los dos. Siempre que puntúas en un turno, tuyo o de otro, eliges cuál de tus dos figuras recibe esos puntos (los botones del panel lateral); todos tus puntos de ese turno van a la misma figura. Si, en tu propio turno, la figura que moviste termina en un múltiplo de 5, robas el siguiente mensaje y lo llevas a cabo o tomas 2 puntos; esos puntos van a la misma figura y pueden hacerte robar otro mensaje. Los ocho mensajes: puntuar tu camino, ciudad o monasterio más pequeño como al final (tu seguidor se queda); colocar otra loseta; 2 puntos por cada escudo en tus ciudades; 2 puntos por cada uno de tus caballeros; 2 puntos por cada uno de tus granjeros; puntuar la zona de uno de tus seguidores como al final y recuperarlo. Llegan en un orden barajado y, tras los ocho, otra vez en el mismo orden. No hay mensajes al final de la partida.
turn-messenger-here = { $name }: elige en el panel lateral (o pulsa su número) la figura que recibe tus puntos, o qué hacer con el mensaje.
turn-messenger = { $name } mueve una figura de puntuación o lee un mensaje.
messenger-meeple = el meeple de puntuación (está en { $points })
messenger-messenger = el mensajero (pasa a { $points })
messenger-carry-out = { $message } (+{ $points })
messenger-points = tomar { $points } puntos
message-road = puntuar mi camino más pequeño
message-city = puntuar mi ciudad más pequeña
message-monastery = puntuar mi monasterio más pequeño
message-tile = colocar otra loseta
message-pennants = 2 puntos por escudo en mis ciudades
message-knights = 2 puntos por caballero
message-farmers = 2 puntos por granjero
message-return = puntuar un seguidor y recuperarlo (haz clic en uno con anillo)
log-messenger-meeple = { $name } puso los puntos del turno en el meeple de puntuación.
log-messenger-messenger = { $name } puso los puntos del turno en el mensajero.
log-message-drawn = { $name } robó un mensaje: { $message }.
log-message-carried = { $name } llevó a cabo el mensaje.
log-message-points = { $name } tomó { $points } puntos en su lugar.
log-message-returned = { $name } puntuó el seguidor de la casilla { $square } y lo recuperó.
log-message-home = El seguidor de { $name } volvió a casa.
panel-messenger = Mensajero: { $messenger ->
    [one] { $messenger } punto
   *[other] { $messenger } puntos
}; meeple de puntuación: { $meeple }.
category-messages = mensajes
scored-message = mensaje
