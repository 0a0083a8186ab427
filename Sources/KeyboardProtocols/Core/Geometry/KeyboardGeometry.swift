import Foundation

/// Pure arithmetic over keyboard, screen and view rectangles: whether a keyboard is docked, how much of the screen
/// and of a view it covers, and how far a scroll view's bottom inset must grow.
///
/// Every rectangle is in one coordinate space, the screen's: the keyboard's end frame as UIKit sends it, the screen's
/// bounds, and a view's frame converted into the screen's coordinate space.
///
/// A keyboard is *docked* when its frame reaches the screen's bottom edge and spans the screen's full width. Only a
/// docked keyboard takes space away from the app: an undocked, floating or split iPad keyboard, a hidden keyboard
/// (a zero-height frame or a frame at or below the screen's bottom) covers nothing, so every function here returns
/// `false` or `0` for it.
///
/// ## Bad numbers
/// A rectangle with a NaN or infinite component (including `CGRect.null`, whose origin is infinite) is treated as
/// absent: no keyboard, no screen, or no view, so the answer is `false` or `0`. A NaN or infinite scalar (such as a
/// system inset) counts as 0. No function here returns NaN, an infinity or a negative length. A rectangle with a
/// negative size is read as its standardized equivalent.
///
/// ```swift
/// // iPhone 15 Pro, portrait, a full-screen table view inside a tab bar controller.
/// let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
/// let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)
/// KeyboardGeometry.bottomInset(
///     keyboardFrame: keyboard, screenBounds: screen,
///     scrollViewFrame: screen, systemBottomInset: 83 // tab bar 49 + home indicator 34
/// ) // 253
/// ```
public enum KeyboardGeometry {
    /// How far, in points, a keyboard's edge may miss the screen's edge and still count as touching it.
    ///
    /// Frames converted between coordinate spaces pick up sub-pixel rounding; half a point absorbs it on every
    /// scale factor without accepting a keyboard that visibly floats.
    public static let edgeTolerance: CGFloat = 0.5

    /// Tells whether a keyboard frame is docked: it reaches the screen's bottom edge and spans the screen's full width.
    ///
    /// A frame with zero height or width, a frame whose top is at or below the screen's bottom (a hidden keyboard),
    /// a frame that ends above the screen's bottom (an undocked or split iPad keyboard, for example
    /// `{{0, -264}, {768, 304}}`), and a frame narrower than the screen (a floating iPad keyboard about 320 points
    /// wide) are not docked. A hardware keyboard's shortcut bar (about 55 points at the bottom) is docked.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame in screen coordinates, as in `UIKeyboardFrameEndUserInfoKey`.
    ///   - screenBounds: The bounds of the screen the keyboard is on.
    /// - Returns: `true` when the keyboard takes space away from the bottom of the screen; `false` for any
    ///   non-finite input.
    public static func isDocked(keyboardFrame: CGRect, screenBounds: CGRect) -> Bool {
        guard let keyboard = FiniteEdges(keyboardFrame), let screen = FiniteEdges(screenBounds) else { return false }
        return isDocked(keyboard: keyboard, screen: screen)
    }

    /// Returns how many points of the screen's height a docked keyboard covers.
    ///
    /// The part of the keyboard outside the screen does not count: a keyboard sliding down past the bottom edge
    /// covers only what is still on screen.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame in screen coordinates.
    ///   - screenBounds: The bounds of the screen the keyboard is on.
    /// - Returns: The covered height; 0 when the keyboard is hidden, undocked, zero-height, below the screen, or when
    ///   an input is not finite.
    public static func dockedHeight(keyboardFrame: CGRect, screenBounds: CGRect) -> CGFloat {
        guard let keyboard = FiniteEdges(keyboardFrame), let screen = FiniteEdges(screenBounds),
            isDocked(keyboard: keyboard, screen: screen)
        else { return 0 }
        return screen.maxY - coveredTop(keyboard: keyboard, screen: screen)
    }

    /// Returns how many points of a view's height a keyboard covers.
    ///
    /// This is the height of the part of the view that lies on screen, below the docked keyboard's top edge: the
    /// full keyboard height for a full-screen view, less for a form sheet or a Stage Manager window whose bottom lies
    /// above the screen's, 0 for a view entirely above the keyboard.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame in screen coordinates.
    ///   - screenBounds: The bounds of the screen the keyboard is on.
    ///   - viewFrame: The view's frame converted into the screen's coordinate space.
    /// - Returns: The covered height; 0 when the keyboard is undocked or hidden, when the view and the keyboard do not
    ///   intersect, or when an input is not finite.
    public static func overlap(keyboardFrame: CGRect, screenBounds: CGRect, viewFrame: CGRect) -> CGFloat {
        guard let keyboard = FiniteEdges(keyboardFrame), let screen = FiniteEdges(screenBounds),
            let view = FiniteEdges(viewFrame), isDocked(keyboard: keyboard, screen: screen)
        else { return 0 }
        return overlap(keyboard: keyboard, screen: screen, view: view)
    }

    /// Returns the bottom content inset a scroll view needs so that all of its content can scroll above a keyboard.
    ///
    /// The keyboard's overlap with the scroll view, minus what the system already adds at the bottom (the home
    /// indicator's safe area, a tab bar, a toolbar), never below 0. Take the system's part from
    /// ``ScrollViewInsetContext/systemBottomInset``: the scroll view's safe-area bottom when its adjustment behavior
    /// insets the bottom edge. It follows the bars that are really there, so a tab bar hidden by
    /// `hidesBottomBarWhenPushed` is not subtracted, and unlike `adjustedContentInset` it never holds a keyboard.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame in screen coordinates.
    ///   - screenBounds: The bounds of the screen the keyboard is on.
    ///   - scrollViewFrame: The scroll view's frame converted into the screen's coordinate space.
    ///   - systemBottomInset: The bottom inset the system adds on its own. A negative, NaN or infinite value counts
    ///     as 0.
    /// - Returns: The inset to add to the app's own bottom inset; 0 when the keyboard does not cover the scroll view
    ///   beyond what the system already insets.
    public static func bottomInset(
        keyboardFrame: CGRect,
        screenBounds: CGRect,
        scrollViewFrame: CGRect,
        systemBottomInset: CGFloat
    ) -> CGFloat {
        let covered = overlap(keyboardFrame: keyboardFrame, screenBounds: screenBounds, viewFrame: scrollViewFrame)
        return Swift.max(0, covered - Swift.max(0, systemBottomInset.finiteOrZero))
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
