# Los Transbordadores: todas las palabras de la expansión en la ventana.

set-ferries = Los Transbordadores
rules-ferries = Los Transbordadores (8 losetas de lago con un transbordador)
rules-ferries-hover = Cada camino de una loseta de lago termina en un embarcadero del lago. Al colocar una, pones un transbordador entre dos de sus embarcaderos, que une esos caminos en uno solo. Cuando tu loseta amplía un camino con un transbordador, puedes mover ese transbordador a otros dos embarcaderos de su lago.
guide-ferries-title = Los Transbordadores
guide-ferries-text = Ocho losetas muestran un lago en el centro, y cada camino de la loseta termina en un embarcadero de madera en él. Cuando colocas una, puedes poner un seguidor en uno de sus caminos como de costumbre; luego debes poner un transbordador en el lago, de un embarcadero a otro (haz clic en un anillo del lago, o elige con los botones o las teclas numéricas). Los dos caminos que une pasan a ser un solo camino, que cuenta la loseta de lago una vez; los demás caminos terminan en el lago. Cuando la loseta que colocas amplía un camino que tiene un transbordador, puedes mover ese transbordador, el primero a lo largo del camino en cada dirección desde tu loseta: haz clic en el lago iluminado y luego en un anillo del lago para los otros dos embarcaderos que une. Cada transbordador se mueve como mucho una vez por turno. Un movimiento puede unir caminos y cortar uno en dos: los seguidores se quedan donde están, y un camino que un movimiento completa puntúa al final de tu turno.
turn-ferry-here = { $name }, pon el transbordador en tu lago: haz clic en un anillo del lago o elige los dos caminos que une.
turn-ferry = { $name } está poniendo un transbordador.
turn-ferry-move-here = { $name }, puedes mover un transbordador: haz clic en un lago iluminado y luego en un anillo del lago para el nuevo lugar del transbordador; o deja los transbordadores donde están.
turn-ferry-move = { $name } puede mover un transbordador.
button-ferry-stay = Dejar los transbordadores
button-ferry-stay-hover = No mover ningún transbordador en este turno.
ferry-ne = norte – este
ferry-ns = norte – sur
ferry-nw = norte – oeste
ferry-es = este – sur
ferry-ew = este – oeste
ferry-sw = sur – oeste
log-ferry-laid = { $name } puso un transbordador que une los caminos { $place }.
log-ferry-moved = { $name } movió un transbordador: ahora une los caminos { $place }.
log-ferry-builder-home = El constructor de { $name } quedó separado de su seguidor y volvió a casa.
tile-ferry-lake = { $count } caminos hacia un lago con transbordador
