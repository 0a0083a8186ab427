#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    extension UIView.AnimationOptions {
        /// The UIKit options with the same bits: the keyboard's curve in bits 16 to 19 and
        /// `.beginFromCurrentState`.
        ///
        /// The keyboard's curve 7 has no named `UIView.AnimationOptions` member; keeping the raw bits
        /// (458756 for curve 7) makes `UIView.animate` use the keyboard's own spring curve.
        ///
        /// ```swift
        /// let options = UIView.AnimationOptions(change.animationOptions)
        /// UIView.animate(withDuration: change.animationDuration, delay: 0, options: options) {
        ///     self.view.layoutIfNeeded()
        /// }
        /// ```
        ///
        /// - Parameter options: The options from a ``KeyboardFrameChange``.
        public init(_ options: KeyboardAnimationOptions) {
            self.init(rawValue: options.rawValue)
        }
    }
#endif
