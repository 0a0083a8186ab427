#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A view controller that moves a container up with a translation so its bottom sits above the keyboard.
    ///
    /// On every keyboard change, and whenever you call ``automaticallyAdjust(_:padding:)``, the container's
    /// transform gets the vertical translation that puts its bottom `padding` points above a docked keyboard. While
    /// the user moves from field to field with no hide between (the QuickType bar disappearing over a password
    /// field, a number pad shorter than the text keyboard), the largest translation needed since the keyboard came
    /// is kept, so the container does not bounce; while the user drags the keyboard down (interactive dismissal) the
    /// container follows it both ways; on hide, or when the keyboard undocks or floats, the container
    /// returns to the identity translation (see ``KeyboardAvoidanceTranslation``). Only the transform's `ty`
    /// changes, never frames or constraints, and only inside the keyboard's own animation.
    ///
    /// The conformer names the container and nothing else; the mixin keeps the translation and the last keyboard
    /// change itself, per view controller. Keep one container per conformer: the state measures the container it
    /// last moved.
    ///
    /// ```swift
    /// final class SignInViewController: UIViewController, AdjustsViewAboveKeyboard, UITextFieldDelegate {
    ///     @IBOutlet var form: UIStackView!
    ///     var viewToKeepAboveKeyboard: UIView { form }
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
    ///     func textFieldDidBeginEditing(_ textField: UITextField) {
    ///         // The focus moved without a keyboard notification: measure again against the last one.
    ///         automaticallyAdjust(form, padding: 16)
    ///     }
    /// }
    /// ```
    ///
    /// Combine it with the other keyboard mixins freely: ``KeyboardChangeFrameObserver/handleKeyboardChange(_:)``
    /// runs each adopted mixin, in its documented order. A view controller that implements
    /// `handleKeyboardChange(_:)` itself calls ``keepViewAboveKeyboard(for:)``.
    @MainActor
    public protocol AdjustsViewAboveKeyboard: KeyboardChangeFrameObserver {
        /// The container moved on every keyboard change.
        var viewToKeepAboveKeyboard: UIView { get }

        /// The room, in points, left between the container's bottom and the keyboard's top on keyboard changes.
        ///
        /// This property has a default implementation that returns 8.
        var keyboardPadding: CGFloat { get }

        /// Records one keyboard change and moves ``viewToKeepAboveKeyboard`` for it, animated along with the keyboard.
        ///
        /// This method has a default implementation that remembers the change (see
        /// ``KeyboardAvoidanceTranslation/record(_:)``) and calls ``automaticallyAdjust(_:padding:)`` with
        /// ``viewToKeepAboveKeyboard`` and ``keyboardPadding``.
        ///
        /// - Parameter change: The keyboard change.
        func keepViewAboveKeyboard(for change: KeyboardFrameChange)

        /// Moves `view` with a translation so its bottom sits `padding` points above the keyboard of the last
        /// keyboard change, animated along with that change.
        ///
        /// This method has a default implementation that converts `view` into the screen's coordinate space, computes
        /// the translation with
        /// ``KeyboardAvoidanceTranslation/updateForLastChange(screenBounds:presentedViewFrame:currentTranslationY:padding:)``,
        /// and sets the transform's `ty` inside `UIView.animateAlongsideKeyboard(from:animations:completion:)`. It
        /// does nothing before the first keyboard change, or while `view` is in no window.
        ///
        /// - Parameters:
        ///   - view: The container to move; pass the same one every time.
        ///   - padding: Points between the container's bottom and the keyboard's top. Negative values count as 0.
        func automaticallyAdjust(_ view: UIView, padding: CGFloat)
    }
#endif
