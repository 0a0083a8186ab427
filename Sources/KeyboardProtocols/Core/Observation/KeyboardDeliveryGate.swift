/// A checkpoint that sees every understood keyboard *will* notification and did-change-frame before observers do,
/// and may hold it back.
///
/// It sees tracked frames that are news too (``KeyboardFrameChange/isTracked``, from
/// ``KeyboardObserverRegistry/trackKeyboardFrame(_:screenBounds:)``), so that what it holds back while the keyboard
/// shows does not reach observers through the layout either.
///
/// Set one as a registry's ``KeyboardObserverRegistry/deliveryGate``. Keyboard preloading uses a gate so the
/// throwaway show and hide it causes fill the height cache but reach no observer.
///
/// ```swift
/// @MainActor
/// final class QuietDuringPreload: KeyboardDeliveryGate {
///     var isPreloading = false
///     var measuredHeights: [CGFloat] = []
///
///     func shouldDeliver(_ change: KeyboardFrameChange) -> Bool {
///         guard isPreloading else { return true }
///         measuredHeights.append(change.height)
///         return false
///     }
/// }
///
/// KeyboardObserverRegistry.registry(for: .default).deliveryGate = QuietDuringPreload()
/// ```
@MainActor
public protocol KeyboardDeliveryGate: AnyObject {
    /// Whether the registry should go on to deliver `change` to its observers.
    ///
    /// - Parameter change: A *will* notification or did-change-frame that was understood, or a tracked frame that
    ///   is news, before duplicates are filtered out and hides held to the end of their turn.
    /// - Returns: `false` to hold the change back from every observer.
    func shouldDeliver(_ change: KeyboardFrameChange) -> Bool
}
