//! The Princess & the Dragon (docs/rules/princess-and-dragon.md): 30
//! tiles with volcanoes, dragon tiles, magic portals and princesses, and
//! two neutral figures, the dragon and the fairy. Built rule idea by rule
//! idea: the dragon's flight (`dragon`) and the fairy (`fairy`) first; the set is not yet one a
//! game can be played with (no `SetId` names it).

pub mod dragon;
pub mod fairy;
pub mod portal;
pub mod princess;
