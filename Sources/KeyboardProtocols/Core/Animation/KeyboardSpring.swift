import Foundation

/// A damped spring with Core Animation's semantics: the model of how the keyboard slides.
///
/// The keyboard moves with a `CASpringAnimation` of mass 3, stiffness 1000 and damping 500 — the
/// ``keyboard`` preset. The spring solves
///
///     m·x″ + c·x′ + k·(x − 1) = 0,   x(0) = 0,   x′(0) = initialVelocity
///
/// where `x` is the fraction of the distance covered (0 at the start, 1 at rest). Like
/// `CASpringAnimation`, a damping ratio above 1 is treated as critical damping unless
/// ``allowsOverdamping`` is `true` (QuartzCore `CAAnimation.h`: "Whether true overdamping is
/// allowed (otherwise it is treated as critically damped). Defaults to false."). The keyboard's
/// damping ratio is 500 / (2·√3000) ≈ 4.56, so its motion is the critically damped
///
///     x(t) = 1 − (1 + ωt)·e^(−ωt),   ω = √(1000 / 3) ≈ 18.257 s⁻¹
///
/// — 94.2 % of the way at 0.25 s and 99.9 % at 0.506 s. All three damping regimes are solved in
/// closed form, so the values are exact to floating-point rounding at any time.
///
/// Drive anything that should move with the keyboard — a `CADisplayLink`, a layer, Metal, SwiftUI:
///
/// ```swift
/// let spring = KeyboardSpring.keyboard
/// let keyboardHeight = 336.0
/// // 0.1 s after the will-show notification the keyboard has risen this far:
/// let risen = keyboardHeight * spring.fractionComplete(at: 0.1) // ≈ 183 points
/// ```
///
/// An interrupted motion continues from its speed: pass the velocity, in fractions of the new
/// distance per second, as `initialVelocity`.
///
/// ```swift
/// let retargeted = try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 2.5)
/// ```
public struct KeyboardSpring: Sendable, Hashable {
    /// The mass of the object attached to the spring; greater than 0.
    public let mass: Double

    /// The spring's stiffness coefficient; greater than 0.
    public let stiffness: Double

    /// The damping coefficient; greater than 0.
    public let damping: Double

    /// The speed at the start, in fractions of the distance per second.
    ///
    /// Positive values move towards the target, negative values away from it — the sign convention
    /// of `CASpringAnimation.initialVelocity` and of `UISpringTimingParameters`' `initialVelocity.dx`.
    public let initialVelocity: Double

    /// Whether a damping ratio above 1 really overdamps.
    ///
    /// `false` (the default, as in `CASpringAnimation`) treats such a spring as critically damped.
    public let allowsOverdamping: Bool

    /// The closed form's constants, derived once from the parameters.
    private let solution: Solution

    /// The spring the keyboard animates with: mass 3, stiffness 1000, damping 500, starting at rest,
    /// overdamping not allowed — so it is critically damped with ω = √(1000 / 3) ≈ 18.257 s⁻¹.
    ///
    /// These are also UIKit's default spring constants: `UISpringTimingParameters()` reports a
    /// damping ratio of 4.56 = 500 / (2·√(3·1000)).
    ///
    /// ```swift
    /// KeyboardSpring.keyboard.fractionComplete(at: 0.25) // 0.942…
    /// ```
    public static let keyboard = KeyboardSpring(
        uncheckedMass: 3,
        stiffness: 1000,
        damping: 500,
        initialVelocity: 0,
        allowsOverdamping: false
    )

    /// How close to rest counts as settled: a thousandth of the distance (a third of a point on a 336-point keyboard).
    package static let settledTolerance: Double = 0.001

    /// Creates a spring, checking every parameter.
    ///
    /// ```swift
    /// let bouncy = try KeyboardSpring(mass: 1, stiffness: 300, damping: 15)
    /// bouncy.regime // .underdamped
    /// ```
    ///
    /// - Parameters:
    ///   - mass: The mass; a finite number greater than 0.
    ///   - stiffness: The stiffness coefficient; a finite number greater than 0.
    ///   - damping: The damping coefficient; a finite number greater than 0 (an undamped spring
    ///     never settles).
    ///   - initialVelocity: The speed at the start in fractions of the distance per second; finite.
    ///     Defaults to `0`, at rest.
    ///   - allowsOverdamping: Whether a damping ratio above 1 really overdamps. Defaults to `false`,
    ///     Core Animation's default, which treats it as critical damping.
    /// - Throws: ``KeyboardAnimationError/invalidValue(key:value:requirement:)`` naming the first
    ///   parameter that breaks its rule.
    public init(
        mass: Double,
        stiffness: Double,
        damping: Double,
        initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) throws(KeyboardAnimationError) {
        let positive = "a finite number greater than 0"
        guard mass.isFinite, mass > 0 else { throw .invalid("mass", mass, positive) }
        guard stiffness.isFinite, stiffness > 0 else { throw .invalid("stiffness", stiffness, positive) }
        guard damping.isFinite, damping > 0 else { throw .invalid("damping", damping, positive) }
        guard initialVelocity.isFinite else {
            throw .invalid("initialVelocity", initialVelocity, "a finite number")
        }
        self.init(
            uncheckedMass: mass,
            stiffness: stiffness,
            damping: damping,
            initialVelocity: initialVelocity,
            allowsOverdamping: allowsOverdamping
        )
    }

    private init(
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
    public enum Regime: Sendable, Hashable {
        /// Damping ratio below 1: overshoots and oscillates with shrinking swings.
        case underdamped
        /// Damping ratio exactly 1, or above 1 without ``KeyboardSpring/allowsOverdamping``:
        /// the fastest return without overshoot (from rest).
        case criticallyDamped
        /// Damping ratio above 1 with ``KeyboardSpring/allowsOverdamping``: a slower, creeping return.
        case overdamped
    }

    /// The regime the motion follows; the keyboard's is ``Regime/criticallyDamped``.
    public var regime: Regime {
        switch solution {
        case .underdamped: return .underdamped
        case .critical: return .criticallyDamped
        case .overdamped: return .overdamped
        }
    }

    /// The undamped angular frequency ω₀ = √(stiffness / mass), in radians per second
    /// (≈ 18.257 for the keyboard).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = damping / (2·√(mass·stiffness)) as given (≈ 4.56 for the keyboard).
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// The damping ratio the motion follows: ``dampingRatio``, capped at 1 unless
    /// ``allowsOverdamping`` is `true` (1 for the keyboard).
    public var effectiveDampingRatio: Double {
        allowsOverdamping ? dampingRatio : min(dampingRatio, 1)
    }

    /// The damping coefficient the motion follows: ``damping``, or the critical coefficient
    /// 2·√(mass·stiffness) when it is larger and overdamping isn't allowed (≈ 109.54 for the keyboard).
    ///
    /// Hand this to APIs whose overdamping rule isn't documented (SwiftUI, UIKit property animators):
    /// with it they produce this spring's curve whatever they do with ratios above 1.
    public var effectiveDamping: Double {
        effectiveDampingRatio * 2 * (mass * stiffness).squareRoot()
    }

    /// The period of the undamped spring, 2π / ω₀, in seconds (≈ 0.3441 s for the keyboard) —
    /// SwiftUI's `response`.
    public var response: TimeInterval { 2 * Double.pi / naturalFrequency }

    // MARK: - Motion

    /// The fraction of the distance covered `time` seconds after the start.
    ///
    /// 0 at the start (and before it), 1 at rest; an underdamped spring overshoots past 1.
    ///
    /// ```swift
    /// KeyboardSpring.keyboard.fractionComplete(at: 0.25)  // 0.94204
    /// KeyboardSpring.keyboard.fractionComplete(at: 0.506) // 0.99900
    /// ```
    ///
    /// - Parameter time: Seconds since the start. Negative times return 0, `.infinity` returns 1,
    ///   and NaN returns NaN.
    /// - Returns: The fraction complete.
    public func fractionComplete(at time: TimeInterval) -> Double {
        if time.isNaN { return .nan }
        if time <= 0 { return 0 }
        if time == .infinity { return 1 }
        let (decay, spread) = solution.basis(at: time)
        return 1 - decay + (initialVelocity - solution.decayRate) * spread
    }

    /// The speed `time` seconds after the start, in fractions of the distance per second.
    ///
    /// Multiply by the distance for points per second. The keyboard preset starts at 0, peaks at
    /// ω/e ≈ 6.72 distances per second at t = 1/ω ≈ 0.055 s, and returns to 0.
    ///
    /// ```swift
    /// let pointsPerSecond = 336 * KeyboardSpring.keyboard.velocity(at: 0.055) // ≈ 2257
    /// ```
    ///
    /// - Parameter time: Seconds since the start. Negative times return 0 (not yet moving);
    ///   `.infinity` returns 0 and NaN returns NaN.
    /// - Returns: The rate of change of ``fractionComplete(at:)``.
    public func velocity(at time: TimeInterval) -> Double {
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

// MARK: - Errors

/// An argument the animation model can't work with.
///
/// Every case names the argument and prints the value it was given, so a log line is enough to
/// find the bad input.
///
/// ```swift
/// do {
///     _ = try KeyboardSpring(mass: 0, stiffness: 1000, damping: 500)
/// } catch {
///     print(error) // mass is 0.0: it must be a finite number greater than 0
/// }
/// ```
public enum KeyboardAnimationError: Error, Equatable, CustomStringConvertible {
    /// The argument named `key` was `value`, which breaks `requirement`.
    ///
    /// - Parameters:
    ///   - key: The argument's name, for example `"mass"` or `"tolerance"`.
    ///   - value: The value as it was printed, for example `"-1.0"` or `"nan"`.
    ///   - requirement: What the argument must be, for example `"a finite number greater than 0"`.
    case invalidValue(key: String, value: String, requirement: String)

    /// A sentence naming the argument, its value and the rule it breaks.
    public var description: String {
        switch self {
        case .invalidValue(let key, let value, let requirement):
            return "\(key) is \(value): it must be \(requirement)"
        }
    }

    /// The error for `key`, printing `value`; `package` so the curve plots of `KeyboardProtocolsTesting` report
    /// their arguments in the same words.
    package static func invalid(_ key: String, _ value: some CustomStringConvertible, _ requirement: String) -> Self {
        .invalidValue(key: key, value: value.description, requirement: requirement)
    }
}
