import Foundation

/// Where `UIView.AnimationOptions` keeps a curve: bits 16 to 19, so a notification's raw curve becomes an option by
/// shifting it, `curve << 16`.
///
/// The keyboard's curve is 7, which no public `UIView.AnimationCurve` case names; shifting the raw value keeps it
/// exact, where mapping it to `.curveEaseInOut` would drift from the keyboard by tens of points in mid-flight. Both
/// spellings of ``KeyboardAnimationOptions`` (UIKit's type on iOS, the core's struct elsewhere) read and write their
/// curve through these two functions.
enum KeyboardCurveBits {
    /// The largest curve raw value the curve bits can hold.
    static let maximumCurve = 15

    /// The bit position of the curve inside the options.
    static let curveShift: UInt = 16

    /// `UIView.AnimationOptions.beginFromCurrentState`.
    static let beginFromCurrentState: UInt = 1 << 2

    /// `curve << 16 | beginFromCurrentState`; a curve outside 0...15 is masked to its low four bits.
    static func rawValue(curve: Int) -> UInt {
        let curveBits = UInt(truncatingIfNeeded: curve) & UInt(maximumCurve)
        return curveBits << curveShift | beginFromCurrentState
    }

    /// The curve held in `rawValue`'s curve bits.
    static func curve(of rawValue: UInt) -> Int {
        Int((rawValue >> curveShift) & UInt(maximumCurve))
    }
}

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
        static var maximumCurve: Int { KeyboardCurveBits.maximumCurve }

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
#else
    /// The animation options that make a view animation follow the keyboard: the keyboard's curve and
    /// `beginFromCurrentState`.
    ///
    /// On iOS, Mac Catalyst and visionOS this name *is* `UIView.AnimationOptions`, so the gist's
    /// `willChangeKeyboardFrame(height:animationDuration:animationOptions: UIView.AnimationOptions)` is the requirement
    /// itself and the options go straight into `UIView.animate`. Where UIKit is absent (Linux, macOS, tvOS, watchOS) it
    /// is this struct, with the same raw bits, so the core and its tests read the same everywhere.
    ///
    /// ```swift
    /// let options = KeyboardAnimationOptions(curve: 7)
    /// options.rawValue  // 458756: 7 << 16 | 4
    /// options.curve     // 7
    /// ```
    public struct KeyboardAnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bits, identical to those of `UIView.AnimationOptions`.
        public let rawValue: UInt

        /// Creates options from raw bits, identical to those of `UIView.AnimationOptions`.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Starts from the layer's current presentation state, so a new keyboard animation takes over smoothly from
        /// one in flight (`UIView.AnimationOptions.beginFromCurrentState`, raw value 4).
        public static let beginFromCurrentState = KeyboardAnimationOptions(
            rawValue: KeyboardCurveBits.beginFromCurrentState)

        /// The largest curve raw value the curve bits can hold.
        static var maximumCurve: Int { KeyboardCurveBits.maximumCurve }

        /// Creates the options for a keyboard animation: `curve << 16` together with ``beginFromCurrentState``.
        ///
        /// - Parameter curve: The raw curve from the notification, 0 through 15. A value outside that
        ///   range cannot be represented and is masked to its low four bits; ``KeyboardFrameChange`` rejects such
        ///   values with a ``KeyboardPayloadError`` before they get here.
        public init(curve: Int) {
            self.init(rawValue: KeyboardCurveBits.rawValue(curve: curve))
        }

        /// The curve's raw value held in the curve bits.
        public var curve: Int { KeyboardCurveBits.curve(of: rawValue) }
    }
#endif
