# De Vliegmachines: alle woorden van de uitbreiding in het venster.

set-flying-machines = De Vliegmachines
rules-flying-machines = De Vliegmachines (8 tegels met een vliegmachine)
rules-flying-machines-hover = In plaats van een volgeling op een tegel met een vliegmachine te zetten, laat je hem vliegen: een dobbelsteen bepaalt hoe ver hij in de richting van de pijl vliegt, en daar landt hij op een onvoltooide weg, stad of klooster, bezet of niet.
guide-flying-machines-title = De Vliegmachines
guide-flying-machines-text = Acht tegels tonen een vliegmachine met een rode pijl die naar een rand of een hoek wijst. Leg je er een, dan mag je in plaats van er een figuur op te zetten een volgeling uit je voorraad op de machine zetten: klik op de ring op de machine (nog eens voor de grote meeple, of druk op zijn nummer) en beëindig dan je beurt. Er wordt gedobbeld: 1, 2 of 3. De volgeling vliegt zoveel vakken in de richting van de pijl, recht of schuin; lege vakken onderweg houden hem niet tegen. Op de tegel die hij bereikt moet je een onvoltooide weg, stad of klooster kiezen (de abt een klooster of tuin, de burgemeester een stad), ook als daar al andere volgelingen staan. Ligt daar geen tegel, of is er niets onvoltooids om op te landen, dan komt de volgeling terug in je voorraad en heb je deze beurt niets gezet.
turn-flight-here = { $name }, je volgeling landt: klik op een omcirkelde weg, stad of klooster op het verlichte vak (of druk op zijn nummer).
turn-flight = De volgeling van { $name } landt.
log-flight-roll = { $name } gooide { $roll }: de volgeling vliegt { $roll ->
    [one] { $roll } vak
   *[other] { $roll } vakken
} ver.
log-flight-home = { $name } gooide { $roll }: daar was niets om op te landen, de volgeling ging naar huis.
log-flight-landed = De volgeling van { $name } landde op vak { $square }.
action-fly = een volgeling de lucht in gestuurd
hint-shown-fly = op tafel getoond: de tegel en een volgeling op zijn vliegmachine
