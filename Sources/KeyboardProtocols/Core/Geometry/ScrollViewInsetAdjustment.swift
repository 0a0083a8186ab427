import Foundation

/// The inset mixin's arithmetic: remembers a scroll view's own bottom insets while something covers it (the keyboard
/// with what rides on it, or a composer bar it runs under, whichever covers more), adds that cover's inset on top, and
/// gives them back when nothing covers it. Keep one value per scroll view.
///
/// An inset the app sets while it is covered is adopted as its own (its base inset) and added to; the content and
/// indicator insets are judged separately. Only bottoms are touched.
struct ScrollViewInsetAdjustment: Sendable, Equatable {
    /// The app's own bottom insets, remembered while the keyboard or a composer covers the scroll view; `nil`
    /// otherwise.
    private(set) var restingInsets: ScrollViewBottomInsets?
    /// The insets this adjustment last asked for while something covers the scroll view; `nil` otherwise.
    private(set) var appliedInsets: ScrollViewBottomInsets?

    init() {}

    /// Whether the keyboard or a composer currently covers the scroll view, so that its own insets are remembered.
    var isAdjusting: Bool { restingInsets != nil }

    /// Takes one cover's inset into account (the keyboard's, or the composer's where it covers more) and returns the
    /// bottom insets to set, or `nil` to leave the scroll view alone (nothing covers it now, nothing did before).
    /// Negative, NaN and infinite inputs count as 0.
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
    /// ``KeyboardGeometry/bottomInset(for:screenBounds:scrollViewFrame:systemBottomInset:)``, or what `composer`
    /// covers where it ends for the change where that is more (``composerInset(_:systemBottomInset:)``), the
    /// system's share from `context` left out of both; a table or collection view controller's own scroll view gets
    /// no inset. `screenBounds` and `scrollViewFrame` are `.null` for a keyboard on another screen than the scroll
    /// view's; the composer's own are measured on the scroll view's screen whatever the keyboard's.
    @discardableResult
    mutating func update(
        for change: KeyboardFrameChange,
        screenBounds: CGRect,
        scrollViewFrame: CGRect,
        context: ScrollViewInsetContext,
        current: ScrollViewBottomInsets,
        composer: ComposerBarFacts? = nil
    ) -> ScrollViewBottomInsets? {
        guard !context.leavesKeyboardToUIKit else { return update(keyboardInset: 0, current: current) }
        let keyboardInset = KeyboardGeometry.bottomInset(
            for: change,
            screenBounds: screenBounds,
            scrollViewFrame: scrollViewFrame,
            systemBottomInset: context.systemBottomInset
        )
        let composerInset = Self.composerInset(composer, systemBottomInset: context.systemBottomInset)
        return update(keyboardInset: Swift.max(keyboardInset, composerInset), current: current)
    }

    /// How much of a scroll view's bottom a composer bar covers where the bar ends for the change, less what the
    /// system insets, never below 0: from the bar's top down to the scroll view's bottom (the bar and whatever lies
    /// under it, the keyboard or the home indicator), within the window.
    ///
    /// Only a shown bar (neither hidden nor transparent) over a scroll view that runs under it counts: the bar's frame
    /// as laid out now overlaps the scroll view by more than half a point. A list whose bottom is pinned to the bar's
    /// top gets 0. The bar's end is where it is now moved by ``PinnedBarAdjustment/bottomMove(for:)``, so for a bar
    /// that overlaps the list already and keeps its height, the answer is the same whether the bar moved already in
    /// this pass or moves after. Without the package's bar decision (an app's own `moveBarWithKeyboard(for:)`, which
    /// moves the bar as it likes) the bar counts where it is laid out. A rectangle with a NaN or infinite component
    /// counts as absent (0).
    ///
    /// iPhone 15, a list filling the window under a 44-point bar on the home indicator's safe area: 44 with the
    /// keyboard hidden (852 − 774 − 34), 346 with the 336-point keyboard up (the bar lifted 302, its top at 472).
    static func composerInset(_ composer: ComposerBarFacts?, systemBottomInset: CGFloat) -> CGFloat {
        guard let composer, composer.isShown, let window = FiniteEdges(composer.windowBounds),
            let list = FiniteEdges(composer.scrollViewFrame),
            let bar = FiniteEdges(composer.frame), let under = list.overlap(with: bar),
            under.height > KeyboardGeometry.edgeTolerance
        else { return 0 }
        // NB: a bar the app moves itself would be moved twice by the package's decision on a fresh state.
        let move = composer.adjustment?.bottomMove(for: composer.bar) ?? 0
        let top = bar.minY + move
        let covered = Swift.min(list.maxY, window.maxY) - Swift.max(list.minY, top)
        return Swift.max(0, covered - Swift.max(0, systemBottomInset.finiteOrZero)).clampedToFinite
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

/// A composer bar pinned by `PinsBarToKeyboard` that a scroll view may run under, as the inset mixin senses it for a
/// change: the bar's frame and the scroll view's in their window, as laid out now (whatever screen the keyboard is
/// on: the bar covers the list there all the same), whether the bar shows, the bar mixin's facts for the change (its
/// constraint's constant now included), and what the bar mixin applied so far.
struct ComposerBarFacts {
    var frame: CGRect
    var scrollViewFrame: CGRect
    /// The bounds of the window both frames are in.
    var windowBounds: CGRect
    /// Whether the bar shows: not hidden, not fully transparent (a read-only channel may hide its composer).
    var isShown = true
    var bar: PinnedBarAdjustment.Facts
    /// The bar mixin's state, or `nil` when the package never decided for the bar (the app moves it itself).
    var adjustment: PinnedBarAdjustment?
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
