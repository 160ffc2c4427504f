# Kopalnie złota: wszystkie słowa dodatku w oknie.

set-gold-mines = Kopalnie złota
rules-gold-mines = Kopalnie złota (8 płytek z kopalnią złota; 16 sztabek złota)
rules-gold-mines-hover = Płytka kopalni kładzie sztabkę złota na sobie i jedną na płytce obok. Ukończona droga, miasto lub klasztor daje sztabki ze swoich płytek graczom, którzy go mają, po jednej na zmianę; na koniec każda sztabka daje od 1 do 4 punktów, tym więcej, im więcej ich masz.
guide-gold-mines-title = Kopalnie złota
guide-gold-mines-text = Gdy kładziesz płytkę z kopalnią złota, jedna sztabka złota trafia na nią, a drugą kładziesz na jednej z płytek wokół, obok lub po skosie (kliknij podświetlone pole albo naciśnij jego numer). Sztabka należy do swojej płytki, niezależnie od obszaru, który tam leży. Gdy droga lub miasto zostaje ukończone, gracze z największą liczbą podwładnych w nim biorą sztabki z jego płytek; ukończony klasztor daje te ze swojej płytki i ośmiu wokół. Przy kilku graczach lub kilku obszarach naraz, zaczynając od gracza, który ma turę, każdy bierze po jednej sztabce na zmianę, aż żadna nie zostanie. Ukończony obszar bez podwładnego zostawia swoje sztabki na miejscu. Na koniec sztabki na planszy nie dają nikomu punktów; sztabki gracza są warte po 1 punkcie przy 1–3, po 2 przy 4–6, po 3 przy 7–9 i po 4 przy 10 lub więcej.
panel-ingots = sztabki złota: { $count }, na koniec warte { $points } pkt
turn-gold-here = { $name } kładzie drugą sztabkę złota z kopalni na płytce wokół: kliknij podświetlone pole albo naciśnij jego numer.
turn-gold = { $name } wybiera, gdzie trafi druga sztabka złota z kopalni.
category-gold = złoto
inspect-ingots = sztabki złota na jego płytkach: { $count }
