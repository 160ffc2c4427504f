//! Followers and the abbot (and the large meeple, `large_meeple`): where
//! the current player may put one on the tile just placed (a free feature; fields only with farmers; a garden
//! only for the abbot), and meeples going home when their feature scores.

use super::features::{MAX_PLAYERS, SegmentId};
use super::game::Game;
use super::geometry::Pos;
use super::tileset::{SegmentKind, catalog};
use super::types::{Deploy, MeepleKind, Stage};

impl Game {
    /// The tile just placed, while the deploy choice is open.
    pub fn tile_being_deployed(&self) -> Option<usize> {
        match self.stage {
            Stage::Deploy(i) => Some(i as usize),
            _ => None,
        }
    }

    /// Every legal deploy choice for the current player (always includes `None`).
    pub fn deploy_options(&self, out: &mut Vec<Deploy>) {
        out.clear();
        out.push(Deploy::None);
        let Some(index) = self.tile_being_deployed() else {
            return;
        };
        let p = self.current as usize;
        let placed = self.board.tiles()[index];
        let tile = catalog().get(placed.kind);
        let free = |s: usize| {
            self.features
                .feature(placed.first_segment + s as SegmentId)
                .meeple_count()
                == 0
        };
        let large = self.large_meeple_home(p);
        if self.supply[p] > 0 || large {
            for (i, s) in tile.segments.iter().enumerate() {
                let allowed = match s.kind {
                    SegmentKind::Road | SegmentKind::City | SegmentKind::Monastery => true,
                    SegmentKind::Field => self.rules.farmers,
                    SegmentKind::Garden => false,
                };
                if allowed && free(i) {
                    if self.supply[p] > 0 {
                        out.push(Deploy::Follower(i as u8));
                    }
                    if large {
                        out.push(Deploy::Large(i as u8));
                    }
                }
            }
        }
        self.builder_options(out);
        self.pig_options(out);
        if self.rules.abbot {
            if self.abbot_out[p] {
                out.push(Deploy::RecallAbbot);
            } else if let Some(c) = tile.centre
                && free(c as usize)
            {
                out.push(Deploy::Abbot(c));
            }
        }
    }

    /// Why a deploy choice is not allowed, or `Ok`.
    pub fn check_deploy(&self, d: Deploy) -> Result<(), String> {
        let Some(index) = self.tile_being_deployed() else {
            return Err("no tile is waiting for a meeple".into());
        };
        let mut options = Vec::new();
        self.deploy_options(&mut options);
        if options.contains(&d) {
            return Ok(());
        }
        let p = self.current as usize;
        let placed = self.board.tiles()[index];
        let tile = catalog().get(placed.kind);
        let on = |s: u8| -> Result<&super::tileset::SegmentDef, String> {
            tile.segments
                .get(s as usize)
                .ok_or_else(|| format!("tile {} has no segment {s}", tile.id))
        };
        Err(match d {
            Deploy::None => unreachable!("skipping is always allowed"),
            Deploy::Follower(s) => {
                let kind = on(s)?.kind;
                if self.supply[p] == 0 {
                    "the player has no follower left in supply".into()
                } else {
                    self.spot_refused("a follower", kind)
                }
            }
            Deploy::Abbot(_) if !self.rules.abbot => "The Abbot is not in play".into(),
            Deploy::Abbot(_) if self.abbot_out[p] => {
                "the player's abbot is already on the board".into()
            }
            Deploy::Abbot(_) => {
                "the abbot may only stand on the monastery or garden of the tile just placed".into()
            }
            Deploy::RecallAbbot if !self.rules.abbot => "The Abbot is not in play".into(),
            Deploy::RecallAbbot => "the player's abbot is not on the board".into(),
            Deploy::Large(s) => self.large_meeple_refused(on(s)?.kind),
            Deploy::Builder(s) => self.builder_refused(on(s)?.kind),
            Deploy::Pig(s) => self.pig_refused(on(s)?.kind),
        })
    }

    /// Why a follower or the large meeple (`who`), which the player has,
    /// may not stand on a segment of that kind of the tile just placed.
    pub(super) fn spot_refused(&self, who: &str, kind: SegmentKind) -> String {
        if kind == SegmentKind::Garden {
            format!("{who} may not stand on a garden (only the abbot may)")
        } else if kind == SegmentKind::Field && !self.rules.farmers {
            "farmers are not in play (no-farmers rules)".into()
        } else {
            format!("that {} already has a meeple on it", seg_name(kind))
        }
    }

    /// Sends every meeple on a feature back to its owner.
    pub(super) fn return_meeples(&mut self, root: SegmentId) {
        let count = self.features.node(root).meeple_count();
        if count == 0 {
            return;
        }
        if self.features.node(root).kind.is_centre() {
            self.monks -= count as u8;
        }
        let mut i = 0;
        while i < self.meeples.len() {
            let m = self.meeples[i];
            let id = self.segment_id(m.tile as usize, m.segment);
            if self.features.find(id) == root {
                match m.kind {
                    MeepleKind::Follower => self.supply[m.player as usize] += 1,
                    MeepleKind::Abbot => self.abbot_out[m.player as usize] = false,
                    MeepleKind::Large => self.large_out[m.player as usize] = false,
                    MeepleKind::Builder => self.builder_out[m.player as usize] = false,
                    MeepleKind::Pig => self.pig_out[m.player as usize] = false,
                }
                self.meeples.remove(i);
            } else {
                i += 1;
            }
        }
        self.features.node_mut(root).meeples = [0; MAX_PLAYERS];
    }
}

/// Where a player's abbot stands, if it is on the board.
pub fn abbot_position(game: &Game, player: usize) -> Option<Pos> {
    game.meeples()
        .iter()
        .find(|m| m.player as usize == player && m.kind == MeepleKind::Abbot)
        .map(|m| game.board().tiles()[m.tile as usize].pos)
}

fn seg_name(kind: SegmentKind) -> &'static str {
    match kind {
        SegmentKind::Road => "road",
        SegmentKind::City => "city",
        SegmentKind::Field => "field",
        SegmentKind::Monastery => "monastery",
        SegmentKind::Garden => "garden",
    }
}
