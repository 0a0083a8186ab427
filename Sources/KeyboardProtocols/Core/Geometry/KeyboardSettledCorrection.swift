import Foundation

/// How to correct a layout value measured when a keyboard change was announced, once the presentation around it has
/// settled: not at all, at once, or in an animation that ends with the keyboard's.
///
/// ## Why a second measurement
/// On iPad UIKit moves form sheets, page sheets and popovers when the keyboard shows: a form sheet rises to sit
/// above the keyboard, a page sheet in portrait rises a little, a popover shrinks. The keyboard's *will* notification
/// arrives before that move is visible to the app, in an order among observers nobody controls, so an overlap
/// measured then is the overlap with the sheet where it was, not where it ends up; the inset or the bar's lift is
/// too large and a gap opens above the keyboard. Peer libraries met the same gap and all settled on measuring
/// again afterwards: InputBarAccessoryView waits "a cycle to get the correct compensation value" (pull request 244,
/// issues 238 and 282), freshOS/KeyboardLayoutGuide re-reads on did-change-frame because "formSheet automatically
/// adjusts its position when keyboard is shown" (pull request 43), a fix proposed to IQKeyboardManager for form
/// sheets dispatched the adjustment to the next turn of the main queue (pull request 234; issue 909 shows the
/// sheet moving), and SlackTextViewController's gap in a landscape form sheet (issue 651) is the unfixed form of it.
///
/// So a mixin measures at will-time as before, then measures again once the presentation has settled (right after
/// the main run loop's next layout commit, when UIKit has set the sheet's final frame inside the keyboard's animation
/// and laid it out, and again on did-change-frame), and asks this type how to go from the value it applied to the
/// settled one.
///
/// ## The rule
/// - A settled value within ``KeyboardGeometry/edgeTolerance`` (half a point) of the applied one needs nothing.
/// - A keyboard change that did not animate (a rotation, a hardware keyboard attaching) is corrected at once: the
///   sheet moved without animation too.
/// - While the keyboard's animation still runs (more than ``minimumRemainingDuration`` left), the correction
///   animates over the time that remains, with the keyboard's curve and `beginFromCurrentState`: the value in flight
///   is retargeted and arrives with the keyboard, without a jump. Setting it at once here would snap a value
///   half-way through its animation.
/// - Once the keyboard has come to rest, a difference up to ``immediateLimit`` (2 points: rounding in converted
///   frames, a hairline) is set at once; a larger one animates over ``settleAnimationDuration`` rather than jump.
///
/// Non-finite values count as 0, as everywhere in the geometry; a NaN or negative `elapsed` counts as 0 (measured
/// at will-time).
///
/// ```swift
/// // iPad 768 × 1024, a 540 × 620 form sheet, a 313-point keyboard: 111 points at will-time, 0 once the sheet rose.
/// let correction = KeyboardSettledCorrection(applied: 111, settled: 0, change: change, elapsed: 0.004)
/// // value 0, plan .animate(duration: 0.246, options: change.animationOptions)
/// ```
public struct KeyboardSettledCorrection: Sendable, Equatable {
    /// The largest difference, in points, set at once after the keyboard came to rest: 2.
    public static let immediateLimit: CGFloat = 2

    /// How long a larger correction animates after the keyboard came to rest: 0.25 s, a keyboard's usual duration.
    public static let settleAnimationDuration: TimeInterval = KeyboardFrameChange.defaultAnimationDuration

    /// The least time left in the keyboard's animation worth animating over: one frame at 60 Hz.
    public static let minimumRemainingDuration: TimeInterval = 1.0 / 60

    /// The settled value to set.
    public let value: CGFloat

    /// How to set it: at once, or animated with the keyboard's options.
    public let plan: KeyboardAnimationPlan

    /// Decides how to go from the value applied at will-time to the value measured once the presentation settled.
    ///
    /// - Parameters:
    ///   - applied: The value the mixin set for the change (an inset, a bar's lift, a translation).
    ///   - settled: The same value measured again once the presentation settled.
    ///   - change: The keyboard change both belong to; its duration and options drive the animation.
    ///   - elapsed: Seconds since the change was applied.
    /// - Returns: `nil` when the settled value is within half a point of the applied one.
    public init?(applied: CGFloat, settled: CGFloat, change: KeyboardFrameChange, elapsed: TimeInterval) {
        let applied = applied.finiteOrZero
        let settled = settled.finiteOrZero
        let difference = Swift.abs(settled - applied)
        guard difference > KeyboardGeometry.edgeTolerance else { return nil }
        value = settled

        let duration = change.animationDuration
        guard KeyboardAnimationPlan.animates(duration: duration) else {
            plan = .applyImmediately
            return
        }
        let remaining = duration - (elapsed.isNaN ? 0 : Swift.max(0, elapsed))
        if remaining >= Self.minimumRemainingDuration {
            plan = .animate(duration: remaining, options: change.animationOptions)
        } else if difference <= Self.immediateLimit {
            plan = .applyImmediately
        } else {
            plan = .animate(duration: Self.settleAnimationDuration, options: change.animationOptions)
        }
    }
}
