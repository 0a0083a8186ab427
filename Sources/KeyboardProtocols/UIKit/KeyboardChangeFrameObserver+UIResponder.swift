#if canImport(UIKit)
    import UIKit

    extension KeyboardChangeFrameObserver where Self: UIResponder {
        /// Starts delivering keyboard changes to this view controller or view, judging them against the real screen.
        ///
        /// Calling it again while registered does nothing. Besides registering, it lets the registry read the screen
        /// a keyboard appears on, so a frame below the screen counts as hidden and a floating keyboard as undocked.
        ///
        /// - Parameter center: The center keyboard notifications are posted to. Defaults to
        ///   `NotificationCenter.default`.
        public func addKeyboardFrameChangesObserver(center: NotificationCenter = .default) {
            let registry = KeyboardObserverRegistry.registry(for: center)
            if registry.screenBoundsProvider == nil {
                registry.screenBoundsProvider = KeyboardScreen.bounds(for:)
            }
            registry.add(self)
        }
    }

    /// Finds the screen a keyboard notification is about.
    enum KeyboardScreen {
        /// The notification's `UIScreen` (its `object` for show and hide notifications on iOS 16.1 and later), else
        /// the screen of the foreground-active window scene; change-frame notifications carry no object.
        @MainActor
        static func bounds(for notification: Notification) -> CGRect? {
            if let screen = notification.object as? UIScreen { return screen.bounds }
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            let activeScene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
            return activeScene?.screen.bounds
        }
    }
#endif
