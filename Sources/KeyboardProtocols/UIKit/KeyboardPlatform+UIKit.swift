#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - The UIKit side of the seam

    extension KeyboardPlatform {
        /// The UIKit layer's facts and actions for the core: screens from `UIScreen`, the mixins applied to view
        /// controllers, presentations and windows read from them, the layout commit from the main run loop.
        static var uiKit: KeyboardPlatform {
            KeyboardPlatform(
                notificationScreen: PlatformScreen.namedScreen(of:),
                lastWindowScreen: PlatformScreen.rememberedWindowScreen(of:),
                observerScreen: PlatformScreen.screen(of:),
                announceMixins: KeyboardMixinEngine.announce,
                didRegister: { observer, registry in observer.didRegisterForKeyboardChanges(registry: registry) },
                willUnregister: { observer, registry in observer.willUnregisterForKeyboardChanges(registry: registry) },
                coverFacts: { observer, registry in
                    observer.keyboardHostingController?.keyboardCoverFacts(focusedOn: registry) ?? .notPresenting
                },
                hasWindow: { ($0 as? UIViewController).map { $0.viewIfLoaded?.window != nil } ?? true },
                afterLayoutCommit: KeyboardMixinEngine.afterNextCommit(wakesRunLoop:_:),
                keyboardAccessory: KeyboardAccessorySensing.accessory(for:on:)
            )
        }
    }

    // MARK: - Registering

    extension KeyboardChangeFrameObserver {
        /// Runs the parts of the mixins whose stages include `registered` (the toolbar's bar), then gives a view
        /// controller that adopts a mixin moving layout a `KeyboardLayoutSensor` (once, unless its view
        /// is a scroll view), and, where it can be dismissed interactively, a `KeyboardFrameTracker` (once) that
        /// follows the drags of the view's scroll views; a screen adopting `AddsKeyboardToolbar` its toolbar. Each
        /// keeps `registry`, the one the screen registered on.
        ///
        /// The tracker only where an interactive dismissal can happen: the view holds a scroll view (its
        /// `keyboardDismissMode` is read when a drag begins, so one set when data loads counts). For a view that is
        /// itself a scroll view, the tracker goes in its window (`KeyboardDragSearch.trackerHost`); none in the
        /// container `AdjustsViewAboveKeyboard` translates, nor before iOS 15.4.
        func didRegisterForKeyboardChanges(registry: KeyboardObserverRegistry) {
            KeyboardMixinEngine.run(.registered(registry), of: self)
            guard let root = (self as? UIViewController)?.viewIfLoaded else { return }
            // A visual effect view takes subviews only in its contentView (KeyboardSensorHost).
            let view = root.sensorHost
            let movesLayout = KeyboardMixinEngine.movesLayout(self)
            // Not in a view that is a scroll view (a table view controller's): it would scroll with the content, its
            // safe area changing at every frame.
            if movesLayout, !(view is UIScrollView) {
                KeyboardLayoutSensor.install(in: view, for: self, registry: registry)
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
            guard let center = registry.center else { return }
            if let tracker = KeyboardFrameTracker.installed(in: host, center: center) {
                tracker.watchDrags(in: view)
                return
            }
            guard movesLayout, !movesWithItsOwnContainer(view), !UIScrollView.dragSources(in: view).isEmpty
            else { return }
            KeyboardFrameTracker.install(in: host, registry: registry)?.watchDrags(in: view)
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
        /// What is presented over this view controller and where the first responder is (the field that began
        /// editing last on `registry`'s center), for the core's `KeyboardCoverFacts.covers(keyboardVisible:)`. The
        /// search runs only while something is presented.
        // Apple, UIViewController.presentedViewController: "the view controller that is presented by this view
        // controller, or one of its ancestors in the view controller hierarchy". Apple, UIResponder.isFirstResponder.
        func keyboardCoverFacts(focusedOn registry: KeyboardObserverRegistry) -> KeyboardCoverFacts {
            guard let presented = presentedViewController else {
                guard firstResponderIsInOtherWindow(on: registry) else { return .notPresenting }
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

    // MARK: - What the UIKit layer keeps, per registry

    #if !os(visionOS)
        /// The screen of the last window the UIKit layer worked in for a registry; weak, so a disconnected screen goes.
        struct RememberedWindowScreen: KeyboardPlatformKey {
            weak var screen: UIScreen?
            static var defaultValue: RememberedWindowScreen { RememberedWindowScreen() }
        }
    #endif

    /// The keyboard preloader of a registry (the default center's, where UIKit posts the keyboard), made on first use.
    enum KeyboardPreloaderKey: KeyboardPlatformKey {
        static var defaultValue: KeyboardPreloader? { nil }
    }

    /// The toolbar of each `AddsKeyboardToolbar` screen registered on a registry, by the screen's identity.
    enum KeyboardToolbarControllersKey: KeyboardPlatformKey {
        static var defaultValue: [ObjectIdentifier: KeyboardToolbarController] { [:] }
    }

    extension KeyboardObserverRegistry {
        /// The preloader of `PreloadsKeyboard` screens whose listener registered here, made on first use: it runs the
        /// preload once per registry, so once per process for the default center.
        var keyboardPreloader: KeyboardPreloader {
            if let preloader = platformValues[KeyboardPreloaderKey.self] { return preloader }
            let preloader = KeyboardPreloader(registry: self)
            platformValues[KeyboardPreloaderKey.self] = preloader
            return preloader
        }

        /// The toolbars of the `AddsKeyboardToolbar` screens registered here.
        var keyboardToolbarControllers: [ObjectIdentifier: KeyboardToolbarController] {
            get { platformValues[KeyboardToolbarControllersKey.self] }
            set { platformValues[KeyboardToolbarControllersKey.self] = newValue }
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
            /// Remembers the screen of a window the UIKit layer works in for `registry` (the preload's, a mixin's),
            /// for the notifications that name none: every one before iOS 16.1, change-frame notifications after.
            /// `registry` keeps it; with none (a view measured outside any registration's pass), nothing is kept.
            ///
            /// - Parameters:
            ///   - screen: The screen of the window.
            ///   - registry: The registry the work was for.
            @MainActor
            static func remember(_ screen: UIScreen, in registry: KeyboardObserverRegistry?) {
                registry?.platformValues[RememberedWindowScreen.self].screen = screen
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

        /// The bounds of the screen of the last window the UIKit layer worked in for `registry`; `nil` before any,
        /// without a registry, and always on visionOS.
        @MainActor
        static func lastKnownBounds(in registry: KeyboardObserverRegistry?) -> CGRect? {
            registry.flatMap(rememberedWindowScreen(of:))?.bounds
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

        /// The screen of the window the UIKit layer last worked in for `registry`: the keyboard preload's, or a
        /// mixin's view's.
        @MainActor
        static func rememberedWindowScreen(of registry: KeyboardObserverRegistry) -> KeyboardScreen? {
            #if os(visionOS)
                return nil
            #else
                return registry.platformValues[RememberedWindowScreen.self].screen.map(keyboardScreen(_:))
            #endif
        }
    }
#endif
