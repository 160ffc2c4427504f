# Los Ladrones: todas las palabras de la expansión en la ventana.

set-robbers = Los Ladrones
rules-robbers = Los Ladrones (8 losetas con la bolsa del ladrón; un ladrón cada uno)
rules-robbers-hover = Al colocar una loseta de ladrón, puedes poner tu ladrón junto a la puntuación de otro jugador; luego puede hacerlo también el siguiente jugador que aún tenga su ladrón en casa. Cuando ese jugador vuelva a puntuar, el dueño del ladrón puntúa la mitad de esos puntos, redondeando hacia arriba.
guide-robbers-title = Los Ladrones
guide-robbers-text = Ocho losetas muestran la bolsa de un ladrón. Cuando colocas una, puedes poner tu ladrón junto a la puntuación de otro jugador (los botones llevan los nombres de los jugadores, o pulsa un número), moverlo de un jugador a otro, o dejarlo donde está. Luego, el primer jugador a tu izquierda cuyo ladrón siga en casa también puede poner el suyo junto a la puntuación de cualquier otro jugador; nadie más. La próxima vez que puntúe un jugador con un ladrón al lado, el dueño de cada uno de esos ladrones puntúa la mitad de esos puntos, redondeando hacia arriba, y el ladrón vuelve a casa. El jugador robado no pierde nada. Los puntos ganados robando nunca se roban: un ladrón junto a ese jugador espera a sus próximos puntos normales. Los ladrones no puntúan nada al final. Con Los Mensajeros, cada jugador tiene dos figuras en el marcador: un ladrón se pone junto a una de ellas, elegida después del jugador, y solo roba cuando esa figura avanza; el jugador robado puede avanzar la otra.
turn-robber-here = { $name }, tu ladrón: haz clic en el nombre de un jugador para ponerlo junto a su puntuación (o pulsa su número), o consérvalo.
turn-robber-figure-here = { $name }, tu ladrón: ¿junto a cuál de sus figuras? (o pulsa su número)
turn-robber = { $name } coloca un ladrón.
button-robber-none = Conservar mi ladrón
button-robber-none-hover = Esta vez no sacas ningún ladrón, o dejas el tuyo donde está.
log-robber-placed = { $name } puso un ladrón junto a la puntuación de { $whom }.
log-robber-none = { $name } no sacó ningún ladrón.
log-robber-meeple = El ladrón de { $name } está junto al meeple de puntuación.
log-robber-messenger = El ladrón de { $name } está junto al mensajero.
robber-by-meeple = Junto al meeple de puntuación
robber-by-messenger = Junto al mensajero
panel-robber-beside = Aquí espera un ladrón: su dueño puntúa la mitad de los próximos puntos de este jugador.
panel-robber-beside-meeple = Junto al meeple de puntuación de este jugador espera un ladrón: su dueño puntúa la mitad de lo que ese meeple avance la próxima vez.
panel-robber-beside-messenger = Junto al mensajero de este jugador espera un ladrón: su dueño puntúa la mitad de lo que el mensajero avance la próxima vez.
category-robbed = botín
scored-robbery = robo
