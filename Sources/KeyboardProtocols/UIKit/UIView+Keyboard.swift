#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - Animating along with the keyboard

    extension UIView {
        /// Animates changes to views along with the keyboard: its duration and its own curve.
        ///
        /// A change with a duration of 0 (a rotation, a catch-up) is applied at once, without animation, and
        /// `completion` runs with `true` before this returns.
        ///
        /// ```swift
        /// func handleKeyboardChange(_ change: KeyboardFrameChange) {
        ///     bottomConstraint.constant = change.height
        ///     UIView.animateAlongsideKeyboard(from: change) {
        ///         self.view.layoutIfNeeded()
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - change: The keyboard notification, checked.
        ///   - animations: The changes to animate; UIKit calls it at once, on the main actor.
        ///   - completion: Called on the main actor when the animation ends, with whether it ran to the end
        ///     (`false` when another animation interrupted it). Defaults to `nil`.
        @MainActor
        public static func animateAlongsideKeyboard(
            from change: KeyboardFrameChange,
            animations: @escaping @MainActor () -> Void,
            completion: (@MainActor (Bool) -> Void)? = nil
        ) {
            animate(change.animationPlan, animations: animations, completion: completion)
        }

        /// Runs `animations` as `plan` says: at once without animation, or in a `UIView` animation with the plan's
        /// duration and options, overriding the duration and curve of any enclosing animation (a keyboard notification
        /// posted inside a push or a present). What ``animateAlongsideKeyboard(from:animations:completion:)`` and the
        /// mixins share. `moving` names the views the change moves: applied at once, their in-flight animations go
        /// first, as the core's plan says (`stopsAnimationsInFlight`).
        @MainActor
        static func animate(
            _ plan: KeyboardAnimationPlan,
            moving views: [UIView] = [],
            animations: @escaping @MainActor () -> Void,
            completion: (@MainActor (Bool) -> Void)? = nil
        ) {
            switch plan {
            case .applyImmediately:
                // UIView.AnimationOptions.beginFromCurrentState: without it "any in-flight animations are allowed to
                // finish"; removed, the view is drawn where it is set (CALayer.removeAllAnimations()).
                if plan.stopsAnimationsInFlight {
                    for view in views { view.layer.removeAllAnimations() }
                }
                UIView.performWithoutAnimation { MainActor.assumeIsolated { animations() } }
                completion?(true)
            case .animate(let duration, let options):
                // UIKit's blocks aren't declared @MainActor (UIView.h); UIKit calls both on the main thread.
                // UIView.h, UIViewAnimationOptionOverrideInheritedDuration and …Curve.
                UIView.animate(
                    withDuration: duration,
                    delay: 0,
                    options: options.union([.overrideInheritedDuration, .overrideInheritedCurve]),
                    animations: { MainActor.assumeIsolated { animations() } },
                    completion: { finished in
                        guard let completion else { return }
                        MainActor.assumeIsolated { completion(finished) }
                    }
                )
            }
        }

        /// Animates changes to views along with the keyboard, reading the notification first.
        ///
        /// A notification whose frames can't be read throws, and then nothing runs: nothing moves to a guessed place. A
        /// duration or curve that can't be read animates with the keyboard's defaults (0.25 s, curve 7); the change's
        /// ``KeyboardFrameChange/recoveredErrors`` names it.
        ///
        /// ```swift
        /// @objc func handleKeyboardChange(_ notification: Notification) {
        ///     do {
        ///         try UIView.animateAlongsideKeyboard(from: notification) {
        ///             self.view.layoutIfNeeded()
        ///         }
        ///     } catch {
        ///         logger.error("\(error.description)") // names the key and the value
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - notification: A keyboard notification as UIKit posts it.
        ///   - animations: The changes to animate, on the main actor.
        ///   - completion: Called on the main actor when the animation ends. Defaults to `nil`.
        /// - Throws: ``KeyboardPayloadError`` for a notification that isn't a keyboard notification or whose end
        ///   frame is missing or malformed (or begin frame malformed), naming the key and the value.
        @MainActor
        public static func animateAlongsideKeyboard(
            from notification: Notification,
            animations: @escaping @MainActor () -> Void,
            completion: (@MainActor (Bool) -> Void)? = nil
        ) throws(KeyboardPayloadError) {
            let change = try KeyboardFrameChange(notification: notification)
            animateAlongsideKeyboard(from: change, animations: animations, completion: completion)
        }

        /// Starts an interruptible property animator that moves views along with the keyboard, on the keyboard's
        /// spring (``KeyboardSpring/keyboard``) or its cubic curve.
        ///
        /// With a duration of 0 the changes are applied at once, `completion` runs with `.end`, and this returns
        /// `nil`. Keep the animator to pause, scrub or reverse the motion.
        ///
        /// ```swift
        /// let animator = UIView.propertyAnimatorAlongsideKeyboard(from: change) {
        ///     self.view.layoutIfNeeded()
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - change: The keyboard notification, checked.
        ///   - animations: The changes to animate, on the main actor.
        ///   - completion: Called on the main actor with the position the animator stopped at.
        ///     Defaults to `nil`.
        /// - Returns: The running animator, or `nil` when the changes were applied at once.
        @MainActor
        @discardableResult
        public static func propertyAnimatorAlongsideKeyboard(
            from change: KeyboardFrameChange,
            animations: @escaping @MainActor () -> Void,
            completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
        ) -> UIViewPropertyAnimator? {
            let motion = change.motion
            let timing: any UITimingCurveProvider
            switch motion {
            case .immediate:
                UIView.performWithoutAnimation { MainActor.assumeIsolated { animations() } }
                completion?(.end)
                return nil
            case .spring(let spring):
                timing = UISpringTimingParameters(spring)
            case .curve(let curve, _):
                timing = UICubicTimingParameters(curve)
            }
            // With mass/stiffness/damping UIKit computes the spring's duration itself (UITimingParameters.h): this one
            // is informational.
            let animator = UIViewPropertyAnimator(duration: motion.duration, timingParameters: timing)
            animator.addAnimations { MainActor.assumeIsolated { animations() } }
            if let completion {
                animator.addCompletion { position in MainActor.assumeIsolated { completion(position) } }
            }
            animator.startAnimation()
            return animator
        }
    }

    // MARK: - Keyboard overlap

    extension UIView {
        /// Returns how many points of this view the keyboard covers once a change has happened.
        ///
        /// The view's bounds are converted into the coordinate space keyboard frames use, the screen's (through the
        /// screen's `coordinateSpace` on iOS 16.1 and later, through the window before), and measured by
        /// ``KeyboardGeometry/overlap(keyboardFrame:screenBounds:viewFrame:)``. Use it for any view, from any
        /// keyboard callback:
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
            KeyboardGeometry.overlap(of: change, measured: keyboardScreenGeometry(for: change))
        }

        /// The bounds of the screen showing this view, or `nil` when it is in no window (and always on visionOS);
        /// `registry` remembers the screen, as `keyboardScreenGeometry(for:rememberedBy:)` says.
        func keyboardScreenBounds(rememberedBy registry: KeyboardObserverRegistry? = nil) -> CGRect? {
            keyboardScreenGeometry(rememberedBy: registry)?.screenBounds
        }

        /// This view's bounds in the coordinate space of keyboard frames, with the bounds of the screen showing it.
        ///
        /// Keyboard frames are in screen coordinates. On iOS 16.1 and later they belong to the `UIScreen` that is the
        /// notification's object, and the view is converted through that screen's `coordinateSpace`. Before, the
        /// view is converted through its window, whose `convert(_:to:)` with a `nil` window means the screen.
        /// Converting the view into the keyboard's space, rather than the keyboard into the view's, keeps every
        /// rectangle the core compares in one space, the screen's.
        ///
        /// The view's screen is remembered, for notifications that name none, by `registry`, else by the registry of
        /// the registration whose mixin measures now (a view measured outside any registration's pass: by none).
        ///
        /// - Parameters:
        ///   - change: The change to measure against; when it names another screen than the view's (an external
        ///     display), the view counts as uncovered. Defaults to `nil`.
        ///   - registry: The registry the measurement is for. Defaults to `nil`.
        /// - Returns: `nil` when the view is in no window or, for `change`, on another screen, and always on
        ///   visionOS, which has no `UIScreen`.
        func keyboardScreenGeometry(
            for change: KeyboardFrameChange? = nil, rememberedBy registry: KeyboardObserverRegistry? = nil
        ) -> (frame: CGRect, screenBounds: CGRect)? {
            #if os(visionOS)
                return nil
            #else
                guard let window else { return nil }
                let screen = window.screen
                PlatformScreen.remember(screen, in: registry ?? KeyboardRegistrationScope.current?.registry)
                let frame: CGRect
                if #available(iOS 16.1, macCatalyst 16.1, *) {
                    frame = convert(bounds, to: screen.coordinateSpace)
                } else {
                    let screenSpace: UIWindow? = nil
                    frame = window.convert(convert(bounds, to: window), to: screenSpace)
                }
                return KeyboardGeometry.measuredFrame(frame, on: PlatformScreen.keyboardScreen(screen), for: change)
            #endif
        }
    }

    // MARK: - First responder

    /// What a bounded search for the first responder found.
    enum FirstResponderSearch {
        /// The first responder: a view, or the view controller managing one of the views searched.
        case found(UIResponder)
        /// Every view was searched and none, nor its view controller, is first responder.
        case nothing
        /// The tree holds more views than the search may visit: it can't tell.
        case gaveUp

        /// The responder found, or `nil`.
        var responder: UIResponder? {
            if case .found(let responder) = self { return responder }
            return nil
        }

        /// Whether something may be first responder: found, or the search gave up. The conservative answer for a
        /// caller that must not take focus from anyone.
        var mayHaveFirstResponder: Bool {
            if case .nothing = self { return false }
            return true
        }
    }

    extension UIView {
        /// The first responder among this view, its descendants and the view controllers that manage them, searched
        /// breadth first over at most `limit` views.
        ///
        /// A view controller that is first responder to show its `inputAccessoryView` (a chat screen's input bar) is
        /// not a view; a view's `next` is the view controller managing it.
        // Apple, `UIResponder.next`: "the UIViewController object that manages it (if it has one)". UIApplication's
        // sendAction(_:to:from:for:) with a nil target would find it too, but is unavailable in app extensions.
        func searchFirstResponder(limit: Int = 1024) -> FirstResponderSearch {
            var queue: [UIView] = [self]
            var index = 0
            while index < queue.count {
                guard index < limit else { return .gaveUp }
                let view = queue[index]
                index += 1
                if view.isFirstResponder { return .found(view) }
                if let controller = view.next as? UIViewController, controller.isFirstResponder {
                    return .found(controller)
                }
                queue.append(contentsOf: view.subviews)
            }
            return .nothing
        }
    }
#endif
