#if canImport(UIKit)
    import UIKit

    /// Finds the screen a keyboard notification is about; every ``KeyboardObserverRegistry`` starts with it as its
    /// `screenBoundsProvider`.
    ///
    /// Without UIKit, `Core/Internal/PlatformScreenFallback.swift` declares the same name and answers `nil`.
    enum PlatformScreen {
        /// Reads the notification's `UIScreen` (the `object` of show and hide notifications on iOS 16.1 and later),
        /// else the screen of the foreground-active window scene: change-frame notifications carry no object.
        @MainActor static var boundsProvider: (@MainActor (Notification) -> CGRect?)? {
            bounds(for:)
        }

        @MainActor
        private static func bounds(for notification: Notification) -> CGRect? {
            #if os(visionOS)
                // visionOS has no UIScreen: keyboards are judged by their frames alone.
                return nil
            #else
                if let screen = notification.object as? UIScreen { return screen.bounds }
                let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                let activeScene = scenes.first { $0.activationState == .foregroundActive } ?? scenes.first
                return activeScene?.screen.bounds
            #endif
        }
    }
#endif
