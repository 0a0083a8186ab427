#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - The UIKit side of the seam

    extension KeyboardPlatform {
        /// The UIKit layer's answers to the core: screens from `UIScreen`, the mixins run on view controllers.
        static var uiKit: KeyboardPlatform {
            KeyboardPlatform(
                notificationScreen: PlatformScreen.namedScreen(of:),
                lastWindowScreen: PlatformScreen.rememberedWindowScreen,
                runMixins: KeyboardMixinEngine.run,
                didRegister: { observer, center in observer.didRegisterForKeyboardChanges(center: center) },
                isCoveredByPresentation: { ($0 as? UIViewController)?.isCoveredByPresentation ?? false }
            )
        }
    }

    // MARK: - Registering

    extension KeyboardChangeFrameObserver {
        /// Gives a view controller that can be dismissed interactively a `KeyboardFrameTracker`, once, and lets the
        /// tracker follow the drags of the view's interactive scroll views.
        ///
        /// Only for a mixin that moves layout, where an interactive dismissal can happen: the view holds a scroll view
        /// whose `keyboardDismissMode` is interactive. None in a view that is a scroll view (it would scroll with the
        /// content), nor in the container `AdjustsViewAboveKeyboard` translates, nor before iOS 15.4.
        func didRegisterForKeyboardChanges(center: NotificationCenter) {
            // The keyboard layout guide had early fixes up to iOS 15.4: before it, notifications alone.
            guard #available(iOS 15.4, macCatalyst 15.4, *) else { return }
            guard followsInteractiveKeyboardDismissal, let root = (self as? UIViewController)?.viewIfLoaded else {
                return
            }
            // Subviews of a visual effect view belong in its contentView (UIVisualEffectView.h).
            let view = (root as? UIVisualEffectView)?.contentView ?? root
            if let tracker = KeyboardFrameTracker.installed(in: view, center: center) {
                tracker.watchDrags(in: view)
                return
            }
            guard KeyboardMixinEngine.movesLayout(self), !(view is UIScrollView), !movesWithItsOwnContainer(view),
                !UIScrollView.interactivelyDismissing(in: view).isEmpty
            else { return }
            KeyboardFrameTracker.install(in: view, center: center)
        }

        /// Whether `view` lies in the container `AdjustsViewAboveKeyboard` translates: a tracker there would move with
        /// the translation it causes and report a keyboard shifted by it, feeding the translation back.
        private func movesWithItsOwnContainer(_ view: UIView) -> Bool {
            guard let mixin = self as? any AdjustsViewAboveKeyboard else { return false }
            return view.isDescendant(of: mixin.viewToKeepAboveKeyboard)
        }
    }

    // MARK: - Presentations

    extension UIViewController {
        /// Whether a presentation covers this view controller and owns the keyboard: something is presented over it
        /// (or over an ancestor), and the first responder, whose keyboard it is, is in that presentation.
        ///
        /// A presentation with no first responder (an alert without a text field, a sheet whose field resigned)
        /// covers nothing: the keyboard going away is this screen's too. A search controller is presented over the
        /// screen it searches, whose results it shows: that one covers nothing either. Unsure (a view tree too large
        /// to search), the answer is `false`: the layout follows the keyboard.
        var isCoveredByPresentation: Bool {
            // Apple presentedViewController: "presented by this view controller, or one of its ancestors".
            guard let presented = presentedViewController, !(presented is UISearchController) else { return false }
            var controller: UIViewController? = presented
            var depth = 0
            while let current = controller, depth < 8 {
                if current.isFirstResponder { return true }
                if case .found = current.viewIfLoaded?.searchFirstResponder() { return true }
                controller = current.presentedViewController
                depth += 1
            }
            return false
        }
    }

    // MARK: - View controllers

    extension KeyboardChangeFrameObserver where Self: UIViewController {
        /// The screen of the view's window, so a notification that names no screen is measured against the screen this
        /// view controller is on; `nil` while the view is in no window, and on visionOS.
        public var keyboardScreen: KeyboardScreen? {
            #if os(visionOS)
                return nil
            #else
                return PlatformScreen.keyboardScreen(of: viewIfLoaded?.window)
            #endif
        }
    }

    // MARK: - Screens

    /// Reads the screens `KeyboardScreenResolver` decides between, for ``KeyboardPlatform``'s UIKit side.
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

        /// The `UIScreen` a notification names: the `object` of show and hide notifications on iOS 16.1 and later;
        /// change-frame notifications, and every notification before iOS 16.1, carry none.
        // UIWindow.h: "The notification object is the UIScreen that contains the keyboard" (show and hide).
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
