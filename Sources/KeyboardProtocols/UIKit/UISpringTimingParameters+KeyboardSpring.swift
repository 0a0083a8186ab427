#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    extension UISpringTimingParameters {
        /// Spring timing that reproduces a ``KeyboardSpring`` — by default the keyboard's own motion.
        ///
        /// ```swift
        /// let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(.keyboard))
        /// animator.addAnimations { self.view.layoutIfNeeded() }
        /// animator.startAnimation()
        /// ```
        ///
        /// ## Overdamping
        /// The keyboard's damping ratio is 4.56, far above 1. `UITimingParameters.h` says
        /// `init(mass:stiffness:damping:initialVelocity:)` hands the constants to "the underlying
        /// CASpringAnimation directly", and `CASpringAnimation` treats a ratio above 1 as critical unless
        /// `allowsOverdamping` is set (`CAAnimation.h`, default `false`) — which this initializer can't
        /// set. Rather than rely on that, a spring that doesn't allow overdamping passes its
        /// ``KeyboardSpring/effectiveDamping`` (the critical coefficient 2·√(mass·stiffness) ≈ 109.54 for
        /// the keyboard): the curve is then exactly ``KeyboardSpring/fractionComplete(at:)`` whichever way
        /// UIKit treats ratios above 1.
        ///
        /// A spring with ``KeyboardSpring/allowsOverdamping`` uses, on iOS 17 and later,
        /// `init(duration:bounce:initialVelocity:)`, whose header documents negative bounces as
        /// overdamped: duration = ``KeyboardSpring/response`` (2π/ω₀) and bounce = 1/ζ − 1. Before iOS 17
        /// UIKit has no documented way to overdamp, and the mass/stiffness/damping initializer is used as
        /// is.
        ///
        /// - Parameter spring: The spring to reproduce. Its ``KeyboardSpring/initialVelocity`` becomes
        ///   both components of `initialVelocity`, in the same unit (distances per second).
        public convenience init(_ spring: KeyboardSpring) {
            let velocity = CGVector(dx: CGFloat(spring.initialVelocity), dy: CGFloat(spring.initialVelocity))
            if spring.regime == .overdamped, #available(iOS 17.0, tvOS 17.0, *) {
                self.init(
                    duration: spring.response,
                    bounce: CGFloat(1 / spring.dampingRatio - 1),
                    initialVelocity: velocity
                )
            } else {
                self.init(
                    mass: CGFloat(spring.mass),
                    stiffness: CGFloat(spring.stiffness),
                    damping: CGFloat(spring.effectiveDamping),
                    initialVelocity: velocity
                )
            }
        }
    }

    extension UICubicTimingParameters {
        /// Cubic timing for a `UIView.AnimationCurve` raw value 0 to 3, as ``KeyboardMotion/curve(_:duration:)`` holds it.
        package convenience init(_ animationCurve: Int) {
            self.init(animationCurve: UIView.AnimationCurve(rawValue: animationCurve) ?? .easeInOut)
        }
    }
#endif
