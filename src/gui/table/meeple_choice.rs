//! Which meeple a person puts on the placed tile, as the hand's markers
//! offer it: one marker per place for the figures that go where a
//! follower goes (the follower, or the first of the others in
//! `Figure::ALL`'s order where none is left), and one for a figure its
//! owner may take back. A click on a free marker puts the first there; a
//! click on the chosen one puts the next such figure the rules allow
//! there (the large meeple, a set's figure), and after the last takes it
//! back. The key L and the side panel's button switch among them. Figures
//! that stand beside the player's own meeple have markers of their own,
//! where no follower may go.

use crate::rules::{Deploy, Figure};

/// Whether the figure goes where a follower goes, on a place of its own:
/// one marker stands for all such figures on a place.
fn shares_place(figure: Figure) -> bool {
    let spec = figure.spec();
    !spec.beside_own && spec.recall.is_none()
}

/// Where a choice puts a figure that shares its place: a segment of the
/// placed tile, or (a set's action that brings a figure) a segment of
/// another tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Placed(u8),
    Elsewhere { tile: u8, segment: u8 },
}

/// The figure a choice puts down, if it shares its place, and where.
fn placing(d: Deploy) -> Option<(Figure, Place)> {
    match d {
        Deploy::Figure(f, s) => Some((f, Place::Placed(s))),
        Deploy::Set(sd) => sd.action.figure().map(|f| {
            let at = Place::Elsewhere {
                tile: sd.tile,
                segment: sd.segment,
            };
            (f, at)
        }),
        Deploy::None | Deploy::Recall(_) => None,
    }
    .filter(|&(f, _)| shares_place(f))
}

/// The figure a choice puts down, if it shares its place (what the side
/// panel's button names).
pub fn sharing_figure(d: Deploy) -> Option<Figure> {
    placing(d).map(|(f, _)| f)
}

fn place(d: Deploy) -> Option<Place> {
    placing(d).map(|(_, at)| at)
}

/// The choices the rules allow on this place that share it, in
/// `Figure::ALL`'s order.
fn sharing(at: Place, options: &[Deploy]) -> impl Iterator<Item = Deploy> + '_ {
    let order =
        |d: &Deploy| placing(*d).and_then(|(f, _)| Figure::ALL.iter().position(|&g| g == f));
    let mut here: Vec<Deploy> = (options.iter().copied())
        .filter(|&d| place(d) == Some(at))
        .collect();
    here.sort_by_key(order);
    here.into_iter()
}

/// Whether a choice is the first of those that share its place (the one
/// its marker shows); true for a choice that shares no place.
pub fn first_at_its_place(d: Deploy, options: &[Deploy]) -> bool {
    place(d).is_none_or(|at| sharing(at, options).next() == Some(d))
}

/// The markers the placed tile shows, from the rules' deploy options.
pub fn markers(options: &[Deploy]) -> Vec<Deploy> {
    options
        .iter()
        .copied()
        .filter(|&d| match d {
            // The first of the figures that share the place, and every
            // other figure's marker (those of figures that stand beside
            // the player's own meeple, where no follower may go).
            Deploy::Figure(..) => first_at_its_place(d, options),
            // Not on the placed tile: the set's action has no marker there.
            Deploy::None | Deploy::Recall(_) | Deploy::Set(_) => false,
        })
        .collect()
}

/// Whether the chosen meeple stands on this marker: the same choice, or
/// two figures that share the same place.
pub fn stands_on(marker: Deploy, chosen: Deploy) -> bool {
    marker == chosen || (place(marker).is_some() && place(marker) == place(chosen))
}

/// What a click on a marker chooses.
pub fn clicked(marker: Deploy, chosen: Deploy, options: &[Deploy]) -> Deploy {
    if !stands_on(marker, chosen) {
        return marker;
    }
    let Some(s) = place(chosen) else {
        return Deploy::None;
    };
    sharing(s, options)
        .skip_while(|&d| d != chosen)
        .nth(1)
        .unwrap_or(Deploy::None)
}

/// The next figure that shares the chosen one's place (after the last,
/// the first again), if the rules allow another there.
pub fn other_size(chosen: Deploy, options: &[Deploy]) -> Option<Deploy> {
    let s = place(chosen)?;
    let after = sharing(s, options).skip_while(|&d| d != chosen).nth(1);
    after
        .or_else(|| sharing(s, options).next())
        .filter(|&d| d != chosen)
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
    fn a_mayor_comes_after_the_large_meeple_in_a_city() {
        let mayor = |s| Deploy::Figure(Figure::Mayor, s);
        let options = [None, follower(0), large(0), mayor(0), follower(1), large(1)];
        assert_eq!(markers(&options), vec![follower(0), follower(1)]);
        assert_eq!(clicked(follower(0), large(0), &options), mayor(0));
        assert!(stands_on(follower(0), mayor(0)));
        assert_eq!(clicked(follower(0), mayor(0), &options), Deploy::None);
        assert_eq!(other_size(mayor(0), &options), Some(follower(0)));
        assert_eq!(other_size(large(1), &options), Some(follower(1)));
        // With no follower left, the mayor's own marker.
        assert_eq!(markers(&[None, mayor(2)]), vec![mayor(2)]);
    }

    #[test]
    fn through_a_portal_one_marker_and_clicks_go_on_to_the_large_meeple_and_mayor() {
        use crate::rules::{SetAction, SetDeploy};
        let portal = |figure, tile, segment| {
            Deploy::Set(SetDeploy {
                action: SetAction::named("Portal", Some(figure)).expect("the portal"),
                tile,
                segment,
            })
        };
        let mayor = portal(Figure::Mayor, 3, 1);
        let options = [
            None,
            follower(0),
            mayor,
            portal(Figure::Large, 3, 1),
            portal(Figure::Follower, 3, 1),
            portal(Figure::Follower, 4, 1),
        ];
        let first = portal(Figure::Follower, 3, 1);
        assert!(first_at_its_place(first, &options));
        assert!(!first_at_its_place(mayor, &options));
        assert!(first_at_its_place(portal(Figure::Follower, 4, 1), &options));
        assert!(!stands_on(portal(Figure::Follower, 4, 1), first));
        assert_eq!(clicked(first, first, &options), portal(Figure::Large, 3, 1));
        assert_eq!(clicked(first, portal(Figure::Large, 3, 1), &options), mayor);
        assert_eq!(clicked(first, mayor, &options), Deploy::None);
        assert_eq!(other_size(mayor, &options), Some(first));
        // The portal's places are not the placed tile's.
        assert_eq!(markers(&options), vec![follower(0)]);
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
