#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - The UIKit side of the seam

    extension KeyboardPlatform {
        /// The UIKit layer's facts and actions for the core: screens from `UIScreen`, the mixins applied to view
        /// controllers, presentations and windows read from them, the layout commit from the main run loop.
        static var uiKit: KeyboardPlatform {
            KeyboardPlatform(
                notificationScreen: PlatformScreen.namedScreen(of:),
                lastWindowScreen: PlatformScreen.rememberedWindowScreen,
                observerScreen: PlatformScreen.screen(of:),
                announceMixins: KeyboardMixinEngine.announce,
                didRegister: { observer, center in observer.didRegisterForKeyboardChanges(center: center) },
                willUnregister: { observer, center in observer.willUnregisterForKeyboardChanges(center: center) },
                coverFacts: { $0.keyboardHostingController?.keyboardCoverFacts ?? .notPresenting },
                hasWindow: { ($0 as? UIViewController).map { $0.viewIfLoaded?.window != nil } ?? true },
                afterLayoutCommit: KeyboardMixinEngine.afterNextCommit(wakesRunLoop:_:),
                keyboardAccessory: KeyboardAccessorySensing.accessory(for:)
            )
        }
    }

    // MARK: - Registering

    extension KeyboardChangeFrameObserver {
        /// Runs the parts of the mixins whose stages include `registered` (the toolbar's bar), then gives a view
        /// controller that adopts a mixin moving layout a `KeyboardLayoutSensor` (once, unless its view
        /// is a scroll view), and, where it can be dismissed interactively, a `KeyboardFrameTracker` (once) that
        /// follows the drags of the view's scroll views.
        ///
        /// The tracker only where an interactive dismissal can happen: the view holds a scroll view (its
        /// `keyboardDismissMode` is read when a drag begins, so one set when data loads counts). For a view that is
        /// itself a scroll view, the tracker goes in its window (`KeyboardDragSearch.trackerHost`); none in the
        /// container `AdjustsViewAboveKeyboard` translates, nor before iOS 15.4.
        func didRegisterForKeyboardChanges(center: NotificationCenter) {
            KeyboardMixinEngine.run(.registered(center), of: self)
            guard let root = (self as? UIViewController)?.viewIfLoaded else { return }
            // Subviews of a visual effect view belong in its contentView (UIVisualEffectView.h).
            let view = (root as? UIVisualEffectView)?.contentView ?? root
            let movesLayout = KeyboardMixinEngine.movesLayout(self)
            // Not in a view that is a scroll view (a table view controller's): it would scroll with the content, its
            // safe area changing at every frame.
            if movesLayout, !(view is UIScrollView) {
                KeyboardLayoutSensor.install(in: view, for: self, center: center)
            }
            // The keyboard layout guide had early fixes up to iOS 15.4: before it, notifications alone.
            guard #available(iOS 15.4, macCatalyst 15.4, *), followsInteractiveKeyboardDismissal else { return }
            let host: UIView
            switch KeyboardDragSearch.trackerHost(screenViewIsScrollView: view is UIScrollView) {
            case .screenView: host = view
            case .window:
                guard let window = view.window else { return }
                host = window
            }
            if let tracker = KeyboardFrameTracker.installed(in: host, center: center) {
                tracker.watchDrags(in: view)
                return
            }
            guard movesLayout, !movesWithItsOwnContainer(view), !UIScrollView.dragSources(in: view).isEmpty
            else { return }
            KeyboardFrameTracker.install(in: host, center: center).watchDrags(in: view)
        }

        /// Whether `view` lies in the container `AdjustsViewAboveKeyboard` translates: a tracker there would move with
        /// the translation it causes and report a keyboard shifted by it, feeding the translation back.
        private func movesWithItsOwnContainer(_ view: UIView) -> Bool {
            guard let mixin = self as? any AdjustsViewAboveKeyboard else { return false }
            return view.isDescendant(of: mixin.viewToKeepAboveKeyboard)
        }
    }

    // MARK: - Presentations

    extension KeyboardChangeFrameObserver {
        /// The view controller whose presentations cover this observer: a view controller itself, or for a SwiftUI
        /// view's observer the nearest view controller up its sensor view's responder chain (its hosting
        /// controller); `nil` for any other observer, or a sensor in no view controller's view.
        // Apple, UIResponder.next: a view's next responder is "the UIViewController object that manages it (if it has
        // one)", else its superview.
        var keyboardHostingController: UIViewController? {
            if let controller = self as? UIViewController { return controller }
            guard let view = (self as? KeyboardViewObserver)?.sensor as? UIView else { return nil }
            return sequence(first: view as UIResponder, next: \.next).lazy.compactMap { $0 as? UIViewController }
                .first
        }
    }

    extension UIViewController {
        /// What is presented over this view controller and where the first responder is, for the core's
        /// `KeyboardCoverFacts.covers(keyboardVisible:)`. The search runs only while something is presented.
        // Apple, UIViewController.presentedViewController: "the view controller that is presented by this view
        // controller, or one of its ancestors in the view controller hierarchy". Apple, UIResponder.isFirstResponder.
        var keyboardCoverFacts: KeyboardCoverFacts {
            guard let presented = presentedViewController else {
                guard firstResponderIsInOtherWindow else { return .notPresenting }
                return KeyboardCoverFacts(
                    isPresenting: false, presentedIsSearchController: false, firstResponder: .inOtherWindow)
            }
            let firstResponder: KeyboardCoverFacts.FirstResponder
            if isFirstResponder {
                firstResponder = .inOwnView
            } else {
                switch viewIfLoaded?.searchFirstResponder() {
                case .found: firstResponder = .inOwnView
                case .nothing: firstResponder = .elsewhere
                case .gaveUp: firstResponder = .gaveUp
                case nil: firstResponder = .viewNotLoaded
                }
            }
            return KeyboardCoverFacts(
                isPresenting: true, presentedIsSearchController: presented is UISearchController,
                firstResponder: firstResponder)
        }
    }

    // MARK: - What the UIKit layer keeps

    /// What the UIKit layer keeps, on the default center's registry (no global of its own): the screen of the window
    /// it last worked in, the keyboard preloader, and the screens' keyboard toolbars.
    @MainActor
    final class KeyboardPlatformState {
        /// The screen of the last window the UIKit layer worked in; weak, so a disconnected screen goes.
        #if !os(visionOS)
            weak var windowScreen: UIScreen?
        #endif

        /// Runs `PreloadsKeyboard`'s preload, once per process.
        let preloader = KeyboardPreloader()

        /// The toolbar of each `AddsKeyboardToolbar` screen, by the screen's identity.
        var toolbarControllers: [ObjectIdentifier: KeyboardToolbarController] = [:]

        /// The one kept by the default center's registry, made on first use.
        static var ofDefaultRegistry: KeyboardPlatformState {
            let registry = KeyboardObserverRegistry.registry(for: .default)
            if let state = registry.platformState as? KeyboardPlatformState { return state }
            let state = KeyboardPlatformState()
            registry.platformState = state
            return state
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
            /// Remembers the screen of a window the UIKit layer works in (the preload's, a mixin's), for the
            /// notifications that name none: every one before iOS 16.1, change-frame notifications after. The
            /// default center's registry keeps it.
            ///
            /// - Parameter screen: The screen of the window.
            @MainActor
            static func remember(_ screen: UIScreen) {
                KeyboardPlatformState.ofDefaultRegistry.windowScreen = screen
            }

            /// A screen's identity and its bounds as of now (they change with the interface's rotation).
            ///
            /// - Parameter screen: A screen.
            /// - Returns: The value the core measures keyboards against.
            @MainActor
            static func keyboardScreen(_ screen: UIScreen) -> KeyboardScreen {
                KeyboardScreen(screen, bounds: screen.bounds)
            }

            /// The screen of a window's scene, for ``KeyboardPlatform/observerScreen``; `nil` off screen.
            ///
            /// - Parameter window: A view's window, or `nil` while the view is not in one.
            /// - Returns: The window's screen, or `nil` without a window or a scene.
            @MainActor
            static func keyboardScreen(of window: UIWindow?) -> KeyboardScreen? {
                (window?.windowScene?.screen).map(keyboardScreen(_:))
            }
        #endif

        /// The screen of the window of `observer`'s view (a view controller's, once loaded) or of `observer` (a view);
        /// `nil` in no window, for any other observer, and on visionOS.
        @MainActor
        static func screen(of observer: any KeyboardChangeFrameObserver) -> KeyboardScreen? {
            #if os(visionOS)
                return nil
            #else
                let view = (observer as? UIViewController)?.viewIfLoaded ?? observer as? UIView
                return keyboardScreen(of: view?.window)
            #endif
        }

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
                return KeyboardPlatformState.ofDefaultRegistry.windowScreen.map(keyboardScreen(_:))
            #endif
        }
    }
#endif
