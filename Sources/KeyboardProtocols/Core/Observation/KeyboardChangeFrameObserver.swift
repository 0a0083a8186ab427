import Foundation

/// An object told about every keyboard show, hide and frame change, with the keyboard's height and animation.
///
/// Conform, register in `viewWillAppear` and unregister in `viewWillDisappear`; the default methods do the rest.
/// Each transition is delivered once, on the main actor. This is the original gist's usage, unchanged:
///
/// ```swift
/// final class ChatViewController: UIViewController, KeyboardChangeFrameObserver {
///     @IBOutlet var inputBarBottom: NSLayoutConstraint!
///
///     override func viewWillAppear(_ animated: Bool) {
///         super.viewWillAppear(animated)
///         addKeyboardFrameChangesObserver()
///     }
///
///     override func viewWillDisappear(_ animated: Bool) {
///         super.viewWillDisappear(animated)
///         removeKeyboardFrameChangesObserver()
///     }
///
///     func willChangeKeyboardFrame(
///         height: CGFloat,
///         animationDuration: TimeInterval,
///         animationOptions: UIView.AnimationOptions
///     ) {
///         inputBarBottom.constant = -height
///         UIView.animate(withDuration: animationDuration, delay: 0, options: animationOptions) {
///             self.view.layoutIfNeeded()
///         }
///     }
/// }
/// ```
///
/// On iOS, ``KeyboardAnimationOptions`` is `UIView.AnimationOptions`, so the callback above is the requirement itself.
///
/// ## Mixins combine
/// The keyboard mixins (`PinsBarToKeyboard`, `ModifableInsetsOnKeyboardFrameChanges`, `AdjustsViewAboveKeyboard`,
/// `PreloadsKeyboard`) refine this protocol and need no dispatch code: the default ``handleKeyboardChange(_:)`` runs
/// the part of every mixin the object adopts, in this order, then calls
/// ``willChangeKeyboardFrame(height:animationDuration:animationOptions:)``:
///
/// 1. `PinsBarToKeyboard`: `moveBarWithKeyboard(for:)`;
/// 2. `ModifableInsetsOnKeyboardFrameChanges`: `adjustScrollViewInsets(for:)`;
/// 3. `AdjustsViewAboveKeyboard`: `keepViewAboveKeyboard(for:)`;
/// 4. `PreloadsKeyboard`: `recordKeyboardHeight(for:)`.
///
/// Implement ``handleKeyboardChange(_:)`` yourself to take over: then nothing runs but what you call, and each
/// mixin's named method is there to call. One exception: on a view controller, ``keyboardDidSettle(_:)`` still
/// measures every adopted mixin again when a did-change-frame confirms the keyboard at rest; implement it too (empty,
/// or calling what you want) to take that over as well.
///
/// Registration is idempotent: adding twice registers once, removing without adding does nothing. The registry
/// holds observers weakly, so one that is deallocated without unregistering is simply dropped. An observer may add
/// or remove observers, itself included, from inside its callback.
///
/// An observer registering while the keyboard is up hears it at once, with duration 0; one that last heard a visible
/// keyboard and registers again after it went away hears the hidden one. An observer registering in the turn a hide
/// was posted (a field resigned just before a push) waits for that turn's end, so it never hears a keyboard going away
/// as up. A hide followed in the same turn of the main
/// run loop by a show (moving between fields) is never heard (see `KeyboardDeliverySchedule`).
@MainActor
public protocol KeyboardChangeFrameObserver: AnyObject {
    /// Handles one keyboard transition, given as the full checked notification.
    ///
    /// A change with a duration of 0 is applied at once (``KeyboardFrameChange/animationPlan``): a rotation, the
    /// catch-up of an observer registering while the keyboard is up, a move only a did-change-frame reported, or a
    /// frame tracked during an interactive dismissal.
    ///
    /// This method has a default implementation that runs the part of every keyboard mixin the object adopts, in the
    /// order listed under "Mixins combine" above, then calls
    /// ``willChangeKeyboardFrame(height:animationDuration:animationOptions:)`` with the change's
    /// ``KeyboardFrameChange/height``, ``KeyboardFrameChange/animationDuration`` and
    /// ``KeyboardFrameChange/animationOptions``. Its name differs from the gist's callback on purpose: implement
    /// one or the other.
    ///
    /// - Parameter change: The notification that starts the transition.
    func handleKeyboardChange(_ change: KeyboardFrameChange)

    /// Called once for every keyboard transition with the keyboard's height and animation.
    ///
    /// This method has a default implementation that does nothing.
    ///
    /// - Parameters:
    ///   - height: Points of the screen the keyboard will cover from its bottom edge; 0 when it hides or undocks.
    ///   - animationDuration: Seconds the keyboard takes; 0 for an immediate change.
    ///   - animationOptions: The keyboard's curve and `beginFromCurrentState`: on iOS a `UIView.AnimationOptions`,
    ///     ready for `UIView.animate`.
    func willChangeKeyboardFrame(
        height: CGFloat,
        animationDuration: TimeInterval,
        animationOptions: KeyboardAnimationOptions
    )

    /// Called when a keyboard notification's payload could not be understood; nothing else is called for it.
    ///
    /// This method has a default implementation that does nothing, so a malformed payload leaves the layout as it
    /// was rather than moving it by a wrong number. Implement it to log the error, which names the key and value.
    ///
    /// - Parameter error: What was wrong with the payload.
    func keyboardNotificationFailed(_ error: KeyboardPayloadError)

    /// Whether this observer follows the keyboard frame by frame while the user drags it (interactive dismissal).
    ///
    /// This property has a default implementation that returns `true`: tracked frames (``KeyboardFrameChange/isTracked``,
    /// duration 0) reach ``handleKeyboardChange(_:)`` like notifications. Return `false` to hear only notifications:
    /// the layout then stays put during the drag and moves once the finger lifts, as UIKit's notifications alone allow.
    var followsInteractiveKeyboardDismissal: Bool { get }

    /// Called when a did-change-frame confirms the keyboard rests where the last change said: measure again, don't
    /// animate.
    ///
    /// Views may move after the will-notification (a sheet or popover adjusting to the keyboard), so their overlap
    /// with the keyboard is known only now. This method has a default implementation that does nothing.
    ///
    /// - Parameter change: The did-change-frame notification, on the same screen as the change delivered before it.
    func keyboardDidSettle(_ change: KeyboardFrameChange)

    /// The screen of the window this observer's views are in, or `nil` when it has none or does not say.
    ///
    /// The registry measures a notification that names no screen against the screen its observers share (see
    /// `KeyboardScreenResolver`). This property has a default implementation that returns `nil`.
    var keyboardScreen: KeyboardScreen? { get }
}

// MARK: - Default implementations

extension KeyboardChangeFrameObserver {
    /// Runs every adopted mixin's part, then calls
    /// ``willChangeKeyboardFrame(height:animationDuration:animationOptions:)`` with the change's values.
    ///
    /// - Parameter change: The notification that starts the transition.
    public func handleKeyboardChange(_ change: KeyboardFrameChange) {
        KeyboardPlatform.current.runMixins(self, change, .announced)
        willChangeKeyboardFrame(
            height: change.height,
            animationDuration: change.animationDuration,
            animationOptions: change.animationOptions
        )
    }

    /// Does nothing; implement it to react to the keyboard's height.
    ///
    /// - Parameters:
    ///   - height: Points of the screen the keyboard will cover from its bottom edge.
    ///   - animationDuration: Seconds the keyboard takes.
    ///   - animationOptions: The keyboard's curve and `beginFromCurrentState`.
    public func willChangeKeyboardFrame(
        height: CGFloat,
        animationDuration: TimeInterval,
        animationOptions: KeyboardAnimationOptions
    ) {}

    /// Does nothing; implement it to log malformed payloads.
    ///
    /// - Parameter error: What was wrong with the payload.
    public func keyboardNotificationFailed(_ error: KeyboardPayloadError) {}

    /// `true`: follow the keyboard while it is dragged.
    public var followsInteractiveKeyboardDismissal: Bool { true }

    /// Does nothing; implement it to re-measure views that moved after the will-notification.
    ///
    /// - Parameter change: The did-change-frame notification.
    public func keyboardDidSettle(_ change: KeyboardFrameChange) {}

    /// `nil`: the observer does not tell its screen.
    public var keyboardScreen: KeyboardScreen? { nil }

    /// Starts delivering keyboard changes to this object. Calling it again while registered does nothing.
    ///
    /// From iOS 15.4, a view controller that follows interactive dismissal (``followsInteractiveKeyboardDismissal``)
    /// also gets a `KeyboardFrameTracker` in its view (in a visual effect view's `contentView`), once, unless its view
    /// is a scroll view (a table view controller's) or lies in the container `AdjustsViewAboveKeyboard` translates:
    /// see <doc:AdoptingTheKeyboardMixins>.
    ///
    /// - Parameter center: The center keyboard notifications are posted to. Defaults to `NotificationCenter.default`.
    public func addKeyboardFrameChangesObserver(center: NotificationCenter = .default) {
        KeyboardObserverRegistry.registry(for: center).add(self)
        KeyboardPlatform.current.didRegister(self, center)
    }

    /// Stops delivering keyboard changes to this object. Calling it when not registered does nothing.
    ///
    /// - Parameter center: The center given to ``addKeyboardFrameChangesObserver(center:)``. Defaults to
    ///   `NotificationCenter.default`.
    public func removeKeyboardFrameChangesObserver(center: NotificationCenter = .default) {
        KeyboardObserverRegistry.registry(for: center).remove(self)
    }
}
