//! The capture after a floor, as a phase of the turn (`rules::phase`),
//! right after the deploy: the player may take one follower off the board
//! on the tower's square or up to its height away north, east, south or
//! west (`Tower::reach`): one standing on a feature (`Pick::Spot`) or on
//! top of another tower (`Pick::Square`), or nobody (`Pick::Home`). Their
//! own goes back to their supply; another player's becomes their prisoner
//! (`prisoners.rs`). Figures that are not followers (weight 0: the
//! builder, the pig) are never taken, but go home with their owner's last
//! follower in the feature, as whenever a follower leaves.

use super::prisoners;
use super::state::Towers;
use crate::rules::game::Game;
use crate::rules::phase::{Phase, Pick, Slot};

/// The phase's name, as a record's `chose` field gives it.
pub const CAPTURE: &str = "capture";

pub(super) struct Capture;

/// The followers (their indices in `Game::meeples`) the tower being
/// built reaches, and the towers whose top it reaches (their indices).
fn in_reach(game: &Game) -> Option<(Vec<usize>, Vec<usize>)> {
    let tower = game.towers()[game.sets_state.get::<Towers>().capturing? as usize];
    let squares: Vec<_> = tower.reach(game).collect();
    let tiles = game.board().tiles();
    let reached = |tile: u8| squares.contains(&tiles[tile as usize].pos);
    let followers = (game.meeples().iter().enumerate())
        .filter(|(_, m)| m.figure.weight() > 0 && reached(m.tile))
        .map(|(i, _)| i)
        .collect();
    let tops = (game.towers().iter().enumerate())
        .filter(|(_, t)| t.top.is_some() && reached(t.tile))
        .map(|(i, _)| i)
        .collect();
    Some((followers, tops))
}

impl Phase for Capture {
    fn key(&self) -> &'static str {
        CAPTURE
    }

    fn slot(&self) -> Slot {
        Slot::Deploy
    }

    /// A floor was just put on a tower: a capture, if anyone is in reach.
    fn begin(&self, game: &mut Game, _tile: usize) -> bool {
        let anyone = in_reach(game).is_some_and(|(f, t)| !f.is_empty() || !t.is_empty());
        if !anyone {
            game.sets_state.get_mut::<Towers>().capturing = None;
        }
        anyone
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        game.sets_state.get::<Towers>().capturing?;
        Some(game.current_player())
    }

    /// Nobody first, then the followers on features in the order they
    /// were put down, then the tops of towers.
    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        let Some((followers, tops)) = in_reach(game) else {
            return;
        };
        out.push(Pick::Home);
        let tiles = game.board().tiles();
        for i in followers {
            let m = game.meeples()[i];
            let pick = Pick::Spot(tiles[m.tile as usize].pos, m.segment);
            if !out.contains(&pick) {
                out.push(pick);
            }
        }
        for i in tops {
            out.push(Pick::Square(game.towers()[i].square(game)));
        }
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        game.sets_state.get_mut::<Towers>().capturing = None;
        let jailer = game.current_player();
        let at = |game: &Game, tile: u8| game.board().tiles()[tile as usize].pos;
        match pick {
            Pick::Spot(pos, segment) => {
                let i = (game.meeples().iter())
                    .position(|m| {
                        m.figure.weight() > 0 && m.segment == segment && at(game, m.tile) == pos
                    })
                    .expect("a follower offered");
                let m = game.meeples()[i];
                game.send_home(i);
                prisoners::taken(game, jailer, m.player as usize, m.figure, true);
            }
            Pick::Square(pos) => {
                let i = (game.towers().iter())
                    .position(|t| at(game, t.tile) == pos)
                    .expect("a tower offered");
                let top = &mut game.sets_state.get_mut::<Towers>().towers[i].top;
                let (owner, figure) = top.take().expect("a top offered");
                prisoners::taken(game, jailer, owner as usize, figure, false);
            }
            // Nobody (home): the capture offers nothing else.
            _ => {}
        }
        false
    }

    fn cut(&self, game: &mut Game) {
        game.sets_state.get_mut::<Towers>().capturing = None;
    }
}
