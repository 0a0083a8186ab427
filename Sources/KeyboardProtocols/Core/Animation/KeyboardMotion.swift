import Foundation

/// The motion a keyboard notification describes, as a function of time: the keyboard spring for its
/// curve 7, one of UIKit's Bézier curves for curves 0 to 3, or nothing for an immediate change.
///
/// Use it to move things the animation system doesn't drive — a `CADisplayLink` callback, a Metal
/// scene, a scroll position — exactly in step with the keyboard.
///
/// ```swift
/// let motion = change.motion
/// let start = CACurrentMediaTime()
/// // In each display-link callback:
/// let fraction = motion.fractionComplete(at: CACurrentMediaTime() - start)
/// overlay.transform = .init(translationX: 0, y: -change.height * fraction)
/// ```
public enum KeyboardMotion: Sendable, Hashable {
    /// A change with no duration: complete from the start.
    case immediate

    /// The keyboard's own motion (curve 7): a spring, independent of the notification's duration.
    case spring(KeyboardSpring)

    /// One of UIKit's named Bézier curves over `duration` seconds.
    case curve(CubicTimingCurve, duration: TimeInterval)

    /// Decides the motion from a notification's duration and curve.
    ///
    /// ```swift
    /// KeyboardMotion(duration: 0.25, curve: 7)  // .spring(.keyboard)
    /// KeyboardMotion(duration: 0.25, curve: 0)  // .curve(.easeInOut, duration: 0.25)
    /// KeyboardMotion(duration: 0, curve: 7)     // .immediate
    /// ```
    ///
    /// - Parameters:
    ///   - duration: Seconds. Anything but a finite duration greater than 0 (0, negative, NaN,
    ///     infinity) is ``immediate``, as in ``KeyboardAnimationPlan/init(duration:options:)``.
    ///   - curve: The raw curve. 0 to 3 are `UIView.AnimationCurve`'s ease-in-out, ease-in, ease-out
    ///     and linear; every other value, including the keyboard's 7, is the keyboard spring
    ///     (``KeyboardSpring/keyboard``) — the only private curve UIKit sends with keyboard notifications.
    public init(duration: TimeInterval, curve: Int) {
        guard KeyboardAnimationPlan.animates(duration: duration) else {
            self = .immediate
            return
        }
        if let bezier = CubicTimingCurve(animationCurve: curve) {
            self = .curve(bezier, duration: duration)
        } else {
            self = .spring(.keyboard)
        }
    }

    /// How long the motion lasts, in seconds: 0 for ``immediate``, the curve's duration, or the
    /// spring's ``KeyboardSpring/settlingDuration(tolerance:)`` at the default tolerance (0.5057 s
    /// for the keyboard: the spring outlasts the notification's 0.25 s).
    ///
    /// ```swift
    /// KeyboardMotion(duration: 0.25, curve: 7).duration // 0.5057
    /// ```
    public var duration: TimeInterval {
        switch self {
        case .immediate: return 0
        case .spring(let spring): return spring.settlingTime(tolerance: KeyboardSpring.defaultSettlingTolerance)
        case .curve(_, let duration): return duration
        }
    }

    /// The fraction of the distance covered `time` seconds after the notification.
    ///
    /// - Parameter time: Seconds since the start; before it the fraction is 0. NaN gives NaN.
    /// - Returns: 0 at the start, 1 at the end.
    public func fractionComplete(at time: TimeInterval) -> Double {
        switch self {
        case .immediate:
            if time.isNaN { return .nan }
            return time >= 0 ? 1 : 0
        case .spring(let spring):
            return spring.fractionComplete(at: time)
        case .curve(let curve, let duration):
            return curve.fractionComplete(at: time, duration: duration)
        }
    }
}
