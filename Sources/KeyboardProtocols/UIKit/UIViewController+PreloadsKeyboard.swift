#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - PreloadsKeyboard

    extension PreloadsKeyboard {
        /// Preloads once per process in this view controller's window, on the next turn of the run loop.
        public func preloadKeyboard() {
            KeyboardPreloader.shared.preloadOnce(in: self)
        }

        /// The measured or estimated docked height for the screen of the view's window.
        public var estimatedKeyboardHeight: CGFloat {
            guard let screenBounds = viewIfLoaded?.keyboardScreenBounds() ?? PlatformScreen.lastKnownBounds else {
                return KeyboardHeightEstimates.lastResortHeight(for: .portrait)
            }
            return keyboardHeightCache.estimatedHeight(screenSize: screenBounds.size)
        }

        /// A cache over `UserDefaults.standard`.
        public var keyboardHeightCache: KeyboardHeightCache { KeyboardHeightCache() }

        /// Records the change's docked height for the screen of the view's window, or for the keyboard's own screen
        /// when the change names another one.
        ///
        /// - Parameter change: A delivered keyboard change.
        public func recordKeyboardHeight(for change: KeyboardFrameChange) {
            // A keyboard on another screen is filed under its own screen (the change's), not this view's.
            keyboardHeightCache.recordDockedHeight(
                of: change, screenBounds: viewIfLoaded?.keyboardScreenGeometry(for: change)?.screenBounds)
        }
    }
#endif
