import Foundation
import KeyboardProtocols

/// The largest gap between the keyboard's motion and a view animated alongside it with a Bézier
/// curve.
///
/// Animating with `.curveEaseInOut` over the notification's 0.25 s instead of the keyboard's own
/// curve leaves the view up to 73.5 points behind a 336-point keyboard, 0.089 s into the motion:
///
/// ```swift
/// let drift = try KeyboardCurveDrift.largest(between: .keyboard, and: .easeInOut,
///                                            duration: 0.25, distance: 336)
/// drift.points    // 73.5
/// drift.time      // 0.0886
/// drift.fractionGap // 0.219: the keyboard is at 0.480, the view at 0.262
/// ```
public struct KeyboardCurveDrift: Sendable, Hashable {
    /// When the gap is largest, in seconds since the start.
    public let time: TimeInterval

    /// The keyboard spring's fraction complete at ``time``.
    public let keyboardFraction: Double

    /// The Bézier curve's fraction complete at ``time``.
    public let curveFraction: Double

    /// The distance the motion covers, in points.
    public let distance: Double

    /// |keyboardFraction − curveFraction|, the gap as a fraction of the distance.
    public var fractionGap: Double { abs(keyboardFraction - curveFraction) }

    /// The gap in points: ``fractionGap`` × ``distance``.
    public var points: Double { fractionGap * distance }

    /// Finds the moment the curve and the spring are furthest apart.
    ///
    /// The search covers the whole motion, from 0 until both have settled (the later of
    /// `duration` and the spring's `KeyboardSpring.settlingDuration(tolerance:)`), on a grid of
    /// 4096 steps refined to about a nanosecond.
    ///
    /// - Parameters:
    ///   - spring: The keyboard's motion. Pass `KeyboardSpring.keyboard`.
    ///   - curve: The curve the view is animated with, for example `CubicTimingCurve.easeInOut`.
    ///   - duration: The curve's duration in seconds (the notification's, 0.25); finite and greater
    ///     than 0.
    ///   - distance: The distance in points (the keyboard's height, for example 336); finite and
    ///     not negative.
    /// - Returns: The largest gap.
    /// - Throws: `KeyboardAnimationError.invalidValue(key:value:requirement:)` naming `duration`
    ///   or `distance`.
    public static func largest(
        between spring: KeyboardSpring,
        and curve: CubicTimingCurve,
        duration: TimeInterval,
        distance: Double
    ) throws(KeyboardAnimationError) -> KeyboardCurveDrift {
        guard duration.isFinite, duration > 0 else {
            throw .invalid("duration", duration, "a finite number of seconds greater than 0")
        }
        guard distance.isFinite, distance >= 0 else {
            throw .invalid("distance", distance, "a finite number of points, 0 or more")
        }
        let settled = (try? spring.settlingDuration()) ?? duration
        let end = max(duration, settled)
        func gap(_ time: TimeInterval) -> Double {
            abs(spring.fractionComplete(at: time) - curve.fractionComplete(at: time, duration: duration))
        }
        let steps = 4096
        let step = end / Double(steps)
        var bestTime = 0.0
        var bestGap = -1.0
        for index in 0...steps {
            let time = step * Double(index)
            let value = gap(time)
            if value > bestGap {
                bestGap = value
                bestTime = time
            }
        }
        // Golden-section refinement around the best grid point (the gap is smooth there).
        var low = max(0, bestTime - step)
        var high = min(end, bestTime + step)
        let ratio = (5.0.squareRoot() - 1) / 2
        for _ in 0..<80 where high - low > 1e-12 {
            let left = high - ratio * (high - low)
            let right = low + ratio * (high - low)
            if gap(left) < gap(right) { low = left } else { high = right }
        }
        let refined = (low + high) / 2
        let time = gap(refined) >= bestGap ? refined : bestTime
        return KeyboardCurveDrift(
            time: time,
            keyboardFraction: spring.fractionComplete(at: time),
            curveFraction: curve.fractionComplete(at: time, duration: duration),
            distance: distance
        )
    }
}
