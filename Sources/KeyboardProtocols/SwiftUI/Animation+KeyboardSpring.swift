#if canImport(SwiftUI)
    import SwiftUI

    extension Animation {
        // SwiftUI's spring(response:dampingFraction:) is x″ + 2ζω·x′ + ω²·(x − 1) = 0
        // with ω = 2π/response: the keyboard spring divided by its mass, with ζ = 1 (its 4.56 ratio is critical
        // under Core Animation's rule).

        /// The keyboard's motion as a SwiftUI animation: a critically damped spring with response ≈ 0.3441 s.
        ///
        /// ```swift
        /// withAnimation(.keyboard) { keyboardHeight = change.height }
        /// ```
        public static var keyboard: Animation {
            let spring = KeyboardSpring.keyboard
            return .spring(response: spring.response, dampingFraction: spring.effectiveDampingRatio, blendDuration: 0)
        }

        // Any spring, with SwiftUI's interpolating spring: mass and stiffness as they are, the damping the motion
        // follows (SwiftUI documents no overdamping rule) and the initial velocity, in the same unit.
        static func keyboard(_ spring: KeyboardSpring) -> Animation {
            .interpolatingSpring(
                mass: spring.mass,
                stiffness: spring.stiffness,
                damping: spring.effectiveDamping,
                initialVelocity: spring.initialVelocity
            )
        }
    }
#endif
