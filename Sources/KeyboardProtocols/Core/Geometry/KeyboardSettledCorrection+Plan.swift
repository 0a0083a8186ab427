import Foundation

// MARK: - One rule for both measurements

extension KeyboardSettledCorrection {
    /// How a mixin moves a value from what it applied to what it measures now, for either of its two measurements.
    ///
    /// At will-time (`elapsed` is `nil`) any change of value rides the keyboard's own animation, the change's
    /// ``KeyboardFrameChange/animationPlan``; once the presentation settled (`elapsed` is the time since will-time)
    /// the value is corrected as ``init(applied:settled:change:elapsed:)`` decides.
    ///
    /// ```swift
    /// // iPad form sheet: 111 points applied at will-time, 0 once the sheet rose, 4 ms later.
    /// KeyboardSettledCorrection.plan(from: 111, to: 0, for: change, settlingAfter: 0.004)
    /// // .animate(duration: 0.246, options: change.animationOptions)
    /// ```
    ///
    /// - Parameters:
    ///   - applied: The value in place now.
    ///   - measured: The value just measured.
    ///   - change: The keyboard change both belong to.
    ///   - elapsed: `nil` at will-time; on the settling pass, seconds since will-time.
    /// - Returns: `nil` when the value is to be left as it is.
    public static func plan(
        from applied: CGFloat,
        to measured: CGFloat,
        for change: KeyboardFrameChange,
        settlingAfter elapsed: TimeInterval?
    ) -> KeyboardAnimationPlan? {
        guard let elapsed else { return applied == measured ? nil : change.animationPlan }
        return KeyboardSettledCorrection(applied: applied, settled: measured, change: change, elapsed: elapsed)?.plan
    }
}
