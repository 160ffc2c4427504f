//! Back in the new-game dialog, any network game is over at this screen,
//! and the dialog looks for games on the local network until it closes.

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::host::Hosting;
use super::lan::LanGames;
use super::player::Joining;
use crate::gui::play::session::Online;
use crate::gui::states::AppState;

/// Back in the new-game dialog: any network game is over here, and the
/// window sleeps until input (or news of a game on the network) wakes it.
fn leave_network(
    mut commands: Commands,
    mut lan: ResMut<LanGames>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    commands.remove_resource::<Hosting>();
    commands.remove_resource::<Joining>();
    commands.remove_resource::<Online>();
    commands.insert_resource(crate::gui::idle::sleeping());
    lan.look(proxy.as_deref());
}

/// Out of the dialog: stop looking.
fn stop_looking(mut lan: ResMut<LanGames>) {
    lan.stop();
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(AppState::Menu), leave_network)
        .add_systems(OnExit(AppState::Menu), stop_looking);
}
