/// The animation options that make a view animation follow the keyboard: the keyboard's curve and
/// `beginFromCurrentState`, with the same raw bits as `UIView.AnimationOptions`.
///
/// UIKit keeps a curve in bits 16 to 19 of `UIView.AnimationOptions`, so a notification's raw curve becomes an
/// option by shifting it: `curve << 16`. The keyboard's curve is 7, which no public `UIView.AnimationCurve` case
/// names; shifting the raw value keeps it exact, where mapping it to `.curveEaseInOut` would drift from the keyboard
/// by tens of points in mid-flight.
///
/// ```swift
/// let options = KeyboardAnimationOptions(curve: 7)
/// options.rawValue  // 458756: 7 << 16 | 4
/// ```
///
/// On iOS, `UIView.AnimationOptions(options)` converts it.
public struct KeyboardAnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits, identical to those of `UIView.AnimationOptions`.
    public let rawValue: UInt

    /// Creates options from raw bits, identical to those of `UIView.AnimationOptions`.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Starts from the layer's current presentation state, so a new keyboard animation takes over smoothly from one in
    /// flight (`UIView.AnimationOptions.beginFromCurrentState`, raw value 4).
    public static let beginFromCurrentState = KeyboardAnimationOptions(rawValue: 1 << 2)

    /// The largest curve raw value the curve bits can hold.
    public static let maximumCurve = 15

    /// The bit position of the curve inside the options.
    static let curveShift: UInt = 16

    /// Creates the options for a keyboard animation: `curve << 16` together with ``beginFromCurrentState``.
    ///
    /// - Parameter curve: The raw curve from the notification, 0 through ``maximumCurve``. A value outside that range
    ///   cannot be represented and is masked to its low four bits; ``KeyboardFrameChange`` rejects such values with
    ///   a ``KeyboardPayloadError`` before they get here.
    public init(curve: Int) {
        let curveBits = UInt(truncatingIfNeeded: curve) & UInt(Self.maximumCurve)
        self.init(rawValue: curveBits << Self.curveShift | Self.beginFromCurrentState.rawValue)
    }

    /// The curve's raw value held in the curve bits.
    public var curve: Int {
        Int((rawValue >> Self.curveShift) & UInt(Self.maximumCurve))
    }
}
