#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A view controller that warms the keyboard up before the user first needs it, and knows the keyboard's likely
    /// height before it first shows.
    ///
    /// The keyboard runs out of process and starts the first time a text input becomes first responder, which can
    /// freeze that first tap. ``preloadKeyboard()`` gets this out of the way once per process: a throwaway text field
    /// in this view controller's window becomes first responder and resigns, and no observer of this package hears the
    /// show and hide this causes. Their height, and that of every later keyboard with default traits, goes into
    /// ``keyboardHeightCache``, so ``estimatedKeyboardHeight`` lays a screen out before its keyboard shows.
    ///
    /// UIKit posts that show and hide app-wide: only this package's observers are shielded. Every other keyboard
    /// observer in the app, another library or your own `NotificationCenter` observer of
    /// `UIResponder.keyboardWillShowNotification`, hears the preload's keyboard come and go (and
    /// `UITextField.textDidBeginEditingNotification` for its field); leave the call out if one of them must not.
    ///
    ///
    /// ```swift
    /// final class ComposeViewController: UIViewController, PreloadsKeyboard {
    ///     let editor = UITextView()
    ///
    ///     override func viewWillAppear(_ animated: Bool) {
    ///         super.viewWillAppear(animated)
    ///         addKeyboardFrameChangesObserver()
    ///         editor.contentInset.bottom = estimatedKeyboardHeight
    ///     }
    ///
    ///     override func viewDidAppear(_ animated: Bool) {
    ///         super.viewDidAppear(animated)
    ///         preloadKeyboard()  // leave this call out to turn preloading off
    ///     }
    ///
    ///     override func viewWillDisappear(_ animated: Bool) {
    ///         super.viewWillDisappear(animated)
    ///         removeKeyboardFrameChangesObserver()
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol PreloadsKeyboard: UIViewController, KeyboardChangeFrameObserver {
        /// Warms the keyboard up once per process, in this view controller's window.
        ///
        /// This method has a default implementation that, on the next turn of the main run loop, preloads if the
        /// view is on screen in the key window, nothing is first responder, no keyboard is up (this package has
        /// delivered none: a composer in an `inputAccessoryView` counts), VoiceOver is off and no hardware keyboard
        /// was seen; otherwise it does nothing, and a later call may try again. Called before its scene is
        /// foreground-active (a `viewDidAppear(_:)` during launch), it asks again once when the scene becomes active.
        /// Call it from `viewDidAppear(_:)`; leave the call out to turn preloading off.
        func preloadKeyboard()

        /// The height the docked keyboard will most likely have on this view controller's screen, in its orientation
        /// now.
        ///
        /// This property has a default implementation that returns the height measured on the screen of the view's
        /// window, else the table's estimate for that screen.
        var estimatedKeyboardHeight: CGFloat { get }

        /// Where measured heights are kept.
        ///
        /// This property has a default implementation that returns a cache over `UserDefaults.standard`.
        var keyboardHeightCache: KeyboardHeightCache { get }

        /// Records the height of a docked keyboard that has default traits and no input accessory view.
        ///
        /// This method has a default implementation that reads the first responder of the view's window and records
        /// the keyboard's height for its screen only when that responder asks for the default keyboard.
        ///
        /// - Parameter change: A delivered keyboard change.
        func recordKeyboardHeight(for change: KeyboardFrameChange)
    }

    // MARK: - PreloadsKeyboard

    extension PreloadsKeyboard {
        /// The preload's announced part: ``recordKeyboardHeight(for:)``, the conformer's or the default, for a
        /// notification (the core decides which changes are recorded).
        func recordKeyboardHeightIfDue(for change: KeyboardFrameChange) {
            runKeyboardMixin(
                KeyboardMixin.Unit(
                    KeyboardHeightRecording.self, runsAgain: false, sense: { _, _ in () },
                    apply: { screen, move in screen.recordKeyboardHeight(for: move.value) }),
                for: change)
        }

        /// Preloads once per process, on the next turn of the run loop, where nobody sees it.
        public func preloadKeyboard() {
            KeyboardPreloader.preload(from: self)
        }

        /// The measured or estimated docked height for the screen of the view's window.
        public var estimatedKeyboardHeight: CGFloat {
            // The screen this screen's registry last worked in, before its view is in a window.
            let registry = KeyboardRegistration.of(self).registry
            guard
                let screenBounds = viewIfLoaded?.keyboardScreenBounds(rememberedBy: registry)
                    ?? PlatformScreen.lastKnownBounds(in: registry)
            else {
                return keyboardHeightCache.estimatedHeight(screenSize: .zero)
            }
            return keyboardHeightCache.estimatedHeight(screenSize: screenBounds.size)
        }

        /// A cache over `UserDefaults.standard`.
        public var keyboardHeightCache: KeyboardHeightCache { KeyboardHeightCache() }

        /// Records the change's height when the first responder asks for the default keyboard.
        ///
        /// - Parameter change: A delivered keyboard change.
        public func recordKeyboardHeight(for change: KeyboardFrameChange) {
            guard let view = viewIfLoaded else { return }
            // A keyboard on another screen is filed under its own screen (the change's), not this view's.
            keyboardHeightCache.recordDockedHeight(
                of: change, screenBounds: view.keyboardScreenGeometry(for: change)?.screenBounds,
                responder: KeyboardPreloader.traits(of: view.window?.searchFirstResponder().responder))
        }
    }

    // MARK: -

    /// Runs the preload of ``PreloadsKeyboard``: once per process, in the asking view controller's window, behind the
    /// preload gate of the default center's registry, which keeps it. It never reads `UIApplication.shared`, so it
    /// runs in app extensions too. What to do and when is `KeyboardPreloadSchedule`'s; this class reads the live
    /// values and applies its answers.
    @MainActor
    final class KeyboardPreloader {
        /// The registry whose gate the preload holds: the one that keeps this preloader.
        private unowned let registry: KeyboardObserverRegistry
        private var schedule = KeyboardPreloadSchedule()
        private var gate: KeyboardPreloadGate?
        private var editingObservers: [any NSObjectProtocol] = []
        // Kept until the gate's time limit passed, so no later field can be mistaken for it.
        private var preloadField: UITextField?
        // The registry observes its center from its first registration on: a screen that preloads without
        // registering would leave the gate blind. Until the preload ends, the listener is registered.
        private var listener: PreloadListener?
        // Observes UIScene.didActivateNotification of the scene a request waits for, until it fires once.
        private var activationObserver: (any NSObjectProtocol)?

        init(registry: KeyboardObserverRegistry) {
            self.registry = registry
        }

        /// Preloads from `viewController` through the default center's registry, where UIKit posts the keyboard: a
        /// listener registers there as any observer does, and that registry's preloader runs the preload.
        static func preload(from viewController: some PreloadsKeyboard) {
            let listener = PreloadListener()
            listener.registerForKeyboardChanges(center: .default).keyboardPreloader
                .preload(from: viewController, listener: listener)
        }

        /// Runs the preload if the schedule says so, keeping `listener` (registered on the registry) registered
        /// until it ends; a listener not needed leaves at once.
        private func preload(from viewController: some PreloadsKeyboard, listener: PreloadListener) {
            let cache = viewController.keyboardHeightCache
            let request = schedule.request(conditions(for: viewController, cache: cache))
            // Kept only by a preload that has no listener yet.
            if request != .preload || self.listener != nil { registry.remove(listener) }
            switch request {
            case .preload: break
            case .retryWhenActive: return waitForActivation(of: viewController)
            case .skip: return
            }
            gate = KeyboardPreloadGate.installed(in: registry, heightCache: cache)
            if self.listener == nil { self.listener = listener }
            // Asked again on the next turn: the view may have left the screen or a field taken focus meanwhile.
            DispatchQueue.main.async { [weak self, weak viewController] in
                MainActor.assumeIsolated { self?.run(in: viewController, cache: cache) }
            }
        }

        // The live values the core decides on. No view: not on screen, nothing to wait for.
        private func conditions(for viewController: UIViewController?, cache: KeyboardHeightCache)
            -> KeyboardPreloadConditions
        {
            let view = viewController?.viewIfLoaded
            let window = view?.window
            return KeyboardPreloadConditions(
                platform: Self.platform,
                window: Self.askingWindow(of: view),
                isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
                isHardwareKeyboardAttached: cache.hardwareKeyboardWasLastSeen,
                // Any responder: a chat screen's view controller that is first responder for its input accessory.
                hasFirstResponder: window?.searchFirstResponder().mayHaveFirstResponder ?? false,
                // A composer in an inputAccessoryView is first responder in the keyboard's window, not this one: the
                // registry knows what it delivered.
                isKeyboardVisible: registry.isKeyboardVisible
                    || gate?.isKeyboardVisible == true)
        }

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

        /// What the core reads of the view's window to tell whether its scene is active and the view on screen.
        private static func askingWindow(of view: UIView?) -> KeyboardPreloadConditions.AskingWindow? {
            guard let view, let window = view.window else { return nil }
            return KeyboardPreloadConditions.AskingWindow(
                isSceneForegroundActive: window.windowScene.map { $0.activationState == .foregroundActive },
                isKeyWindow: window.isKeyWindow, isHidden: window.isHidden, bounds: window.bounds,
                viewFrame: view.convert(view.bounds, to: window), isViewHidden: view.isHidden)
        }

        /// Asks again once when the scene of the view's window next becomes foreground-active.
        private func waitForActivation(of viewController: some PreloadsKeyboard) {
            guard let scene = viewController.viewIfLoaded?.window?.windowScene else { return }
            if let activationObserver { NotificationCenter.default.removeObserver(activationObserver) }
            // Apple, UIScene.didActivateNotification: posted with the scene that became active as its object.
            activationObserver = NotificationCenter.default.addObserver(
                forName: UIScene.didActivateNotification, object: scene, queue: .main
            ) { [weak self, weak viewController] _ in
                MainActor.assumeIsolated { self?.sceneDidActivate(viewController) }
            }
        }

        private func sceneDidActivate(_ viewController: (some PreloadsKeyboard)?) {
            if let activationObserver { NotificationCenter.default.removeObserver(activationObserver) }
            activationObserver = nil
            guard schedule.sceneDidActivate(), let viewController else { return }
            Self.preload(from: viewController)
        }

        /// The first responder's traits, as the core's ``KeyboardInputTraits`` reads them.
        static func traits(of responder: UIResponder?) -> KeyboardInputTraits? {
            responder.map(KeyboardInputTraits.init(responder:))
        }

        private func run(in viewController: UIViewController?, cache: KeyboardHeightCache) {
            let decision = schedule.runScheduled(conditions(for: viewController, cache: cache))
            if decision == .retryWhenActive, let viewController = viewController as? any PreloadsKeyboard {
                waitForActivation(of: viewController)
            }
            guard decision.preloads, let window = viewController?.viewIfLoaded?.window, let gate else {
                return stopListening()
            }
            #if !os(visionOS)
                // Before iOS 16.1 no keyboard notification names its screen; the gate files heights by its size.
                PlatformScreen.remember(window.screen, in: registry)
            #endif

            // Default text traits, so the keyboard measured is the one most fields get, QuickType bar included.
            let field = UITextField(frame: .zero)
            window.addSubview(field)
            observeOtherResponders(except: field, gate: gate)
            gate.isOtherResponderFirstResponder = { [weak field, weak window] in
                switch window?.searchFirstResponder() {
                case .found(let responder): return responder !== field
                case .gaveUp: return true  // Unsure: let the change through rather than swallow a real keyboard.
                case .nothing, nil: return false
                }
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
            DispatchQueue.main.asyncAfter(deadline: .now() + gate.timeLimit) { [weak self] in
                MainActor.assumeIsolated { self?.stopObservingResponders() }
            }
        }

        /// Opens the gate as soon as a real text field or text view begins editing during the preload.
        private func observeOtherResponders(except field: UITextField, gate: KeyboardPreloadGate) {
            preloadField = field
            let names = [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification]
            editingObservers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
                    [weak self] notification in
                    let editor = notification.object.map { ObjectIdentifier($0 as AnyObject) }
                    MainActor.assumeIsolated { self?.responderBeganEditing(editor) }
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
            stopListening()
        }

        private func stopListening() {
            if let listener { registry.remove(listener) }
            listener = nil
        }
    }

    /// Keeps the default registry observing its center for the preload's gate; hears nothing itself.
    @MainActor
    private final class PreloadListener: KeyboardChangeFrameObserver {
        var followsInteractiveKeyboardDismissal: Bool { false }
    }
#endif
