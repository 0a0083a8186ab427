import Foundation

/// What a SwiftUI preview's keyboard (`previewKeyboard(height:)`) announces when its height is set: a show or a hide
/// of a docked keyboard on the preview's screen, as UIKit would post it, or nothing when the keyboard is already there.
struct KeyboardPreviewAnnouncement: Sendable, Equatable {
    /// Whether the keyboard shows (will-show, did-show) rather than hides (will-hide, did-hide).
    var isShowing: Bool
    /// Where the keyboard starts, in screen coordinates.
    var beginFrame: CGRect
    /// Where it ends, in screen coordinates.
    var endFrame: CGRect

    /// The announcement that brings the keyboard from `announced` to `height` points docked on a screen.
    ///
    /// ```swift
    /// // iPhone 15: the 336-point keyboard slides up from below the screen.
    /// KeyboardPreviewAnnouncement.next(
    ///     height: 336, screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852), announced: nil)
    /// // show, {{0, 852}, {393, 336}} to {{0, 516}, {393, 336}}
    /// ```
    ///
    /// - Parameters:
    ///   - height: The keyboard's height in points; 0, a negative height or NaN hide it, and a height above the
    ///     screen's is the screen's.
    ///   - screenBounds: The preview's screen.
    ///   - announced: The docked frame announced last, or `nil` while the keyboard is hidden.
    /// - Returns: The show or hide to post, or `nil` when nothing changes.
    static func next(height: CGFloat, screenBounds: CGRect, announced: CGRect?) -> Self? {
        guard let screen = FiniteEdges(screenBounds), !screen.isEmpty else { return nil }
        let wanted = Swift.min(Swift.max(0, height.finiteOrZero), screen.height)
        func docked(top: CGFloat, height: CGFloat) -> CGRect {
            CGRect(x: screen.minX, y: top, width: screen.width, height: height)
        }
        guard wanted > 0 else {
            guard let announced else { return nil }
            return Self(
                isShowing: false, beginFrame: announced,
                endFrame: docked(top: screen.maxY, height: announced.size.height))
        }
        let end = docked(top: screen.maxY - wanted, height: wanted)
        guard end != announced else { return nil }
        return Self(isShowing: true, beginFrame: announced ?? docked(top: screen.maxY, height: wanted), endFrame: end)
    }
}

// MARK: - In a test

extension KeyboardFrameChange {
    /// The will-show a SwiftUI preview's `previewKeyboard(height:)` announces on `screen`, from no keyboard: the
    /// change the views below hear, for a test that asks what they show without a preview.
    ///
    /// ```swift
    /// // iPhone 15: the 336-point keyboard, and a composer resting over the home indicator.
    /// let screen = KeyboardScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    /// let show = KeyboardFrameChange.previewKeyboard(height: 336, on: screen)
    /// KeyboardInView(show, viewFrame: CGRect(x: 0, y: 766, width: 393, height: 52), screen: screen).lift  // 302
    /// ```
    ///
    /// - Parameters:
    ///   - height: The docked keyboard's height in points; a height above the screen's is the screen's.
    ///   - screen: The preview's screen.
    /// - Returns: The will-show, 0.25 s on the keyboard's curve 7, or `nil` for a height of 0 or less, which announces
    ///   nothing.
    public static func previewKeyboard(height: CGFloat, on screen: KeyboardScreen) -> KeyboardFrameChange? {
        guard
            let announcement = KeyboardPreviewAnnouncement.next(
                height: height, screenBounds: screen.bounds, announced: nil),
            let step = KeyboardTracePlayback(announcement).turns.first?.steps.first,
            case .post(let event, let values) = step
        else { return nil }
        let notification = Notification(
            name: event.notificationName, object: nil, userInfo: KeyboardTrace.Value.userInfo(values))
        return try? KeyboardFrameChange(notification: notification, screen: screen)
    }
}
