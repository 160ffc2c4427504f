# De Graancirkels: alle woorden van de uitbreiding in het venster.

set-crop-circles = De Graancirkels
rules-crop-circles = De Graancirkels (6 tegels met een graancirkel)
rules-crop-circles-hover = Na de telling kiest wie een graancirkeltegel legde voor iedereen: om de beurt zet ieder een volgeling naast een eigen volgeling of neemt er een terug, op wegen, in steden of in weilanden, zoals de cirkel toont.
guide-crop-circles-title = De Graancirkels
guide-crop-circles-text = Zes tegels tonen een graancirkel, een rond graanveld dat geen gebied is: wegen lopen erop dood en hij scheidt de weilanden die hij raakt. Zijn afbeelding noemt een soort volgeling: een knuppel voor struikrovers op wegen, een schild voor ridders in steden, een hark voor boeren in weilanden. Leg je er een, dan kies je na de telling van de beurt voor iedereen: erbij zetten of terugnemen. Daarna komt iedere speler om de beurt aan bod, te beginnen bij je linkerbuur, jij als laatste: bij „erbij zetten” mag hij een volgeling uit zijn voorraad naast een eigen volgeling van die soort zetten (op dezelfde tegel en plek; hij mag ook passen), bij „terugnemen” moet hij een eigen volgeling van die soort terugnemen (als hij er een heeft). Klik op een omcirkelde volgeling of druk op zijn nummer. Bouwmeesters en varkens zijn geen volgelingen; er wordt niets geteld. Heeft niemand een volgeling van de soort van de cirkel, dan gebeurt er niets.
turn-crop-here = Graancirkel, { $name }: kies voor iedereen: een volgeling erbij zetten of er een terugnemen.
turn-crop-figure-here = Graancirkel, { $name }: kies welke van je figuren (de knop of het nummer).
turn-crop-add-here = Graancirkel, { $name }: zet een volgeling naast een van je omcirkelde volgelingen (klik erop of druk op zijn nummer), of geen.
turn-crop-remove-here = Graancirkel, { $name }: neem een van je omcirkelde volgelingen terug (klik erop of druk op zijn nummer).
turn-crop = Graancirkel: { $name } kiest.
crop-add = een volgeling erbij zetten
crop-remove = er een terugnemen
crop-pass = Geen erbij zetten
crop-pass-hover = Zet deze keer geen volgeling naast de jouwe.
