#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// Runs the keyboard preload of ``PreloadsKeyboard``: once per process, in the asking view controller's window,
    /// behind the gate of the default center.
    ///
    /// It never reads `UIApplication.shared`, so it runs in app extensions too.
    @MainActor
    final class KeyboardPreloader {
        static let shared = KeyboardPreloader()

        private var hasStarted = false
        private var windowObserver: (any NSObjectProtocol)?
        private var editingObservers: [any NSObjectProtocol] = []
        // Kept until the gate's time limit passed, so no later field can be mistaken for it.
        private var preloadField: UITextField?
        private var gate: KeyboardPreloadGate?
        // Registered from the first call until the gate's time limit passed (or the preload is skipped): the registry
        // observes its center only while it has observers, and a screen that preloads without registering (a home
        // screen with no field of its own) would leave the gate blind: no height recorded, no keyboard seen up.
        private var listener: PreloadListener?

        /// Schedules the preload in `viewController`'s window for the next turn of the run loop; does nothing after
        /// the first call in the process.
        func preloadOnce(in viewController: some PreloadsKeyboard) {
            guard !hasStarted, Self.platform.hasSoftwareKeyboardToWarm else { return }
            hasStarted = true
            owner = viewController
            cache = viewController.keyboardHeightCache
            // Installed now, so the gate has seen any keyboard shown before the preload runs.
            let registry = KeyboardObserverRegistry.registry(for: .default)
            gate = KeyboardPreloadGate.installed(in: registry, heightCache: viewController.keyboardHeightCache)
            let listener = PreloadListener()
            self.listener = listener
            registry.add(listener)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { KeyboardPreloader.shared.preloadIfInWindow() }
            }
        }

        // The view controller that asked, weak so a dismissed one is never kept alive for the preload.
        private weak var owner: UIViewController?
        private var cache: KeyboardHeightCache?

        /// Mac Catalyst, an iPad app on a Mac and visionOS have no software keyboard that stalls on first use.
        private static var platform: KeyboardPreloadConditions.Platform {
            #if os(visionOS)
                let isVisionOS = true
            #else
                let isVisionOS = false
            #endif
            return KeyboardPreloadConditions.Platform(
                isMacCatalystApp: ProcessInfo.processInfo.isMacCatalystApp,
                isiOSAppOnMac: ProcessInfo.processInfo.isiOSAppOnMac,
                isVisionOS: isVisionOS)
        }

        private func preloadIfInWindow() {
            guard let owner, let cache else {
                // The view controller went before reaching a window: the next one to ask may preload.
                hasStarted = false
                stopListening()
                return stopWaitingForWindow()
            }
            guard let window = owner.viewIfLoaded?.window else { return waitForWindow() }
            stopWaitingForWindow()
            self.owner = nil
            preload(in: window, cache: cache)
        }

        /// Called before the view is in a window (`viewDidLoad` of a root view controller): tries again whenever a
        /// window becomes key, which `makeKeyAndVisible()` does right after installing the root view controller, and,
        /// for a view added to a window that is key already (a pushed screen's `viewDidLoad`), every quarter second
        /// for up to the gate's time limit; then it gives up, and the next view controller to ask may preload.
        private func waitForWindow() {
            guard windowObserver == nil else { return }
            windowObserver = NotificationCenter.default.addObserver(
                forName: UIWindow.didBecomeKeyNotification, object: nil, queue: .main
            ) { _ in
                MainActor.assumeIsolated { KeyboardPreloader.shared.preloadIfInWindow() }
            }
            waitingSession += 1
            retryWhileWaiting(
                session: waitingSession, remaining: Int(KeyboardPreloadGate.defaultTimeLimit / Self.retryInterval))
        }

        private static let retryInterval: TimeInterval = 0.25

        /// Counts the waits for a window, so a retry belongs to the wait that scheduled it: one that outlived its wait
        /// (preloaded, or reset when its view controller went) must not drive, and cut short, a later one.
        private var waitingSession = 0

        private func retryWhileWaiting(session: Int, remaining: Int) {
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.retryInterval) {
                MainActor.assumeIsolated {
                    let preloader = KeyboardPreloader.shared
                    // Preloaded, gave up or reset meanwhile, or a later wait began.
                    guard preloader.windowObserver != nil, preloader.waitingSession == session else { return }
                    guard remaining > 0 else {
                        preloader.owner = nil
                        return preloader.preloadIfInWindow()  // no owner: resets, so another may try
                    }
                    preloader.preloadIfInWindow()
                    preloader.retryWhileWaiting(session: session, remaining: remaining - 1)
                }
            }
        }

        private func stopWaitingForWindow() {
            if let windowObserver { NotificationCenter.default.removeObserver(windowObserver) }
            windowObserver = nil
        }

        private func preload(in window: UIWindow, cache: KeyboardHeightCache) {
            let gate = gate ?? KeyboardPreloadGate.installed(
                in: KeyboardObserverRegistry.registry(for: .default), heightCache: cache)
            // Never steal focus or swallow a real keyboard: a login or search screen that focused its field at launch
            // keeps it (issue 13; Bluesky turned preloading off over the flash).
            let conditions = KeyboardPreloadConditions(
                platform: Self.platform,
                // Any responder: a chat screen's view controller that is first responder for its input accessory
                // view would lose its bar to the preload field.
                hasFirstResponder: window.firstResponderInHierarchy() != nil,
                isKeyboardVisible: gate.isKeyboardVisible)
            guard conditions.decision.preloads else { return stopListening() }
            #if !os(visionOS)
                // Before iOS 16.1 no keyboard notification names its screen; the gate files heights by its size.
                PlatformScreen.remember(window.screen)
            #endif

            // Default text traits, so the keyboard measured is the one most fields get, QuickType bar included
            // (autocorrection off hides the bar: the first estimate would be about 44 points short).
            let field = UITextField(frame: .zero)
            window.addSubview(field)
            observeOtherResponders(except: field, gate: gate)
            // UITextView posts will-change-frame before textViewDidBeginEditing, and WKWebView or a custom UIKeyInput
            // never posts text-did-begin-editing: ask who really is first responder when a change arrives.
            gate.isOtherResponderFirstResponder = { [weak field, weak window] in
                guard let responder = window?.firstResponderInHierarchy() else { return false }
                return responder !== field
            }

            gate.beginPreload()
            if field.becomeFirstResponder() {
                gate.preloadFieldDidBecomeFirstResponder()
                _ = field.resignFirstResponder()
                gate.preloadFieldDidResignFirstResponder()
            } else {
                gate.cancelPreload()
            }
            field.removeFromSuperview()
            // The gate's time limit counts from here; past it, the gate is open whatever happens.
            DispatchQueue.main.asyncAfter(deadline: .now() + gate.timeLimit) {
                MainActor.assumeIsolated { KeyboardPreloader.shared.stopObservingResponders() }
            }
        }

        /// Opens the gate as soon as a real text field or text view begins editing during the preload, so its
        /// keyboard reaches observers; the listening stops when the gate's time limit has passed.
        private func observeOtherResponders(except field: UITextField, gate: KeyboardPreloadGate) {
            preloadField = field
            self.gate = gate
            let names = [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification]
            editingObservers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { notification in
                    let editor = notification.object.map { ObjectIdentifier($0 as AnyObject) }
                    MainActor.assumeIsolated {
                        KeyboardPreloader.shared.responderBeganEditing(editor)
                    }
                }
            }
        }

        private func responderBeganEditing(_ editor: ObjectIdentifier?) {
            guard let preloadField, editor != ObjectIdentifier(preloadField) else { return }
            gate?.otherResponderDidBecomeFirstResponder()
            stopObservingResponders()
        }

        private func stopObservingResponders() {
            for observer in editingObservers { NotificationCenter.default.removeObserver(observer) }
            editingObservers.removeAll()
            preloadField = nil
            gate?.isOtherResponderFirstResponder = nil
            gate = nil
            stopListening()
        }

        private func stopListening() {
            if let listener { KeyboardObserverRegistry.registry(for: .default).remove(listener) }
            listener = nil
        }
    }

    /// Keeps the default registry observing its center for the preload's gate; hears nothing itself.
    @MainActor
    private final class PreloadListener: KeyboardChangeFrameObserver {
        var followsInteractiveKeyboardDismissal: Bool { false }
    }
#endif
