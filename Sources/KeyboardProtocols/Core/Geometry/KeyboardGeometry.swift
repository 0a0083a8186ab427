import Foundation

/// Arithmetic over keyboard, screen and view rectangles, all in the screen's coordinate space: whether a keyboard is
/// docked, how much of the screen or of a view it covers, and how far a scroll view's bottom inset must grow.
///
/// Only a docked keyboard (reaching the screen's bottom edge across its full width) covers anything; an undocked,
/// floating, split or hidden keyboard gives `false` or 0. A rectangle with a NaN or infinite component counts as
/// absent and a NaN or infinite scalar as 0, so no answer is NaN, infinite or negative.
///
/// ```swift
/// // iPhone 15, portrait, a full-screen scroll view in a tab bar controller (tab bar 49 + home indicator 34).
/// let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
/// KeyboardGeometry.bottomInset(
///     keyboardFrame: CGRect(x: 0, y: 516, width: 393, height: 336), screenBounds: screen,
///     scrollViewFrame: screen, systemBottomInset: 83
/// ) // 253
/// ```
public enum KeyboardGeometry {
    /// How far, in points, a keyboard's edge may miss the screen's edge and still count as touching it: 0.5.
    package static let edgeTolerance: CGFloat = 0.5

    /// Tells whether a keyboard frame reaches the screen's bottom edge and spans its full width.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame in screen coordinates, as in `UIKeyboardFrameEndUserInfoKey`.
    ///   - screenBounds: The bounds of the screen the keyboard is on.
    /// - Returns: `false` for a hidden, undocked, floating or split keyboard, and for any non-finite input.
    public static func isDocked(keyboardFrame: CGRect, screenBounds: CGRect) -> Bool {
        guard let keyboard = FiniteEdges(keyboardFrame), let screen = FiniteEdges(screenBounds) else { return false }
        return isDocked(keyboard: keyboard, screen: screen)
    }

    /// Returns how many points of the screen's height a docked keyboard covers.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame in screen coordinates.
    ///   - screenBounds: The bounds of the screen the keyboard is on.
    /// - Returns: The covered height; 0 when the keyboard is not docked.
    public static func dockedHeight(keyboardFrame: CGRect, screenBounds: CGRect) -> CGFloat {
        guard let keyboard = FiniteEdges(keyboardFrame), let screen = FiniteEdges(screenBounds),
            isDocked(keyboard: keyboard, screen: screen)
        else { return 0 }
        return screen.maxY - coveredTop(keyboard: keyboard, screen: screen)
    }

    /// Returns how many points of a view's height, on screen, lie below a docked keyboard's top edge.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame in screen coordinates.
    ///   - screenBounds: The bounds of the screen the keyboard is on.
    ///   - viewFrame: The view's frame converted into the screen's coordinate space.
    /// - Returns: The covered height; 0 when the keyboard is not docked or does not lie under the view.
    public static func overlap(keyboardFrame: CGRect, screenBounds: CGRect, viewFrame: CGRect) -> CGFloat {
        guard let keyboard = FiniteEdges(keyboardFrame), let screen = FiniteEdges(screenBounds),
            let view = FiniteEdges(viewFrame), isDocked(keyboard: keyboard, screen: screen)
        else { return 0 }
        return overlap(keyboard: keyboard, screen: screen, view: view)
    }

    /// Returns the bottom inset a scroll view needs on top of its own so all of its content can scroll above a
    /// keyboard: the keyboard's overlap with it, less what the system already insets, never below 0.
    ///
    /// The same number is an input bar's lift: pass the bar's view as `scrollViewFrame` and the safe area's bottom
    /// as `systemBottomInset`.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame in screen coordinates.
    ///   - screenBounds: The bounds of the screen the keyboard is on.
    ///   - scrollViewFrame: The scroll view's frame converted into the screen's coordinate space.
    ///   - systemBottomInset: What the system insets on its own: the safe area's bottom (home indicator, tab bar,
    ///     toolbar) when the scroll view's `contentInsetAdjustmentBehavior` adjusts that edge, else 0.
    /// - Returns: The inset to add to the app's own bottom inset.
    public static func bottomInset(
        keyboardFrame: CGRect,
        screenBounds: CGRect,
        scrollViewFrame: CGRect,
        systemBottomInset: CGFloat
    ) -> CGFloat {
        let covered = overlap(keyboardFrame: keyboardFrame, screenBounds: screenBounds, viewFrame: scrollViewFrame)
        return Swift.max(0, covered - Swift.max(0, systemBottomInset.finiteOrZero))
    }

    // MARK: - Keyboard changes

    /// Whether a change leaves nothing to make room for, whatever its end frame says: the hide notifications (an
    /// iPad keyboard undocking is announced by a will-hide whose end frame is on screen), unless a composer stays
    /// docked at the bottom of the screen (``KeyboardFrameChange/riding(_:)``).
    static func hides(_ change: KeyboardFrameChange) -> Bool {
        (change.event == .willHide || change.event == .didHide) && !change.isAccessoryOnly
    }

    /// ``overlap(keyboardFrame:screenBounds:viewFrame:)`` on the change's end frame; 0 when it hides.
    static func overlap(of change: KeyboardFrameChange, screenBounds: CGRect, viewFrame: CGRect) -> CGFloat {
        guard !hides(change) else { return 0 }
        return overlap(keyboardFrame: change.endFrame, screenBounds: screenBounds, viewFrame: viewFrame)
    }

    /// The one scroll-view inset rule, which the inset mixin and `keyboard-replay` both run:
    /// ``bottomInset(keyboardFrame:screenBounds:scrollViewFrame:systemBottomInset:)`` on the change's end frame, 0
    /// when it hides. Take `systemBottomInset` from ``ScrollViewInsetContext/systemBottomInset``.
    package static func bottomInset(
        for change: KeyboardFrameChange,
        screenBounds: CGRect,
        scrollViewFrame: CGRect,
        systemBottomInset: CGFloat
    ) -> CGFloat {
        guard !hides(change) else { return 0 }
        return bottomInset(
            keyboardFrame: change.endFrame,
            screenBounds: screenBounds,
            scrollViewFrame: scrollViewFrame,
            systemBottomInset: systemBottomInset
        )
    }

    // MARK: - Views the UIKit layer measured

    /// A view's frame and the bounds of its screen, both in the screen's coordinate space, as the mixins measure
    /// them against `change`; `nil` when `change`'s keyboard is on another screen than the view's (an external
    /// display, or another display's Stage Manager window), where a keyboard covers nothing of the view.
    ///
    /// - Parameters:
    ///   - viewFrame: The view's bounds converted into the screen's coordinate space.
    ///   - screen: The screen showing the view, with its bounds.
    ///   - change: The change to measure against; `nil` for the view's geometry alone.
    /// - Returns: The frame and the screen's bounds, or `nil` for a keyboard on another screen.
    static func measuredFrame(
        _ viewFrame: CGRect, on screen: KeyboardScreen, for change: KeyboardFrameChange?
    ) -> (frame: CGRect, screenBounds: CGRect)? {
        guard change?.isOnSameScreen(as: screen) ?? true else { return nil }
        return (viewFrame, screen.bounds)
    }

    /// ``overlap(of:screenBounds:viewFrame:)`` for a view as ``measuredFrame(_:on:for:)`` measured it: 0 when there
    /// is nothing to measure (`nil`: a view in no window, on another screen than the keyboard's, or on visionOS).
    static func overlap(
        of change: KeyboardFrameChange, measured: (frame: CGRect, screenBounds: CGRect)?
    ) -> CGFloat {
        guard let measured else { return 0 }
        return overlap(of: change, screenBounds: measured.screenBounds, viewFrame: measured.frame)
    }

    /// The rectangle of a first responder to scroll into view: a text view's caret when it is finite, so a tall
    /// text view isn't scrolled to its top; else the responder's whole bounds; `nil` when neither is finite.
    ///
    /// UIKit returns a non-finite caret for a position it can't place (`CGRectNull` has infinite origin).
    ///
    /// - Parameters:
    ///   - caret: The caret of the selection's end in the scroll view's coordinates, or `nil` for no text view.
    ///   - responderBounds: The responder's bounds in the scroll view's coordinates.
    /// - Returns: The rectangle to pass to `scrollRectToVisible(_:animated:)`, or `nil` to scroll nothing.
    // UITextInput.h, `caretRectForPosition:`.
    static func rectToReveal(caret: CGRect?, responderBounds: CGRect) -> CGRect? {
        if let caret, FiniteEdges(caret) != nil { return caret }
        return FiniteEdges(responderBounds) != nil ? responderBounds : nil
    }

    // MARK: - Edges

    static func isDocked(keyboard: FiniteEdges, screen: FiniteEdges) -> Bool {
        guard !keyboard.isEmpty, !screen.isEmpty else { return false }
        let reachesBottom = keyboard.maxY >= screen.maxY - edgeTolerance
        let startsOnScreen = keyboard.minY < screen.maxY - edgeTolerance
        let spansWidth = keyboard.minX <= screen.minX + edgeTolerance && keyboard.maxX >= screen.maxX - edgeTolerance
        return reachesBottom && startsOnScreen && spansWidth
    }

    /// The highest point of the screen the keyboard covers; the screen's top for a keyboard taller than the screen.
    static func coveredTop(keyboard: FiniteEdges, screen: FiniteEdges) -> CGFloat {
        Swift.max(keyboard.minY, screen.minY)
    }

    /// The overlap of a view with a keyboard already known to be docked.
    static func overlap(keyboard: FiniteEdges, screen: FiniteEdges, view: FiniteEdges) -> CGFloat {
        guard view.horizontalOverlap(with: keyboard) > 0, view.horizontalOverlap(with: screen) > 0 else { return 0 }
        let top = Swift.max(view.minY, coveredTop(keyboard: keyboard, screen: screen))
        let bottom = Swift.min(view.maxY, screen.maxY)
        return Swift.max(0, bottom - top)
    }
}
