#if canImport(SwiftUI)
    import SwiftUI

    extension Animation {
        /// The keyboard's motion as a SwiftUI animation: a critically damped spring with response
        /// 2π/ω ≈ 0.3441 s.
        ///
        /// Use it to move SwiftUI content with a keyboard notification, so it lands with the keyboard
        /// rather than ahead of or behind it:
        ///
        /// ```swift
        /// .onReceive(NotificationCenter.default.publisher(for: KeyboardEvent.willChangeFrame.notificationName)) {
        ///     guard let change = try? KeyboardFrameChange(notification: $0) else { return }
        ///     withAnimation(.keyboard) { keyboardHeight = change.height }
        /// }
        /// ```
        ///
        /// ## Mapping
        /// `spring(response:dampingFraction:blendDuration:)` models a unit mass with stiffness
        /// (2π/response)² and damping 4π·dampingFraction/response, that is
        /// x″ + 2ζω·x′ + ω²·(x − 1) = 0 with ω = 2π/response and ζ = dampingFraction. The keyboard spring
        /// (mass 3, stiffness 1000, damping 500) divided by its mass is the same equation with
        /// ω = √(1000/3) ≈ 18.257 s⁻¹ and ζ = 1 (its 4.56 ratio is critical under Core Animation's rule,
        /// see ``KeyboardSpring``), so response = 2π/ω = ``KeyboardSpring/response`` and
        /// dampingFraction = 1 give exactly ``KeyboardSpring/fractionComplete(at:)``. A blend duration of 0
        /// keeps the curve unchanged when a new keyboard change replaces one in flight.
        public static var keyboard: Animation {
            let spring = KeyboardSpring.keyboard
            return .spring(response: spring.response, dampingFraction: spring.effectiveDampingRatio, blendDuration: 0)
        }

        /// A SwiftUI animation that follows any ``KeyboardSpring``, including its initial velocity.
        ///
        /// ```swift
        /// // Continue a drag at 2.5 distances per second on the keyboard's spring:
        /// let thrown = try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 2.5)
        /// withAnimation(.keyboard(thrown)) { offset = 0 }
        /// ```
        ///
        /// ## Mapping
        /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` takes the spring's mass and
        /// stiffness as they are, its ``KeyboardSpring/effectiveDamping`` (the critical coefficient
        /// 2·√(mass·stiffness) when the ratio is above 1 and overdamping isn't allowed — SwiftUI documents no
        /// overdamping rule, so the damping the motion actually follows is passed), and its
        /// ``KeyboardSpring/initialVelocity``, which SwiftUI measures in the same unit: the magnitude of
        /// the animated value per second.
        ///
        /// - Parameter spring: The spring to follow.
        /// - Returns: An interpolating spring animation.
        public static func keyboard(_ spring: KeyboardSpring) -> Animation {
            .interpolatingSpring(
                mass: spring.mass,
                stiffness: spring.stiffness,
                damping: spring.effectiveDamping,
                initialVelocity: spring.initialVelocity
            )
        }
    }
#endif
