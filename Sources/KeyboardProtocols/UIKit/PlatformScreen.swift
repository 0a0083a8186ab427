#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// Finds the screen a keyboard notification is about; every ``KeyboardObserverRegistry`` starts with it as its
    /// `screenBoundsProvider`.
    ///
    /// Without UIKit, `Core/Internal/PlatformScreenFallback.swift` declares the same name and answers `nil`.
    ///
    /// It never reads `UIApplication.shared`, which is unavailable in app extensions: the registry is the core of
    /// every mixin, so it must build and run in a keyboard, share or message extension too.
    enum PlatformScreen {
        /// Reads the notification's `UIScreen` (the `object` of show and hide notifications on iOS 16.1 and later),
        /// else the screen the last such notification named or the UIKit layer last measured in: change-frame
        /// notifications, and every notification before iOS 16.1, carry no object.
        @MainActor static var boundsProvider: (@MainActor (Notification) -> CGRect?)? {
            bounds(for:)
        }

        #if !os(visionOS)
            /// The screen of the last keyboard notification that named one, or of the last window the UIKit layer
            /// measured in; weak, so a disconnected screen goes.
            @MainActor private static weak var lastKeyboardScreen: UIScreen?

            /// Remembers the screen of a window the UIKit layer works in (the preload's, a mixin's), for the
            /// notifications that name none: every one before iOS 16.1, change-frame notifications after.
            ///
            /// - Parameter screen: The screen of the window.
            @MainActor
            static func remember(_ screen: UIScreen) {
                lastKeyboardScreen = screen
            }
        #endif

        /// The bounds of the last screen a keyboard notification named or the UIKit layer measured in; `nil` before
        /// any, and always on visionOS.
        @MainActor static var lastKnownBounds: CGRect? {
            #if os(visionOS)
                return nil
            #else
                return lastKeyboardScreen?.bounds
            #endif
        }

        /// The bounds of the notification's screen, or of the last screen a keyboard notification named or the UIKit
        /// layer measured in.
        ///
        /// `nil` until a notification named a screen or the UIKit layer measured in a window (before iOS 16.1 no
        /// keyboard notification names its screen), and always on visionOS, which has no `UIScreen`: the core then
        /// judges the keyboard by its frames alone. The mixins don't depend on it; they measure against the screen of
        /// their own view's window.
        @MainActor
        private static func bounds(for notification: Notification) -> CGRect? {
            #if os(visionOS)
                return nil
            #else
                if let screen = notification.object as? UIScreen {
                    lastKeyboardScreen = screen
                    return screen.bounds
                }
                return lastKeyboardScreen?.bounds
            #endif
        }
    }
#endif
