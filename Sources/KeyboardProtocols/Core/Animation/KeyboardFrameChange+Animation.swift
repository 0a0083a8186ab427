import Foundation

// MARK: - Animating along with the keyboard

extension KeyboardFrameChange {
    /// Whether to animate changes made alongside this notification, and how.
    ///
    /// ``KeyboardAnimationPlan/animate(duration:options:)`` with ``animationDuration`` and
    /// ``animationOptions`` when the duration is greater than 0, otherwise
    /// ``KeyboardAnimationPlan/applyImmediately``.
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
