//! The names of the sets and of every kind of figure, and the rule
//! toggles that put sets in play: the words a set's folder, the core and a
//! record share. What each name stands for is bound in `sets/mod.rs`.

use serde::{Deserialize, Serialize};

use crate::rules::geometry::Pos;

/// A set that can be played beside the base game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SetId {
    River,
    Abbot,
    InnsCathedrals,
    TradersBuilders,
    PrincessDragon,
    AbbeyMayor,
    TheTower,
    GoldMines,
    MageWitch,
    CropCircles,
    FlyingMachines,
    Robbers,
    Messengers,
    Ferries,
}

impl SetId {
    pub const ALL: [SetId; 14] = [
        SetId::River,
        SetId::Abbot,
        SetId::InnsCathedrals,
        SetId::TradersBuilders,
        SetId::PrincessDragon,
        SetId::AbbeyMayor,
        SetId::TheTower,
        SetId::GoldMines,
        SetId::MageWitch,
        SetId::CropCircles,
        SetId::FlyingMachines,
        SetId::Robbers,
        SetId::Messengers,
        SetId::Ferries,
    ];

    /// Whether these rules play the set.
    pub fn in_play(self, rules: &Rules) -> bool {
        match self {
            SetId::River => rules.river,
            SetId::Abbot => rules.abbot,
            SetId::InnsCathedrals => rules.inns_cathedrals,
            SetId::TradersBuilders => rules.traders_builders,
            SetId::PrincessDragon => rules.princess_dragon,
            SetId::AbbeyMayor => rules.abbey_mayor,
            SetId::TheTower => rules.the_tower,
            SetId::GoldMines => rules.gold_mines,
            SetId::MageWitch => rules.mage_witch,
            SetId::CropCircles => rules.crop_circles,
            SetId::FlyingMachines => rules.flying_machines,
            SetId::Robbers => rules.robbers,
            SetId::Messengers => rules.messengers,
            SetId::Ferries => rules.ferries,
        }
    }

    /// The set's command-line flag without its dashes (`--inns-cathedrals`):
    /// the game, `serve`, `selfplay` and `arena` take every set's from here.
    pub fn flag(self) -> &'static str {
        match self {
            SetId::River => "river",
            SetId::Abbot => "abbot",
            SetId::InnsCathedrals => "inns-cathedrals",
            SetId::TradersBuilders => "traders-builders",
            SetId::PrincessDragon => "princess-dragon",
            SetId::AbbeyMayor => "abbey-mayor",
            SetId::TheTower => "the-tower",
            SetId::GoldMines => "gold-mines",
            SetId::MageWitch => "mage-witch",
            SetId::CropCircles => "crop-circles",
            SetId::FlyingMachines => "flying-machines",
            SetId::Robbers => "robbers",
            SetId::Messengers => "messengers",
            SetId::Ferries => "ferries",
        }
    }

    /// Puts the set in play or takes it out.
    pub fn set_in_play(self, rules: &mut Rules, on: bool) {
        *match self {
            SetId::River => &mut rules.river,
            SetId::Abbot => &mut rules.abbot,
            SetId::InnsCathedrals => &mut rules.inns_cathedrals,
            SetId::TradersBuilders => &mut rules.traders_builders,
            SetId::PrincessDragon => &mut rules.princess_dragon,
            SetId::AbbeyMayor => &mut rules.abbey_mayor,
            SetId::TheTower => &mut rules.the_tower,
            SetId::GoldMines => &mut rules.gold_mines,
            SetId::MageWitch => &mut rules.mage_witch,
            SetId::CropCircles => &mut rules.crop_circles,
            SetId::FlyingMachines => &mut rules.flying_machines,
            SetId::Robbers => &mut rules.robbers,
            SetId::Messengers => &mut rules.messengers,
            SetId::Ferries => &mut rules.ferries,
        } = on;
    }
}

/// Rule toggles chosen when a game is set up (also a record's `rules`):
/// farmers, and each set in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// Fields and farmers are scored.
    pub farmers: bool,
    /// The River mini-expansion.
    pub river: bool,
    /// The Abbot mini-expansion: gardens and one abbot per player.
    pub abbot: bool,
    /// The Inns & Cathedrals expansion's tiles (inns, cathedrals). Left
    /// out of a record when off, so records of other games read as before.
    #[serde(skip_serializing_if = "is_false")]
    pub inns_cathedrals: bool,
    /// The Traders & Builders expansion's tiles (goods), builders and
    /// pigs. Left out of a record when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub traders_builders: bool,
    /// The Princess & the Dragon's tiles (volcanoes, dragon tiles, magic
    /// portals, princesses), the dragon and the fairy. Left out of a
    /// record when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub princess_dragon: bool,
    /// Abbey & Mayor's tiles and each player's abbey, mayor, wagon and
    /// barn. Left out of a record when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub abbey_mayor: bool,
    /// The Tower's tiles with tower foundations, and each player's tower
    /// floors. Left out of a record when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub the_tower: bool,
    /// The Gold Mines' tiles, each putting two gold ingots out. Left out
    /// of a record when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub gold_mines: bool,
    /// Mage & Witch's tiles, and its two magic figures. Left out of a
    /// record when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub mage_witch: bool,
    /// The Crop Circles' tiles. Left out of a record when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub crop_circles: bool,
    /// The Flying Machines' tiles. Left out of a record when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub flying_machines: bool,
    /// The Robbers' tiles, and each player's robber. Left out of a record
    /// when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub robbers: bool,
    /// The Messengers' messages, and each player's messenger. Left out of
    /// a record when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub messengers: bool,
    /// The Ferries' lake tiles, and their ferries. Left out of a record
    /// when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub ferries: bool,
    /// With Abbey & Mayor, its barns (many groups leave them out). Left
    /// out of a record when on, so records of other games read as before.
    #[serde(skip_serializing_if = "is_true")]
    pub barns: bool,
}

fn is_false(b: &bool) -> bool {
    !b
}

fn is_true(b: &bool) -> bool {
    *b
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            farmers: true,
            river: false,
            abbot: false,
            inns_cathedrals: false,
            traders_builders: false,
            princess_dragon: false,
            abbey_mayor: false,
            the_tower: false,
            gold_mines: false,
            mage_witch: false,
            crop_circles: false,
            flying_machines: false,
            robbers: false,
            messengers: false,
            ferries: false,
            barns: true,
        }
    }
}

#[cfg(test)]
impl Rules {
    /// For a set's tests: the base game with `set`, and with every other
    /// set too when `every_set`.
    pub(crate) fn with_set(set: SetId, every_set: bool) -> Rules {
        let mut rules = Rules::default();
        for other in SetId::ALL.into_iter().filter(|&s| s == set || every_set) {
            other.set_in_play(&mut rules, true);
        }
        rules
    }
}

impl Rules {
    /// The sets these rules play.
    pub fn sets(&self) -> SetsInPlay {
        SetsInPlay(
            SetId::ALL
                .iter()
                .enumerate()
                .filter(|(_, s)| s.in_play(self))
                .fold(0, |mask, (i, _)| mask | 1 << i),
        )
    }
}

impl Rules {
    /// The toggles, farmers first, then each set's (`SetId::ALL`).
    fn toggles(self) -> Vec<bool> {
        std::iter::once(self.farmers)
            .chain(SetId::ALL.iter().map(|s| s.in_play(&self)))
            .collect()
    }

    pub(crate) fn from_toggles(toggles: &[bool]) -> Rules {
        let mut rules = Rules {
            farmers: toggles[0],
            ..Rules::default()
        };
        for (set, &on) in SetId::ALL.iter().zip(&toggles[1..]) {
            set.set_in_play(&mut rules, on);
        }
        rules
    }

    /// A few rule sets that together play every two toggles in each of
    /// their four ways (farmers and each set on or off), the base game and
    /// every set at once among them: tests that cover the sets' meetings
    /// grow with the number of sets, not with two to its power.
    pub fn covering_pairs() -> Vec<Rules> {
        let k = 1 + SetId::ALL.len();
        let pairs = |t: &[bool]| {
            let mut covered = Vec::new();
            for a in 0..k {
                for b in a + 1..k {
                    covered.push((a, b, t[a], t[b]));
                }
            }
            covered
        };
        let base = Rules::default();
        let every_set = Rules::from_toggles(&vec![true; k]);
        let mut chosen = vec![base, every_set];
        let mut left: Vec<(usize, usize, bool, bool)> = Vec::new();
        for a in 0..k {
            for b in a + 1..k {
                for (x, y) in [(false, false), (false, true), (true, false), (true, true)] {
                    left.push((a, b, x, y));
                }
            }
        }
        for rules in &chosen {
            let done = pairs(&rules.toggles());
            left.retain(|p| !done.contains(p));
        }
        // Greedily, the toggles that play the most pairs not yet played.
        while !left.is_empty() {
            let best = (0..1u32 << k)
                .map(|bits| (0..k).map(|i| bits & 1 << i != 0).collect::<Vec<bool>>())
                .max_by_key(|t| pairs(t).iter().filter(|p| left.contains(p)).count())
                .expect("some toggles");
            let done = pairs(&best);
            left.retain(|p| !done.contains(p));
            chosen.push(Rules::from_toggles(&best));
        }
        chosen
    }
}

/// The sets in play in a game, as a bit mask over `SetId::ALL`: the core
/// walks it at every hook (`SetsInPlay::iter`). Room for 16 sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SetsInPlay(pub(super) u16);

const _: () = assert!(SetId::ALL.len() <= 16, "a set beyond the mask's 16");

impl SetsInPlay {
    pub fn has(self, set: SetId) -> bool {
        self.0 & 1 << set as u16 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// A number for each combination of sets, 0 for none, below
    /// `1 << SetId::ALL.len()`: for tables worked out once per combination.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Every combination of sets, in the order of `index`.
    pub fn every_combination() -> impl Iterator<Item = SetsInPlay> {
        (0..1u16 << SetId::ALL.len()).map(SetsInPlay)
    }
}

/// What a set's action carries beside the tile and segment it is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionArg {
    Nothing,
    /// A figure the action puts on the board (through the magic portal);
    /// a record names it when it is not the follower.
    Figure,
    /// A corner of the tile (0 NE, 1 SE, 2 SW, 3 NW, in board
    /// orientation): a record places the action on it (`Barn(x: 1, y: 0,
    /// place: "NE")`) rather than on a segment.
    Corner,
    /// Nothing, on a square rather than a place of its tile (a floor on
    /// the tower there): a record writes no place (`Floor(x: 1, y: 0)`).
    Square,
    /// A figure, on a square rather than a place of its tile (a follower
    /// on top of the tower there).
    FigureOnSquare,
    /// A number the set reads as its own (which prisoner a ransom frees):
    /// for an act at any moment of one's turn, not a deploy.
    Number,
}

/// One of a set's actions as a record writes it (`Expansion::actions`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActionForm {
    pub name: &'static str,
    pub arg: ActionArg,
    /// What an act of this form does to the tile in hand.
    pub hand: InHand,
}

/// What an act does to the tile in hand (a deploy's action leaves it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InHand {
    /// It stays: the act is written in the turn's record, before its tile.
    Kept,
    /// The hand holds another tile instead (a player's own tile instead
    /// of the one drawn, or the drawn tile back: `Game::tile_instead`).
    /// Made only before the tile is placed, and not written in a record:
    /// the tile placed says it.
    Swapped,
    /// The tile in hand, a player's own, is let go unplayed in the last
    /// round, which ends the turn: written as the tile's discard.
    LetGo,
}

/// What a set's deploy does instead of a figure on the tile just placed
/// (`SetDeploy`): the set, which of its actions (the index of its form in
/// the set's `Expansion::actions`) and the action's one argument (a
/// figure's index, a corner). The core, a record, the wire and the window
/// carry it without knowing what it does; the set's folder reads it as
/// its own type (`princess_dragon::Action`), so a new set's actions touch
/// no other set's code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SetAction {
    pub set: SetId,
    pub kind: u8,
    pub arg: u8,
}

/// The form of an action number its set does not have (a hostile
/// screen's): no set offers it, so every check refuses it.
const UNKNOWN: ActionForm = ActionForm {
    name: "UnknownAct",
    arg: ActionArg::Nothing,
    hand: InHand::Kept,
};

impl SetAction {
    /// How records write it (`UNKNOWN` for a number its set lacks).
    pub fn form(self) -> ActionForm {
        let forms = self.set.expansion().actions();
        forms.get(self.kind as usize).copied().unwrap_or(UNKNOWN)
    }

    /// Whether its set has an action of this number.
    pub fn is_known(self) -> bool {
        (self.kind as usize) < self.set.expansion().actions().len()
    }

    /// The action's name in a record (`Portal(x: 1, y: 0, place: "C")`).
    pub fn name(self) -> &'static str {
        self.form().name
    }

    /// Every set's actions, with the set and the action's index.
    pub fn every() -> impl Iterator<Item = (SetId, u8, ActionForm)> {
        (SetId::ALL.into_iter()).flat_map(|set| {
            (set.expansion().actions().iter())
                .enumerate()
                .map(move |(kind, form)| (set, kind as u8, *form))
        })
    }

    /// The action of a record's name, with the figure it names (the
    /// follower when none, for an action that puts one); `None` for a
    /// name no set has.
    pub fn named(name: &str, figure: Option<Figure>) -> Option<SetAction> {
        let (set, kind, form) = SetAction::every().find(|(_, _, form)| form.name == name)?;
        let arg = match form.arg {
            ActionArg::Figure | ActionArg::FigureOnSquare => {
                figure.unwrap_or(Figure::Follower).index() as u8
            }
            _ => 0,
        };
        Some(SetAction { set, kind, arg })
    }

    /// What the act does to the tile in hand.
    pub fn hand(self) -> InHand {
        self.form().hand
    }

    /// The figure the action puts on the board, if any.
    pub fn figure(self) -> Option<Figure> {
        matches!(
            self.form().arg,
            ActionArg::Figure | ActionArg::FigureOnSquare
        )
        .then(|| Figure::of_index(self.arg as usize))
    }

    /// Whether the action is on a square rather than a place of its
    /// tile: a record writes no place and the deploy's segment is 0.
    pub fn on_square(self) -> bool {
        matches!(
            self.form().arg,
            ActionArg::Square | ActionArg::FigureOnSquare
        )
    }

    /// The corner of the tile the action is on, for an action a record
    /// places on a corner rather than on a segment.
    pub fn corner(self) -> Option<u8> {
        (self.form().arg == ActionArg::Corner).then_some(self.arg)
    }

    /// The same action on another corner (for one placed on a corner).
    pub fn on_corner(self, corner: u8) -> SetAction {
        match self.form().arg {
            ActionArg::Corner => SetAction {
                arg: corner & 3,
                ..self
            },
            _ => self,
        }
    }
}

/// A set's deploy choice: its action on a segment of a tile already on
/// the board (its index in `Board::tiles`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SetDeploy {
    pub action: SetAction,
    pub tile: u8,
    pub segment: u8,
}

/// Why a set's own rule refuses a move: each set's refusals, named here so
/// that the core's `Refusal`, the wire and the window share them; each
/// set's folder says them in English (`Display`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetRefusal {
    River(RiverRefusal),
    PrincessDragon(PrincessDragonRefusal),
    AbbeyMayor(AbbeyMayorRefusal),
    TheTower(TowerRefusal),
}

/// Why The Tower's rules refuse a move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum TowerRefusal {
    /// A ransom is paid at most once in a turn.
    RansomPaid,
    /// The seat has no prisoner of that kind held by that seat.
    NoSuchPrisoner,
    /// Paying would take the score below nothing.
    TooFewPoints { score: u32 },
    /// A follower stands on top of the tower: no floor goes on it.
    TowerClosed,
    /// No floor left in the seat's stock.
    NoFloorLeft,
}

/// Why Abbey & Mayor's rules refuse a move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum AbbeyMayorRefusal {
    /// No farmer goes into a field with a barn.
    BarnsField,
}

/// Why the Princess & the Dragon's rules refuse a move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum PrincessDragonRefusal {
    /// No figure goes on the tile the dragon stands on.
    DragonsTile,
}

/// Why a river tile may not go where it was put.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RiverRefusal {
    /// The lake is placed: no river tile may follow.
    Finished { tile: String },
    /// River tiles go only where the river flows on (`open`).
    NotAtOpenEnd { tile: String, open: Pos, pos: Pos },
    /// The tile, turned so, has no water on the edge (0 to 3) the river
    /// comes in by.
    Breaks { tile: String, rot: u8, edge: u8 },
    /// The tile would turn the river the same way as its last bend.
    UTurn { tile: String, rot: u8, left: bool },
}

/// A kind of figure: the base game's follower and those the sets bring.
/// What each is to the rules is its `FigureSpec` (`Figure::spec`); a
/// deploy, a record and a network message say "this figure, at this place".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Figure {
    Follower,
    Abbot,
    /// Inns & Cathedrals: one per player, counts as two followers.
    Large,
    /// Traders & Builders: beside its owner's follower on a road or city.
    Builder,
    /// Traders & Builders: beside its owner's farmer in a field.
    Pig,
    /// Abbey & Mayor: in a city, as strong as the city's pennants.
    Mayor,
    /// Abbey & Mayor: on a road, city or monastery; moves on after its
    /// feature scores.
    Wagon,
}

/// How many kinds of figure there are (`Figure::ALL`).
pub const FIGURES: usize = 7;

impl Figure {
    /// In the order a tile's figure choices are offered.
    pub const ALL: [Figure; FIGURES] = [
        Figure::Follower,
        Figure::Large,
        Figure::Mayor,
        Figure::Wagon,
        Figure::Builder,
        Figure::Pig,
        Figure::Abbot,
    ];

    /// The set that brings it (`None`: the base game's follower).
    pub fn set(self) -> Option<SetId> {
        match self {
            Figure::Follower => None,
            Figure::Abbot => Some(SetId::Abbot),
            Figure::Large => Some(SetId::InnsCathedrals),
            Figure::Builder | Figure::Pig => Some(SetId::TradersBuilders),
            Figure::Mayor | Figure::Wagon => Some(SetId::AbbeyMayor),
        }
    }

    /// Whether a game with these sets has it.
    pub fn in_play(self, sets: SetsInPlay) -> bool {
        self.set().is_none_or(|s| sets.has(s))
    }

    /// Its slot in a player's supply (`Game::in_supply`).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The figure of a slot (`index`).
    pub fn of_index(index: usize) -> Figure {
        *(Figure::ALL.iter())
            .find(|f| f.index() == index)
            .expect("a figure's index")
    }
}

/// Where a set lets a tile go (`Expansion::squares_for`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Squares {
    /// Wherever its edges fit (the set has no say).
    Anywhere,
    /// Only on this square, at the rotations `check_placement` allows.
    Only(Pos),
    Nowhere,
}

/// Tiles drawn after every earlier phase's are gone: the land tiles, when
/// no set puts its tiles first.
pub const LAND: u8 = u8::MAX;
