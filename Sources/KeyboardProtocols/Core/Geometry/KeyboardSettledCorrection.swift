import Foundation

/// How a mixin corrects a value it applied when a keyboard change was announced, once it measures again after the
/// layout commit or at rest: not at all, at once, or in an animation that ends with the keyboard's.
///
/// A sheet, page sheet or popover UIKit moves for the keyboard moves after the will-notification, so a mixin's first
/// measurement can be off by the sheet's move; see the article on iPad, Stage Manager and hardware keyboards.
// InputBarAccessoryView PR 244, freshOS/KeyboardLayoutGuide PR 43, IQKeyboardManager issue 909.
struct KeyboardSettledCorrection: Sendable, Equatable {
    /// The largest difference, in points, set at once after the keyboard came to rest: 2.
    static let immediateLimit: CGFloat = 2

    /// How long a larger correction animates after the keyboard came to rest: 0.25 s.
    static let settleAnimationDuration: TimeInterval = KeyboardFrameChange.defaultAnimationDuration

    /// The least time left in the keyboard's animation worth animating over: one frame at 60 Hz.
    static let minimumRemainingDuration: TimeInterval = 1.0 / 60

    /// The settled value to set.
    let value: CGFloat

    /// How to set it: at once, or animated with the keyboard's options.
    let plan: KeyboardAnimationPlan

    /// Decides how to go from `applied` to `settled`, measured `elapsed` seconds after the change was applied;
    /// `nil` when they are within half a point. NaN or negative `elapsed` counts as 0.
    init?(applied: CGFloat, settled: CGFloat, change: KeyboardFrameChange, elapsed: TimeInterval) {
        let applied = applied.finiteOrZero
        let settled = settled.finiteOrZero
        let difference = Swift.abs(settled - applied)
        guard difference > KeyboardGeometry.edgeTolerance else { return nil }
        value = settled

        let duration = change.animationDuration
        // A change that did not animate (a rotation, a hardware keyboard attaching) moved the sheet without animation.
        guard KeyboardAnimationPlan.animates(duration: duration) else {
            plan = .applyImmediately
            return
        }
        let remaining = duration - (elapsed.isNaN ? 0 : Swift.max(0, elapsed))
        if remaining >= Self.minimumRemainingDuration {
            // Retarget the value in flight so it arrives with the keyboard, without a jump.
            plan = .animate(duration: remaining, options: change.animationOptions)
        } else if difference <= Self.immediateLimit {
            plan = .applyImmediately
        } else {
            plan = .animate(duration: Self.settleAnimationDuration, options: change.animationOptions)
        }
    }

    /// How a mixin moves a value from what it applied to what it measures now, at `phase`: announced, any change
    /// rides the keyboard's own animation; later, as ``init(applied:settled:change:elapsed:)`` decides (at rest, with
    /// no time left). `nil` when the value is to be left as it is.
    static func plan(
        from applied: CGFloat,
        to measured: CGFloat,
        for change: KeyboardFrameChange,
        at phase: KeyboardMixinPhase
    ) -> KeyboardAnimationPlan? {
        let elapsed: TimeInterval
        switch phase {
        case .announced: return applied == measured ? nil : change.animationPlan
        case .afterLayoutCommit(let seconds): elapsed = seconds
        case .atRest: elapsed = .greatestFiniteMagnitude
        }
        return KeyboardSettledCorrection(applied: applied, settled: measured, change: change, elapsed: elapsed)?.plan
    }
}
