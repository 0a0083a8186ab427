#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// Runs the keyboard preload of ``PreloadsKeyboard``: once per process, behind the gate of the default center.
    ///
    /// Unavailable in app extensions: it finds the active scene through `UIApplication.shared`.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    @MainActor
    final class KeyboardPreloader {
        static let shared = KeyboardPreloader()

        private var hasStarted = false
        private var activationObserver: (any NSObjectProtocol)?
        private var editingObservers: [any NSObjectProtocol] = []
        // Kept until the gate's time limit passed, so no later field can be mistaken for it.
        private var preloadField: UITextField?
        private var gate: KeyboardPreloadGate?

        /// Schedules the preload for the next turn of the run loop; does nothing after the first call.
        func preloadOnce() {
            guard !hasStarted else { return }
            hasStarted = true
            DispatchQueue.main.async {
                MainActor.assumeIsolated { KeyboardPreloader.shared.preloadInActiveScene() }
            }
        }

        private func preloadInActiveScene() {
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            if let window = scenes.first(where: { $0.activationState == .foregroundActive })?.keyWindow {
                preload(in: window)
            } else {
                waitForSceneActivation()
            }
        }

        private func waitForSceneActivation() {
            guard activationObserver == nil else { return }
            activationObserver = NotificationCenter.default.addObserver(
                forName: UIScene.didActivateNotification, object: nil, queue: .main
            ) { _ in
                MainActor.assumeIsolated {
                    let preloader = KeyboardPreloader.shared
                    if let observer = preloader.activationObserver {
                        NotificationCenter.default.removeObserver(observer)
                        preloader.activationObserver = nil
                    }
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { KeyboardPreloader.shared.preloadInActiveScene() }
                    }
                }
            }
        }

        private func preload(in window: UIWindow) {
            #if !os(visionOS)
                // Before iOS 16.1 no keyboard notification names its screen; the gate files heights by its size.
                PlatformScreen.remember(window.screen)
            #endif
            let registry = KeyboardObserverRegistry.registry(for: .default)
            let gate = KeyboardPreloadGate.installed(in: registry)

            let field = UITextField(frame: .zero)
            field.autocorrectionType = .no
            window.addSubview(field)
            observeOtherResponders(except: field, gate: gate)

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
            gate = nil
        }
    }
#endif
