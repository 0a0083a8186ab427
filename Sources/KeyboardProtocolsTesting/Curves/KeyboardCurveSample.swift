import Foundation

/// One point of an animation curve: how far along the motion is at a moment.
///
/// Encodes as `{"fraction": 0.942…, "time": 0.25}`, the shape `keyboard-replay --curve --json`
/// prints.
///
/// ```swift
/// for sample in try KeyboardSpring.keyboard.samples(count: 6, through: 0.25) {
///     print(sample.time, sample.fraction)
/// }
/// ```
public struct KeyboardCurveSample: Sendable, Hashable, Codable {
    /// Seconds since the animation started.
    public let time: TimeInterval

    /// The fraction of the distance covered at ``time``: 0 at the start, 1 at the end.
    public let fraction: Double

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - time: Seconds since the animation started.
    ///   - fraction: The fraction of the distance covered at `time`.
    public init(time: TimeInterval, fraction: Double) {
        self.time = time
        self.fraction = fraction
    }
}
