#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - PinsBarToKeyboard

    extension PinsBarToKeyboard where Self: UIViewController {
        /// Returns ``BarPinning/safeAreaBottom``: the bar is pinned to `view.safeAreaLayoutGuide.bottomAnchor`.
        public var barPinning: BarPinning { .safeAreaBottom }

        /// Sets the bar's bottom constant for the change and lays the view out along with the keyboard, then
        /// measures again once a sheet UIKit moves for the keyboard has settled.
        ///
        /// - Parameter change: The keyboard change.
        public func moveBarWithKeyboard(for change: KeyboardFrameChange) {
            moveBar(for: change, settlingAfter: nil)
            // A frame tracked during a drag moves no sheet: nothing to measure again.
            guard !change.isTracked else { return }
            KeyboardSettlePass.schedule(PinnedBarAdjustment.self, for: self) { [weak self] elapsed in
                self?.moveBar(for: change, settlingAfter: elapsed)
            }
        }

        func moveBar(for change: KeyboardFrameChange, settlingAfter elapsed: TimeInterval?) {
            guard let view = viewIfLoaded else { return }
            let constraint = barBottomConstraint
            let storage = KeyboardMixinStorage.shared
            var adjustment = storage.value(PinnedBarAdjustment.self, for: self) ?? PinnedBarAdjustment()
            let applied = constraint.constant
            let constant = adjustment.update(
                keyboardOverlap: view.keyboardOverlap(for: change),
                safeAreaBottomInset: view.safeAreaInsets.bottom,
                pinning: barPinning,
                currentConstant: applied
            )
            guard let plan = KeyboardSettledCorrection.plan(from: applied, to: constant, for: change, settlingAfter: elapsed)
            else {
                // Left as it is: at will-time the state still learns the change; a skipped correction changes nothing.
                if elapsed == nil { storage.set(adjustment, for: self) }
                return
            }
            storage.set(adjustment, for: self)
            // Settle pending layout first, so only the bar's move rides the keyboard's animation. Without animation:
            // a keyboard notification that arrives during a navigation push runs inside the animation block UIKit
            // opened for the push, which would otherwise animate this pass too (UIView.h, performWithoutAnimation).
            UIView.performWithoutAnimation { view.layoutIfNeeded() }
            constraint.constant = constant
            UIView.animate(plan, animations: { view.layoutIfNeeded() })
        }
    }
#endif
