# Las Máquinas Voladoras: todas las palabras de la expansión en la ventana.

set-flying-machines = Las Máquinas Voladoras
rules-flying-machines = Las Máquinas Voladoras (8 losetas con una máquina voladora)
rules-flying-machines-hover = En lugar de colocar un seguidor en una loseta con máquina voladora, mándalo a volar: un dado dice cuánto vuela en la dirección de la flecha, y allí aterriza en un camino, una ciudad o un monasterio sin terminar, ocupado o no.
guide-flying-machines-title = Las Máquinas Voladoras
guide-flying-machines-text = Ocho losetas muestran una máquina voladora con una flecha roja que apunta a un lado o a una esquina. Cuando colocas una, en lugar de poner una figura en ella puedes poner un seguidor de tu reserva en la máquina: haz clic en el anillo de la máquina (otra vez para el meeple grande, o pulsa su número) y luego termina tu turno. Se tira el dado: 1, 2 o 3. El seguidor vuela tantas casillas en la dirección de la flecha, en línea recta o en diagonal; las casillas vacías del trayecto no lo detienen. En la loseta a la que llega debes elegir un camino, una ciudad o un monasterio sin terminar (el abad, un monasterio o un jardín; el alcalde, una ciudad), aunque ya haya otros seguidores allí. Si allí no hay ninguna loseta, o nada sin terminar donde aterrizar, el seguidor vuelve a tu reserva y en este turno no has colocado nada.
turn-flight-here = { $name }, tu seguidor aterriza: haz clic en un camino, una ciudad o un monasterio con anillo en la casilla iluminada (o pulsa su número).
turn-flight = El seguidor de { $name } está aterrizando.
log-flight-roll = { $name } sacó un { $roll }: el seguidor vuela { $roll ->
    [one] { $roll } casilla
   *[other] { $roll } casillas
}.
log-flight-home = { $name } sacó un { $roll }: allí no había dónde aterrizar, el seguidor volvió a casa.
log-flight-landed = El seguidor de { $name } aterrizó en la casilla { $square }.
action-fly = un seguidor enviado a volar
hint-shown-fly = en el tablero: la loseta y un seguidor en su máquina voladora
