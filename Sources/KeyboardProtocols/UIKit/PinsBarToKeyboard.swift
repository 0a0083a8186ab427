#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A view controller whose input bar rides the keyboard's top edge, on the keyboard's own curve.
    ///
    /// Name the bar's bottom constraint: between the bar's bottom and the bottom of `view`, of
    /// `view.safeAreaLayoutGuide` or of another layout guide, in either order (code writes the bar first, Interface
    /// Builder often the safe area first). On every keyboard change the bar is lifted by the keyboard's overlap with
    /// `view`, less what the anchor already keeps clear, and returns to its resting constant when the keyboard goes.
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
            moveBar(for: change, at: .announced)
        }

        /// Measures and moves the bar for `change` at `phase`.
        func moveBar(for change: KeyboardFrameChange, at phase: KeyboardMixinPhase) {
            // The constraint is often an implicitly unwrapped @IBOutlet, nil until the view loads.
            guard let view = viewIfLoaded else { return }
            let constraint = barBottomConstraint
            guard let pinned = PinnedBar(constraint, in: view) else { return }
            let storage = KeyboardMixinStorage.shared
            var adjustment = storage.value(PinnedBarAdjustment.self, for: self) ?? PinnedBarAdjustment()
            let applied = constraint.constant
            let constant = adjustment.update(
                keyboardOverlap: view.keyboardOverlap(for: change),
                anchorInset: pinned.anchorInset,
                layout: pinned.layout,
                currentConstant: applied
            )
            guard let plan = KeyboardSettledCorrection.plan(from: applied, to: constant, for: change, at: phase) else {
                // Left as it is: when announced the state still learns the change; a skipped correction changes
                // nothing.
                if phase == .announced { storage.set(adjustment, for: self) }
                return
            }
            storage.set(adjustment, for: self)
            // Flush only the bar's pending layout, without animation (a notification inside a push runs in UIKit's
            // animation block; UIView.h, performWithoutAnimation), so only the bar's move rides the keyboard.
            let container = pinned.bar.superview ?? view
            UIView.performWithoutAnimation { container.layoutIfNeeded() }
            constraint.constant = constant
            UIView.animate(plan) { container.layoutIfNeeded() }
        }
    }

    // MARK: - The engine's part

    extension KeyboardMixinEngine {
        /// The bar's part: announced, the conformer's `moveBarWithKeyboard(for:)`; later, measuring again.
        static func pinBar(
            _ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange, _ phase: KeyboardMixinPhase
        ) -> Bool {
            guard let mixin = observer as? any PinsBarToKeyboard else { return false }
            guard phase != .announced else {
                mixin.moveBarWithKeyboard(for: change)
                return true
            }
            // NB: only the default moveBarWithKeyboard(for:) keeps a PinnedBarAdjustment; a conformer that moved the
            // bar itself is not moved a second time.
            guard let controller = mixin as? any UIViewController & PinsBarToKeyboard,
                KeyboardMixinStorage.shared.value(PinnedBarAdjustment.self, for: controller) != nil
            else { return true }
            controller.moveBar(for: change, at: phase)
            return true
        }
    }

    // MARK: - Reading the constraint

    /// A bar's bottom constraint as the core reads it: which item is the bar, and how far its anchor's bottom sits
    /// above `view`'s bottom.
    @MainActor
    private struct PinnedBar {
        let bar: UIView
        let layout: BarConstraintLayout
        let anchorInset: CGFloat

        init?(_ constraint: NSLayoutConstraint, in view: UIView) {
            let first = constraint.firstItem
            let second = constraint.secondItem
            do {
                layout = try BarConstraintLayout(
                    first: Self.item(first, other: second), firstAttribute: Self.attribute(constraint.firstAttribute),
                    second: Self.item(second, other: first), secondAttribute: Self.attribute(constraint.secondAttribute)
                )
            } catch {
                assertionFailure(error.description)
                return nil
            }
            guard let bar = (layout.barIsFirstItem ? first : second) as? UIView else { return nil }
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
            // The safe area's guide gives safeAreaInsets.bottom, view itself 0.
            anchorInset = view.bounds.maxY - anchorBottom
        }

        private static func item(_ item: AnyObject?, other: AnyObject?) -> BarConstraintItem {
            if #available(iOS 15, *), item is UIKeyboardLayoutGuide { return .keyboardLayoutGuide }
            switch item {
            case is UILayoutGuide: return .layoutGuide
            case let view as UIView:
                let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView
                guard let otherView, otherView !== view, otherView.isDescendant(of: view) else { return .view }
                return other is UILayoutGuide ? .view : .enclosingView
            default: return .none
            }
        }

        private static func attribute(_ attribute: NSLayoutConstraint.Attribute) -> BarConstraintAttribute {
            attribute == .bottom ? .bottom : .other
        }
    }
#endif
