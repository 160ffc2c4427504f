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
            Deploy::None | Deploy::Recall(_) => false,
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
    use Deploy::*;

    #[test]
    fn a_place_shows_one_marker_and_clicks_go_follower_large_none() {
        let options = [None, Follower(0), Large(0), Follower(2), Large(2), Abbot(2)];
        assert_eq!(markers(&options), vec![Follower(0), Follower(2), Abbot(2)]);
        let mut chosen = Deploy::None;
        chosen = clicked(Follower(0), chosen, &options);
        assert_eq!(chosen, Follower(0));
        chosen = clicked(Follower(0), chosen, &options);
        assert_eq!(chosen, Large(0), "a second click makes it the large meeple");
        assert!(stands_on(Follower(0), chosen));
        assert!(!stands_on(Follower(2), chosen));
        assert_eq!(clicked(Follower(2), chosen, &options), Follower(2));
        chosen = clicked(Follower(0), chosen, &options);
        assert_eq!(chosen, Deploy::None, "a third takes it back");
        // The abbot and a follower on the same monastery are told apart.
        assert!(!stands_on(Abbot(2), Follower(2)));
        assert_eq!(clicked(Abbot(2), Follower(2), &options), Abbot(2));
        assert_eq!(clicked(Abbot(2), Abbot(2), &options), Deploy::None);
    }

    #[test]
    fn without_the_large_meeple_a_second_click_takes_back() {
        let options = [None, Follower(1)];
        assert_eq!(clicked(Follower(1), Follower(1), &options), Deploy::None);
        assert_eq!(other_size(Follower(1), &options), Option::None);
    }

    #[test]
    fn with_no_follower_left_the_large_meeple_has_the_marker() {
        let options = [None, Large(1), Large(3)];
        assert_eq!(markers(&options), vec![Large(1), Large(3)]);
        assert_eq!(clicked(Large(1), Deploy::None, &options), Large(1));
        assert_eq!(clicked(Large(1), Large(1), &options), Deploy::None);
        assert_eq!(other_size(Large(1), &options), Option::None);
        let both = [None, Follower(1), Large(1)];
        assert_eq!(other_size(Large(1), &both), Some(Follower(1)));
        assert_eq!(other_size(Follower(1), &both), Some(Large(1)));
    }
}
