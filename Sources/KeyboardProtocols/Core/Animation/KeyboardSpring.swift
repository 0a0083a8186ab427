import Foundation

/// The spring the keyboard slides with: Core Animation's damped spring, as a function of time.
///
/// Use it to move what UIKit doesn't animate (a `CADisplayLink` callback, a layer, Metal) exactly with the keyboard:
///
/// ```swift
/// // 0.1 s after the will-show notification a 336-point keyboard has risen this far:
/// let risen = 336 * KeyboardSpring.keyboard.fractionComplete(at: 0.1)  // ≈ 183 points
/// ```
public struct KeyboardSpring: Sendable, Hashable {
    /// The mass of the object attached to the spring.
    public let mass: Double

    /// The spring's stiffness coefficient.
    public let stiffness: Double

    /// The damping coefficient.
    public let damping: Double

    /// The speed at the start, in fractions of the distance per second.
    public let initialVelocity: Double

    // `CAAnimation.h`: "Whether true overdamping is allowed (otherwise it is treated as critically damped)."
    let allowsOverdamping: Bool

    /// The closed form's constants, derived once from the parameters.
    private let solution: Solution

    /// The spring the keyboard animates with: mass 3, stiffness 1000, damping 500, from rest.
    ///
    /// Its damping ratio of 4.56 is treated as critical, as `CASpringAnimation` does, so it moves as
    /// x(t) = 1 − (1 + ωt)·e^(−ωt) with ω = √(1000 / 3): 94.2 % of the way at 0.25 s.
    ///
    /// ```swift
    /// KeyboardSpring.keyboard.fractionComplete(at: 0.25)  // 0.942…
    /// ```
    public static let keyboard = KeyboardSpring(
        uncheckedMass: 3,
        stiffness: 1000,
        damping: 500,
        initialVelocity: 0,
        allowsOverdamping: false
    )

    /// How close to rest counts as settled: a thousandth of the distance (a third of a point on a 336-point keyboard).
    static let settledTolerance: Double = 0.001

    /// A spring from parameters already checked (`KeyboardProtocolsTesting` checks them for any other spring).
    package init(
        uncheckedMass mass: Double,
        stiffness: Double,
        damping: Double,
        initialVelocity: Double,
        allowsOverdamping: Bool
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
        self.solution = Solution(
            mass: mass,
            stiffness: stiffness,
            damping: damping,
            allowsOverdamping: allowsOverdamping
        )
    }

    // MARK: - Derived constants

    /// How the spring returns to rest once Core Animation's overdamping rule is applied.
    package enum Regime: Sendable, Hashable {
        case underdamped
        case criticallyDamped
        case overdamped
    }

    package var regime: Regime {
        switch solution {
        case .underdamped: return .underdamped
        case .critical: return .criticallyDamped
        case .overdamped: return .overdamped
        }
    }

    /// ω₀ = √(stiffness / mass), in radians per second.
    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = damping / (2·√(mass·stiffness)) as given.
    package var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// ``dampingRatio``, capped at 1 unless overdamping is allowed.
    var effectiveDampingRatio: Double {
        allowsOverdamping ? dampingRatio : min(dampingRatio, 1)
    }

    /// The damping coefficient the motion follows: ``damping``, or the critical one, 2·√(mass·stiffness), when that
    /// is smaller (≈ 109.54 for the keyboard).
    ///
    /// Hand this to APIs whose rule for damping ratios above 1 isn't documented: they then follow this spring.
    public var effectiveDamping: Double {
        effectiveDampingRatio * 2 * (mass * stiffness).squareRoot()
    }

    /// The period of the undamped spring, 2π / ω₀ (≈ 0.3441 s for the keyboard): SwiftUI's `response`.
    public var response: TimeInterval { 2 * Double.pi / naturalFrequency }

    // MARK: - Motion

    /// The fraction of the distance covered `time` seconds after the start: 0 at the start and before, 1 at rest.
    ///
    /// ```swift
    /// KeyboardSpring.keyboard.fractionComplete(at: 0.25)  // 0.94204
    /// ```
    public func fractionComplete(at time: TimeInterval) -> Double {
        if time.isNaN { return .nan }
        if time <= 0 { return 0 }
        if time == .infinity { return 1 }
        let (decay, spread) = solution.basis(at: time)
        return 1 - decay + (initialVelocity - solution.decayRate) * spread
    }

    /// The speed `time` seconds after the start, in fractions of the distance per second.
    func velocity(at time: TimeInterval) -> Double {
        if time.isNaN { return .nan }
        if time < 0 || time == .infinity { return 0 }
        if time == 0 { return initialVelocity }
        let (decay, spread) = solution.basis(at: time)
        let omegaSquared = stiffness / mass
        return initialVelocity * decay + (omegaSquared - solution.decayRate * initialVelocity) * spread
    }
}

// MARK: - Closed form

extension KeyboardSpring {
    /// The constants of the closed-form solution, one case per regime.
    ///
    /// Every regime writes the motion as x(t) = 1 − C(t) + (v₀ − α)·S(t) and
    /// x′(t) = v₀·C(t) + (ω₀² − α·v₀)·S(t), with α = c / 2m and
    /// - underdamped: C = e^(−αt)·cos(ω_d t),  S = e^(−αt)·sin(ω_d t) / ω_d
    /// - critical:    C = e^(−αt),             S = t·e^(−αt)
    /// - overdamped:  C = e^(−αt)·cosh(γt),    S = e^(−αt)·sinh(γt) / γ
    /// S is computed without dividing small differences, so ratios near 1 stay accurate.
    fileprivate enum Solution: Sendable, Hashable {
        case underdamped(decayRate: Double, dampedFrequency: Double)
        case critical(decayRate: Double)
        /// `slowRate` = α − γ (computed as ω₀² / (α + γ) to avoid cancellation).
        case overdamped(decayRate: Double, spread: Double, slowRate: Double)

        init(mass: Double, stiffness: Double, damping: Double, allowsOverdamping: Bool) {
            let omegaSquared = stiffness / mass
            let omega = omegaSquared.squareRoot()
            let alpha = damping / (2 * mass)
            if alpha < omega {
                // (ω − α)(ω + α) keeps precision when α is close to ω.
                self = .underdamped(decayRate: alpha, dampedFrequency: ((omega - alpha) * (omega + alpha)).squareRoot())
            } else if alpha == omega || !allowsOverdamping {
                self = .critical(decayRate: omega)
            } else {
                let gamma = ((alpha - omega) * (alpha + omega)).squareRoot()
                self = .overdamped(decayRate: alpha, spread: gamma, slowRate: omegaSquared / (alpha + gamma))
            }
        }

        /// α: the rate the envelope decays at.
        var decayRate: Double {
            switch self {
            case .underdamped(let alpha, _): return alpha
            case .critical(let alpha): return alpha
            case .overdamped(let alpha, _, _): return alpha
            }
        }

        /// C(t) and S(t) for t > 0.
        func basis(at time: TimeInterval) -> (decay: Double, spread: Double) {
            switch self {
            case .underdamped(let alpha, let omegaD):
                let envelope = exp(-alpha * time)
                let phase = omegaD * time
                return (envelope * cos(phase), envelope * sin(phase) / omegaD)
            case .critical(let alpha):
                let envelope = exp(-alpha * time)
                return (envelope, time * envelope)
            case .overdamped(_, let gamma, let slowRate):
                // e^(−αt)·cosh γt = ½(e^(−(α−γ)t) + e^(−(α+γ)t)); sinh via expm1 for small γt.
                let slow = exp(-slowRate * time)
                let fastOverSlow = exp(-2 * gamma * time)
                let decay = 0.5 * slow * (1 + fastOverSlow)
                let spread = 0.5 * slow * -expm1(-2 * gamma * time) / gamma
                return (decay, spread)
            }
        }
    }

    /// u(t) = x(t) − 1, the signed distance from rest.
    private func offset(at time: TimeInterval) -> Double {
        fractionComplete(at: time) - 1
    }

    /// The times (> 0) where the velocity is 0, i.e. where |u| has a local extremum, in order.
    /// A non-oscillating spring has at most one; an underdamped one has infinitely many, so this
    /// returns the first and the spacing.
    private func firstTurningPoint() -> (time: TimeInterval, spacing: TimeInterval?)? {
        let v0 = initialVelocity
        let omegaSquared = stiffness / mass
        switch solution {
        case .underdamped(let alpha, let omegaD):
            // x′ ∝ v₀·cos θ + K·sin θ with θ = ω_d·t and K = (ω₀² − α·v₀) / ω_d.
            let k = (omegaSquared - alpha * v0) / omegaD
            var theta = k == 0 ? Double.pi / 2 : atan(-v0 / k)
            if theta <= 0 { theta += .pi }
            return (theta / omegaD, .pi / omegaD)
        case .critical(let omega):
            // x′ = (v₀ + ω(ω − v₀)t)·e^(−ωt).
            let slope = omega * (omega - v0)
            guard slope != 0 else { return nil }
            let time = -v0 / slope
            return time > 0 ? (time, nil) : nil
        case .overdamped(let alpha, let gamma, _):
            // x′ = ½[E₁(v₀ + P) + E₂(v₀ − P)], P = (ω₀² − α·v₀) / γ, E₁/E₂ = e^(2γt).
            let p = (omegaSquared - alpha * v0) / gamma
            let ratio = -(v0 - p) / (v0 + p)
            guard ratio.isFinite, ratio > 1 else { return nil }
            return (log(ratio) / (2 * gamma), nil)
        }
    }

    /// The last moment |x(t) − 1| equals `tolerance`, in (0, 1): found from the closed form, then by bisection.
    package func settlingTime(tolerance: Double) -> TimeInterval {
        guard let turning = firstTurningPoint() else {
            // Monotone from x = 0 to 1: settled once past 1 − tolerance.
            return crossing(of: -tolerance, from: 0, to: nil)
        }
        guard let spacing = turning.spacing else {
            // One turning point: before it the motion is monotone, after it |u| shrinks to 0.
            let extreme = offset(at: turning.time)
            if abs(extreme) > tolerance {
                return crossing(of: extreme > 0 ? tolerance : -tolerance, from: turning.time, to: nil)
            }
            return crossing(of: -tolerance, from: 0, to: turning.time)
        }
        // Underdamped: |u| at successive turning points shrinks by e^(−απ/ω_d) each time.
        // Find the last turning point still beyond the tolerance.
        let alpha = solution.decayRate
        let firstExtreme = abs(offset(at: turning.time))
        var index: Int
        if firstExtreme <= tolerance {
            index = -1
        } else {
            let steps = log(firstExtreme / tolerance) / (alpha * spacing)
            guard steps < 1e12 else {
                // A spring so lightly damped it swings 10^12 times: the envelope's crossing, exact to
                // within one swing, is all a Double can tell apart anyway.
                return turning.time + log(firstExtreme / tolerance) / alpha
            }
            index = Int(max(steps.rounded(.down), 0))
            // The loops fix rounding in the logarithm.
            var corrections = 0
            while index > 0, corrections < 8, abs(offset(at: turning.time + Double(index) * spacing)) <= tolerance {
                index -= 1
                corrections += 1
            }
            while corrections < 16, abs(offset(at: turning.time + Double(index + 1) * spacing)) > tolerance {
                index += 1
                corrections += 1
            }
        }
        if index < 0 {
            return crossing(of: -tolerance, from: 0, to: turning.time)
        }
        let start = turning.time + Double(index) * spacing
        let extreme = offset(at: start)
        return crossing(of: extreme > 0 ? tolerance : -tolerance, from: start, to: start + spacing)
    }

    /// The time in [lower, upper] where the monotone u(t) equals `target`; with no `upper`, the
    /// interval grows until u has passed the target (u tends to 0 and |target| > 0).
    private func crossing(of target: Double, from lower: TimeInterval, to upper: TimeInterval?) -> TimeInterval {
        let startsBelow = offset(at: lower) < target
        func passed(_ time: TimeInterval) -> Bool { (offset(at: time) < target) != startsBelow }
        var low = lower
        var high: TimeInterval
        if let upper {
            high = upper
        } else {
            var step = 1 / naturalFrequency
            high = lower + step
            while !passed(high) {
                // A spring too slow for Double time (e^(−rate·t) never leaves 1) never settles.
                guard high.isFinite else { return .infinity }
                low = high
                step *= 2
                high = lower + step
            }
        }
        for _ in 0..<200 {
            let middle = low + (high - low) / 2
            if middle <= low || middle >= high { break }
            if passed(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
