import Foundation

// MARK: - Recording and estimating from keyboard changes

extension KeyboardHeightCache {
    /// Records the height a keyboard change measures when it shows a keyboard resting docked on its screen's bottom
    /// edge; any other change (a hide, an undocked, floating or split keyboard, a frame tracked mid-drag, see
    /// ``KeyboardFrameChange/isTracked``) records nothing.
    ///
    /// ```swift
    /// cache.recordDockedHeight(of: change, screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852))  // true for 336
    /// cache.estimatedHeight(screenSize: CGSize(width: 393, height: 852))                               // 336
    /// ```
    ///
    /// - Parameters:
    ///   - change: A delivered keyboard change.
    ///   - screenBounds: The bounds of the screen the keyboard is on, when the change itself carries none or carries
    ///     another's (change-frame notifications never name their screen). Defaults to `nil`: the change's own.
    /// - Returns: Whether a height was recorded.
    @discardableResult
    public func recordDockedHeight(of change: KeyboardFrameChange, screenBounds: CGRect? = nil) -> Bool {
        let measured = screenBounds.flatMap { try? change.measured(onScreenWithBounds: $0) } ?? change
        guard let docked = KeyboardDocking.dockedHeight(of: measured) else { return false }
        do {
            try recordMeasuredHeight(docked.height, for: docked.key)
            return true
        } catch {
            return false
        }
    }

    /// The best estimate of the docked keyboard's height on a screen of this size, as it is now: the measured height
    /// when there is one, else the table's, else the last-resort estimate.
    ///
    /// - Parameters:
    ///   - screenSize: The screen's bounds size in points now (wider than tall means landscape).
    ///   - showsQuickType: Whether the QuickType bar is expected (only the table reads it). Defaults to `true`.
    /// - Returns: The height in points; the portrait last-resort estimate for a size that is no screen (zero, negative
    ///   or not finite).
    public func estimatedHeight(screenSize: CGSize, showsQuickType: Bool = true) -> CGFloat {
        guard let key = try? KeyboardHeightKey(screenSize: screenSize) else {
            return KeyboardHeightEstimates.lastResortHeight(for: .portrait)
        }
        return estimatedHeight(for: key, showsQuickType: showsQuickType)
    }
}

extension KeyboardFrameChange {
    /// The same change judged against the bounds of a screen: visibility, docking and height as on that screen.
    func measured(onScreenWithBounds screenBounds: CGRect) throws(KeyboardPayloadError) -> KeyboardFrameChange {
        var measured = try KeyboardFrameChange(
            event: event, beginFrame: beginFrame, endFrame: endFrame, animationDuration: animationDuration,
            animationCurve: animationCurve, isLocal: isLocal, screen: KeyboardScreen(bounds: screenBounds))
        measured.isTracked = isTracked
        return measured
    }
}
