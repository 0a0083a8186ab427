import Foundation

// MARK: - KeyboardChangeFrameObserver

/// `KeyboardState` listens through the registry of its center, so a delivery gate decides what reaches it.
extension KeyboardState: KeyboardChangeFrameObserver {
    /// Applies a change the registry delivered.
    ///
    /// - Parameter change: The delivered keyboard notification.
    public func handleKeyboardChange(_ change: KeyboardFrameChange) {
        apply(change)
    }
}
