//! The seats' secrets this machine keeps, in the data folder: as a host,
//! those it gave its players (a host continued after a crash lets the same
//! players back in); as a player, the secret of the seat it took in each
//! game (a screen started again gets its seat back). A few of each are
//! kept, the newest first. A broken file is reported and treated as empty:
//! the worst that follows is a seat that must be released by its host.

use serde::{Deserialize, Serialize};

use super::seat_book::{SavedSeats, SeatBook};
use crate::saves::{seat_keys_path, write_atomically};

/// How many games of each kind are remembered.
const KEPT: usize = 8;

/// The seat this screen holds in a game joined at `address`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinedSeat {
    pub address: String,
    pub seat: usize,
    pub secret: String,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SeatKeys {
    pub hosted: Vec<SavedSeats>,
    pub joined: Vec<JoinedSeat>,
}

impl SeatKeys {
    /// The keys in the data folder (none if there is no file yet).
    pub fn load() -> SeatKeys {
        let Some(path) = seat_keys_path() else {
            return SeatKeys::default();
        };
        let Ok(text) = std::fs::read_to_string(&path) else {
            return SeatKeys::default();
        };
        ron::from_str(&text).unwrap_or_else(|e| {
            eprintln!(
                "carcassonne: {}: {e} (the seats' secrets start afresh)",
                path.display()
            );
            SeatKeys::default()
        })
    }

    pub fn save(&self) {
        let Some(path) = seat_keys_path() else { return };
        let text = ron::ser::to_string_pretty(self, Default::default()).expect("keys serialise");
        if let Err(e) = write_atomically(&path, &text) {
            eprintln!("carcassonne: {e}");
        }
    }

    /// The secrets of hosted game `game`.
    pub fn hosted(&self, game: u64) -> Option<&SavedSeats> {
        self.hosted.iter().find(|s| s.game == game)
    }

    /// The seat held in the game at `address`.
    pub fn joined(&self, address: &str) -> Option<&JoinedSeat> {
        self.joined.iter().find(|j| j.address == address)
    }

    /// Keeps a hosted game's secrets in the data folder now.
    pub fn remember_hosted(saved: SavedSeats) {
        let mut keys = SeatKeys::load();
        keys.keep_hosted(saved);
        keys.save();
    }

    /// A continued game's seats get the secrets kept for it.
    pub fn restore_hosted(book: &mut SeatBook, game: u64) {
        if let Some(saved) = SeatKeys::load().hosted(game) {
            book.restore(saved, game);
        }
    }

    pub fn keep_hosted(&mut self, saved: SavedSeats) {
        self.hosted.retain(|s| s.game != saved.game);
        self.hosted.insert(0, saved);
        self.hosted.truncate(KEPT);
    }

    pub fn keep_joined(&mut self, joined: JoinedSeat) {
        self.joined.retain(|j| j.address != joined.address);
        self.joined.insert(0, joined);
        self.joined.truncate(KEPT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_keys_are_kept_one_per_game_and_address() {
        let mut keys = SeatKeys::default();
        for game in 0..12 {
            keys.keep_hosted(SavedSeats {
                game,
                secrets: vec![None, Some(format!("{game}"))],
            });
        }
        keys.keep_hosted(SavedSeats {
            game: 11,
            secrets: vec![None, None],
        });
        assert_eq!(keys.hosted.len(), KEPT);
        assert_eq!(keys.hosted(11).unwrap().secrets, vec![None, None]);
        assert!(keys.hosted(2).is_none(), "the oldest are forgotten");
        let seat = |seat: usize| JoinedSeat {
            address: "10.0.0.2:7878".into(),
            seat,
            secret: "k".into(),
        };
        keys.keep_joined(seat(1));
        keys.keep_joined(seat(2));
        assert_eq!(keys.joined.len(), 1);
        assert_eq!(keys.joined("10.0.0.2:7878").unwrap().seat, 2);
        let text = ron::to_string(&keys).unwrap();
        assert_eq!(ron::from_str::<SeatKeys>(&text).unwrap(), keys);
    }
}
