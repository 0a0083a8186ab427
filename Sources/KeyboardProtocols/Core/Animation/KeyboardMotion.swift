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

    /// One of UIKit's named Bézier curves, by its `UIView.AnimationCurve` raw value (0 ease-in-out, 1 ease-in,
    /// 2 ease-out, 3 linear), over `duration` seconds.
    case curve(Int, duration: TimeInterval)

    /// Decides the motion from a notification's duration and curve.
    ///
    /// ```swift
    /// KeyboardMotion(duration: 0.25, curve: 7)  // .spring(.keyboard)
    /// KeyboardMotion(duration: 0.25, curve: 0)  // .curve(0, duration: 0.25), ease-in-out
    /// KeyboardMotion(duration: 0, curve: 7)     // .immediate
    /// ```
    ///
    /// - Parameters:
    ///   - duration: Seconds. Anything but a finite duration greater than 0 (0, negative, NaN,
    ///     infinity) is ``immediate``, as for ``KeyboardFrameChange/animationPlan``.
    ///   - curve: The raw curve. 0 to 3 are `UIView.AnimationCurve`'s ease-in-out, ease-in, ease-out
    ///     and linear; every other value, including the keyboard's 7, is the keyboard spring
    ///     (``KeyboardSpring/keyboard``) — the only private curve UIKit sends with keyboard notifications.
    public init(duration: TimeInterval, curve: Int) {
        guard KeyboardAnimationPlan.animates(duration: duration) else {
            self = .immediate
            return
        }
        if Self.controlPoints(ofCurve: curve) != nil {
            self = .curve(curve, duration: duration)
        } else {
            self = .spring(.keyboard)
        }
    }

    /// How long the motion lasts, in seconds: 0 for ``immediate``, the curve's duration, or the
    /// time the spring takes to come within a thousandth of rest (0.5057 s for the keyboard: the spring outlasts
    /// the notification's 0.25 s).
    ///
    /// ```swift
    /// KeyboardMotion(duration: 0.25, curve: 7).duration // 0.5057
    /// ```
    public var duration: TimeInterval {
        switch self {
        case .immediate: return 0
        case .spring(let spring): return spring.settlingTime(tolerance: KeyboardSpring.settledTolerance)
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
            if time.isNaN { return .nan }
            guard duration > 0, let points = Self.controlPoints(ofCurve: curve) else { return time >= 0 ? 1 : 0 }
            return Self.bezierProgress(
                x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2, timeFraction: time / duration)
        }
    }
}

// MARK: - UIKit's Bézier curves

extension KeyboardMotion {
    /// The control points of `UIView.AnimationCurve` 0 to 3, as `CAMediaTimingFunction` defines them.
    package static func controlPoints(ofCurve curve: Int) -> (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch curve {
        case 0: (0.42, 0, 0.58, 1)  // ease-in-out
        case 1: (0.42, 0, 1, 1)  // ease-in
        case 2: (0, 0, 0.58, 1)  // ease-out
        case 3: (0, 0, 1, 1)  // linear
        default: nil
        }
    }

    /// The progress of a cubic Bézier from (0, 0) to (1, 1) at a fraction of its duration, clamped to [0, 1].
    package static func bezierProgress(
        x1: Double, y1: Double, x2: Double, y2: Double, timeFraction: Double
    ) -> Double {
        if timeFraction.isNaN { return .nan }
        if timeFraction <= 0 { return 0 }
        if timeFraction >= 1 { return 1 }
        // x(s) is non-decreasing for x1, x2 in [0, 1]: Newton's method inside a shrinking bracket.
        var low = 0.0
        var high = 1.0
        var s = timeFraction
        for _ in 0..<100 {
            let error = bezier(s, x1, x2) - timeFraction
            if abs(error) < 1e-15 { break }
            if error > 0 { high = s } else { low = s }
            let slope = bezierSlope(s, x1, x2)
            let newton = s - error / slope
            s = slope > 0 && newton > low && newton < high ? newton : low + (high - low) / 2
            if high - low < 1e-16 { break }
        }
        return bezier(s, y1, y2)
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
}

// MARK: - KeyboardAnimationPlan

/// What to do with changes that should follow the keyboard: animate them with the keyboard's
/// duration and options, or apply them at once.
///
/// A notification with a duration of 0 (a rotation, a hardware keyboard attaching) has nothing to follow: apply the
/// changes directly.
///
/// ```swift
/// switch change.animationPlan {
/// case let .animate(duration, options):
///     UIView.animate(withDuration: duration, delay: 0,
///                    options: options, animations: layout)
/// case .applyImmediately:
///     layout()
/// }
/// ```
///
/// `UIView.animateAlongsideKeyboard(from:animations:completion:)` does exactly this on iOS.
public enum KeyboardAnimationPlan: Sendable, Equatable {
    /// Animate over `duration` seconds with `options` (the keyboard's curve and
    /// `.beginFromCurrentState`).
    case animate(duration: TimeInterval, options: KeyboardAnimationOptions)

    /// Apply the changes without an animation.
    case applyImmediately

    // Only a finite duration greater than 0 animates: 0 has no motion to follow, and an infinite one never ends.
    init(duration: TimeInterval, options: KeyboardAnimationOptions) {
        if Self.animates(duration: duration) {
            self = .animate(duration: duration, options: options)
        } else {
            self = .applyImmediately
        }
    }

    /// Whether a keyboard notification's duration has a motion to follow: finite and greater than 0. The one rule
    /// behind this plan and ``KeyboardMotion``.
    static func animates(duration: TimeInterval) -> Bool {
        duration.isFinite && duration > 0
    }

    /// Whether the plan animates.
    public var isAnimated: Bool {
        if case .animate = self { return true }
        return false
    }

    /// Whether applying the plan first removes the in-flight animations of the views it moves: for a change applied
    /// at once (a frame tracked under the finger, a catch-up). Set without animation, a view still running an earlier
    /// keyboard animation (the show's 0.25 s, a spring-back) keeps drawing that animation on top of its new place
    /// until it ends, so a bar would lag the finger.
    // UIView.AnimationOptions.beginFromCurrentState: without it "any in-flight animations are allowed to finish".
    var stopsAnimationsInFlight: Bool { !isAnimated }
}

// MARK: - KeyboardFrameChange

extension KeyboardFrameChange {
    /// Whether to animate changes made alongside this notification, and how.
    ///
    /// ```swift
    /// let change = try KeyboardFrameChange(notification: notification)
    /// if case let .animate(duration, options) = change.animationPlan {
    ///     print(duration, options.rawValue) // 0.25 458756
    /// }
    /// ```
    public var animationPlan: KeyboardAnimationPlan {
        KeyboardAnimationPlan(duration: animationDuration, options: animationOptions)
    }

    /// The keyboard's motion over time for this notification: the keyboard spring for curve 7.
    ///
    /// ```swift
    /// change.motion.fractionComplete(at: 0.25) // 0.942 for a will-show with curve 7
    /// ```
    public var motion: KeyboardMotion {
        KeyboardMotion(duration: animationDuration, curve: animationCurve)
    }
}
