import Foundation

// MARK: - Scroll view context

extension ScrollViewInsetAdjustment {
    /// Takes one keyboard change into account, with the system's share of the bottom inset worked out from the
    /// scroll view's safe area and adjustment behavior, and returns the bottom insets the scroll view should have.
    ///
    /// The keyboard's inset is
    /// ``KeyboardGeometry/bottomInset(keyboardFrame:screenBounds:scrollViewFrame:systemBottomInset:)`` with
    /// ``ScrollViewInsetContext/systemBottomInset`` as the system's share (0 for the hide notifications); the rest
    /// is ``update(keyboardInset:current:)``. Unlike
    /// ``update(for:screenBounds:scrollViewFrame:adjustedContentBottomInset:current:)`` it never reads
    /// `adjustedContentInset`, which may already hold a keyboard.
    ///
    /// When ``ScrollViewInsetContext/leavesKeyboardToUIKit`` is `true` (a table or collection view controller's own
    /// scroll view) no keyboard inset is added: the result is `nil`, or the app's own insets back if this
    /// adjustment had set any before.
    ///
    /// ```swift
    /// // iPhone 15 in a tab bar controller: a 336-point keyboard, 83 points of tab bar and home indicator.
    /// var adjustment = ScrollViewInsetAdjustment()
    /// adjustment.update(
    ///     for: change, screenBounds: screen, scrollViewFrame: screen, context: context,
    ///     current: ScrollViewBottomInsets(content: 0, indicator: 0)
    /// ) // ScrollViewBottomInsets(content: 253, indicator: 253)
    /// ```
    ///
    /// - Parameters:
    ///   - change: The keyboard change.
    ///   - screenBounds: The bounds of the screen the scroll view is on.
    ///   - scrollViewFrame: The scroll view's frame converted into the screen's coordinate space.
    ///   - context: The scroll view's adjustment behavior, safe area and controller, read live.
    ///   - current: The scroll view's `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom` as they are now.
    /// - Returns: The bottom insets to set, or `nil` when the scroll view should be left alone.
    @discardableResult
    public mutating func update(
        for change: KeyboardFrameChange,
        screenBounds: CGRect,
        scrollViewFrame: CGRect,
        context: ScrollViewInsetContext,
        current: ScrollViewBottomInsets
    ) -> ScrollViewBottomInsets? {
        guard !context.leavesKeyboardToUIKit, !KeyboardGeometry.hides(change) else {
            return update(keyboardInset: 0, current: current)
        }
        let keyboardInset = KeyboardGeometry.bottomInset(
            keyboardFrame: change.endFrame,
            screenBounds: screenBounds,
            scrollViewFrame: scrollViewFrame,
            systemBottomInset: context.systemBottomInset
        )
        return update(keyboardInset: keyboardInset, current: current)
    }
}
