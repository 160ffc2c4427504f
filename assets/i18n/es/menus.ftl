# Menús y diálogos: nueva partida, unirse, ajustes, partidas guardadas,
# estadísticas, salas y mensajes de red.

## Palabras para las cosas del juego

colour-black = Negro
colour-red = Rojo
colour-green = Verde
colour-blue = Azul
colour-yellow = Amarillo
colour-pink = Rosa
level-random = al azar
level-easy = fácil
level-normal = normal
level-hard = difícil
level-outlook = previsión
seat-computer-level = IA { $level }

## Nueva partida

new-game-title = Nueva partida
new-game-continue = Continuar la última partida ({ $players }; { $moves } jugadas)
new-game-continue-hosted = Continuar la última partida y volver a alojarla ({ $players }; { $moves } jugadas)
new-game-load = Cargar una partida guardada…
new-game-file-kept = el archivo se ha dejado como estaba
new-game-players = Jugadores
new-game-human = Humano
new-game-network = Red
new-game-network-hover = un jugador que se une desde otro ordenador
new-game-colours-clash = Dos jugadores tienen el mismo color.
new-game-host-port = Alojar en el puerto
new-game-open-lobby = Abrir la sala
new-game-start = Empezar partida
new-game-start-hover = O pulsa Intro
new-game-no-aids = Sin ayudas
new-game-no-aids-hover = sin pista, sin deshacer, sin casillas muertas, sin probabilidades: las reglas de la mesa
button-settings = Ajustes…
button-statistics = Estadísticas…
rules-farmers = Granjeros (campos puntuados al final)
group-big-box = Las miniexpansiones de la Big Box
rules-anniversary = Miniexpansión del 20.º aniversario (llegará más adelante)

## Unirse a una partida en red

join-title = Unirse a una partida en red
join-title-found = Unirse a una partida en red ({ $count } encontradas en esta red)
join-your-name = Tu nombre
join-name-unknown = Jugador
join-password = Contraseña
join-password-hint = si la partida tiene una
join-none-found = Ahora mismo nadie aloja una partida en esta red.
join-button = Unirse
join-watch = Mirar
join-watch-hover = Ver la partida sin asiento: ves cada jugada pero no juegas
lobby-watching = Miran:
lobby-send-away = Echar a { $name } (deja de mirar)
join-under-way = en curso, un sitio libre
join-in-lobby = en su sala
join-in-lobby-private = en su sala, privada (necesita su contraseña)
join-found-game = Partida de { $host } en { $address }: { $what }, { $free } de { $seats } sitios libres
join-other-version = (Carcassonne { $theirs }; este es { $ours })
join-address = Dirección o código
join-address-hint = host:puerto o código

## Ajustes

settings-title = Ajustes
settings-language = Idioma
settings-master-volume = Volumen general
settings-effects = Efectos
settings-music = Música
settings-mute = Silencio (M)
settings-reduce-motion = Reducir el movimiento
settings-reduce-motion-hover = las losetas, las figuras, la vista y los puntos saltan a su sitio sin moverse
settings-text-size = Tamaño del texto
settings-offer-guide = Volver a ofrecer la guía de la primera partida
settings-offer-guide-hover = se ofrece en el diálogo de nueva partida

## Partida en red: salas y sitios

seat-you = tú
seat-computer-standing = ordenador, nivel { $level }
seat-at-host = en la pantalla del anfitrión
seat-joined = unido
seat-connection-lost = conexión perdida
seat-waiting = esperando a un jugador…
seat-here-screen = aquí, en esta pantalla
lobby-title = Sala
lobby-this-address = la dirección de este ordenador
lobby-hosting = Alojada en el puerto { $port }. Tus amigos en esta red encuentran la partida en su diálogo de nueva partida, o se unen a { $address }:{ $port }.
lobby-password-hint = ninguna: cualquiera de la red puede unirse
lobby-password-hover = Quien se una debe escribirla; la partida aparece como privada.
lobby-not-full = aún no todos los sitios tienen jugador
lobby-start-with-computers = Empezar, ordenadores en los sitios vacíos
lobby-back = Atrás
lobby-release-seat = Dejar que otro ocupe el sitio de { $name }
lobby-release-seat-hover = Se libera la pantalla de su jugador; quien se una después podrá sentarse allí.
network-title = Partida en red
network-in-game-at = En la partida de { $address }.
network-waiting-for-start = Esperando a que el anfitrión empiece la partida…
network-connecting = Conectando con { $address }…
network-back-to-menu = Volver al menú
network-host-lost = No se oye al anfitrión; intentando volver a entrar ({ $seconds } s)…
away-title = Jugadores ausentes
away-computer-until-joined = Un ordenador juega { $name } hasta que se una un jugador.
away-computer-until-back = Un ordenador juega por { $name } hasta que vuelva.
away-not-connected = { $name } no está conectado.
away-not-connected-for = { $name } no está conectado ({ $seconds } s).
away-let-computer-play = Que juegue un ordenador
away-release = Dejar que otro lo ocupe
away-release-hover = Quien se una después podrá jugar este sitio.

## Partidas guardadas

save-finished = terminada
save-tiles-left = { $count ->
    [one] queda 1 loseta
   *[other] quedan { $count } losetas
}
save-name-vs = {" contra "}
save-title = Guardar partida como
save-name = Nombre
save-button = Guardar
save-no-folder = no hay carpeta para partidas guardadas en este sistema
save-saved-to = guardada en { $path }
load-title = Cargar una partida guardada
load-none = Aún no hay partidas guardadas: usa «Guardar como…» durante una partida.
load-button = Cargar
load-cannot-read = no se puede cargar
load-watch = Ver
load-seats-note = Los sitios de los jugadores (humano u ordenador) se toman del diálogo de nueva partida.

## Estadísticas y chat

stats-title = Estadísticas
stats-broken = El archivo se deja como está y las partidas no se cuentan en él: muévelo para empezar estadísticas nuevas.
stats-none = Aún no ha terminado ninguna partida.
stats-played = jugadas
stats-won = ganadas
stats-best = mejor
stats-average = media
stats-computers = Ordenadores
chat-title = Chat
chat-hint = di algo (Intro)
join-cannot-look = no se pueden buscar partidas: { $problem }
network-host-closed = El anfitrión ha cerrado la partida.
network-gave-up = { $problem } (reintentado durante { $seconds } s)
network-refused = el anfitrión lo rechaza: { $reason }
network-cannot-host = No se puede alojar: { $problem }
network-cannot-join = No se puede unir: { $problem }
lobby-unlisted = No aparece en esta red: { $problem }
refused-password-needed = esta partida tiene contraseña: escríbela junto a tu nombre y vuelve a unirte
refused-wrong-password = contraseña incorrecta para esta partida
refused-no-free-seat = cada sitio de esta partida tiene su jugador (quien ya estuvo vuelve a entrar desde su propia pantalla)
refused-seat-given-away = el anfitrión ha dado tu sitio a otra persona

## Archivos que no se pudieron leer

problem-settings = No se pudieron leer los ajustes; se usan los valores por defecto y se conserva el archivo.
problem-autosave = No se pudo leer la última partida; el archivo se ha dejado como estaba.
problem-statistics = No se pudieron leer las estadísticas.

## Internet play: the join code

new-game-internet = También desde cualquier lugar, con un código
new-game-internet-hover = Los amigos en internet se unen con el código que muestra la sala. Por un relé si no hay camino directo; cifrado de extremo a extremo.
new-game-relay = Relé
new-game-relay-hint = los relés públicos
lobby-code = Desde cualquier lugar, tus amigos se unen con este código:
lobby-code-waiting = Obteniendo un código…
lobby-code-copy = Copiar
lobby-code-copied = Copiado
lobby-no-internet = No está en internet: { $problem }
code-bad-length = Un código tiene 58 letras y cifras, no { $count }.
code-other-version = Este código es de otra versión del juego.
code-bad-relay = El relé tras @ no es una dirección web: { $relay }
code-wrong-letter = Una letra de este código es incorrecta: cópialo de nuevo.
code-no-own-relay = No se puede llegar al relé de la partida ({ $relay }): ¿está este ordenador en internet?
code-no-relay = No se puede llegar a ningún relé: ¿está este ordenador en internet?
code-host-silent = El anfitrión de este código no responde: quizá la partida está cerrada o su ordenador sin conexión.
code-host-own-relay-silent = El relé { $relay } no responde: los jugadores en internet aún no pueden unirse.
code-host-no-relay = Ningún relé público responde: los jugadores en internet aún no pueden unirse. ¿Está este ordenador en internet?
side-copy-code = Copiar el código

## The window cannot open: no graphics driver (printed, then the game ends)

no-graphics-driver = ningún controlador gráfico puede dibujar la ventana (no responde ningún controlador Vulkan): instala el controlador de tu tarjeta gráfica ({ $install }) y vuelve a iniciar el juego.
