# Las Minas de oro: todas las palabras de la expansión en la ventana.

set-gold-mines = Las Minas de oro
rules-gold-mines = Las Minas de oro (8 losetas con una mina de oro; 16 lingotes de oro)
rules-gold-mines-hover = Una loseta de mina pone un lingote de oro sobre sí misma y otro sobre una loseta de alrededor. Un camino, una ciudad o un monasterio completado da los lingotes de sus losetas a los jugadores que lo tienen, de uno en uno por turnos; al final cada lingote vale de 1 a 4 puntos, más cuantos más tengas.
guide-gold-mines-title = Las Minas de oro
guide-gold-mines-text = Cuando colocas una loseta con una mina de oro, un lingote de oro va sobre ella y pones un segundo en una de las losetas de alrededor, al lado o en diagonal (haz clic en una casilla iluminada o pulsa su número). Un lingote pertenece a su loseta, sea cual sea la zona que haya. Cuando se completa un camino o una ciudad, los jugadores con más seguidores en ella toman los lingotes de sus losetas; un monasterio completado da los de su loseta y las ocho de alrededor. Con varios jugadores o varias zonas a la vez, empezando por el jugador del turno, cada uno toma un lingote por turnos hasta que no quede ninguno. Una zona completada sin seguidores deja sus lingotes donde están. Al final, los lingotes del tablero no puntúan para nadie; los de cada jugador valen 1 punto cada uno de 1 a 3, 2 cada uno de 4 a 6, 3 cada uno de 7 a 9 y 4 cada uno desde 10.
panel-ingots = lingotes de oro: { $count }, valen { $points } puntos al final
turn-gold-here = { $name } pone el segundo lingote de oro de la mina en una loseta de alrededor: haz clic en una casilla iluminada o pulsa su número.
turn-gold = { $name } elige dónde va el segundo lingote de oro de la mina.
category-gold = oro
inspect-ingots = lingotes de oro en sus losetas: { $count }
