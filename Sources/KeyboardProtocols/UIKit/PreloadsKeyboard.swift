#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// An object that warms up the keyboard at launch, so the first text field the user taps opens without a stall.
    ///
    /// The keyboard runs out of process and starts up the first time a text input becomes first responder, which
    /// can freeze that first tap for a moment. ``preloadKeyboard()`` gets this out of the way at launch: once per
    /// process, on the next turn of the run loop, a throwaway `UITextField` (autocorrection off) in the key window of
    /// the foreground-active scene becomes first responder, resigns and is removed. A ``KeyboardPreloadGate`` on
    /// `NotificationCenter.default` swallows the show and hide this causes, so no `KeyboardChangeFrameObserver` and
    /// no ``KeyboardState`` hears them, while the height they measure goes into the height cache
    /// (`UserDefaults.standard`), ready for ``KeyboardHeightCache/estimatedHeight(for:showsQuickType:)``.
    ///
    /// Adopt it in the scene delegate, the app delegate or the first view controller:
    ///
    /// ```swift
    /// final class SceneDelegate: UIResponder, UIWindowSceneDelegate, PreloadsKeyboard {
    ///     var window: UIWindow?
    ///
    ///     func scene(
    ///         _ scene: UIScene,
    ///         willConnectTo session: UISceneSession,
    ///         options connectionOptions: UIScene.ConnectionOptions
    ///     ) {
    ///         guard let windowScene = scene as? UIWindowScene else { return }
    ///         let window = UIWindow(windowScene: windowScene)
    ///         window.rootViewController = RootViewController()
    ///         window.makeKeyAndVisible()
    ///         self.window = window
    ///         preloadKeyboard()
    ///     }
    /// }
    /// ```
    ///
    /// If no scene is foreground-active yet (called from `scene(_:willConnectTo:options:)`, the scene only becomes
    /// active afterwards), the preload waits for the next scene activation.
    ///
    /// Unavailable in app extensions (`UIApplication.shared`, which finds the active scene, is unavailable there).
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    @MainActor
    public protocol PreloadsKeyboard: AnyObject {
        /// Warms up the keyboard once per process.
        ///
        /// This method has a default implementation that, the first time any object calls it in the process,
        /// schedules the preload for the next turn of the main run loop, in the key window of the foreground-active
        /// scene (or of the next scene to become active), behind the ``KeyboardPreloadGate`` of
        /// `NotificationCenter.default`; later calls do nothing.
        func preloadKeyboard()
    }

    // MARK: - Default implementation

    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    extension PreloadsKeyboard {
        /// Warms up the keyboard once per process, on the next turn of the run loop.
        public func preloadKeyboard() {
            KeyboardPreloader.shared.preloadOnce()
        }
    }
#endif
