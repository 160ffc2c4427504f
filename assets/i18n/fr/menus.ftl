# Menus et dialogues : nouvelle partie, rejoindre, réglages, sauvegardes,
# statistiques, salons et messages du réseau.

## Les mots des choses du jeu

colour-black = Noir
colour-red = Rouge
colour-green = Vert
colour-blue = Bleu
colour-yellow = Jaune
colour-pink = Rose
level-random = aléatoire
level-easy = facile
level-normal = moyen
level-hard = difficile
level-outlook = prévision
seat-computer-level = IA { $level }

## Nouvelle partie

new-game-title = Nouvelle partie
new-game-continue = Reprendre la dernière partie ({ $players } ; { $moves } coups joués)
new-game-continue-hosted = Reprendre la dernière partie et l'héberger à nouveau ({ $players } ; { $moves } coups joués)
new-game-load = Charger une partie sauvegardée…
new-game-file-kept = le fichier a été laissé tel quel
new-game-players = Joueurs
new-game-human = Humain
new-game-network = Réseau
new-game-network-hover = un joueur qui rejoint depuis un autre ordinateur
new-game-colours-clash = Deux joueurs ont la même couleur.
new-game-host-port = Héberger sur le port
new-game-open-lobby = Ouvrir le salon
new-game-start = Commencer la partie
new-game-start-hover = Ou appuyez sur Entrée
new-game-no-aids = Sans aides
new-game-no-aids-hover = pas de conseil, pas d'annulation, pas de cases mortes, pas de probabilités : les règles de la table
button-settings = Réglages…
button-statistics = Statistiques…
rules-farmers = Paysans (prés décomptés à la fin)
group-big-box = Les petites extensions de la Big Box
rules-anniversary = Mini-extension du 20e anniversaire (à venir)

## Rejoindre une partie en réseau

join-title = Rejoindre une partie en réseau
join-title-found = Rejoindre une partie en réseau ({ $count } trouvées sur ce réseau)
join-your-name = Votre nom
join-name-unknown = Joueur
join-password = Mot de passe
join-password-hint = si la partie en a un
join-none-found = Aucune partie n'est hébergée sur ce réseau pour l'instant.
join-button = Rejoindre
join-watch = Regarder
join-watch-hover = Regarder la partie sans place : vous voyez chaque coup mais ne jouez pas
lobby-watching = Regardent :
lobby-send-away = Renvoyer { $name } (ne regarde plus)
join-under-way = en cours, une place libre
join-in-lobby = dans son salon
join-in-lobby-private = dans son salon, privée (mot de passe requis)
join-found-game = Partie de { $host } à { $address } : { $what }, { $free } places libres sur { $seats }
join-other-version = (Carcassonne { $theirs } ; celui-ci est { $ours })
join-address = Adresse ou code
join-address-hint = hôte:port ou code

## Réglages

settings-title = Réglages
settings-language = Langue
settings-master-volume = Volume général
settings-effects = Effets
settings-music = Musique
settings-mute = Muet (M)
settings-reduce-motion = Réduire les animations
settings-reduce-motion-hover = les tuiles, les pions, la vue et les points vont directement à leur place, sans mouvement
settings-text-size = Taille du texte
settings-offer-guide = Proposer à nouveau le guide de première partie
settings-offer-guide-hover = il est proposé dans le dialogue de nouvelle partie

## Partie en réseau : salons et places

seat-you = vous
seat-computer-standing = ordinateur, niveau { $level }
seat-at-host = à l'écran de l'hôte
seat-joined = a rejoint
seat-connection-lost = connexion perdue
seat-waiting = en attente d'un joueur…
seat-here-screen = ici, à cet écran
lobby-title = Salon
lobby-this-address = l'adresse de cet ordinateur
lobby-hosting = Hébergée sur le port { $port }. Vos amis sur ce réseau trouvent la partie dans leur dialogue de nouvelle partie, ou rejoignent { $address }:{ $port }.
lobby-password-hint = aucun : tout le réseau peut rejoindre
lobby-password-hover = Les joueurs qui rejoignent doivent le saisir ; la partie est affichée comme privée.
lobby-not-full = toutes les places n'ont pas encore de joueur
lobby-start-with-computers = Commencer, ordinateurs aux places vides
lobby-back = Retour
lobby-release-seat = Laisser quelqu'un d'autre prendre la place de { $name }
lobby-release-seat-hover = L'écran de son joueur est libéré ; le prochain qui rejoint peut s'y asseoir.
network-title = Partie en réseau
network-in-game-at = Dans la partie à { $address }.
network-waiting-for-start = En attente du lancement par l'hôte…
network-connecting = Connexion à { $address }…
network-back-to-menu = Retour au menu
network-host-lost = L'hôte ne répond plus ; nouvelle tentative ({ $seconds } s)…
away-title = Joueurs absents
away-computer-until-joined = Un ordinateur joue { $name } jusqu'à l'arrivée d'un joueur.
away-computer-until-back = Un ordinateur joue pour { $name } jusqu'à son retour.
away-not-connected = { $name } n'est pas connecté.
away-not-connected-for = { $name } n'est pas connecté ({ $seconds } s).
away-let-computer-play = Laisser jouer un ordinateur
away-release = Laisser quelqu'un d'autre la prendre
away-release-hover = Le prochain qui rejoint peut jouer cette place.

## Parties sauvegardées

save-finished = terminée
save-tiles-left = { $count ->
    [one] { $count } tuile restante
   *[other] { $count } tuiles restantes
}
save-name-vs = {" contre "}
save-title = Enregistrer la partie sous
save-name = Nom
save-button = Enregistrer
save-no-folder = pas de dossier pour les parties sauvegardées sur ce système
save-saved-to = enregistrée dans { $path }
load-title = Charger une partie sauvegardée
load-none = Aucune partie sauvegardée : utilisez « Enregistrer sous… » pendant une partie.
load-button = Charger
load-cannot-read = impossible à charger
load-watch = Revoir
load-seats-note = Les places des joueurs (humain ou ordinateur) viennent du dialogue de nouvelle partie.

## Statistiques et discussion

stats-title = Statistiques
stats-broken = Le fichier est laissé tel quel et les parties n'y sont pas comptées : déplacez-le pour commencer de nouvelles statistiques.
stats-none = Aucune partie n'a encore été terminée.
stats-played = jouées
stats-won = gagnées
stats-best = meilleur
stats-average = moyenne
stats-computers = Ordinateurs
chat-title = Discussion
chat-hint = dites quelque chose (Entrée)
join-cannot-look = impossible de chercher des parties : { $problem }
network-host-closed = L'hôte a fermé la partie.
network-gave-up = { $problem } (nouvelles tentatives pendant { $seconds } s)
network-refused = l'hôte refuse : { $reason }
network-cannot-host = Impossible d'héberger : { $problem }
network-cannot-join = Impossible de rejoindre : { $problem }
lobby-unlisted = Non affichée sur ce réseau : { $problem }
refused-password-needed = cette partie a un mot de passe : saisissez-le à côté de votre nom et rejoignez à nouveau
refused-wrong-password = mauvais mot de passe pour cette partie
refused-no-free-seat = chaque place de cette partie a son joueur (un joueur déjà venu revient depuis son propre écran)
refused-seat-given-away = l'hôte a donné votre place à quelqu'un d'autre

## Fichiers illisibles

problem-settings = Les réglages n'ont pas pu être lus ; les valeurs par défaut sont utilisées et le fichier est conservé.
problem-autosave = La dernière partie n'a pas pu être lue ; le fichier a été laissé tel quel.
problem-statistics = Les statistiques n'ont pas pu être lues.

## Internet play: the join code

new-game-internet = Aussi de partout, avec un code
new-game-internet-hover = Les amis sur internet rejoignent avec le code affiché dans le salon. Par un relais s'il n'y a pas de chemin direct ; chiffré de bout en bout.
new-game-relay = Relais
new-game-relay-hint = les relais publics
lobby-code = De partout, vos amis rejoignent avec ce code :
lobby-code-waiting = Obtention du code…
lobby-code-copy = Copier
lobby-code-copied = Copié
lobby-no-internet = Pas sur internet : { $problem }
code-bad-length = Un code a 58 lettres et chiffres, pas { $count }.
code-other-version = Ce code vient d'une autre version du jeu.
code-bad-relay = Le relais après @ n'est pas une adresse web : { $relay }
code-wrong-letter = Une lettre de ce code est fausse : copiez-le à nouveau.
code-no-own-relay = Le relais de la partie ({ $relay }) est injoignable : cet ordinateur est-il sur internet ?
code-no-relay = Aucun relais n’est joignable : cet ordinateur est-il sur internet ?
code-host-silent = L'hôte de ce code ne répond pas : la partie est peut-être fermée, ou son ordinateur hors ligne.
code-host-own-relay-silent = Le relais { $relay } ne répond pas : les joueurs sur internet ne peuvent pas encore rejoindre.
code-host-no-relay = Aucun relais public ne répond : les joueurs sur internet ne peuvent pas encore rejoindre. Cet ordinateur est-il sur internet ?
side-copy-code = Copier le code

## The window cannot open: no graphics driver (printed, then the game ends)

no-graphics-driver = aucun pilote graphique ne peut dessiner la fenêtre (aucun pilote Vulkan ne répond) : installe le pilote de ta carte graphique ({ $install }) puis relance le jeu.
