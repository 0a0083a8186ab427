import Foundation

/// The plain facts about one scroll view that decide how much of its bottom the system already insets, and whether
/// UIKit rather than the mixin makes room for the keyboard in it.
///
/// The UIKit layer reads them from the live scroll view and its view controller; everything else is decided here,
/// so it runs and is tested anywhere.
///
/// ## The system's share of the bottom inset
/// Since iOS 11 UIKit adds a scroll view's safe area to its `contentInset` to make `adjustedContentInset`, as far as
/// its `contentInsetAdjustmentBehavior` allows. `UIScrollView.h` (iOS 17 SDK) defines the four behaviors:
/// - `.automatic`: "Similar to .scrollableAxes, but for backward compatibility will also adjust the top & bottom
///   contentInset when the scroll view is owned by a view controller with automaticallyAdjustsScrollViewInsets = YES
///   inside a navigation controller, regardless of whether the scroll view is scrollable";
/// - `.scrollableAxes`: "Edges for scrollable axes are adjusted (i.e., contentSize.width/height >
///   frame.size.width/height or alwaysBounceHorizontal/Vertical = YES)";
/// - `.never`: "contentInset is not adjusted";
/// - `.always`: "contentInset is always adjusted by the scroll view's safeAreaInsets".
///
/// The safe area already holds the bars: a view's `safeAreaInsets` reflect the tab bar, toolbar and home indicator
/// over it, and the controller's `additionalSafeAreaInsets`. On an iPhone 15 a full-screen scroll view in a tab bar
/// controller has a bottom safe area of 49 + 34 = 83 points, one above only the home indicator 34. So the system's
/// share, ``systemBottomInset``, is the safe area's bottom when the behavior adjusts the bottom edge and 0 when it
/// does not. It is never read from `adjustedContentInset`: under a `UITableViewController` that value also holds
/// UIKit's own keyboard inset, and taking it for "what the bars take" drops the keyboard's inset to almost nothing.
///
/// ## Table and collection view controllers
/// A `UITableViewController` has avoided the keyboard on its own since iOS 3, and a `UICollectionViewController`
/// since iOS 9: UIKit adjusts the controller's own scroll view for the keyboard and scrolls the first responder into
/// view. Adding the mixin's inset on top counts the keyboard twice (openradar 13984333, "Add ability to disable
/// UITableViewController's keyboard handling": "the content inset is doubly adjusted"); a probe gave about
/// 638 points for a 336-point keyboard. UIKit offers no switch to turn its handling off, and it keeps adjusting even
/// under `.never` (openradar 35572084), so the mixin cannot take over cleanly. IQKeyboardManager reached the same
/// decision and leaves these controllers alone (hackiftekhar/IQKeyboardManager issues 646, 679 and 1700: "It is
/// intentionally to not do anything on UITableView"); TPKeyboardAvoiding disabled its collection view support when
/// iOS 9 added UIKit's (michaeltyson/TPKeyboardAvoiding issue 188). So when ``isKeyboardAvoidedByController`` is
/// `true`, ``leavesKeyboardToUIKit`` is `true` and the mixin sets no inset at all (see
/// ``ScrollViewInsetAdjustment/update(for:screenBounds:scrollViewFrame:context:current:)``). UIKit's handling
/// runs from the controller's `viewWillAppear(_:)`, so a subclass must call `super` there (IQKeyboardManager
/// issue 850).
///
/// ```swift
/// // iPhone 15, a table view filling a tab bar controller's tab, content taller than the screen.
/// let context = ScrollViewInsetContext(
///     adjustmentBehavior: .automatic, safeAreaBottom: 83, scrollsVertically: true,
///     isNavigationContent: false, isKeyboardAvoidedByController: false
/// )
/// context.systemBottomInset     // 83: a 336-point keyboard needs 253 more
/// context.leavesKeyboardToUIKit // false
/// ```
public struct ScrollViewInsetContext: Sendable, Equatable {
    /// Mirrors `UIScrollView.ContentInsetAdjustmentBehavior`, case for case, for code that runs without UIKit.
    public enum AdjustmentBehavior: Sendable, Equatable, CaseIterable {
        /// `.automatic`, the default: like ``scrollableAxes``, and also for a navigation controller's content.
        case automatic
        /// `.scrollableAxes`: only the edges of axes the content scrolls along.
        case scrollableAxes
        /// `.never`: the safe area is never added.
        case never
        /// `.always`: the safe area is always added.
        case always
    }

    /// The scroll view's `contentInsetAdjustmentBehavior`.
    public var adjustmentBehavior: AdjustmentBehavior
    /// The scroll view's `safeAreaInsets.bottom`: the home indicator, a tab bar or toolbar over it, and the
    /// controller's `additionalSafeAreaInsets`. Negative, NaN and infinite values count as 0.
    public var safeAreaBottom: CGFloat
    /// Whether the content scrolls vertically as `UIScrollView.h` judges it: `contentSize.height` greater than the
    /// frame's height, or `alwaysBounceVertical`.
    public var scrollsVertically: Bool
    /// Whether the scroll view is the content of a view controller inside a navigation controller (its view, or the
    /// scroll view the navigation controller tracks for it), which `.automatic` insets even when nothing scrolls.
    /// `automaticallyAdjustsScrollViewInsets`, which the header also names, is deprecated since iOS 11 and `true`
    /// unless an app turned it off, so it is not asked for.
    public var isNavigationContent: Bool
    /// Whether the scroll view is the `tableView` of the `UITableViewController`, or the `collectionView` of the
    /// `UICollectionViewController`, that shows it: UIKit then avoids the keyboard in it on its own.
    public var isKeyboardAvoidedByController: Bool

    /// Creates the facts about one scroll view.
    ///
    /// - Parameters:
    ///   - adjustmentBehavior: The scroll view's `contentInsetAdjustmentBehavior`.
    ///   - safeAreaBottom: The scroll view's `safeAreaInsets.bottom`.
    ///   - scrollsVertically: `contentSize.height > frame.height || alwaysBounceVertical`.
    ///   - isNavigationContent: Whether a navigation controller's child owns the scroll view.
    ///   - isKeyboardAvoidedByController: Whether it is a table or collection view controller's own scroll view.
    public init(
        adjustmentBehavior: AdjustmentBehavior,
        safeAreaBottom: CGFloat,
        scrollsVertically: Bool,
        isNavigationContent: Bool,
        isKeyboardAvoidedByController: Bool
    ) {
        self.adjustmentBehavior = adjustmentBehavior
        self.safeAreaBottom = safeAreaBottom
        self.scrollsVertically = scrollsVertically
        self.isNavigationContent = isNavigationContent
        self.isKeyboardAvoidedByController = isKeyboardAvoidedByController
    }

    /// Whether UIKit adds the safe area to the bottom of `adjustedContentInset`, per the behavior's definition.
    public var adjustsBottomEdge: Bool {
        switch adjustmentBehavior {
        case .always: true
        case .never: false
        case .scrollableAxes: scrollsVertically
        case .automatic: scrollsVertically || isNavigationContent
        }
    }

    /// The bottom inset the system adds on its own: the safe area's bottom (bars included) when UIKit adjusts the
    /// bottom edge, else 0. Never negative, NaN or infinite.
    public var systemBottomInset: CGFloat {
        adjustsBottomEdge ? Swift.max(0, safeAreaBottom.finiteOrZero) : 0
    }

    /// Whether UIKit, not the mixin, makes room for the keyboard: the scroll view is a table or collection view
    /// controller's own.
    public var leavesKeyboardToUIKit: Bool {
        isKeyboardAvoidedByController
    }
}
