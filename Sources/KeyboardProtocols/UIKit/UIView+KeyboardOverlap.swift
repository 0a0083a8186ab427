#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - Keyboard overlap

    extension UIView {
        /// Returns how many points of this view the keyboard covers once a change has happened.
        ///
        /// The view's bounds are converted into the coordinate space keyboard frames use, the screen's (through the
        /// screen's `coordinateSpace` on iOS 16.1 and later, through the window before), and measured with
        /// ``KeyboardGeometry/overlap(of:screenBounds:viewFrame:)``. Use it for any view, from any keyboard callback:
        ///
        /// ```swift
        /// func handleKeyboardChange(_ change: KeyboardFrameChange) {
        ///     let hidden = signInButton.keyboardOverlap(for: change)
        ///     hintLabel.isHidden = hidden > 0
        /// }
        /// ```
        ///
        /// - Parameter change: The keyboard change.
        /// - Returns: The covered height in points; 0 when the view has no window, when the keyboard hides, is
        ///   undocked, floating or split, or does not lie under the view, and always 0 on visionOS, where the keyboard
        ///   never covers a window.
        public func keyboardOverlap(for change: KeyboardFrameChange) -> CGFloat {
            guard let geometry = keyboardScreenGeometry(for: change) else { return 0 }
            return KeyboardGeometry.overlap(of: change, screenBounds: geometry.screenBounds, viewFrame: geometry.frame)
        }

        /// The bounds of the screen showing this view, or `nil` when it is in no window (and always on visionOS).
        func keyboardScreenBounds() -> CGRect? {
            keyboardScreenGeometry()?.screenBounds
        }

        /// This view's bounds in the coordinate space of keyboard frames, with the bounds of the screen showing it.
        ///
        /// Keyboard frames are in screen coordinates. On iOS 16.1 and later they belong to the `UIScreen` that is the
        /// notification's object, and the view is converted through that screen's `coordinateSpace`. Before, the
        /// view is converted through its window, whose `convert(_:to:)` with a `nil` window means the screen.
        /// Converting the view into the keyboard's space, rather than the keyboard into the view's, keeps every
        /// rectangle the core compares in one space, the screen's.
        ///
        /// - Parameter change: The change to measure against; when it names another screen than the view's (an
        ///   external display), the view counts as uncovered. Defaults to `nil`.
        /// - Returns: `nil` when the view is in no window or, for `change`, on another screen, and always on
        ///   visionOS, which has no `UIScreen`.
        func keyboardScreenGeometry(for change: KeyboardFrameChange? = nil) -> (frame: CGRect, screenBounds: CGRect)? {
            #if os(visionOS)
                return nil
            #else
                guard let window else { return nil }
                let screen = window.screen
                PlatformScreen.remember(screen)
                if let change, !change.isOnSameScreen(as: PlatformScreen.keyboardScreen(screen)) { return nil }
                if #available(iOS 16.1, macCatalyst 16.1, *) {
                    return (convert(bounds, to: screen.coordinateSpace), screen.bounds)
                } else {
                    let screenSpace: UIWindow? = nil
                    return (window.convert(convert(bounds, to: window), to: screenSpace), screen.bounds)
                }
            #endif
        }
    }

    // MARK: - First responder

    extension UIView {
        /// The first responder among this view and its descendants, depth first; `nil` when none is.
        func firstResponderDescendant() -> UIView? {
            if isFirstResponder { return self }
            for subview in subviews {
                if let responder = subview.firstResponderDescendant() { return responder }
            }
            return nil
        }

        /// The first responder among this view, its descendants and the view controllers that manage them, depth
        /// first; `nil` when none is.
        ///
        /// A view controller that is first responder to show its `inputAccessoryView` (a chat screen's input bar) is
        /// not a view, so ``firstResponderDescendant()`` misses it. A view's `next` is "the UIViewController object
        /// that manages it (if it has one)" (Apple, `UIResponder.next`).
        func firstResponderInHierarchy() -> UIResponder? {
            if isFirstResponder { return self }
            if let controller = next as? UIViewController, controller.isFirstResponder { return controller }
            for subview in subviews {
                if let responder = subview.firstResponderInHierarchy() { return responder }
            }
            return nil
        }
    }
#endif
