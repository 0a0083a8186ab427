#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - ModifableInsetsOnKeyboardFrameChanges

    extension ModifableInsetsOnKeyboardFrameChanges where Self: UIViewController {
        /// Returns `false`: the first responder is left where the scroll view puts it.
        public var keepsFirstResponderVisible: Bool { false }

        /// Sets the scroll view's bottom content and indicator insets for the change, animated with the keyboard.
        ///
        /// A scroll view outside any window counts as uncovered, so its own insets come back.
        ///
        /// - Parameter change: The keyboard change.
        public func adjustScrollViewInsets(for change: KeyboardFrameChange) {
            let scrollView = scrollViewToModify
            let current = ScrollViewBottomInsets(
                content: scrollView.contentInset.bottom,
                indicator: scrollView.verticalScrollIndicatorInsets.bottom
            )
            let geometry = scrollView.keyboardScreenGeometry()
            let insets = KeyboardMixinStorage.shared.update(ScrollViewInsetAdjustment(), for: self) {
                $0.update(
                    for: change,
                    screenBounds: geometry?.screenBounds ?? .null,
                    scrollViewFrame: geometry?.frame ?? .null,
                    adjustedContentBottomInset: scrollView.adjustedContentInset.bottom,
                    current: current
                )
            }
            guard let insets else { return }
            let revealsFirstResponder = keepsFirstResponderVisible && change.isVisible
            UIView.animateAlongsideKeyboard(
                from: change,
                animations: {
                    scrollView.contentInset.bottom = insets.content
                    scrollView.verticalScrollIndicatorInsets.bottom = insets.indicator
                    guard revealsFirstResponder, let responder = scrollView.firstResponderDescendant(),
                        responder !== scrollView
                    else { return }
                    // Without animation of its own, so the offset change rides the keyboard's curve.
                    scrollView.scrollRectToVisible(responder.convert(responder.bounds, to: scrollView), animated: false)
                }
            )
        }
    }
#endif
