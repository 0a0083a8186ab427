import Foundation

/// The docked height a keyboard notification measures, and the cache key to file it under.
///
/// Only a keyboard at rest on the bottom edge is worth caching: an iPad's floating or split keyboard, or one partly
/// below the screen while it is dragged away interactively, says nothing about the next docked keyboard. Without the
/// screen's bounds there is no key (the screen size is the key), so nothing is recorded. A tracked frame
/// (``KeyboardFrameChange/isTracked``) is never at rest: the keyboard-layout-guide tracker reports the guide's top as a
/// frame that reaches the screen's bottom edge, so a keyboard dragged half-way down would otherwise read as a docked
/// keyboard half its height.
enum KeyboardDocking {
    /// The height and key, or `nil` when the change shows no keyboard resting docked, is tracked, or carries no screen
    /// bounds.
    static func dockedHeight(of change: KeyboardFrameChange) -> (height: CGFloat, key: KeyboardHeightKey)? {
        guard !change.isTracked, change.isDocked, change.height > 0, let screen = change.screenBounds,
            abs(change.endFrame.maxY - screen.maxY) <= KeyboardGeometry.edgeTolerance,
            let key = try? KeyboardHeightKey(screenSize: screen.size)
        else { return nil }
        return (change.height, key)
    }
}
