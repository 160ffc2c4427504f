//! What every computer player answers with.

use crate::rules::{Deploy, Placement};

/// A chosen move: where the tile goes and what to deploy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    pub placement: Placement,
    pub deploy: Deploy,
}
