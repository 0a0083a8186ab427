import Foundation
import KeyboardProtocols

// Springs other than the keyboard's, the spring's samples and its settling time, for plots, tables and tests.
extension KeyboardSpring {
    /// Creates a spring with Core Animation's semantics, checking every parameter.
    ///
    /// ```swift
    /// let thrown = try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 2.5)
    /// ```
    ///
    /// - Parameters:
    ///   - mass: The mass; a finite number greater than 0.
    ///   - stiffness: The stiffness coefficient; a finite number greater than 0.
    ///   - damping: The damping coefficient; a finite number greater than 0.
    ///   - initialVelocity: The speed at the start in fractions of the distance per second; finite. Defaults to 0.
    ///   - allowsOverdamping: Whether a damping ratio above 1 really overdamps. Defaults to `false`, Core Animation's
    ///     default, which treats it as critical damping.
    /// - Throws: ``KeyboardAnimationError/invalidValue(key:value:requirement:)`` naming the first parameter that breaks
    ///   its rule.
    public init(
        mass: Double,
        stiffness: Double,
        damping: Double,
        initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) throws(KeyboardAnimationError) {
        let positive = "a finite number greater than 0"
        guard mass.isFinite, mass > 0 else { throw .invalid("mass", mass, positive) }
        guard stiffness.isFinite, stiffness > 0 else { throw .invalid("stiffness", stiffness, positive) }
        guard damping.isFinite, damping > 0 else { throw .invalid("damping", damping, positive) }
        guard initialVelocity.isFinite else {
            throw .invalid("initialVelocity", initialVelocity, "a finite number")
        }
        self.init(
            uncheckedMass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
            allowsOverdamping: allowsOverdamping)
    }

    /// The tolerance ``settlingDuration(tolerance:)`` uses when none is given: 0.001, a thousandth of the distance
    /// (a third of a point on a 336-point keyboard).
    public static let defaultSettlingTolerance: Double = 0.001

    /// How many samples ``samples(count:through:)`` takes when none is given: 51, one every 10 ms over
    /// ``defaultSamplesEnd``.
    public static let defaultSampleCount = 51

    /// The last sample's time ``samples(count:through:)`` uses when none is given: 0.5 s, by which the keyboard is
    /// 99.9 % of the way.
    public static let defaultSamplesEnd: TimeInterval = 0.5

    /// The time after which the spring stays within `tolerance` of rest for good.
    ///
    /// This is the last moment |x(t) − 1| equals `tolerance`, found exactly from the closed form (for an underdamped
    /// spring, after its last swing beyond the tolerance).
    ///
    /// ```swift
    /// KeyboardSpring.keyboard.settlingDuration()                    // 0.5057 s (99.9 %)
    /// try KeyboardSpring.keyboard.settlingDuration(tolerance: 0.01) // 0.3636 s (99 %)
    /// ```
    ///
    /// - Parameter tolerance: How close to rest counts as settled, as a fraction of the distance; greater than 0 and
    ///   less than 1. Defaults to ``defaultSettlingTolerance``.
    /// - Returns: Seconds from the start; `.infinity` for a spring so weak that it never reaches the tolerance in
    ///   representable time.
    /// - Throws: ``KeyboardAnimationError/invalidValue(key:value:requirement:)`` for `tolerance` outside (0, 1) or NaN.
    public func settlingDuration(
        tolerance: Double = KeyboardSpring.defaultSettlingTolerance
    ) throws(KeyboardAnimationError) -> TimeInterval {
        guard tolerance > 0, tolerance < 1 else {
            throw .invalid("tolerance", tolerance, "greater than 0 and less than 1")
        }
        return settlingTime(tolerance: tolerance)
    }

    /// `fractionComplete(at:)` at `count` evenly spaced times from 0 to `end`, both included.
    ///
    /// ```swift
    /// let curve = try KeyboardSpring.keyboard.samples()  // 51 samples, 0 to 0.5 s by 0.01 s
    /// curve[25]                                          // time 0.25, fraction 0.94204
    /// ```
    ///
    /// - Parameters:
    ///   - count: How many samples; 2 through 1 000 000. Defaults to ``defaultSampleCount``.
    ///   - end: The last sample's time in seconds; finite and greater than 0. Defaults to ``defaultSamplesEnd``.
    /// - Returns: The samples in time order; the first at 0, the last exactly at `end`.
    /// - Throws: ``KeyboardAnimationError/invalidValue(key:value:requirement:)`` naming `count` or `end`.
    public func samples(
        count: Int = KeyboardSpring.defaultSampleCount,
        through end: TimeInterval = KeyboardSpring.defaultSamplesEnd
    ) throws(KeyboardAnimationError) -> [KeyboardCurveSample] {
        guard count >= 2, count <= 1_000_000 else {
            throw .invalid("count", count, "between 2 and 1000000")
        }
        guard end.isFinite, end > 0 else {
            throw .invalid("end", end, "a finite number of seconds greater than 0")
        }
        let last = count - 1
        return (0...last).map { index in
            // Exactly `end` at the last index, no accumulated rounding.
            let time = index == last ? end : end * Double(index) / Double(last)
            return KeyboardCurveSample(time: time, fraction: fractionComplete(at: time))
        }
    }
}
