import Foundation

/// What to do with changes that should follow the keyboard: animate them with the keyboard's
/// duration and options, or apply them at once.
///
/// A keyboard notification with a duration of 0 — a rotation, a hardware keyboard attaching, an
/// immediate frame change — has nothing to follow: wrapping the changes in a zero-length
/// animation still adds animations to the layers and delays the completion by a run-loop turn.
/// The plan says to apply them directly instead.
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

    /// Decides from a duration and the options to animate with.
    ///
    /// ```swift
    /// KeyboardAnimationPlan(duration: 0.25, options: KeyboardAnimationOptions(curve: 7))
    /// // .animate(duration: 0.25, options: [rawValue 458756])
    /// KeyboardAnimationPlan(duration: 0, options: KeyboardAnimationOptions(curve: 7))
    /// // .applyImmediately
    /// ```
    ///
    /// - Parameters:
    ///   - duration: Seconds. Only a finite duration greater than 0 animates; 0, a negative
    ///     duration, NaN and infinity all apply at once (there's no motion to follow, and an
    ///     infinite animation would never finish).
    ///   - options: The options to animate with.
    public init(duration: TimeInterval, options: KeyboardAnimationOptions) {
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
}
