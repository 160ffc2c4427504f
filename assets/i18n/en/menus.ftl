# The menus and dialogs: new game, joining, settings, saves, statistics,
# the lobbies and network messages. Variables are in { $braces }.

## Words for the engine's things

colour-black = Black
colour-red = Red
colour-green = Green
colour-blue = Blue
colour-yellow = Yellow
colour-pink = Pink
level-random = random
level-easy = easy
level-normal = normal
level-hard = hard
level-outlook = outlook
seat-computer-level = AI { $level }

## The new-game dialog

new-game-title = New game
new-game-continue = Continue the last game ({ $players }; { $moves } moves played)
new-game-continue-hosted = Continue the last game and host it again ({ $players }; { $moves } moves played)
new-game-load = Load a saved game…
new-game-file-kept = the file was left as it is
new-game-players = Players
new-game-human = Human
new-game-network = Network
new-game-network-hover = a player who joins from another computer
new-game-colours-clash = Two players have the same colour.
new-game-host-port = Host on port
new-game-open-lobby = Open the lobby
new-game-start = Start game
new-game-start-hover = Or press Enter
new-game-no-aids = No aids
new-game-no-aids-hover = no hint, no undo, no dead squares, no odds: the table's rules
button-settings = Settings…
button-statistics = Statistics…
rules-farmers = Farmers (fields scored at the end)
group-big-box = The Big Box's small expansions
rules-anniversary = 20th anniversary mini-expansion (coming later)

## Joining a network game

join-title = Join a network game
join-title-found = Join a network game ({ $count } found on this network)
join-your-name = Your name
# Asked for when neither a name joined with, a typed seat name nor the
# login is known.
join-name-unknown = Player
join-password = Password
join-password-hint = if the game has one
join-none-found = No game is hosted on this network just now.
join-button = Join
join-watch = Watch
join-watch-hover = Watch the game without a seat: you see every move but do not play
lobby-watching = Watching:
lobby-send-away = Send { $name } away (they stop watching)
join-under-way = under way, a seat free
join-in-lobby = in its lobby
join-in-lobby-private = in its lobby, private (needs its password)
join-found-game = { $host }'s game at { $address }: { $what }, { $free } of { $seats } seats free
join-other-version = (Carcassonne { $theirs }; this is { $ours })
join-address = Address or code
join-address-hint = host:port or join code

## Settings

settings-title = Settings
settings-language = Language
settings-master-volume = Master volume
settings-effects = Effects
settings-music = Music
settings-mute = Mute (M)
settings-reduce-motion = Reduce motion
settings-reduce-motion-hover = tiles, figures, the view and the points jump to where they go, without moving
settings-text-size = Text size
settings-offer-guide = Offer the first-game guide again
settings-offer-guide-hover = it is offered in the new-game dialog

## Network play: the lobbies and seats

seat-you = you
seat-computer-standing = computer, level { $level }
seat-at-host = at the host's screen
seat-joined = joined
seat-connection-lost = connection lost
seat-waiting = waiting for a player…
seat-here-screen = here, at this screen
lobby-title = Lobby
lobby-this-address = this computer's address
lobby-hosting = Hosting on port { $port }. Friends on this network find the game in their new-game dialog, or join { $address }:{ $port }.
lobby-password-hint = none: anyone on the network may join
lobby-password-hover = Players who join must type it; the game is listed as private.
lobby-not-full = not every seat has a player yet
lobby-start-with-computers = Start, computers in the empty seats
lobby-back = Back
lobby-release-seat = Let someone else take { $name }'s seat
lobby-release-seat-hover = Its player's screen is let go; whoever joins next may sit there.
network-title = Network game
network-in-game-at = In the game at { $address }.
network-waiting-for-start = Waiting for the host to start the game…
network-connecting = Connecting to { $address }…
network-back-to-menu = Back to the menu
network-host-lost = The host cannot be heard; trying to get back in ({ $seconds } s)…
away-title = Players away
away-computer-until-joined = A computer plays { $name } until a player joins.
away-computer-until-back = A computer plays for { $name } until they are back.
away-not-connected = { $name } is not connected.
away-not-connected-for = { $name } is not connected ({ $seconds } s).
away-let-computer-play = Let a computer play
away-release = Let someone else take it
away-release-hover = Whoever joins next may play this seat.

## Saved games

save-finished = finished
save-tiles-left = { $count ->
    [one] 1 tile left
   *[other] { $count } tiles left
}
save-name-vs = {" vs "}
save-title = Save game as
save-name = Name
save-button = Save
save-no-folder = no folder for saved games on this system
save-saved-to = saved to { $path }
load-title = Load a saved game
load-none = No saved games yet: use "Save as…" during a game.
load-button = Load
load-cannot-read = cannot be loaded
load-watch = Watch
load-seats-note = The players' seats (human or computer) are taken from the new-game dialog.

## Statistics and chat

stats-title = Statistics
stats-broken = The file is left as it is, and games are not counted into it: move it away to start new statistics.
stats-none = No game has been finished yet.
stats-played = played
stats-won = won
stats-best = best
stats-average = average
stats-computers = Computers
chat-title = Chat
chat-hint = say something (Enter)
join-cannot-look = cannot look for games: { $problem }
network-host-closed = The host has closed the game.
network-gave-up = { $problem } (tried again for { $seconds } s)
network-refused = the host refused: { $reason }
network-cannot-host = Cannot host: { $problem }
network-cannot-join = Cannot join: { $problem }
lobby-unlisted = Not listed on this network: { $problem }
refused-password-needed = this game has a password: type it beside your name and join again
refused-wrong-password = wrong password for this game
refused-no-free-seat = every seat of this game has its player (a player who was here before gets back in from their own screen)
refused-seat-given-away = the host gave your seat to someone else

## Files that could not be read (the details follow in the system's words)

problem-settings = The settings could not be read; the defaults are used and the file is kept.
problem-autosave = The last game could not be read; the file was left as it is.
problem-statistics = The statistics could not be read.

## Internet play: the join code

new-game-internet = Also from anywhere, with a join code
new-game-internet-hover = Friends on the internet join with the code the lobby shows. Through a relay when there is no direct path; encrypted end to end.
new-game-relay = Relay
new-game-relay-hint = the public relays
lobby-code = From anywhere, friends join with this code:
lobby-code-waiting = Getting a join code…
lobby-code-copy = Copy
lobby-code-copied = Copied
lobby-no-internet = Not on the internet: { $problem }
code-bad-length = A join code has 58 letters and digits, not { $count }.
code-other-version = This join code is from another version of the game.
code-bad-relay = The relay after @ is not a web address: { $relay }
code-wrong-letter = A letter of this join code is wrong: copy it again.
code-no-own-relay = The game's relay ({ $relay }) cannot be reached: is this computer on the internet?
code-no-relay = No relay can be reached: is this computer on the internet?
code-host-silent = The host of this code does not answer: the game may be closed, or its computer offline.
code-host-own-relay-silent = The relay { $relay } does not answer: players on the internet cannot join yet.
code-host-no-relay = No public relay answers: players on the internet cannot join yet. Is this computer on the internet?
side-copy-code = Copy the join code

## The window cannot open: no graphics driver (printed, then the game ends)

no-graphics-driver = no graphics driver could draw the window (no Vulkan driver answered): install your graphics card's driver ({ $install }) and start the game again.
