import Foundation

// MARK: - Keyboard changes

extension KeyboardGeometry {
    /// Tells whether a keyboard change leaves nothing to make room for, whatever its end frame says.
    ///
    /// The hide notifications always mean no docked keyboard, even when their end frame still lies on screen: an iPad
    /// keyboard undocking is announced with a will-hide whose end frame is on screen (``KeyboardFrameChange/isVisible``
    /// with screen bounds, yet not docked and 0 high).
    ///
    /// - Parameter change: The keyboard change.
    /// - Returns: `true` for ``KeyboardEvent/willHide`` and ``KeyboardEvent/didHide``.
    public static func hides(_ change: KeyboardFrameChange) -> Bool {
        change.event == .willHide || change.event == .didHide
    }

    /// Returns how many points of a view the keyboard covers once a change has happened.
    ///
    /// ``overlap(keyboardFrame:screenBounds:viewFrame:)`` on the change's end frame, and 0 for the hide notifications.
    ///
    /// - Parameters:
    ///   - change: The keyboard change.
    ///   - screenBounds: The bounds of the screen the view is on.
    ///   - viewFrame: The view's frame converted into the screen's coordinate space.
    /// - Returns: The covered height; 0 when the keyboard hides, is undocked, or does not lie under the view.
    public static func overlap(of change: KeyboardFrameChange, screenBounds: CGRect, viewFrame: CGRect) -> CGFloat {
        guard !hides(change) else { return 0 }
        return overlap(keyboardFrame: change.endFrame, screenBounds: screenBounds, viewFrame: viewFrame)
    }

    /// Returns the bottom content inset a scroll view needs once a keyboard change has happened.
    ///
    /// ``bottomInset(keyboardFrame:screenBounds:scrollViewFrame:systemBottomInset:)`` on the change's end frame, with
    /// the system's part read as `adjustedContentInset.bottom - contentInset.bottom`; 0 for the hide notifications.
    /// Only right where that adjusted inset holds no keyboard (not under a `UITableViewController`, whose UIKit
    /// keyboard support adds one); the mixin uses ``ScrollViewInsetContext`` instead.
    ///
    /// - Parameters:
    ///   - change: The keyboard change.
    ///   - screenBounds: The bounds of the screen the scroll view is on.
    ///   - scrollViewFrame: The scroll view's frame converted into the screen's coordinate space.
    ///   - adjustedContentBottomInset: The scroll view's `adjustedContentInset.bottom`.
    ///   - contentBottomInset: The scroll view's `contentInset.bottom`.
    /// - Returns: The inset the keyboard needs on top of the app's own bottom inset, never below 0.
    public static func bottomInset(
        for change: KeyboardFrameChange,
        screenBounds: CGRect,
        scrollViewFrame: CGRect,
        adjustedContentBottomInset: CGFloat,
        contentBottomInset: CGFloat
    ) -> CGFloat {
        guard !hides(change) else { return 0 }
        return bottomInset(
            keyboardFrame: change.endFrame,
            screenBounds: screenBounds,
            scrollViewFrame: scrollViewFrame,
            systemBottomInset: adjustedContentBottomInset.finiteOrZero - contentBottomInset.finiteOrZero
        )
    }
}
