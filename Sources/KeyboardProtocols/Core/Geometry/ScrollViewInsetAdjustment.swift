import Foundation

/// Remembers a scroll view's own bottom insets while a keyboard covers it, and gives them back when it goes.
///
/// Keep one value per scroll view, across keyboard notifications, and feed it every change. While the keyboard covers
/// the scroll view, the insets to set are the app's own bottom insets plus the keyboard's inset from
/// ``KeyboardGeometry/bottomInset(keyboardFrame:screenBounds:scrollViewFrame:systemBottomInset:)``; the app's own
/// inset (for example room for an input bar that overlays the scroll view and rides the keyboard) survives on top.
/// When the keyboard no longer covers it (hidden, undocked, or not over the scroll view), the remembered insets come
/// back. Only bottoms are tracked; top, left and right insets are never touched.
///
/// If the app sets its own bottom inset while the keyboard is up, the next update sees a value different from the
/// one it last applied, adopts it as the app's new own inset, and restores that one on hide. The content and the
/// indicator insets are judged separately, so changing one leaves the other's remembered value alone.
///
/// NaN or infinite insets read from a scroll view count as 0; a sum too large for a `CGFloat` is clamped to the
/// largest finite value.
///
/// ```swift
/// var adjustment = ScrollViewInsetAdjustment()
/// // iPhone SE: the app keeps 20 points under its content; the keyboard covers 216.
/// adjustment.update(keyboardInset: 216, current: ScrollViewBottomInsets(content: 20, indicator: 0))
/// // ScrollViewBottomInsets(content: 236, indicator: 216)
/// adjustment.update(keyboardInset: 0, current: ScrollViewBottomInsets(content: 236, indicator: 216))
/// // ScrollViewBottomInsets(content: 20, indicator: 0)
/// ```
public struct ScrollViewInsetAdjustment: Sendable, Equatable {
    /// The app's own bottom insets, remembered while the keyboard covers the scroll view; `nil` otherwise.
    public private(set) var restingInsets: ScrollViewBottomInsets?
    /// The insets this adjustment last asked for while the keyboard covers the scroll view; `nil` otherwise.
    public private(set) var appliedInsets: ScrollViewBottomInsets?

    /// Creates an adjustment that has not seen a keyboard yet.
    public init() {}

    /// Tells whether the keyboard currently covers the scroll view, so that its own insets are remembered.
    public var isAdjusting: Bool { restingInsets != nil }

    /// Takes one keyboard change into account and returns the bottom insets the scroll view should have.
    ///
    /// - Parameters:
    ///   - keyboardInset: The inset the keyboard needs, from
    ///     ``KeyboardGeometry/bottomInset(keyboardFrame:screenBounds:scrollViewFrame:systemBottomInset:)``;
    ///     0 when the keyboard is hidden or does not cover the scroll view. Negative, NaN and infinite values count
    ///     as 0.
    ///   - current: The scroll view's bottom insets as they are now.
    /// - Returns: The bottom insets to set, or `nil` when the scroll view should be left alone (no keyboard now,
    ///   none before).
    @discardableResult
    public mutating func update(keyboardInset: CGFloat, current: ScrollViewBottomInsets) -> ScrollViewBottomInsets? {
        let keyboardInset = Swift.max(0, keyboardInset.finiteOrZero)
        let current = ScrollViewBottomInsets(
            content: current.content.finiteOrZero, indicator: current.indicator.finiteOrZero)

        guard keyboardInset > 0 else {
            guard let resting = restingInsets else { return nil }
            // A value the app set while the keyboard was up wins over the one remembered before it.
            let restored = Self.ownInsets(current: current, applied: appliedInsets, remembered: resting)
            restingInsets = nil
            appliedInsets = nil
            return restored
        }

        let resting = Self.ownInsets(current: current, applied: appliedInsets, remembered: restingInsets ?? current)
        let adjusted = ScrollViewBottomInsets(
            content: (resting.content + keyboardInset).clampedToFinite,
            indicator: (resting.indicator + keyboardInset).clampedToFinite
        )
        restingInsets = resting
        appliedInsets = adjusted
        return adjusted
    }

    /// Takes one keyboard change into account, reading the scroll view's live values, and returns the bottom insets
    /// the scroll view should have.
    ///
    /// The keyboard's inset is
    /// ``KeyboardGeometry/bottomInset(for:screenBounds:scrollViewFrame:adjustedContentBottomInset:contentBottomInset:)``;
    /// the rest is ``update(keyboardInset:current:)``.
    ///
    /// - Parameters:
    ///   - change: The keyboard change.
    ///   - screenBounds: The bounds of the screen the scroll view is on.
    ///   - scrollViewFrame: The scroll view's frame converted into the screen's coordinate space.
    ///   - adjustedContentBottomInset: The scroll view's `adjustedContentInset.bottom`.
    ///   - current: The scroll view's `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom` as they are now.
    /// - Returns: The bottom insets to set, or `nil` when the scroll view should be left alone.
    @discardableResult
    public mutating func update(
        for change: KeyboardFrameChange,
        screenBounds: CGRect,
        scrollViewFrame: CGRect,
        adjustedContentBottomInset: CGFloat,
        current: ScrollViewBottomInsets
    ) -> ScrollViewBottomInsets? {
        let keyboardInset = KeyboardGeometry.bottomInset(
            for: change,
            screenBounds: screenBounds,
            scrollViewFrame: scrollViewFrame,
            adjustedContentBottomInset: adjustedContentBottomInset,
            contentBottomInset: current.content
        )
        return update(keyboardInset: keyboardInset, current: current)
    }

    /// The app's own insets: each bottom the app changed since this adjustment last applied one (it differs from
    /// `applied`) is taken as it is now, the others are the remembered ones.
    private static func ownInsets(
        current: ScrollViewBottomInsets,
        applied: ScrollViewBottomInsets?,
        remembered: ScrollViewBottomInsets
    ) -> ScrollViewBottomInsets {
        guard let applied else { return current }
        return ScrollViewBottomInsets(
            content: current.content == applied.content ? remembered.content : current.content,
            indicator: current.indicator == applied.indicator ? remembered.indicator : current.indicator
        )
    }
}
