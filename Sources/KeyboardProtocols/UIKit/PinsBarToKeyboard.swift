#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A view controller whose input bar rides the keyboard's top edge, on the keyboard's own curve.
    ///
    /// Name the bar's bottom constraint: between the bar's bottom and the bottom of `view`, of
    /// `view.safeAreaLayoutGuide` or of another layout guide, in either order (code writes the bar first, Interface
    /// Builder often the safe area first), either side on its bottom margin if you like. A constraint the mixin can't
    /// use leaves the bar alone, and a debug build says so once in the console. On every keyboard change the bar is
    /// lifted by the keyboard's overlap with `view`, less what the anchor already keeps clear, and returns to its
    /// resting constant when the keyboard goes.
    ///
    /// ```swift
    /// final class ChatViewController: UIViewController, PinsBarToKeyboard {
    ///     @IBOutlet var barBottomConstraint: NSLayoutConstraint!
    ///
    ///     override func viewWillAppear(_ animated: Bool) {
    ///         super.viewWillAppear(animated)
    ///         addKeyboardFrameChangesObserver()
    ///     }
    ///
    ///     override func viewWillDisappear(_ animated: Bool) {
    ///         super.viewWillDisappear(animated)
    ///         removeKeyboardFrameChangesObserver()
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol PinsBarToKeyboard: KeyboardChangeFrameObserver {
        /// The constraint between the input bar's bottom and the bottom of `view`, its safe area or a layout guide.
        var barBottomConstraint: NSLayoutConstraint { get }

        /// Moves the bar for one keyboard change, animated along with the keyboard.
        ///
        /// This method has a default implementation that sets the constraint's constant and lays the bar's superview
        /// out along with the keyboard. It does nothing before the view is loaded.
        ///
        /// - Parameter change: The keyboard change.
        func moveBarWithKeyboard(for change: KeyboardFrameChange)
    }

    // MARK: - Default implementations

    extension PinsBarToKeyboard where Self: UIViewController {
        /// Sets the bar's bottom constant for the change and lays the bar out along with the keyboard.
        ///
        /// - Parameter change: The keyboard change.
        public func moveBarWithKeyboard(for change: KeyboardFrameChange) {
            runKeyboardMixin(
                KeyboardMixin.Unit(
                    PinnedBarAdjustment.self, sense: { $0.senseBar(for: $1) }, apply: { $0.applyBar($1) }),
                for: change)
        }

        /// The bar's facts: the keyboard's overlap with the view, the constraint's items and constant; `nil` before
        /// the view loads, or for a constraint the mixin can't use (said once in a debug build).
        private func senseBar(for change: KeyboardFrameChange) -> PinnedBarAdjustment.Facts? {
            // The constraint is often an implicitly unwrapped @IBOutlet, nil until the view loads.
            guard let view = viewIfLoaded else { return nil }
            let constraint = barBottomConstraint
            do {
                let pinned = try PinnedBar(constraint, in: view)
                return PinnedBarAdjustment.Facts(
                    keyboardOverlap: view.keyboardOverlap(for: change), anchorInset: pinned.anchorInset,
                    layout: pinned.layout, currentConstant: constraint.constant)
            } catch {
                sayKeyboardNoticeOnce(error.description, about: constraint)
                return nil
            }
        }

        /// The bar as the inset mixin reads it for `change` over `scrollView`: the two frames in their window as laid
        /// out now, whether the bar shows, the bar's facts and what the bar mixin decided (`nil` when it never did:
        /// the app moves the bar itself); `nil` when the bar can't be measured (no view, the bar and the list not in
        /// one window, a constraint the mixin can't use).
        func composerBarFacts(for change: KeyboardFrameChange, over scrollView: UIScrollView) -> ComposerBarFacts? {
            guard let view = viewIfLoaded, let facts = senseBar(for: change),
                let bar = (try? PinnedBar(barBottomConstraint, in: view))?.bar,
                let window = scrollView.window, bar.window === window
            else { return nil }
            // NB: in the window's coordinates, not the screen's: the bar covers the list whatever screen the keyboard
            // is on, and visionOS has no UIScreen.
            return ComposerBarFacts(
                frame: bar.convert(bar.bounds, to: window),
                scrollViewFrame: scrollView.convert(scrollView.bounds, to: window),
                windowBounds: window.bounds, isShown: !bar.isHidden && bar.alpha > 0, bar: facts,
                adjustment: KeyboardRegistration.of(self).layout.decidedRule(PinnedBarAdjustment.self))
        }

        /// Sets the constant, the bar's superview laid out along with the keyboard.
        private func applyBar(_ move: KeyboardMixinMove<CGFloat>) {
            guard let view = viewIfLoaded else { return }
            let constraint = barBottomConstraint
            // Flush only the bar's pending layout, without animation (a notification inside a push runs in UIKit's
            // animation block; UIView.h, performWithoutAnimation), so only the bar's move rides the keyboard.
            let bar = (try? PinnedBar(constraint, in: view))?.bar
            let container = bar?.superview ?? view
            UIView.performWithoutAnimation { container.layoutIfNeeded() }
            constraint.constant = move.value
            UIView.animate(move.plan, moving: bar.map { [$0] } ?? []) { container.layoutIfNeeded() }
        }
    }

    extension PinsBarToKeyboard {
        /// The bar the bottom constraint pins: the item of the constraint that is a view and not an ancestor of the
        /// other (the anchor is `view`, its safe area or a guide).
        var composerBar: UIView? {
            let constraint = barBottomConstraint
            let first = constraint.firstItem as? UIView
            let second = constraint.secondItem as? UIView
            if let first, let second { return second.isDescendant(of: first) ? second : first }
            return first ?? second
        }
    }

    // MARK: - Reading the constraint

    /// A bar's bottom constraint as the core reads it: which item is the bar, and how far its bottom rests above
    /// `view`'s bottom.
    @MainActor
    private struct PinnedBar {
        let bar: UIView
        let layout: BarConstraintLayout
        let anchorInset: CGFloat

        init(_ constraint: NSLayoutConstraint, in view: UIView) throws(BarConstraintError) {
            let first = constraint.firstItem
            let second = constraint.secondItem
            layout = try BarConstraintLayout(
                first: Self.item(first, other: second), firstAttribute: Self.attribute(constraint.firstAttribute),
                second: Self.item(second, other: first), secondAttribute: Self.attribute(constraint.secondAttribute)
            )
            guard let bar = (layout.barIsFirstItem ? first : second) as? UIView else { throw .noBar }
            self.bar = bar
            let anchor = layout.barIsFirstItem ? second : first
            let anchorBottom: CGFloat
            if let guide = anchor as? UILayoutGuide, let owner = guide.owningView {
                anchorBottom = owner.convert(guide.layoutFrame, to: view).maxY
            } else if let anchorView = anchor as? UIView {
                anchorBottom = anchorView.convert(anchorView.bounds, to: view).maxY
            } else {
                anchorBottom = view.bounds.maxY
            }
            // The safe area's guide gives safeAreaInsets.bottom, view itself 0; margins as the constraint uses them.
            // Apple, NSLayoutConstraint.Attribute.bottomMargin: the bottom less the view's layoutMargins.bottom.
            anchorInset = layout.anchorInset(
                anchorBottomInset: view.bounds.maxY - anchorBottom,
                anchorMargin: (anchor as? UIView)?.layoutMargins.bottom ?? 0,
                barMargin: bar.layoutMargins.bottom)
        }

        private static func item(_ item: AnyObject?, other: AnyObject?) -> BarConstraintItem {
            var isKeyboardLayoutGuide = false
            if #available(iOS 15, *) { isKeyboardLayoutGuide = item is UIKeyboardLayoutGuide }
            var containsOtherItem = false
            if let view = item as? UIView, let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView {
                containsOtherItem = otherView !== view && otherView.isDescendant(of: view)
            }
            return BarConstraintItem(
                isKeyboardLayoutGuide: isKeyboardLayoutGuide, isLayoutGuide: item is UILayoutGuide,
                isView: item is UIView, containsOtherItem: containsOtherItem, otherIsLayoutGuide: other is UILayoutGuide
            )
        }

        private static func attribute(_ attribute: NSLayoutConstraint.Attribute) -> BarConstraintAttribute {
            switch attribute {
            case .bottom: return .bottom
            case .bottomMargin: return .bottomMargin
            default: return .other
            }
        }
    }
#endif
