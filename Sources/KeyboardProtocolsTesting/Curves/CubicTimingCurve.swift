import Foundation
import KeyboardProtocols

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` and
/// `UICubicTimingParameters` define them.
///
/// UIKit's named curves are these Béziers (the Core Animation timing functions behind them):
/// ``easeInOut`` (0.42, 0, 0.58, 1), ``easeIn`` (0.42, 0, 1, 1), ``easeOut`` (0, 0, 0.58, 1) and
/// ``linear``. The keyboard uses none of them — its curve 7 is a spring (`KeyboardSpring.keyboard`)
/// — and this type is what measures how far the named curves stray from it
/// (`KeyboardCurveDrift`, in `KeyboardProtocolsTesting`).
///
/// ```swift
/// let easeInOut = CubicTimingCurve.easeInOut
/// easeInOut.fractionComplete(at: 0.125, duration: 0.25) // 0.5, half way at half time
/// easeInOut.progress(atTimeFraction: 0.25)              // 0.129
/// ```
public struct CubicTimingCurve: Sendable, Hashable {
    /// The first control point's time coordinate, in [0, 1].
    public let x1: Double
    /// The first control point's progress coordinate.
    public let y1: Double
    /// The second control point's time coordinate, in [0, 1].
    public let x2: Double
    /// The second control point's progress coordinate.
    public let y2: Double

    /// `.curveEaseInOut` / `kCAMediaTimingFunctionEaseInEaseOut`: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = CubicTimingCurve(uncheckedX1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `.curveEaseIn` / `kCAMediaTimingFunctionEaseIn`: control points (0.42, 0) and (1, 1).
    public static let easeIn = CubicTimingCurve(uncheckedX1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `.curveEaseOut` / `kCAMediaTimingFunctionEaseOut`: control points (0, 0) and (0.58, 1).
    public static let easeOut = CubicTimingCurve(uncheckedX1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `.curveLinear` / `kCAMediaTimingFunctionLinear`: control points (0, 0) and (1, 1).
    public static let linear = CubicTimingCurve(uncheckedX1: 0, y1: 0, x2: 1, y2: 1)

    /// Creates a curve from its two control points, as `CAMediaTimingFunction(controlPoints:)` does.
    ///
    /// ```swift
    /// let caDefault = try CubicTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - x1: The first control point's time coordinate; in [0, 1] so time only moves forward.
    ///   - y1: The first control point's progress coordinate; finite (may overshoot).
    ///   - x2: The second control point's time coordinate; in [0, 1].
    ///   - y2: The second control point's progress coordinate; finite.
    /// - Throws: ``KeyboardAnimationError/invalidValue(key:value:requirement:)`` naming the first
    ///   coordinate that breaks its rule.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(KeyboardAnimationError) {
        let unit = "a number from 0 to 1"
        guard x1 >= 0, x1 <= 1 else { throw .invalid("x1", x1, unit) }
        guard y1.isFinite else { throw .invalid("y1", y1, "a finite number") }
        guard x2 >= 0, x2 <= 1 else { throw .invalid("x2", x2, unit) }
        guard y2.isFinite else { throw .invalid("y2", y2, "a finite number") }
        self.init(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)
    }

    private init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The named UIKit curve with this `UIView.AnimationCurve` raw value, if it is one of the four.
    ///
    /// Keyboard notifications carry curve 7, which is no Bézier (it's the keyboard spring), so it
    /// returns `nil` — as does any other value outside 0…3.
    ///
    /// ```swift
    /// CubicTimingCurve(animationCurve: 0) // .easeInOut
    /// CubicTimingCurve(animationCurve: 7) // nil: use KeyboardSpring.keyboard
    /// ```
    ///
    /// - Parameter animationCurve: 0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear.
    public init?(animationCurve: Int) {
        guard let points = KeyboardMotion.controlPoints(ofCurve: animationCurve) else { return nil }
        self.init(uncheckedX1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
    }

    /// The progress at a fraction of the duration: solves x(s) = `timeFraction` for the Bézier
    /// parameter s and returns y(s).
    ///
    /// - Parameter timeFraction: Elapsed time over the duration; clamped to [0, 1] (before the
    ///   start 0, after the end 1). NaN returns NaN.
    /// - Returns: The fraction of the distance covered.
    public func progress(atTimeFraction timeFraction: Double) -> Double {
        KeyboardMotion.bezierProgress(x1: x1, y1: y1, x2: x2, y2: y2, timeFraction: timeFraction)
    }

    /// The progress `time` seconds into an animation lasting `duration` seconds.
    ///
    /// ```swift
    /// CubicTimingCurve.linear.fractionComplete(at: 0.1, duration: 0.25) // 0.4
    /// ```
    ///
    /// - Parameters:
    ///   - time: Seconds since the start; before 0 gives 0, after `duration` gives 1.
    ///   - duration: The animation's length in seconds. A duration of 0 or less (or NaN) means the
    ///     change is applied at once: 1 from time 0 on, 0 before.
    /// - Returns: The fraction of the distance covered.
    public func fractionComplete(at time: TimeInterval, duration: TimeInterval) -> Double {
        if time.isNaN { return .nan }
        guard duration > 0 else { return time >= 0 ? 1 : 0 }
        return progress(atTimeFraction: time / duration)
    }
}
