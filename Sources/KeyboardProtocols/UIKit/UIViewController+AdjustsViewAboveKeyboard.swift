#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - AdjustsViewAboveKeyboard

    extension AdjustsViewAboveKeyboard where Self: UIViewController {
        /// Returns 8 points.
        public var keyboardPadding: CGFloat { 8 }

        /// Records the change and moves ``viewToKeepAboveKeyboard`` with
        /// ``automaticallyAdjust(_:padding:)`` and ``keyboardPadding``.
        ///
        /// - Parameter change: The keyboard change.
        public func keepViewAboveKeyboard(for change: KeyboardFrameChange) {
            KeyboardMixinStorage.shared.update(KeyboardAvoidanceTranslation(), for: self) { $0.record(change) }
            automaticallyAdjust(viewToKeepAboveKeyboard, padding: keyboardPadding)
        }

        /// Moves `view` so its bottom sits `padding` points above the last keyboard change's keyboard.
        ///
        /// - Parameters:
        ///   - view: The container to move; pass the same one every time.
        ///   - padding: Points between the container's bottom and the keyboard's top. Defaults to 8.
        public func automaticallyAdjust(_ view: UIView, padding: CGFloat = 8) {
            let storage = KeyboardMixinStorage.shared
            guard let change = storage.value(KeyboardAvoidanceTranslation.self, for: self)?.lastChange,
                let geometry = view.keyboardScreenGeometry()
            else { return }
            let currentTranslationY = view.transform.ty
            let translationY = storage.update(KeyboardAvoidanceTranslation(), for: self) {
                $0.updateForLastChange(
                    screenBounds: geometry.screenBounds,
                    presentedViewFrame: geometry.frame,
                    currentTranslationY: currentTranslationY,
                    padding: padding
                )
            }
            guard let translationY, translationY != currentTranslationY else { return }
            UIView.animateAlongsideKeyboard(
                from: change,
                animations: {
                    // Only ty: a scale or rotation the app set on the container survives.
                    var transform = view.transform
                    transform.ty = translationY
                    view.transform = transform
                }
            )
        }
    }
#endif
