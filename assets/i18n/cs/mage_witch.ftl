# Čaroděj a čarodějnice: všechna slova rozšíření v okně.

set-mage-witch = Čaroděj a čarodějnice
rules-mage-witch = Čaroděj a čarodějnice (8 kartiček s magickým symbolem; čaroděj a čarodějnice)
rules-mage-witch-hover = Po kartičce s magickým symbolem musíš postavit nebo přesunout čaroděje nebo čarodějnici na otevřenou cestu nebo do otevřeného města. Čaroděj přidá při bodování 1 bod za každou kartičku; čarodějnice body sníží na polovinu.
guide-mage-witch-title = Čaroděj a čarodějnice
guide-mage-witch-text = Osm kartiček ukazuje magický symbol, čarodějnický klobouk. Když jednu z nich položíš, musíš postavit nebo přesunout jednu ze dvou magických figurek: přivést do hry čaroděje (fialového) nebo čarodějnici (oranžovou), nebo přesunout tu, která už stojí na stole, a to na libovolnou cestu nebo do libovolného města, které ještě nejsou dokončené, včetně právě položené kartičky. Přesouvaná figurka musí jít na jinou cestu nebo do jiného města a obě nikdy nestojí na téže cestě ani v témže městě. Když kartička spojí cestu nebo město čaroděje s cestou nebo městem čarodějnice, musí hráč, který ji položil, hned jednu z nich přesunout. Pokud ani jedna nemůže nikam, jedna z nich odchází ze stolu. Magické figurky nepatří nikomu a nikomu nezabírají místo: figurky hráčů se k nim smějí přidat. Když se boduje cesta nebo město s čarodějem, každý, kdo za ně dostává body, získá navíc 1 bod za každou jeho kartičku; s čarodějnicí dostane polovinu bodů, zaokrouhleno nahoru. Obodovaná cesta nebo město pošle svou magickou figurku ze stolu. Na konci hry mění figurky stejným způsobem body otevřených cest a měst, na kterých stojí. (Hra se tě zeptá až po tvé figurce, ještě před bodováním: na pořadí nezáleží.)
turn-magic-here = { $name } staví nebo přesouvá magickou figurku: vyber čaroděje nebo čarodějnici, pak klikni na označenou cestu nebo město (nebo stiskni jeho číslo).
turn-magic = { $name } staví nebo přesouvá čaroděje nebo čarodějnici.
magic-mage = čaroděj
magic-witch = čarodějnice
magic-leaves = { $figure } odchází ze stolu
inspect-mage = čaroděj: +1 za kartičku
inspect-witch = čarodějnice: polovina bodů
