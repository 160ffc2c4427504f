# La guía de la primera partida y las páginas de las expansiones.

guide-offer-title = ¿Nuevo en Carcassonne?
guide-offer-text = Una primera partida guiada contra un ordenador fácil te enseña a colocar losetas, poner meeples, puntuar caminos, ciudades y monasterios, y cultivar los campos.
guide-offer-accept = Jugar una partida guiada
guide-offer-decline = No, gracias
guide-heading = Primera partida: { $title }
guide-set-heading = En esta partida: { $title }
guide-step = { $step } de { $steps }
guide-next = Siguiente
guide-close = Cerrar la guía
guide-play-on = Seguir jugando

guide-placing-title = Colocar una loseta
guide-placing-text = Tu loseta está en la mano, abajo a la derecha. Arrástrala a una de las casillas verdes: ahí es donde cabe. Pulsa R, gira la rueda o haz clic derecho para girarla. Los bordes deben coincidir: camino con camino, ciudad con ciudad, campo con campo. Con el teclado: Tab la pone en la siguiente casilla donde cabe (Mayús+Tab en la anterior), R la gira (Mayús+R hacia atrás).
guide-meeples-title = Meeples
guide-meeples-text = La loseta queda donde la soltaste: arrástrala otra vez para moverla, o pulsa R para girarla. Ahora puedes poner en ella uno de tus 7 meeples: haz clic en un punto. En un camino es un ladrón, en una ciudad un caballero, en un monasterio un monje, en un campo un granjero. Luego pulsa Intro (o «Terminar turno») para terminar tu turno. Cada punto tiene un número: púlsalo para poner ahí el meeple. Esc devuelve la loseta a tu mano.
guide-road-city-title = Puntuar un camino y una ciudad
guide-road-city-text = Un camino puntúa cuando sus dos extremos están cerrados: 1 punto por loseta. Una ciudad puntúa cuando sus murallas se cierran del todo: 2 puntos por loseta y 2 por escudo. Quien tenga más meeples en ella puntúa, y los meeples vuelven. ¡Cierra uno de tus caminos o ciudades!
guide-monasteries-title = Monasterios
guide-monasteries-text = Un monasterio (la capilla en el centro de una loseta) da 1 punto por sí mismo y 1 por cada loseta a su alrededor: 9 cuando está rodeado. Un monje se queda en él hasta entonces.
guide-farmers-title = Granjeros
guide-farmers-text = Un meeple tumbado en un campo es un granjero: se queda allí hasta el final de la partida. Entonces cada campo da 3 puntos por cada ciudad completa que toca, para quien tenga más granjeros en él. Pulsa V (o «Vista de campos») para ver los campos del color de sus dueños y las ciudades que puntuarían.
guide-help-title = Ayuda en la mesa
guide-help-text = Señala cualquier camino, ciudad o campo para ver de quién es y cuánto vale. Una cruz roja marca una casilla que ninguna loseta restante puede llenar. H sugiere una jugada, Ctrl+Z deshace tu turno, F muestra todo el tablero. Eso es todo: ¡sigue jugando y diviértete!
guide-end-title = El final de la partida
guide-end-text = La partida ha terminado. Los caminos, ciudades y monasterios aún abiertos puntuaron lo que tenían (una ciudad 1 punto por loseta y escudo), y los granjeros puntuaron sus campos: 3 puntos por cada ciudad completa que tocan. Activa la vista de campos para verlos.

