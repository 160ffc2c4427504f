//! A seat as the wire says it (`SeatInfo`): how the host tells every
//! screen who sits where, and how a player's screen makes its seats of
//! that. The seat model (`crate::seats`) knows nothing of the wire; the
//! network makes its form from it here.

use crate::ai::AiKind;
use crate::net::protocol::{SeatInfo, SeatKind};
use crate::rules::features::MAX_PLAYERS;
use crate::seats::{Seat, computer_of};

impl SeatInfo {
    /// The seat as every screen is told it: at the host (`open`: a seat
    /// for a player who joins, `connected`: one is there).
    pub fn of(seat: &Seat, open: bool, connected: bool) -> SeatInfo {
        SeatInfo {
            name: seat.name.clone(),
            colour: seat.colour,
            kind: match (open, seat.computer) {
                // A computer at the host, or one standing in for a player
                // who has gone.
                (_, Some(ai)) => SeatKind::Computer(ai.level().to_string()),
                (true, None) => SeatKind::Remote { connected },
                (false, None) => SeatKind::AtHost,
            },
        }
    }

    /// A seat as a player's screen plays it, from what the host said: its
    /// own (`mine`) by a person, or by a computer with `--autoplay`; every
    /// other one on another screen, a computer where the host has one.
    pub fn into_seat(self, mine: bool, autoplay: bool) -> Seat {
        Seat {
            name: self.name,
            colour: self.colour.min(MAX_PLAYERS - 1),
            computer: match (mine, self.kind) {
                (true, _) => autoplay.then_some(AiKind::Greedy),
                (false, SeatKind::Computer(level)) => Some(computer_of(&level)),
                (false, _) => None,
            },
            remote: !mine,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::tests::seat;

    /// What the host tells every screen, and what a player's screen makes
    /// of it, for each way a seat is played.
    #[test]
    fn the_host_tells_each_seat_and_a_player_makes_the_same_seat_of_it() {
        let cases = [
            (seat(None, false), false, false, SeatKind::AtHost),
            (
                seat(None, true),
                true,
                true,
                SeatKind::Remote { connected: true },
            ),
            (
                seat(None, true),
                true,
                false,
                SeatKind::Remote { connected: false },
            ),
            (
                seat(Some(AiKind::Lookahead), false),
                false,
                false,
                SeatKind::Computer("hard".into()),
            ),
            // A computer standing in for a player who has gone.
            (
                seat(Some(AiKind::Easy), true),
                true,
                false,
                SeatKind::Computer("easy".into()),
            ),
        ];
        for (s, open, connected, kind) in cases {
            let info = SeatInfo::of(&s, open, connected);
            assert_eq!(info.kind, kind);
            let there = info.clone().into_seat(false, false);
            assert_eq!(
                (there.name.as_str(), there.colour, there.remote),
                ("Ann", 2, true)
            );
            assert_eq!(there.computer, s.computer.map(|k| computer_of(k.level())));
            let mine = info.into_seat(true, true);
            assert_eq!((mine.computer, mine.remote), (Some(AiKind::Greedy), false));
        }
    }
}
