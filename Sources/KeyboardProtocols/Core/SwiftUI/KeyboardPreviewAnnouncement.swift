import Foundation

/// What a SwiftUI preview's keyboard (`previewKeyboard(height:)`) announces when its height is set: a show or a hide
/// of a docked keyboard on the preview's screen, as UIKit would post it, or nothing when the keyboard is already there.
package struct KeyboardPreviewAnnouncement: Sendable, Equatable {
    /// Whether the keyboard shows (will-show, did-show) rather than hides (will-hide, did-hide).
    package var isShowing: Bool
    /// Where the keyboard starts, in screen coordinates.
    package var beginFrame: CGRect
    /// Where it ends, in screen coordinates.
    package var endFrame: CGRect

    package init(isShowing: Bool, beginFrame: CGRect, endFrame: CGRect) {
        self.isShowing = isShowing
        self.beginFrame = beginFrame
        self.endFrame = endFrame
    }

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
    package static func next(height: CGFloat, screenBounds: CGRect, announced: CGRect?) -> Self? {
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
