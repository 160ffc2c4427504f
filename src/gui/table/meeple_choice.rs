//! Which meeple a person puts on the placed tile, as the hand's markers
//! offer it: one marker per place (a follower's, or the large meeple's
//! where no follower is left) and the abbot's. A click on a free marker
//! puts a follower there; a click on the chosen one makes it the large
//! meeple (Inns & Cathedrals, if it is at home), then takes it back. The
//! key L and the side panel's button switch follower and large meeple.
//! The builder and the pig (Traders & Builders) have markers of their own,
//! beside the player's follower or farmer, where no follower may go.

use crate::rules::{Deploy, Figure};

/// The markers the placed tile shows, from the rules' deploy options.
pub fn markers(options: &[Deploy]) -> Vec<Deploy> {
    options
        .iter()
        .copied()
        .filter(|d| match *d {
            // Only where a follower may not go (none left in supply).
            Deploy::Figure(Figure::Large, s) => {
                !options.contains(&Deploy::Figure(Figure::Follower, s))
            }
            // Every other figure's marker (the builder's and the pig's
            // beside the player's own meeple, where no follower may go).
            Deploy::Figure(..) => true,
            // Not on the placed tile: the set's action has no marker there.
            Deploy::None | Deploy::Recall(_) | Deploy::Set(_) => false,
        })
        .collect()
}

/// Whether the chosen meeple stands on this marker: the same choice, or
/// the follower and the large meeple on the same place.
pub fn stands_on(marker: Deploy, chosen: Deploy) -> bool {
    let place = |d: Deploy| match d {
        Deploy::Figure(Figure::Follower, s) | Deploy::Figure(Figure::Large, s) => Some(s),
        _ => None,
    };
    marker == chosen || (place(marker).is_some() && place(marker) == place(chosen))
}

/// What a click on a marker chooses.
pub fn clicked(marker: Deploy, chosen: Deploy, options: &[Deploy]) -> Deploy {
    if !stands_on(marker, chosen) {
        return marker;
    }
    match chosen {
        Deploy::Figure(Figure::Follower, s)
            if options.contains(&Deploy::Figure(Figure::Large, s)) =>
        {
            Deploy::Figure(Figure::Large, s)
        }
        _ => Deploy::None,
    }
}

/// The other size of the chosen meeple (follower ↔ large), if the rules
/// allow it there.
pub fn other_size(chosen: Deploy, options: &[Deploy]) -> Option<Deploy> {
    let other = match chosen {
        Deploy::Figure(Figure::Follower, s) => Deploy::Figure(Figure::Large, s),
        Deploy::Figure(Figure::Large, s) => Deploy::Figure(Figure::Follower, s),
        _ => return None,
    };
    options.contains(&other).then_some(other)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Deploy::None;

    fn follower(s: u8) -> Deploy {
        Deploy::Figure(Figure::Follower, s)
    }
    fn large(s: u8) -> Deploy {
        Deploy::Figure(Figure::Large, s)
    }
    fn abbot(s: u8) -> Deploy {
        Deploy::Figure(Figure::Abbot, s)
    }

    #[test]
    fn a_place_shows_one_marker_and_clicks_go_follower_large_none() {
        let options = [None, follower(0), large(0), follower(2), large(2), abbot(2)];
        assert_eq!(markers(&options), vec![follower(0), follower(2), abbot(2)]);
        let mut chosen = Deploy::None;
        chosen = clicked(follower(0), chosen, &options);
        assert_eq!(chosen, follower(0));
        chosen = clicked(follower(0), chosen, &options);
        assert_eq!(chosen, large(0), "a second click makes it the large meeple");
        assert!(stands_on(follower(0), chosen));
        assert!(!stands_on(follower(2), chosen));
        assert_eq!(clicked(follower(2), chosen, &options), follower(2));
        chosen = clicked(follower(0), chosen, &options);
        assert_eq!(chosen, Deploy::None, "a third takes it back");
        // The abbot and a follower on the same monastery are told apart.
        assert!(!stands_on(abbot(2), follower(2)));
        assert_eq!(clicked(abbot(2), follower(2), &options), abbot(2));
        assert_eq!(clicked(abbot(2), abbot(2), &options), Deploy::None);
    }

    #[test]
    fn without_the_large_meeple_a_second_click_takes_back() {
        let options = [None, follower(1)];
        assert_eq!(clicked(follower(1), follower(1), &options), Deploy::None);
        assert_eq!(other_size(follower(1), &options), Option::None);
    }

    #[test]
    fn with_no_follower_left_the_large_meeple_has_the_marker() {
        let options = [None, large(1), large(3)];
        assert_eq!(markers(&options), vec![large(1), large(3)]);
        assert_eq!(clicked(large(1), Deploy::None, &options), large(1));
        assert_eq!(clicked(large(1), large(1), &options), Deploy::None);
        assert_eq!(other_size(large(1), &options), Option::None);
        let both = [None, follower(1), large(1)];
        assert_eq!(other_size(large(1), &both), Some(follower(1)));
        assert_eq!(other_size(follower(1), &both), Some(large(1)));
    }
}
