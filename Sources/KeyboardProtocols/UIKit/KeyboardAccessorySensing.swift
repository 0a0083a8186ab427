#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// Senses what rides on the keyboard and where the first responder lives, through public API only, for the core's
    /// `KeyboardFrameChange.riding(_:)` and `KeyboardCoverFacts.covers(keyboardVisible:)`.
    enum KeyboardAccessorySensing {
        /// The input accessory on screen: the first responder's `inputAccessoryView` (the field that began editing
        /// last on `registry`'s center, while it is first responder), else a registered view controller's own (a
        /// MessageKit-style composer, whose text view has none); its frame in screen coordinates while it is in a
        /// window and visible.
        // Apple, UIResponder.inputAccessoryView: "the custom accessory view to display when the receiver becomes the
        // first responder".
        @MainActor
        static func accessory(
            for observers: [any KeyboardChangeFrameObserver], on registry: KeyboardObserverRegistry
        ) -> KeyboardFrameChange.Accessory? {
            #if os(visionOS)
                // No input accessory views on visionOS, and no screen to measure one on.
                return nil
            #else
                return sensedAccessory(for: observers, on: registry)
            #endif
        }

        #if !os(visionOS)
            @MainActor
            private static func sensedAccessory(
                for observers: [any KeyboardChangeFrameObserver], on registry: KeyboardObserverRegistry
            ) -> KeyboardFrameChange.Accessory? {
                if let field = focusedResponder(on: registry), let view = field.inputAccessoryView,
                    let frame = screenFrame(of: view)
                {
                    return KeyboardFrameChange.Accessory(frame: frame)
                }
                for case let controller as UIViewController in observers {
                    guard let view = controller.inputAccessoryView, let frame = screenFrame(of: view) else { continue }
                    // A controller that can become first responder keeps its accessory when the keyboard goes.
                    return KeyboardFrameChange.Accessory(
                        frame: frame, staysWithoutKeyboard: controller.canBecomeFirstResponder)
                }
                return nil
            }
        #endif

        /// The field that began editing last on `registry`'s center, while it is still the first responder.
        @MainActor
        static func focusedResponder(on registry: KeyboardObserverRegistry) -> UIResponder? {
            guard let field = registry.lastFieldThatBeganEditing as? UIResponder, field.isFirstResponder else {
                return nil
            }
            return field
        }

        /// A view's frame in its screen's coordinates, as keyboard frames are, while it is in a window, shown and not
        /// transparent; `nil` otherwise, and always on visionOS (UIWindow.h: `screen` is unavailable there). The
        /// registry's accessory and the height cache's read it alike.
        @MainActor
        static func screenFrame(of view: UIView) -> CGRect? {
            #if os(visionOS)
                return nil
            #else
                guard let window = view.window, !view.isHidden, view.alpha > 0.01,
                    let screen = window.windowScene?.screen
                else { return nil }
                return view.convert(view.bounds, to: screen.coordinateSpace)
            #endif
        }
    }

    extension UIViewController {
        /// Whether the first responder (the field that began editing last on `registry`'s center) is known to be a
        /// field in another window than this view controller's view, and not in its view or its own input accessory
        /// (an alert's text field in its own window, a banner's).
        func firstResponderIsInOtherWindow(on registry: KeyboardObserverRegistry) -> Bool {
            guard let field = KeyboardAccessorySensing.focusedResponder(on: registry) as? UIView,
                let fieldWindow = field.window,
                let view = viewIfLoaded, let window = view.window, fieldWindow !== window,
                !field.isDescendant(of: view)
            else { return false }
            #if !os(visionOS)
                // A composer's text view lives in the keyboard's window, in this controller's own accessory.
                if let accessory = inputAccessoryView, field.isDescendant(of: accessory) { return false }
            #endif
            return true
        }
    }
#endif
