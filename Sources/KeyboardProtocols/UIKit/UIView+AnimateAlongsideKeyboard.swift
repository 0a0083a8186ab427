#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    extension UIView {
        /// Animates changes to views exactly along with the keyboard: its duration and its curve.
        ///
        /// Calls `UIView.animate(withDuration:delay:options:animations:completion:)` with the
        /// notification's duration and `curve << 16 | .beginFromCurrentState` (458756 for the keyboard's
        /// curve 7), so the views move on the keyboard's own spring rather than `.curveEaseInOut`, which
        /// strays up to 73 points from a 336-point keyboard in mid-flight. When the notification's duration
        /// is 0 (a rotation, an immediate change) the changes are applied at once inside
        /// `UIView.performWithoutAnimation(_:)` and `completion` runs with `true` before this returns —
        /// the decision is ``KeyboardFrameChange/animationPlan``.
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
        /// duration and options. What ``animateAlongsideKeyboard(from:animations:completion:)`` and the mixins'
        /// settled corrections (``KeyboardSettledCorrection/plan``) share.
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

        /// Animates changes to views exactly along with the keyboard, reading the notification first.
        ///
        /// Checks the notification with ``KeyboardFrameChange/init(notification:screen:)`` and then
        /// behaves as the `animateAlongsideKeyboard(from:animations:completion:)` that takes a
        /// ``KeyboardFrameChange``.
        /// A notification that can't be read throws, and then neither `animations` nor `completion` runs:
        /// nothing moves on a guessed duration or curve.
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

        /// Starts an interruptible property animator that moves views exactly along with the keyboard.
        ///
        /// For the keyboard's curve 7 the animator uses
        /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` with the keyboard spring
        /// (``KeyboardSpring/keyboard``); for curves 0 to 3 it uses `UICubicTimingParameters` with the
        /// matching Bézier over the notification's duration. With a duration of 0 there is nothing to
        /// follow: the changes are applied at once, `completion` runs with `.end`, and this returns `nil`.
        ///
        /// Keep the animator to pause, scrub or reverse the motion, for example when an interactive
        /// dismissal takes over from the keyboard.
        ///
        /// ```swift
        /// let animator = UIView.propertyAnimatorAlongsideKeyboard(from: change) {
        ///     self.view.layoutIfNeeded()
        /// }
        /// ```
        ///
        /// The spring's duration is UIKit's own: `UITimingParameters.h` says that with
        /// mass/stiffness/damping "the duration is computed assuming a small settling oscillation", so
        /// the duration handed to the animator (the spring's settling time, 0.506 s) is informational.
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
