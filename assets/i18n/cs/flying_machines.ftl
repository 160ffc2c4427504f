# Létající stroje: všechna slova rozšíření v okně.

set-flying-machines = Létající stroje
rules-flying-machines = Létající stroje (8 kartiček s létajícím strojem)
rules-flying-machines-hover = Figurku nestav na kartičku s létajícím strojem, ale pošli ji do vzduchu: kostka určí, jak daleko poletí ve směru šipky, a tam přistane na nedokončené cestě, městě nebo klášteře, obsazeném i neobsazeném.
guide-flying-machines-title = Létající stroje
guide-flying-machines-text = Osm kartiček ukazuje létající stroj s červenou šipkou, která míří na hranu nebo na roh. Když takovou kartičku položíš, můžeš místo obvyklého umístění figurky postavit figurku ze své zásoby na stroj: klikni na kroužek na stroji (znovu pro velkou figurku, nebo stiskni jeho číslo), pak ukonči tah. Hází se kostkou: 1, 2 nebo 3. Figurka letí o tolik polí ve směru šipky, rovně nebo úhlopříčně; prázdná pole mezi tím ji nezastaví. Na kartičce, kam doletí, musíš vybrat nedokončenou cestu, město nebo klášter (opat klášter nebo zahradu, starosta město), i takové, kde už stojí jiné figurky. Když tam žádná kartička neleží nebo tam není nic nedokončeného k přistání, figurka se vrátí do tvé zásoby a v tomto tahu tedy nic nepostavíš.
turn-flight-here = { $name }, tvoje figurka přistává: klikni na cestu, město nebo klášter v kroužku na rozsvíceném poli (nebo stiskni jeho číslo).
turn-flight = Figurka hráče { $name } přistává.
log-flight-roll = { $name }: padlo { $roll }; figurka letí o { $roll ->
    [one] { $roll } pole
    [few] { $roll } pole
   *[other] { $roll } polí
}.
log-flight-home = { $name }: padlo { $roll }; nebylo tam kde přistát, figurka se vrátila domů.
log-flight-landed = Figurka hráče { $name } přistála na poli { $square }.
action-fly = figurka vyslaná do vzduchu
hint-shown-fly = ukázáno na stole: kartička a figurka na jejím létajícím stroji
