#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// Reads the screens a `KeyboardScreenResolver` decides between, for ``KeyboardPlatform``'s UIKit side.
    ///
    /// It never reads `UIApplication.shared`, which is unavailable in app extensions: the registry is the core of
    /// every mixin, so it must build and run in a keyboard, share or message extension too. On visionOS, which has no
    /// `UIScreen`, every answer is `nil` and the core judges keyboards by their frames alone.
    enum PlatformScreen {
        #if !os(visionOS)
            /// The screen of the last window the UIKit layer worked in; weak, so a disconnected screen goes.
            @MainActor private static weak var lastWindowScreen: UIScreen?

            /// Remembers the screen of a window the UIKit layer works in (the preload's, a mixin's), for the
            /// notifications that name none: every one before iOS 16.1, change-frame notifications after.
            ///
            /// - Parameter screen: The screen of the window.
            @MainActor
            static func remember(_ screen: UIScreen) {
                lastWindowScreen = screen
            }

            /// A screen's identity and its bounds as of now (they change with the interface's rotation).
            ///
            /// - Parameter screen: A screen.
            /// - Returns: The value the core measures keyboards against.
            @MainActor
            static func keyboardScreen(_ screen: UIScreen) -> KeyboardScreen {
                KeyboardScreen(screen, bounds: screen.bounds)
            }

            /// The screen of a window's scene, for ``KeyboardChangeFrameObserver/keyboardScreen``; `nil` off screen.
            ///
            /// - Parameter window: A view's window, or `nil` while the view is not in one.
            /// - Returns: The window's screen, or `nil` without a window or a scene.
            @MainActor
            static func keyboardScreen(of window: UIWindow?) -> KeyboardScreen? {
                (window?.windowScene?.screen).map(keyboardScreen(_:))
            }
        #endif

        /// The bounds of the screen of the last window the UIKit layer worked in; `nil` before any, and always on
        /// visionOS.
        @MainActor static var lastKnownBounds: CGRect? {
            rememberedWindowScreen()?.bounds
        }

        /// The `UIScreen` a notification names: the `object` of show and hide notifications on iOS 16.1 and later
        /// (`UIWindow.h`); change-frame notifications, and every notification before iOS 16.1, carry none.
        @MainActor
        static func namedScreen(of notification: Notification) -> KeyboardScreen? {
            #if os(visionOS)
                return nil
            #else
                return (notification.object as? UIScreen).map(keyboardScreen(_:))
            #endif
        }

        /// The screen of the window the UIKit layer last worked in: the keyboard preload's, or a mixin's view's.
        @MainActor
        static func rememberedWindowScreen() -> KeyboardScreen? {
            #if os(visionOS)
                return nil
            #else
                return lastWindowScreen.map(keyboardScreen(_:))
            #endif
        }
    }
#endif
