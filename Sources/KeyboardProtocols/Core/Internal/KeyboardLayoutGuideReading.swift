import Foundation

/// What `KeyboardFrameTracker`, pinned to a view's keyboard layout guide, may report: the guide's pure rule.
enum KeyboardLayoutGuideReading {
    /// The docked keyboard a keyboard layout guide shows, in screen coordinates, or `nil` when the guide can't say.
    ///
    /// ```swift
    /// // iPhone 15, full-screen view, keyboard up: {{0, 516}, {393, 336}}.
    /// let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// KeyboardLayoutGuideReading.keyboardFrame(
    ///     guide: CGRect(x: 0, y: 516, width: 393, height: 336), viewBounds: screen,
    ///     bottomSafeAreaInset: 34, guideTopOnScreen: 516, screenBounds: screen)
    /// ```
    ///
    /// - Parameters:
    ///   - guide: The guide's frame in its view's coordinates.
    ///   - viewBounds: The bounds of the view that owns the guide.
    ///   - bottomSafeAreaInset: That view's bottom safe-area inset.
    ///   - guideTopOnScreen: The guide's top edge in the screen's coordinates.
    ///   - screenBounds: The screen's bounds.
    /// - Returns: A frame from the guide's top to the screen's bottom edge, as wide as the screen; `nil` while the
    ///   guide rests on the safe area, follows an undocked keyboard, or covers the whole view.
    static func keyboardFrame(
        guide: CGRect, viewBounds: CGRect, bottomSafeAreaInset: CGFloat, guideTopOnScreen: CGFloat, screenBounds: CGRect
    ) -> CGRect? {
        let tolerance = KeyboardGeometry.edgeTolerance
        // No keyboard: the guide's height is the bottom safe-area inset (Apple, UIKeyboardLayoutGuide).
        guard guide.height > bottomSafeAreaInset + tolerance else { return nil }
        // Ending above the view's bottom: it follows an undocked keyboard (followsUndockedKeyboard).
        guard abs(guide.maxY - viewBounds.maxY) <= tolerance else { return nil }
        // Reaching the view's top: the guide is "the area of its owning view covered by the keyboard", so the
        // keyboard's top may be higher still, where the guide can't say.
        guard guide.minY > viewBounds.minY + tolerance else { return nil }
        return CGRect(
            x: screenBounds.minX, y: guideTopOnScreen, width: screenBounds.width,
            height: max(0, screenBounds.maxY - guideTopOnScreen))
    }
}
