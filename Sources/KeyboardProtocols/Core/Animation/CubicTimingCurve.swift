import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` and
/// `UICubicTimingParameters` define them.
///
/// UIKit's named curves are these Béziers (the Core Animation timing functions behind them):
/// ``easeInOut`` (0.42, 0, 0.58, 1), ``easeIn`` (0.42, 0, 1, 1), ``easeOut`` (0, 0, 0.58, 1) and
/// ``linear``. The keyboard uses none of them — its curve 7 is a spring (``KeyboardSpring/keyboard``)
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
        switch animationCurve {
        case 0: self = .easeInOut
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        default: return nil
        }
    }

    /// The progress at a fraction of the duration: solves x(s) = `timeFraction` for the Bézier
    /// parameter s and returns y(s).
    ///
    /// - Parameter timeFraction: Elapsed time over the duration; clamped to [0, 1] (before the
    ///   start 0, after the end 1). NaN returns NaN.
    /// - Returns: The fraction of the distance covered.
    public func progress(atTimeFraction timeFraction: Double) -> Double {
        if timeFraction.isNaN { return .nan }
        if timeFraction <= 0 { return 0 }
        if timeFraction >= 1 { return 1 }
        let parameter = solveParameter(forTimeFraction: timeFraction)
        return Self.bezier(parameter, y1, y2)
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

    /// B(s) for a cubic with end points 0 and 1 and inner coordinates `c1`, `c2`.
    private static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * c1 + 3 * r * s * s * c2 + s * s * s
    }

    private static func bezierSlope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * c1 + 6 * r * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    /// x(s) is non-decreasing for x1, x2 in [0, 1]; Newton's method, kept inside a shrinking
    /// bracket so flat spots can't throw it out.
    private func solveParameter(forTimeFraction target: Double) -> Double {
        var low = 0.0
        var high = 1.0
        var s = target
        for _ in 0..<100 {
            let error = Self.bezier(s, x1, x2) - target
            if abs(error) < 1e-15 { return s }
            if error > 0 { high = s } else { low = s }
            let slope = Self.bezierSlope(s, x1, x2)
            let newton = s - error / slope
            s = slope > 0 && newton > low && newton < high ? newton : low + (high - low) / 2
            if high - low < 1e-16 { break }
        }
        return s
    }
}
