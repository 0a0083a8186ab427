#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

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
        /// duration and options. What ``animateAlongsideKeyboard(from:animations:completion:)`` and the mixins share.
        @MainActor
        static func animate(
            _ plan: KeyboardAnimationPlan,
            animations: @escaping @MainActor () -> Void,
            completion: (@MainActor (Bool) -> Void)? = nil
        ) {
            switch plan {
            case .applyImmediately:
                UIView.performWithoutAnimation { MainActor.assumeIsolated { animations() } }
                completion?(true)
            case .animate(let duration, let options):
                // UIKit's blocks aren't declared @MainActor (UIView.h); UIKit calls both on the main thread.
                UIView.animate(
                    withDuration: duration,
                    delay: 0,
                    options: options,
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
        /// A notification that can't be read throws, and then nothing runs: nothing moves on a guessed curve.
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
        /// - Throws: ``KeyboardPayloadError`` for a notification that isn't a keyboard notification or whose
        ///   payload is missing or malformed, naming the key and the value.
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
#endif
