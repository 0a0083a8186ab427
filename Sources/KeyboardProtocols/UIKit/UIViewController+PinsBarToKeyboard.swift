#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - PinsBarToKeyboard

    extension PinsBarToKeyboard where Self: UIViewController {
        /// Returns ``BarPinning/safeAreaBottom``: the bar is pinned to `view.safeAreaLayoutGuide.bottomAnchor`.
        public var barPinning: BarPinning { .safeAreaBottom }

        /// Sets the bar's bottom constant for the change and lays the view out along with the keyboard.
        ///
        /// - Parameter change: The keyboard change.
        public func moveBarWithKeyboard(for change: KeyboardFrameChange) {
            guard let view = viewIfLoaded else { return }
            let constraint = barBottomConstraint
            let overlap = view.keyboardOverlap(for: change)
            let pinning = barPinning
            let constant = KeyboardMixinStorage.shared.update(PinnedBarAdjustment(), for: self) {
                $0.update(
                    keyboardOverlap: overlap,
                    safeAreaBottomInset: view.safeAreaInsets.bottom,
                    pinning: pinning,
                    currentConstant: constraint.constant
                )
            }
            guard constant != constraint.constant else { return }
            // Settle pending layout first, so only the bar's move rides the keyboard's animation. Without animation:
            // a keyboard notification that arrives during a navigation push runs inside the animation block UIKit
            // opened for the push, which would otherwise animate this pass too (UIView.h, performWithoutAnimation).
            UIView.performWithoutAnimation { view.layoutIfNeeded() }
            constraint.constant = constant
            UIView.animateAlongsideKeyboard(from: change, animations: { view.layoutIfNeeded() })
        }
    }
#endif
