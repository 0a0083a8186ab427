import Foundation

/// An object told each time a ``KeyboardState`` changes.
///
/// A ``KeyboardState`` holds its observers weakly: an observer that goes away simply stops being told.
/// Unlike a `KeyboardChangeFrameObserver` of the registry, a state observer is told only when something
/// actually changed, and can compare with the state before.
///
/// ```swift
/// final class ComposerController: UIViewController, KeyboardStateObserver {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         KeyboardState.shared.addObserver(self)
///     }
///
///     func keyboardState(_ state: KeyboardState, didChangeFrom previous: KeyboardSnapshot) {
///         guard state.height != previous.height else { return }
///         additionalSafeAreaInsets.bottom = state.height
///     }
/// }
/// ```
@MainActor
public protocol KeyboardStateObserver: AnyObject {
    /// Tells the observer that the keyboard state changed.
    ///
    /// - Parameters:
    ///   - state: The state, already holding the new values.
    ///   - previous: The values before the change.
    func keyboardState(_ state: KeyboardState, didChangeFrom previous: KeyboardSnapshot)
}
