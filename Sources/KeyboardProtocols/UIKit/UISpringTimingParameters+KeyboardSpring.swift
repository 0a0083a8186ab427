#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    extension UISpringTimingParameters {
        // `UITimingParameters.h`: the mass/stiffness/damping initializer hands the constants to "the underlying
        // CASpringAnimation directly", which treats a damping ratio above 1 as critical unless overdamping is allowed
        // (`CAAnimation.h`); passing the damping the motion follows gives the same curve whichever rule UIKit applies.
        // An overdamped spring uses iOS 17's init(duration:bounce:initialVelocity:), whose header documents negative
        // bounces as overdamped.

        /// Spring timing that reproduces a ``KeyboardSpring``, such as the keyboard's own.
        ///
        /// ```swift
        /// let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(.keyboard))
        /// ```
        ///
        /// - Parameter spring: The spring to reproduce.
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
        /// Cubic timing for a `UIView.AnimationCurve` raw value 0 to 3, as ``KeyboardMotion/curve(_:duration:)`` holds
        /// it.
        convenience init(_ animationCurve: Int) {
            self.init(animationCurve: UIView.AnimationCurve(rawValue: animationCurve) ?? .easeInOut)
        }
    }
#endif
