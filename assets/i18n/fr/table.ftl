# À la table : panneau, tour, conseil, tuiles, journal, inspecteur,
# vue des prés, fin de partie et visionneuse.

points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## Le panneau

panel-title = Carcassonne
panel-scoreboard = Scores
seat-computer = { $name } (IA { $level })
seat-here = { $name } (ici)
panel-meeples = { $supply }/{ $all } meeples
panel-meeples-hover = partisans en réserve
panel-figure-out = en jeu
panel-figure-ready = prêt
panel-scoring = Tours et points
panel-keys = F : tout voir · molette : zoom · glisser : déplacer · M : muet · P : panneau
panel-keys-turn = Tab : case suivante · R : tourner · 1–9 : emplacement · Entrée : fin du tour · Échap : reprendre la tuile
button-farm-view = Vue des prés (V)
button-farm-view-hover = teinter chaque pré de la couleur de son propriétaire et montrer les villes qu'il décompte
button-new-game = Nouvelle partie
button-undo = Annuler le tour
button-undo-hover = reprendre des tours entiers, jusqu'au dernier joué par une personne (Ctrl+Z)
button-save-as = Enregistrer sous…

## Le tour

turn-thinking = { $name } tient une tuile ({ $tile }) et réfléchit…
turn-playing = { $name } tient une tuile ({ $tile }) et joue
turn-deploy = { $name } tient une tuile ({ $tile }) et peut poser un meeple sur un emplacement (clic), puis finit le tour (Entrée)
turn-place = { $name } tient une tuile ({ $tile }) et la glisse sur une case verte (R / molette / clic droit la tourne)
button-end-turn = Finir le tour (Entrée)
button-end-turn-no-meeple = Finir le tour sans meeple (Espace)
button-take-back-meeple = Reprendre le meeple

## Le conseil

hint-button = Conseil (H)
hint-thinking = Conseil : réflexion…
hint-hover = le coup de l'ordinateur difficile, montré en fantôme
hint-hover-step = le choix des joueurs ordinateur pour cette étape
hint-shown-tile = montré sur la table : la tuile, sans meeple
hint-shown-meeple = montré sur la table : la tuile et un meeple
hint-shown-step-ring = montré sur la table : le grand anneau doré marque le choix suggéré
hint-shown-step = suggestion : { $choice }

## Les tuiles restantes

tiles-left = Tuiles restantes : { $count }
tiles-left-chances = chacune avec la chance d'être la prochaine
tiles-left-kind = { $tile }
    encore { $count }
tiles-left-kind-next = { $tile }
    encore { $count } ; la prochaine tuile : { $next }
tiles-left-in-hand = non, c'est celle en main

## Les noms des tuiles, partie par partie

tile-parts-separator = {", "}
tile-city = ville sur { $sides ->
    [1] un côté
    [2] deux côtés
    [3] trois côtés
   *[4] quatre côtés
}
tile-city-shield = ville sur { $sides ->
    [1] un côté
    [2] deux côtés
    [3] trois côtés
   *[4] quatre côtés
} avec blason
tile-city-caps = { $count } bouts de ville
tile-cities = { $count } villes séparées
tile-road = route
tile-straight-road = route droite
tile-road-bend = virage
tile-crossroads = carrefour de { $count }
tile-road-round = une route vers trois côtés autour d'un puits
tile-roads-to-gates = { $count } routes vers des portes de ville
tile-monastery = abbaye
tile-abbey = abbaye entourée de murs
tile-field = pré

## Le journal des décomptes

category-road = route
category-city = ville
category-monastery = abbaye
category-field = pré
log-scored = { $names } +{ $points } { $what }
log-scored-final = { $names } +{ $points } { $what } (final)
log-paid-by = { $what } de { $name }
log-took-back = { $turns ->
    [one] 1 tour repris
   *[other] { $turns } tours repris
} ; à { $name } de jouer

## La fin de la partie

end-title = Scores finaux
end-winners = { $count ->
    [one] { $names } gagne !
   *[other] { $names } gagnent !
}
end-total = total
end-watch-again = Revoir cette partie
end-watch-again-hover = la parcourir tour par tour
end-chart-turns = { $turns ->
    [one] 1 tour
   *[other] { $turns } tours
}

## Annuler

undo-title = Annuler
undo-question = { $turns ->
    [one] Reprendre votre dernier tour ?
   *[other] Reprendre les { $turns } derniers tours, jusqu'au vôtre ?
}
undo-same-tiles = Les mêmes tuiles seront tirées à nouveau.
undo-button = Annuler (Entrée)
undo-cancel = Garder (Échap)

## Revoir une partie

viewer-title = Revoir la partie
viewer-end-of-record = la fin de l'enregistrement
viewer-next-place = ensuite : { $tile } ({ $name }) en ({ $x }, { $y })
viewer-next-discard = ensuite : { $tile } ne va nulle part et est défaussée
viewer-start = le début (Origine)
viewer-back = un tour en arrière (←)
viewer-play = avancer tout seul (Espace)
viewer-on = un tour en avant (→)
viewer-end = la fin (Fin)
viewer-of-turns = sur { $turns } tours
viewer-close = Fermer
viewer-to-play = à { $name } de jouer ; { $next }
viewer-as-it-ended = la partie telle qu'elle s'est terminée

## Sur la table : cases mortes, vue des prés, bulles

dead-square = Aucune tuile à venir ne va ici : cette case restera vide.
square-fits = { $fit } des { $left } tuiles à venir vont ici : { $kinds }
square-fits-more = { $fit } des { $left } tuiles à venir vont ici : { $kinds } ; et { $more } autres sortes
square-hold-shift = maintenez Maj pour les voir à chaque rotation qui va
farm-label = { $points } · { $cities ->
    [one] 1 ville
   *[other] { $cities } villes
}
# Why a move is refused (rules::Refusal), shown where the tile was put
refusal-edges = ne va pas
refusal-taken = case déjà occupée
refusal-apart = doit toucher une tuile
refusal-open = a besoin d’une tuile de chaque côté
refusal-no-such-rotation = rotation impossible
refusal-game-over = la partie est finie
refusal-nothing-placed = posez d'abord la tuile
refusal-not-allowed = interdit

## L'inspecteur

inspect-road = Route
inspect-city = Ville
inspect-monastery = Abbaye
inspect-field = Pré
inspect-nobodys = à personne
inspect-nobody = personne
inspect-and = {" et "}
inspect-meeples = meeples : { $meeples } ; à { $owners }
inspect-strength = force dans la majorité : { $meeples } ; à { $owners }
inspect-field-worth = { $points ->
    [one] 1 point
   *[other] { $points } points
} à la fin, selon les villes actuelles
inspect-complete = achevée : { $points ->
    [one] 1 point
   *[other] { $points } points
}
inspect-never = { $points ->
    [one] 1 point
   *[other] { $points } points
} à la fin : ne pourra jamais être achevée (elle borde une case qu'aucune tuile restante ne remplit)
inspect-now-if-completed = { $points ->
    [one] 1 point
   *[other] { $points } points
} maintenant, { $done } si achevée
inspect-now = { $points ->
    [one] 1 point
   *[other] { $points } points
} maintenant

# The side panel's own buttons: narrower, wider, hidden, and back.
panel-narrow = Rétrécir le panneau (P)
panel-widen = Élargir le panneau (P)
panel-hide = Masquer le panneau : le plateau prend la place (P)
panel-show = Panneau
panel-show-hover = Afficher le panneau (P)
# The tiles left that no expansion brings.
tiles-left-base = Jeu de base

## Le plateau en mots

voice-north = nord
voice-east = est
voice-south = sud
voice-west = ouest
voice-city = ville : { $sides }
voice-city-shield = ville avec blason : { $sides }
voice-road = route : { $sides }
voice-river = rivière : { $sides }
voice-n-east = { $n } à l'est
voice-n-west = { $n } à l'ouest
voice-n-north = { $n } au nord
voice-n-south = { $n } au sud
voice-start-square = la case de départ
voice-in-hand = En main, ainsi tournée : { $tile }.
voice-placed = Case { $square } : { $tile }.
voice-completes = Achève : { $features }.
voice-feature-points = { $feature } ({ $points })
log-played = { $name } a posé une tuile ({ $tile }) sur la case { $square }.
log-played-figure = { $name } a posé une tuile ({ $tile }) sur la case { $square } : { $figure } ({ $feature }).
log-played-action = { $name } a posé une tuile ({ $tile }) sur la case { $square } ; { $action }.
figure-follower = partisan
seat-said = { $name } : { $points } ; partisans en réserve : { $followers }
seat-said-turn = { $name }, à jouer : { $points } ; partisans en réserve : { $followers }
