import Foundation

// MARK: - Tracked frames

extension KeyboardFrameChange {
    /// The name a tracked frame goes by in errors and in traces (`"trackedKeyboardFrame"`), as a payload's values go
    /// by their `userInfo` keys.
    public static let trackedFrameKey = "trackedKeyboardFrame"

    /// Creates the change a tracked keyboard frame stands for: the keyboard is already there, so apply it at once.
    ///
    /// While the user drags the keyboard down (`keyboardDismissMode = .interactive`) UIKit posts no notification until
    /// the finger lifts (freshOS/KeyboardLayoutGuide issues 17 and 35: "`keyboardWillChangeFrameNotification` is only
    /// called after we let go of the scroll"), so the layout's own view of the keyboard has to speak instead. A tracked
    /// change is not a notification, yet observers get it through the same
    /// ``KeyboardChangeFrameObserver/handleKeyboardChange(_:)``, so it reads like one:
    ///
    /// - ``event`` is ``KeyboardEvent/willChangeFrame``: a frame change observers are about to lay out, and a *will*
    ///   event, so delivery filters and gates judge it like any other. ``KeyboardEvent`` keeps its six cases, the
    ///   notifications UIKit really posts; ``isTracked`` tells a tracked change apart.
    /// - ``animationDuration`` is 0: the keyboard follows the finger, so any animation would trail it.
    /// - ``animationCurve`` is ``defaultAnimationCurve``, so ``animationOptions`` stay valid for `UIView.animate`.
    /// - ``beginFrame`` is the frame observers last heard about, when there is one; ``isLocal`` is `nil`.
    ///
    /// ```swift
    /// // iPhone 15, keyboard 336 points high, dragged 84 points down.
    /// let change = try KeyboardFrameChange(
    ///     trackedFrame: CGRect(x: 0, y: 600, width: 393, height: 336),
    ///     previousFrame: CGRect(x: 0, y: 516, width: 393, height: 336),
    ///     screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    /// change.height             // 252
    /// change.animationDuration  // 0
    /// ```
    ///
    /// - Parameters:
    ///   - trackedFrame: The keyboard's frame in screen coordinates, as the layout sees it.
    ///   - previousFrame: The frame observers last heard about. Defaults to `nil`.
    ///   - screenBounds: The screen's bounds in points. Defaults to `nil`.
    /// - Throws: ``KeyboardPayloadError`` naming ``trackedFrameKey`` and the frame when the frame is NaN, infinite,
    ///   of negative size or out of range, and naming `screenBounds` for bad screen bounds.
    public init(
        trackedFrame: CGRect,
        previousFrame: CGRect? = nil,
        screenBounds: CGRect? = nil
    ) throws(KeyboardPayloadError) {
        try Self.check(trackedFrame, key: Self.trackedFrameKey)
        try self.init(
            event: .willChangeFrame,
            beginFrame: previousFrame,
            endFrame: trackedFrame,
            animationDuration: 0,
            animationCurve: Self.defaultAnimationCurve,
            isLocal: nil,
            screen: screenBounds.map(KeyboardScreen.init(bounds:))
        )
        isTracked = true
    }
}
