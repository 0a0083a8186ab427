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
            for observers: () -> [any KeyboardChangeFrameObserver], on registry: KeyboardObserverRegistry
        ) -> KeyboardFrameChange.Accessory? {
            #if os(visionOS)
                // No input accessory views on visionOS, and no screen to measure one on.
                return nil
            #else
                return sensedAccessory(for: observers(), on: registry)
            #endif
        }

        #if !os(visionOS)
            @MainActor
            private static func sensedAccessory(
                for observers: [any KeyboardChangeFrameObserver], on registry: KeyboardObserverRegistry
            ) -> KeyboardFrameChange.Accessory? {
                if let field = focusedResponder(on: registry) ?? firstResponder(among: observers),
                    let view = field.inputAccessoryView
                {
                    return accessory(view, staysWithoutKeyboard: false)
                }
                for case let controller as UIViewController in observers {
                    // A controller that can become first responder keeps its accessory when the keyboard goes.
                    guard let view = controller.inputAccessoryView,
                        let accessory = accessory(view, staysWithoutKeyboard: controller.canBecomeFirstResponder)
                    else { continue }
                    return accessory
                }
                return nil
            }

            /// The first responder in the registered screens' windows when no text field or text view began editing:
            /// a web view's form field, a custom `UITextInput` view. They post no begin-editing notification, so their
            /// accessories (a `WKWebView`'s form bar) are found by asking the views (`searchFirstResponder()`, at most
            /// 1,024 views a window, breadth first).
            // Apple, UITextInput: a custom text view adopts the protocol and becomes first responder itself; UIKit posts
            // UITextFieldTextDidBeginEditing and UITextViewTextDidBeginEditing only for its own classes.
            @MainActor
            private static func firstResponder(among observers: [any KeyboardChangeFrameObserver]) -> UIResponder? {
                var searched: [UIWindow] = []
                for case let controller as UIViewController in observers {
                    guard let window = controller.viewIfLoaded?.window, !searched.contains(window) else { continue }
                    searched.append(window)
                    if let responder = window.searchFirstResponder().responder { return responder }
                }
                return nil
            }

            /// `view` as an accessory fact: where it sits while it is in a window and shown; only its size while its
            /// host is not yet laid out in one (the core then counts its height on the keyboard).
            @MainActor
            private static func accessory(_ view: UIView, staysWithoutKeyboard: Bool) -> KeyboardFrameChange.Accessory?
            {
                if let frame = screenFrame(of: view) {
                    return KeyboardFrameChange.Accessory(
                        frame: frame, staysWithoutKeyboard: staysWithoutKeyboard,
                        isInNotificationFrame: notificationFramesIncludeAccessory)
                }
                guard view.window == nil, !view.isHidden else { return nil }
                let intrinsic = view.intrinsicContentSize.height
                return KeyboardFrameChange.Accessory(
                    unplacedWidth: view.bounds.width, boundsHeight: view.bounds.height,
                    intrinsicHeight: intrinsic == UIView.noIntrinsicMetric ? nil : intrinsic,
                    staysWithoutKeyboard: staysWithoutKeyboard,
                    isInNotificationFrame: notificationFramesIncludeAccessory)
            }

            /// Whether UIKit's keyboard notifications include the input accessory in their frames: up to iOS 18 they
            /// do, from iOS 26 they don't.
            // badoo/Chatto PR 797: iOS 26 "no longer includes the input accessory view (chat bar) in the reported
            // keyboard frame"; manaflow-ai/cmux PR 6719: "That frame excludes the accessory".
            private static var notificationFramesIncludeAccessory: Bool {
                if #available(iOS 26, *) { return false }
                return true
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
