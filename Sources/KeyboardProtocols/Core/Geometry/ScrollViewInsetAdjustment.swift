import Foundation

/// The inset mixin's arithmetic: remembers a scroll view's own bottom insets while a keyboard covers it, adds the
/// keyboard's inset on top, and gives them back when it goes. Keep one value per scroll view.
///
/// An inset the app sets while the keyboard is up is adopted as its own and restored on hide; the content and
/// indicator insets are judged separately. Only bottoms are touched.
struct ScrollViewInsetAdjustment: Sendable, Equatable {
    /// The app's own bottom insets, remembered while the keyboard covers the scroll view; `nil` otherwise.
    private(set) var restingInsets: ScrollViewBottomInsets?
    /// The insets this adjustment last asked for while the keyboard covers the scroll view; `nil` otherwise.
    private(set) var appliedInsets: ScrollViewBottomInsets?

    init() {}

    /// Whether the keyboard currently covers the scroll view, so that its own insets are remembered.
    var isAdjusting: Bool { restingInsets != nil }

    /// Takes one keyboard inset into account and returns the bottom insets to set, or `nil` to leave the scroll
    /// view alone (no keyboard now, none before). Negative, NaN and infinite inputs count as 0.
    @discardableResult
    mutating func update(keyboardInset: CGFloat, current: ScrollViewBottomInsets) -> ScrollViewBottomInsets? {
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

    /// Takes one keyboard change into account with the one inset rule,
    /// ``KeyboardGeometry/bottomInset(for:screenBounds:scrollViewFrame:systemBottomInset:)``, and the system's share
    /// from `context`; a table or collection view controller's own scroll view gets no keyboard inset.
    @discardableResult
    mutating func update(
        for change: KeyboardFrameChange,
        screenBounds: CGRect,
        scrollViewFrame: CGRect,
        context: ScrollViewInsetContext,
        current: ScrollViewBottomInsets
    ) -> ScrollViewBottomInsets? {
        guard !context.leavesKeyboardToUIKit else { return update(keyboardInset: 0, current: current) }
        let keyboardInset = KeyboardGeometry.bottomInset(
            for: change,
            screenBounds: screenBounds,
            scrollViewFrame: scrollViewFrame,
            systemBottomInset: context.systemBottomInset
        )
        return update(keyboardInset: keyboardInset, current: current)
    }

    /// The app's own insets: each bottom the app changed since this adjustment last applied one is taken as it is
    /// now, the others are the remembered ones.
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

/// A scroll view's `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom`.
struct ScrollViewBottomInsets: Sendable, Equatable {
    var content: CGFloat
    var indicator: CGFloat

}

/// The plain facts about one scroll view that decide how much of its bottom the system already insets, and whether
/// UIKit rather than the mixin makes room for the keyboard in it. Read live by the UIKit layer.
struct ScrollViewInsetContext: Sendable, Equatable {
    /// Mirrors `UIScrollView.ContentInsetAdjustmentBehavior`, case for case.
    enum AdjustmentBehavior: Sendable, Equatable, CaseIterable {
        case automatic, scrollableAxes, never, always
    }

    var adjustmentBehavior: AdjustmentBehavior
    /// The scroll view's `safeAreaInsets.bottom` (home indicator, tab bar, toolbar, additional insets).
    var safeAreaBottom: CGFloat
    /// The scroll view's `contentSize.height`.
    var contentHeight: CGFloat
    /// The scroll view's `bounds.height`: its frame's height while it has no transform.
    var boundsHeight: CGFloat
    /// The scroll view's `alwaysBounceVertical`.
    var alwaysBounceVertical: Bool
    /// Whether a navigation controller's child shows the scroll view as its content.
    var isNavigationContent: Bool
    /// Whether it is the own scroll view of the `UITableViewController` or `UICollectionViewController` showing it.
    var isKeyboardAvoidedByController: Bool

    init(
        adjustmentBehavior: AdjustmentBehavior,
        safeAreaBottom: CGFloat,
        contentHeight: CGFloat,
        boundsHeight: CGFloat,
        alwaysBounceVertical: Bool,
        isNavigationContent: Bool,
        isKeyboardAvoidedByController: Bool
    ) {
        self.adjustmentBehavior = adjustmentBehavior
        self.safeAreaBottom = safeAreaBottom
        self.contentHeight = contentHeight
        self.boundsHeight = boundsHeight
        self.alwaysBounceVertical = alwaysBounceVertical
        self.isNavigationContent = isNavigationContent
        self.isKeyboardAvoidedByController = isKeyboardAvoidedByController
    }

    /// Whether the content scrolls vertically as `.scrollableAxes` counts it: taller than the scroll view, or
    /// bouncing vertically always. A NaN height counts as not taller.
    // UIScrollView.h, UIScrollViewContentInsetAdjustmentScrollableAxes: "contentSize.width/height >
    // frame.size.width/height or alwaysBounceHorizontal/Vertical = YES".
    var scrollsVertically: Bool {
        alwaysBounceVertical || contentHeight > boundsHeight
    }

    /// Whether UIKit adds the safe area to the bottom of `adjustedContentInset`.
    var adjustsBottomEdge: Bool {
        // UIScrollView.h (iOS 17 SDK): .automatic also adjusts a navigation controller's content "regardless of
        // whether the scroll view is scrollable"; .scrollableAxes only scrollable axes; .never never; .always always.
        switch adjustmentBehavior {
        case .always: true
        case .never: false
        case .scrollableAxes: scrollsVertically
        case .automatic: scrollsVertically || isNavigationContent
        }
    }

    /// The bottom inset the system adds on its own: the safe area's bottom when UIKit adjusts that edge, else 0.
    var systemBottomInset: CGFloat {
        // Never read from adjustedContentInset: under a UITableViewController it already holds UIKit's keyboard inset.
        adjustsBottomEdge ? Swift.max(0, safeAreaBottom.finiteOrZero) : 0
    }

    /// Whether UIKit, not the mixin, makes room for the keyboard: a table or collection view controller's own scroll
    /// view, which UIKit insets itself with no switch to turn it off.
    // openradar 13984333 and 35572084; IQKeyboardManager issues 646 and 1700 leave them alone too.
    var leavesKeyboardToUIKit: Bool {
        isKeyboardAvoidedByController
    }
}
