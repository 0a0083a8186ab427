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
/// mixin's named method is there to call.
///
/// Registration is idempotent: adding twice registers once, removing without adding does nothing. The registry
/// holds observers weakly, so one that is deallocated without unregistering is simply dropped. An observer may add
/// or remove observers, itself included, from inside its callback.
@MainActor
public protocol KeyboardChangeFrameObserver: AnyObject {
    /// Handles one keyboard transition, given as the full checked notification.
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
}

// MARK: - Default implementations

extension KeyboardChangeFrameObserver {
    /// Runs every adopted mixin's part, then calls
    /// ``willChangeKeyboardFrame(height:animationDuration:animationOptions:)`` with the change's values.
    ///
    /// - Parameter change: The notification that starts the transition.
    public func handleKeyboardChange(_ change: KeyboardFrameChange) {
        performAdoptedKeyboardMixins(for: change)
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

    /// Starts delivering keyboard changes to this object. Calling it again while registered does nothing.
    ///
    /// A view controller that follows interactive dismissal (``followsInteractiveKeyboardDismissal``) also gets a
    /// `KeyboardFrameTracker` in its view, once, unless its view is a scroll view (a table view controller's): see
    /// <doc:AdoptingTheKeyboardMixins>.
    ///
    /// - Parameter center: The center keyboard notifications are posted to. Defaults to `NotificationCenter.default`.
    public func addKeyboardFrameChangesObserver(center: NotificationCenter = .default) {
        KeyboardObserverRegistry.registry(for: center).add(self)
        didRegisterForKeyboardChanges(center: center)
    }

    /// Stops delivering keyboard changes to this object. Calling it when not registered does nothing.
    ///
    /// - Parameter center: The center given to ``addKeyboardFrameChangesObserver(center:)``. Defaults to
    ///   `NotificationCenter.default`.
    public func removeKeyboardFrameChangesObserver(center: NotificationCenter = .default) {
        KeyboardObserverRegistry.registry(for: center).remove(self)
    }
}
