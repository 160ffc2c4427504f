# The Crop Circles: every word of the set the window shows.

set-crop-circles = The Crop Circles
rules-crop-circles = The Crop Circles (6 tiles with a crop circle)
rules-crop-circles-hover = After a crop circle tile's scoring, its player chooses for everyone: each player in turn adds a follower beside one of theirs, or takes one back, on roads, in cities or in fields as the circle shows.
guide-crop-circles-title = The Crop Circles
guide-crop-circles-text = Six tiles show a crop circle, a round field of crop that is no feature: roads end at it and it parts the fields it touches. Its picture names a kind of follower: a club for thieves on roads, a shield for knights in cities, a rake for farmers in fields. When you place one, after the turn's scoring you choose for everyone: add or remove. Then each player in turn, starting with the one on your left and you last, either may put one follower from their supply beside one of theirs of that kind (on the same tile and place; they may pass), or must take one of theirs of that kind back (if they have one). Click a ringed follower or press its number. Builders and pigs are not followers; nothing scores. When nobody has a follower of the circle's kind, nothing happens.
turn-crop-here = Crop circle, { $name }: choose for everyone: add a follower or take one back.
turn-crop-figure-here = Crop circle, { $name }: choose which of your figures (its button, or its number).
turn-crop-add-here = Crop circle, { $name }: put a follower beside one of your ringed followers (click it or press its number), or add none.
turn-crop-remove-here = Crop circle, { $name }: take one of your ringed followers back (click it or press its number).
turn-crop = Crop circle: { $name } chooses.
crop-add = add a follower
crop-remove = take one back
crop-pass = Add none
crop-pass-hover = Put no follower beside yours this time.
