#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - ModifableInsetsOnKeyboardFrameChanges

    extension ModifableInsetsOnKeyboardFrameChanges where Self: UIViewController {
        /// Returns `false`: the first responder is left where the scroll view puts it.
        public var keepsFirstResponderVisible: Bool { false }

        /// Sets the scroll view's bottom content and indicator insets for the change, animated with the keyboard,
        /// then measures again once a sheet UIKit moves for the keyboard has settled.
        ///
        /// A scroll view outside any window counts as uncovered, so its own insets come back. The own scroll view of
        /// a `UITableViewController` or `UICollectionViewController` is left to UIKit, which already avoids the
        /// keyboard there (openradar 13984333; IQKeyboardManager issues 646 and 1700 skip them too).
        ///
        /// - Parameter change: The keyboard change.
        public func adjustScrollViewInsets(for change: KeyboardFrameChange) {
            adjustScrollViewInsets(for: change, settlingAfter: nil)
            // A frame tracked during a drag moves no sheet: nothing to measure again.
            guard !change.isTracked else { return }
            KeyboardSettlePass.schedule(ScrollViewInsetAdjustment.self, for: self) { [weak self] elapsed in
                self?.adjustScrollViewInsets(for: change, settlingAfter: elapsed)
            }
        }

        func adjustScrollViewInsets(for change: KeyboardFrameChange, settlingAfter elapsed: TimeInterval?) {
            let scrollView = scrollViewToModify
            let current = ScrollViewBottomInsets(
                content: scrollView.contentInset.bottom,
                indicator: scrollView.verticalScrollIndicatorInsets.bottom
            )
            let geometry = scrollView.keyboardScreenGeometry(for: change)
            let context = insetContext(for: scrollView)
            let storage = KeyboardMixinStorage.shared
            var adjustment = storage.value(ScrollViewInsetAdjustment.self, for: self) ?? ScrollViewInsetAdjustment()
            let insets = adjustment.update(
                for: change,
                screenBounds: geometry?.screenBounds ?? .null,
                scrollViewFrame: geometry?.frame ?? .null,
                context: context,
                current: current
            )
            guard let insets,
                let plan = KeyboardSettledCorrection.plan(
                    from: current.content, to: insets.content, for: change, settlingAfter: elapsed)
                    ?? KeyboardSettledCorrection.plan(
                        from: current.indicator, to: insets.indicator, for: change, settlingAfter: elapsed)
            else {
                // Left as it is: at will-time the state still learns the change; a skipped correction changes nothing.
                if elapsed == nil { storage.set(adjustment, for: self) }
                return
            }
            storage.set(adjustment, for: self)
            let revealsFirstResponder =
                elapsed == nil && !change.isTracked && keepsFirstResponderVisible && change.isVisible
                && !context.leavesKeyboardToUIKit
            UIView.animate(plan) {
                scrollView.contentInset.bottom = insets.content
                scrollView.verticalScrollIndicatorInsets.bottom = insets.indicator
                guard revealsFirstResponder, let responder = scrollView.firstResponderDescendant(),
                    responder !== scrollView
                else { return }
                // Without animation of its own, so the offset change rides the keyboard's curve.
                scrollView.scrollRectToVisible(responder.convert(responder.bounds, to: scrollView), animated: false)
            }
        }

        /// The live facts the core needs to tell the system's share of the bottom inset, never read from an
        /// `adjustedContentInset` that may already hold a keyboard.
        private func insetContext(for scrollView: UIScrollView) -> ScrollViewInsetContext {
            let behavior: ScrollViewInsetContext.AdjustmentBehavior
            switch scrollView.contentInsetAdjustmentBehavior {
            case .automatic: behavior = .automatic
            case .scrollableAxes: behavior = .scrollableAxes
            case .never: behavior = .never
            case .always: behavior = .always
            @unknown default: behavior = .automatic
            }
            let owner = scrollView.next
            let isControllersOwnScrollView =
                (owner as? UITableViewController)?.tableView === scrollView
                || (owner as? UICollectionViewController)?.collectionView === scrollView
            return ScrollViewInsetContext(
                adjustmentBehavior: behavior,
                safeAreaBottom: scrollView.safeAreaInsets.bottom,
                scrollsVertically: scrollView.alwaysBounceVertical
                    || scrollView.contentSize.height > scrollView.bounds.height,
                isNavigationContent: navigationController != nil
                    && (view === scrollView || contentScrollView(for: .bottom) === scrollView),
                isKeyboardAvoidedByController: isControllersOwnScrollView
            )
        }
    }
#endif
