import Foundation

/// An object told about every keyboard show, hide and frame change, with the keyboard's height and animation.
///
/// Conform, register in `viewWillAppear` and unregister in `viewWillDisappear`; the default methods do the rest.
/// This is the original gist's usage, unchanged:
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
///         height: CGFloat, animationDuration: TimeInterval, animationOptions: UIView.AnimationOptions
///     ) {
///         inputBarBottom.constant = -height
///         UIView.animate(withDuration: animationDuration, delay: 0, options: animationOptions) {
///             self.view.layoutIfNeeded()
///         }
///     }
/// }
/// ```
///
/// The keyboard mixins (`PinsBarToKeyboard`, `ModifiableInsetsOnKeyboardFrameChanges`, `AdjustsViewAboveKeyboard`,
/// `PreloadsKeyboard`) refine this protocol and need no dispatch code: see <doc:AdoptingTheKeyboardMixins>.
/// Registration is idempotent, and the registry holds observers weakly.
@MainActor
public protocol KeyboardChangeFrameObserver: AnyObject {
    /// Handles one keyboard change: a notification, or a frame tracked while the keyboard is dragged
    /// (``KeyboardFrameChange/isTracked``).
    ///
    /// This method has a default implementation that runs the part of every keyboard mixin the object adopts, then
    /// calls ``willChangeKeyboardFrame(height:animationDuration:animationOptions:)`` for a notification. On a
    /// `ModifiableInsetsOnKeyboardFrameChanges` conformer the callback runs inside the inset mixin's part, before
    /// `AdjustsViewAboveKeyboard`'s and `PreloadsKeyboard`'s. Implement it to take over: then nothing runs but what
    /// you call, and a mixin default you call measures again after the layout commit as it would in the default.
    ///
    /// - Parameter change: The keyboard change.
    func handleKeyboardChange(_ change: KeyboardFrameChange)

    /// The gist's callback: called once per keyboard show, hide and frame change a notification announces, never
    /// for a tracked frame.
    ///
    /// This method has a default implementation that does nothing. On a `ModifiableInsetsOnKeyboardFrameChanges`
    /// conformer, implementing it takes the scroll view's insets over, as in the gist.
    ///
    /// - Parameters:
    ///   - height: Points of the screen the keyboard will cover from its bottom edge; 0 when it hides or undocks.
    ///   - animationDuration: Seconds the keyboard takes; 0 for an immediate change.
    ///   - animationOptions: The keyboard's curve and `beginFromCurrentState`, ready for `UIView.animate`.
    func willChangeKeyboardFrame(
        height: CGFloat,
        animationDuration: TimeInterval,
        animationOptions: KeyboardAnimationOptions
    )

    /// Called when a keyboard notification's payload could not be understood.
    ///
    /// A missing or unreadable frame withholds the notification: nothing else is called for it. A wrong duration,
    /// curve or `isLocal` is reported here and the change is still delivered with the keyboard's defaults (0.25
    /// seconds, curve 7); see ``KeyboardFrameChange/recoveredErrors``.
    ///
    /// This method has a default implementation that does nothing. Implement it to log the error.
    ///
    /// - Parameter error: What was wrong, naming the key and the value.
    func keyboardNotificationFailed(_ error: KeyboardPayloadError)

    /// Whether this observer hears frames tracked while the user drags the keyboard down.
    ///
    /// This property has a default implementation that returns `true`. Return `false` to hear notifications only.
    var followsInteractiveKeyboardDismissal: Bool { get }
}

// MARK: - Default implementations

extension KeyboardChangeFrameObserver {
    /// Runs every adopted mixin's part, then calls
    /// ``willChangeKeyboardFrame(height:animationDuration:animationOptions:)`` for a notification (on an inset-mixin
    /// conformer, inside the inset mixin's part, before the container's and the preload's).
    ///
    /// - Parameter change: The keyboard change.
    public func handleKeyboardChange(_ change: KeyboardFrameChange) {
        KeyboardRegistration.of(self).announce(change, to: self)
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
    ) {
        // NB: how the registration learns the conformer does not implement the callback (no static flag).
        if let scoped = KeyboardRegistrationScope.current(for: self) {
            scoped.layout.gistCallbackDefaultRan()
        }
    }

    /// Does nothing; implement it to log malformed payloads.
    ///
    /// - Parameter error: What was wrong with the payload.
    public func keyboardNotificationFailed(_ error: KeyboardPayloadError) {}

    /// `true`: follow the keyboard while it is dragged.
    public var followsInteractiveKeyboardDismissal: Bool { true }

    /// Starts delivering keyboard changes to this object; calling it again while registered does nothing.
    ///
    /// - Parameter center: The center keyboard notifications are posted to. Defaults to `NotificationCenter.default`.
    public func addKeyboardFrameChangesObserver(center: NotificationCenter = .default) {
        registerForKeyboardChanges(center: center)
    }

    /// ``addKeyboardFrameChangesObserver(center:)``, returning the registry it registered on: what the package makes
    /// for an observer (a SwiftUI view's, the preload's listener) keeps it instead of looking it up again.
    @discardableResult
    func registerForKeyboardChanges(center: NotificationCenter) -> KeyboardObserverRegistry {
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.add(self)
        registry.platform.didRegister(self, registry)
        return registry
    }

    /// Stops delivering keyboard changes to this object; calling it when not registered does nothing.
    ///
    /// It may be called from `deinit`, as the gist's note says, where it is harmless; off the main thread it does
    /// nothing.
    ///
    /// - Parameter center: The center given to ``addKeyboardFrameChangesObserver(center:)``. Defaults to
    ///   `NotificationCenter.default`.
    nonisolated public func removeKeyboardFrameChangesObserver(center: NotificationCenter = .default) {
        // NB: nonisolated so a deinit (nonisolated in Swift 5 and 6 modes) can call it. Off the main thread it does
        // nothing: the registry holds observers weakly and drops deallocated ones. Nothing here escapes self.
        guard MainQueue.isCurrent else { return }
        // On the main queue, so the main actor's: the closure runs synchronously, here.
        let observer = UncheckedSendable(value: self)
        MainActor.assumeIsolated {
            let registry = KeyboardObserverRegistry.registry(for: center)
            if registry.contains(observer.value) { registry.platform.willUnregister(observer.value, registry) }
            registry.remove(observer.value)
        }
    }
}
