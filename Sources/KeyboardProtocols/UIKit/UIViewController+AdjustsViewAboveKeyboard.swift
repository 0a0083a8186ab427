#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - AdjustsViewAboveKeyboard

    extension AdjustsViewAboveKeyboard where Self: UIViewController {
        /// Returns 8 points.
        public var keyboardPadding: CGFloat { 8 }

        /// Records the change and moves ``viewToKeepAboveKeyboard`` with
        /// ``automaticallyAdjust(_:padding:)`` and ``keyboardPadding``, then measures again once a sheet UIKit moves
        /// for the keyboard has settled.
        ///
        /// - Parameter change: The keyboard change.
        public func keepViewAboveKeyboard(for change: KeyboardFrameChange) {
            KeyboardMixinStorage.shared.update(KeyboardAvoidanceTranslation(), for: self) { $0.record(change) }
            adjust(viewToKeepAboveKeyboard, padding: keyboardPadding, settlingAfter: nil)
            // A frame tracked during a drag moves no sheet: nothing to measure again.
            guard !change.isTracked else { return }
            KeyboardSettlePass.schedule(KeyboardAvoidanceTranslation.self, for: self) { [weak self] elapsed in
                guard let self else { return }
                adjust(viewToKeepAboveKeyboard, padding: keyboardPadding, settlingAfter: elapsed)
            }
        }

        /// Moves `view` so its bottom sits `padding` points above the last keyboard change's keyboard.
        ///
        /// - Parameters:
        ///   - view: The container to move; pass the same one every time.
        ///   - padding: Points between the container's bottom and the keyboard's top. Defaults to 8.
        public func automaticallyAdjust(_ view: UIView, padding: CGFloat = 8) {
            adjust(view, padding: padding, settlingAfter: nil)
        }

        func adjust(_ view: UIView, padding: CGFloat, settlingAfter elapsed: TimeInterval?) {
            let storage = KeyboardMixinStorage.shared
            guard var avoidance = storage.value(KeyboardAvoidanceTranslation.self, for: self),
                let change = avoidance.lastChange,
                let geometry = view.keyboardScreenGeometry(for: change)
            else { return }
            let currentTranslationY = view.transform.ty
            let translationY = avoidance.updateForLastChange(
                screenBounds: geometry.screenBounds,
                presentedViewFrame: geometry.frame,
                currentTranslationY: currentTranslationY,
                padding: padding
            )
            guard let translationY,
                let plan = KeyboardSettledCorrection.plan(
                    from: currentTranslationY, to: translationY, for: change, settlingAfter: elapsed)
            else {
                if elapsed == nil { storage.set(avoidance, for: self) }
                return
            }
            storage.set(avoidance, for: self)
            UIView.animate(plan) {
                // Only ty: a scale or rotation the app set on the container survives.
                var transform = view.transform
                transform.ty = translationY
                view.transform = transform
            }
        }
    }
#endif
