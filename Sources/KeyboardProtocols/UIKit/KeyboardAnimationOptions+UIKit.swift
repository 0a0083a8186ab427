#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// The animation options that make a view animation follow the keyboard: on UIKit platforms, UIKit's own
    /// `UIView.AnimationOptions`.
    ///
    /// So the gist's callback, written with `UIView.AnimationOptions`, is the protocol's requirement itself, and the
    /// options go straight into `UIView.animate`. The keyboard's curve 7 has no named member; the raw bits
    /// (458756 for curve 7) make `UIView.animate` use the keyboard's own curve.
    public typealias KeyboardAnimationOptions = UIView.AnimationOptions

    extension UIView.AnimationOptions {
        /// The largest curve raw value the curve bits can hold.
        public static var maximumCurve: Int { KeyboardCurveBits.maximumCurve }

        /// Creates the options for a keyboard animation: `curve << 16` together with `.beginFromCurrentState`.
        ///
        /// ```swift
        /// UIView.AnimationOptions(curve: 7).rawValue  // 458756
        /// ```
        ///
        /// - Parameter curve: The raw curve from the notification, 0 through 15; a value outside is masked to its
        ///   low four bits (``KeyboardFrameChange`` rejects such values first).
        public init(curve: Int) {
            self.init(rawValue: KeyboardCurveBits.rawValue(curve: curve))
        }

        /// The curve's raw value held in the curve bits.
        public var curve: Int { KeyboardCurveBits.curve(of: rawValue) }
    }
#endif
