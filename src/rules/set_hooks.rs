//! The hooks through which a set takes part in a game. The core calls
//! each hook for every set in play (`Game::sets`), in `SetId::ALL`'s
//! order; a set overrides only the hooks its rules need, the others do
//! nothing. The sets are unit structs and their state lives in the
//! game's `SetStates` (`set_states.rs`), each set's in a slot of its own.

use crate::rules::features::{Node, SegmentId};
use crate::rules::game::Game;
use crate::rules::phase::Phase;
use crate::rules::refusal::Refusal;
use crate::rules::set_names::{ActionForm, LAND, SetAction, SetDeploy, Squares};
use crate::rules::set_states::Slot;
use crate::rules::tile_data::{TileSetData, TileTypeData};
use crate::rules::tileset::{SegmentDef, TileKind, TileType};
use crate::rules::types::{Award, Deploy, Meeple, Placement};

pub trait Expansion: Sync {
    /// The set's name as printed, for messages in the engine's English.
    fn name(&self) -> &'static str;

    /// The set's own state in a new game it plays (`OwnState::fresh`), if
    /// it keeps any.
    fn state(&self) -> Option<Slot> {
        None
    }

    // ----- tiles --------------------------------------------------------

    /// The set's tile file (its path under the project and its text), if
    /// it brings tiles.
    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        None
    }

    /// What the set's marks on a tile's segment say (marks and tokens),
    /// from the tile's data; called for every set's tiles when the
    /// catalogue is built. `index` counts segments of that kind.
    fn mark_segment(&self, _tile: &TileTypeData, _index: usize, _segment: &mut SegmentDef) {}

    /// When the set's tile comes up (lower phases first, shuffled within
    /// a phase; `LAND` with the base game's).
    fn draw_phase(&self, _set: &TileSetData, _tile: &TileTypeData) -> u8 {
        LAND
    }

    /// Whether a tile drawn now is set aside by the set's rules (it comes
    /// back, shuffled into the pile, once the set lets it: `Table::draw`).
    fn holds_back(&self, _game: &Game, _tile: TileKind) -> bool {
        false
    }

    /// In what order its tiles come up, for a record that breaks it.
    fn draw_order(&self) -> &'static str {
        "tiles of an earlier phase come first"
    }

    /// The tile the game starts with instead of the base game's.
    fn start_tile(&self) -> Option<TileKind> {
        None
    }

    /// The tile this seat holds to play instead of the one drawn, while
    /// it does; the core gives it a last round once the pile is empty
    /// (`held.rs`).
    fn held_tile(&self, _game: &Game, _seat: usize) -> Option<TileKind> {
        None
    }

    /// The seat's held tile is played, or let go in the last round.
    fn held_tile_used(&self, _game: &mut Game, _seat: usize) {}

    /// The tile the player whose turn it is holds in the hand instead of
    /// the one drawn, after one of the set's acts swapped them
    /// (`InHand::Swapped`); the first set that answers.
    fn tile_instead(&self, _game: &Game) -> Option<TileKind> {
        None
    }

    /// Seats its pieces allow.
    fn max_players(&self) -> usize {
        5
    }

    // ----- a turn ---------------------------------------------------------

    /// The start tile lies at (0, 0).
    fn game_started(&self, _game: &mut Game) {}

    /// Where the set lets this tile go: anywhere its edges fit, or only
    /// on one square (a tile of the water course, at its open end), or nowhere.
    fn squares_for(&self, _game: &Game, _tile: &TileType) -> Squares {
        Squares::Anywhere
    }

    /// Why the set does not allow the tile there (the edges fit).
    fn check_placement(
        &self,
        _game: &Game,
        _tile: &TileType,
        _p: Placement,
    ) -> Result<(), Refusal> {
        Ok(())
    }

    /// Why the set does not allow a deploy choice on the tile just placed
    /// that the core's rules allow.
    fn check_deploy(&self, _game: &Game, _d: Deploy) -> Result<(), Refusal> {
        Ok(())
    }

    /// The set's own actions instead of a figure on the tile just placed
    /// (`SetAction::kind` is an index here), as records name them.
    fn actions(&self) -> &'static [ActionForm] {
        &[]
    }

    /// The set's deploy choices instead of a figure on the tile just
    /// placed (`Deploy::Set`), after the core's.
    fn deploy_options(&self, _game: &Game, _out: &mut Vec<Deploy>) {}

    /// Carries out one of the set's deploy choices; whether it was the
    /// set's.
    fn make_deploy(&self, _game: &mut Game, _d: SetDeploy) -> bool {
        false
    }

    /// The turn's scoring begins (after the deploy on the tile at this
    /// index and any steps of a set's figure): features the set scores
    /// now though not complete (farmers in a field a set's action joined),
    /// each award's feature then scored beside (`feature_scored`) and its
    /// figures sent home.
    fn scored_at_deploy(&self, _game: &Game, _tile: usize, _out: &mut Vec<Award>) {}

    /// Segments of roads and cities away from the tile just placed that
    /// the turn's phases may have completed (a link between road ends moved):
    /// the turn's scoring checks their features beside the tile's own
    /// (every set, in set order).
    fn closed_elsewhere(&self, _game: &Game, _out: &mut Vec<SegmentId>) {}

    /// A new turn begins (not a second tile in the same turn): the set's
    /// points for its player.
    fn turn_begins(&self, _game: &Game, _out: &mut Vec<Award>) {}

    /// A feature (its root) is scored, in play or at the end, its figures
    /// still on it: the set's points beside the feature's own.
    fn feature_scored(&self, _game: &Game, _root: SegmentId, _out: &mut Vec<Award>) {}

    /// The tile at this index on the board has just been placed.
    fn tile_placed(&self, _game: &mut Game, _index: usize) {}

    /// A feature (its root) has been completed during play, before it is
    /// scored and its figures go home.
    fn feature_completed(&self, _game: &mut Game, _root: SegmentId) {}

    /// The set's acts open to the current player now, at any moment of
    /// their turn before its tile is final (a payment; a tile of their own
    /// taken instead of the one drawn, or let go: `InHand`): every set's,
    /// in set order (`Game::act_options`).
    fn acts(&self, _game: &Game, _out: &mut Vec<SetAction>) {}

    /// Why the set refuses one of its acts that it does not offer now
    /// (the named set alone is asked).
    fn check_act(&self, _game: &Game, _act: SetAction) -> Result<(), Refusal> {
        Ok(())
    }

    /// Makes one of the acts it offers (the named set alone is asked).
    fn act(&self, _game: &mut Game, _act: SetAction) {}

    /// The set's flows of choices in a turn (`rules::phase`), in the
    /// order they run within their slot.
    fn phases(&self) -> &'static [&'static dyn Phase] {
        &[]
    }

    /// Whether a figure moving on after its feature scored may go to a
    /// feature on this tile (its index on the board).
    fn may_move_onto(&self, _game: &Game, _tile: usize) -> bool {
        true
    }

    /// The placed tile's deploy is done and scored: whether the same
    /// player places another tile (every set is asked).
    fn plays_again(&self, _game: &mut Game) -> bool {
        false
    }

    /// Every player's figure on the square of board tile `tile` goes home
    /// (a set's neutral figure entered it, `Game::send_home_from`): a set
    /// that keeps players' figures on squares outside the features sends
    /// those home too, and says how many (every set, in set order).
    fn figures_home_from(&self, _game: &mut Game, _tile: usize) -> usize {
        0
    }

    /// The players' figures the set keeps on squares outside the features
    /// (on top of a tower), each as a `Meeple` on its board tile, on
    /// segment 0: a phase's pick that takes one off tells it with the
    /// figures it sent home (every set, in set order).
    fn figures_on_squares(&self, _game: &Game, _out: &mut Vec<Meeple>) {}

    /// Whether the set will give the player another tile when this turn
    /// passes (`plays_again`), as the turn stands now. A turn has one more
    /// tile at most, whatever gives it, so a rule that would give one asks
    /// (every set is asked; any answer counts: `Game::another_tile_coming`).
    fn another_tile_coming(&self, _game: &Game) -> bool {
        false
    }

    // ----- scoring --------------------------------------------------------

    /// An award's points were just given (in play or at the end): the
    /// set's awards that follow from them (a share of them to another
    /// seat). Every set, in set order; what they give is applied after,
    /// and told to every set in turn (a set leaves its own be).
    fn points_scored(&self, _game: &mut Game, _award: &Award, _out: &mut Vec<Award>) {}

    /// How many scoring figures each seat has on the track (the set's
    /// second is its own). With more than one, points given in a turn
    /// wait for their seat's choice of figure, which the set that gives
    /// the second puts them on (`Game::figure_moves`); points given at
    /// the end move the first, the score meeple.
    fn scoring_figures(&self) -> u8 {
        1
    }

    /// A seat's scoring figure (0 the score meeple) moved `points` on:
    /// the set's awards that follow (a share of the move to another seat).
    /// Applied as `points_scored`'s are.
    fn figure_moved(
        &self,
        _game: &mut Game,
        _seat: usize,
        _figure: u8,
        _points: u32,
        _out: &mut Vec<Award>,
    ) {
    }

    /// Whether `points_scored` or `figure_moved` may give anything in
    /// `game` as it stands: a
    /// preview of final scoring then plays it out on a copy of the game
    /// (`scoring::final_scores`), which the computer players ask of every
    /// move they weigh.
    fn follows_points(&self, _game: &Game) -> bool {
        false
    }

    /// What a road or city is worth when the set changes it (by the marks
    /// it gives a segment): complete, or open at the end.
    fn feature_points(&self, _node: &Node, _complete: bool) -> Option<u32> {
        None
    }

    /// What a road or city (its root) is worth with the set's pieces on
    /// it, given `points` as the base game and the other sets say (every
    /// set in play, in order, each given the last one's answer).
    fn feature_worth(&self, _game: &Game, _root: SegmentId, points: u32) -> u32 {
        points
    }

    /// Which of a field's owners (`owners`, a seat mask) score it
    /// differently, and how much each completed city is worth to them.
    fn field_city_points(&self, _game: &Game, _field: SegmentId, _owners: u8) -> Option<(u8, u32)> {
        None
    }

    /// The seats (a mask) whose piece in the field (its root) scores it
    /// at the end beside its farmers, and what a completed city is worth
    /// to them (4, say): what the farm view shows of them.
    fn field_holders(&self, _game: &Game, _field: SegmentId) -> Option<(u8, u32)> {
        None
    }

    /// The set's awards at the end of the game, after every feature's.
    fn final_awards(&self, _game: &Game, _out: &mut Vec<Award>) {}

    /// The name of the points the set's own rule gives, scored as
    /// `ScoreKind::Set` (`"goods"`), if it gives any: each set's are a
    /// column of their own at the end.
    fn own_points(&self) -> Option<&'static str> {
        None
    }
}
