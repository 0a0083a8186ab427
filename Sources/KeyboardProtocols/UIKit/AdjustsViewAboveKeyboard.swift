#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A view controller that moves a container up with a translation so its bottom sits above the keyboard.
    ///
    /// On every keyboard change, and whenever you call ``automaticallyAdjust(_:padding:)``, the container's
    /// transform gets the vertical translation that puts its bottom `padding` points above a docked keyboard. While
    /// the user moves from field to field with no hide between (the QuickType bar disappearing over a password
    /// field, a number pad shorter than the text keyboard), the largest translation needed since the keyboard came
    /// is kept, so the container does not bounce; on hide, or when the keyboard undocks or floats, the container
    /// returns to the identity translation (see ``KeyboardAvoidanceTranslation``). Only the transform's `ty`
    /// changes, never frames or constraints, and only inside the keyboard's own animation.
    ///
    /// The translation and the last keyboard change live in a property the conformer declares, because a protocol
    /// extension cannot store anything; declare it once and never set it yourself. Keep one container per
    /// conformer: the state measures the container it last moved.
    ///
    /// ```swift
    /// final class SignInViewController: UIViewController, AdjustsViewAboveKeyboard, UITextFieldDelegate {
    ///     @IBOutlet var form: UIStackView!
    ///     var viewToKeepAboveKeyboard: UIView { form }
    ///     var keyboardAvoidance = KeyboardAvoidanceTranslation()
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
    /// A view controller that adopts this and another keyboard mixin implements `handleKeyboardChange(_:)` itself:
    /// call ``KeyboardAvoidanceTranslation/record(_:)`` on ``keyboardAvoidance`` with the change, then
    /// ``automaticallyAdjust(_:padding:)``, besides the other mixin's method.
    @MainActor
    public protocol AdjustsViewAboveKeyboard: KeyboardChangeFrameObserver {
        /// The container moved on every keyboard change.
        var viewToKeepAboveKeyboard: UIView { get }

        /// The room, in points, left between the container's bottom and the keyboard's top on keyboard changes.
        ///
        /// This property has a default implementation that returns 8.
        var keyboardPadding: CGFloat { get }

        /// The translation applied and the last keyboard change seen.
        ///
        /// This requirement has no default: a protocol extension cannot store a value. Declare it as a stored
        /// property, `var keyboardAvoidance = KeyboardAvoidanceTranslation()`, and leave it to the mixin.
        var keyboardAvoidance: KeyboardAvoidanceTranslation { get set }

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
