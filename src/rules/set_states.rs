//! What each set keeps of a game, held by the core without naming a set:
//! a slot a set (`SetId::ALL`'s order), each holding that set's own state
//! type. A set reads and changes only its own slot (`get`, `get_mut`).
//!
//! Only the sets in play have a slot, and the slots are shared on clone
//! and copied on the first change after one: the computer players clone
//! games tens of thousands of times a second, and most clones change no
//! set's state. A set not in play reads as fresh (its queries answer as
//! for an empty game) from one state kept for all games.

use crate::rules::set_names::SetId;
use std::any::Any;
use std::fmt::Debug;
use std::sync::{Arc, OnceLock};

/// A set's own state: plain data that starts empty with each game.
pub trait OwnState: Clone + Default + Debug + Send + Sync + 'static {
    /// The set whose state this is.
    const SET: SetId;

    /// A fresh state for a new game (`Expansion::state`).
    fn fresh() -> Slot {
        Arc::new(Self::default())
    }
}

/// Any set's state, as the core holds it.
pub trait SetState: Any + Debug + Send + Sync {
    /// A copy of it, for a game that changes it while others share it.
    fn copied(&self) -> Slot;
}

impl<T: OwnState> SetState for T {
    fn copied(&self) -> Slot {
        Arc::new(self.clone())
    }
}

/// One set's state in a game.
pub type Slot = Arc<dyn SetState>;

/// Each set's fresh state, read where the set is not in play.
static FRESH: [OnceLock<Slot>; SetId::ALL.len()] = [const { OnceLock::new() }; SetId::ALL.len()];

/// Every set's state in a game: the slot of a set without state, or not
/// in play, stays empty.
#[derive(Debug, Clone, Default)]
pub struct SetStates([Option<Slot>; SetId::ALL.len()]);

impl SetStates {
    /// A new game's, from each set's `fresh` state.
    pub fn new(fresh: impl Fn(SetId) -> Option<Slot>) -> SetStates {
        SetStates(SetId::ALL.map(fresh))
    }

    /// The state of `T`'s set (a fresh one where the set is not in play).
    #[inline]
    pub fn get<T: OwnState>(&self) -> &T {
        let slot = match &self.0[T::SET as usize] {
            Some(slot) => slot,
            None => FRESH[T::SET as usize].get_or_init(T::fresh),
        };
        (slot.as_ref() as &dyn Any)
            .downcast_ref()
            .expect("each set's slot holds its own state")
    }

    /// The state of `T`'s set, to change: copied first if another game
    /// shares it (made, if the set's rules change it out of play).
    #[inline]
    pub fn get_mut<T: OwnState>(&mut self) -> &mut T {
        let slot = self.0[T::SET as usize].get_or_insert_with(T::fresh);
        if Arc::get_mut(slot).is_none() {
            *slot = slot.copied();
        }
        let state: &mut dyn SetState = Arc::get_mut(slot).expect("copied: not shared");
        (state as &mut dyn Any)
            .downcast_mut()
            .expect("each set's slot holds its own state")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Default, PartialEq)]
    struct Count(u32);

    impl OwnState for Count {
        const SET: SetId = SetId::ALL[0];
    }

    fn with_count() -> SetStates {
        SetStates::new(|set| (set == Count::SET).then(Count::fresh))
    }

    #[test]
    fn a_change_after_a_clone_is_the_changed_games_alone() {
        let mut a = with_count();
        let b = a.clone();
        a.get_mut::<Count>().0 = 3;
        assert_eq!(a.get::<Count>(), &Count(3));
        assert_eq!(b.get::<Count>(), &Count(0));
        let c = a.clone();
        a.get_mut::<Count>().0 += 1;
        assert_eq!((a.get::<Count>().0, c.get::<Count>().0), (4, 3));
    }

    #[test]
    fn a_set_not_in_play_reads_fresh_and_gets_a_slot_when_changed() {
        let mut none = SetStates::new(|_| None);
        assert_eq!(none.get::<Count>(), &Count(0));
        none.get_mut::<Count>().0 = 2;
        assert_eq!(none.get::<Count>(), &Count(2));
        assert_eq!(SetStates::new(|_| None).get::<Count>(), &Count(0));
    }
}
