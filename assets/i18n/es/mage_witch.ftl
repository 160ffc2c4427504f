# Mago y Bruja: todas las palabras de la expansión en la ventana.

set-mage-witch = Mago y Bruja
rules-mage-witch = Mago y Bruja (8 losetas con el símbolo mágico; el mago y la bruja)
rules-mage-witch-hover = Una loseta con el símbolo mágico te obliga a colocar o mover al mago o a la bruja en un camino o una ciudad abiertos. El mago suma 1 punto por loseta a lo que puntúa; la bruja lo reduce a la mitad.
guide-mage-witch-title = Mago y Bruja
guide-mage-witch-text = Ocho losetas muestran el símbolo mágico, un sombrero de mago. Cuando colocas una, debes colocar o mover una de las dos figuras mágicas: poner en juego al mago (morado) o a la bruja (naranja), o mover una que ya esté en el tablero, a cualquier camino o ciudad que aún no esté completo, incluida la loseta que acabas de colocar. Una figura que se mueve debe ir a otro camino u otra ciudad, y las dos nunca están en el mismo camino ni en la misma ciudad. Cuando una loseta une el camino o la ciudad del mago con los de la bruja, quien la colocó debe mover una de las dos enseguida. Si ninguna puede ir a ninguna parte, una de ellas sale del tablero. Las figuras no son de nadie y no ocupan el lugar de nadie: los seguidores pueden unirse a ellas. Cuando puntúa un camino o una ciudad con el mago, cada jugador que puntúa recibe 1 punto más por cada una de sus losetas; con la bruja, recibe la mitad de los puntos, redondeando hacia arriba. Un camino o una ciudad que puntúa envía su figura mágica fuera del tablero. Al final, las figuras cambian del mismo modo la puntuación de los caminos y ciudades abiertos donde están. (Se te pregunta después de colocar tu figura y antes de puntuar nada: el orden no cambia nada.)
turn-magic-here = { $name } coloca o mueve una figura mágica: elige al mago o a la bruja y luego haz clic en un camino o una ciudad marcados (o pulsa su número).
turn-magic = { $name } coloca o mueve al mago o a la bruja.
magic-mage = el mago
magic-witch = la bruja
magic-leaves = { $figure } sale del tablero
inspect-mage = el mago: +1 por loseta
inspect-witch = la bruja: la mitad de los puntos
