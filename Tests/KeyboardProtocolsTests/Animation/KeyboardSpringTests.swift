import Foundation
import Testing

@testable import KeyboardProtocols

/// Integrates m·x″ + c·x′ + k·(x − 1) = 0 from x = 0, x′ = v₀ with classic fourth-order Runge–Kutta,
/// returning (time, position, velocity) after every step.
private func rungeKutta(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
    through end: Double, step: Double
) -> [(time: Double, position: Double, velocity: Double)] {
    func acceleration(_ x: Double, _ v: Double) -> Double { -(damping * v + stiffness * (x - 1)) / mass }
    var x = 0.0
    var v = initialVelocity
    var result = [(time: 0.0, position: x, velocity: v)]
    let steps = Int((end / step).rounded())
    for index in 1...steps {
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + step / 2 * k1v
        let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
        let k3x = v + step / 2 * k2v
        let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
        let k4x = v + step * k3v
        let k4v = acceleration(x + step * k3x, v + step * k3v)
        x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        result.append((Double(index) * step, x, v))
    }
    return result
}

/// The largest |closed form − RK4| over [0, 0.5] s for position and velocity.
private func largestDifferenceFromIntegration(_ spring: KeyboardSpring) -> (position: Double, velocity: Double) {
    // The integration uses the damping the motion follows (critical when overdamping isn't allowed).
    let path = rungeKutta(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.effectiveDamping,
        initialVelocity: spring.initialVelocity, through: 0.5, step: 1e-5
    )
    var position = 0.0
    var velocity = 0.0
    for point in path {
        position = max(position, abs(spring.fractionComplete(at: point.time) - point.position))
        velocity = max(velocity, abs(spring.velocity(at: point.time) - point.velocity))
    }
    return (position, velocity)
}

extension AnimationTests {
    @Suite("KeyboardSpring")
    struct KeyboardSpringTests {
        let keyboard = KeyboardSpring.keyboard
        let omega = (1000.0 / 3).squareRoot()

        // MARK: - The keyboard preset

        @Test("the keyboard preset is mass 3, stiffness 1000, damping 500, at rest, critically damped")
        func keyboardPreset() {
            #expect(keyboard.mass == 3)
            #expect(keyboard.stiffness == 1000)
            #expect(keyboard.damping == 500)
            #expect(keyboard.initialVelocity == 0)
            #expect(keyboard.allowsOverdamping == false)
            #expect(keyboard.regime == .criticallyDamped)
            #expect(abs(keyboard.dampingRatio - 4.564354645876384) < 1e-12)
            #expect(keyboard.effectiveDampingRatio == 1)
            #expect(abs(keyboard.naturalFrequency - 18.257418583505537) < 1e-12)
        }

        @Test("the keyboard is 94.2 % of the way at 0.25 s")
        func quarterSecond() {
            #expect(abs(keyboard.fractionComplete(at: 0.25) - 0.9420383465481865) < 1e-12)
        }

        @Test("the keyboard is 99.9 % of the way at 0.506 s")
        func halfSecond() {
            #expect(abs(keyboard.fractionComplete(at: 0.5057348843824728) - 0.999) < 1e-12)
            #expect(keyboard.fractionComplete(at: 0.506) > 0.999)
            #expect(keyboard.fractionComplete(at: 0.505) < 0.999)
        }

        @Test("a 336-point keyboard has risen 183 points 0.1 s in")
        func pointsAtATenth() {
            #expect(abs(336 * keyboard.fractionComplete(at: 0.1) - 183.0455) < 1e-3)
        }

        @Test("the keyboard model equals 1 − (1 + ωt)·e^(−ωt) within 1e-9 over [0, 0.5] s")
        func matchesTheClosedForm() {
            var largest = 0.0
            for index in 0...50_000 {
                let time = 0.5 * Double(index) / 50_000
                let closedForm = 1 - (1 + omega * time) * exp(-omega * time)
                largest = max(largest, abs(keyboard.fractionComplete(at: time) - closedForm))
            }
            #expect(largest < 1e-9)
        }

        @Test("the motion starts at 0 and at rest")
        func startsAtZero() {
            #expect(keyboard.fractionComplete(at: 0) == 0)
            #expect(keyboard.velocity(at: 0) == 0)
        }

        @Test("before the start the motion is 0 and still")
        func beforeTheStart() {
            #expect(keyboard.fractionComplete(at: -0.1) == 0)
            #expect(keyboard.velocity(at: -0.1) == 0)
        }

        @Test("at infinity the motion is complete and still; NaN time gives NaN")
        func nonFiniteTimes() {
            #expect(keyboard.fractionComplete(at: .infinity) == 1)
            #expect(keyboard.velocity(at: .infinity) == 0)
            #expect(keyboard.fractionComplete(at: .nan).isNaN)
            #expect(keyboard.velocity(at: .nan).isNaN)
        }

        @Test("the keyboard's motion rises strictly and never passes 1 over the first second")
        func monotone() {
            var previous = keyboard.fractionComplete(at: 0)
            for index in 1...10_000 {
                let value = keyboard.fractionComplete(at: Double(index) / 10_000)
                #expect(value > previous)
                #expect(value < 1)
                previous = value
            }
        }

        @Test("the keyboard's speed peaks at ω/e distances per second at t = 1/ω")
        func peakSpeed() {
            let peak = keyboard.velocity(at: 1 / omega)
            #expect(abs(peak - omega / M_E) < 1e-12)
            #expect(keyboard.velocity(at: 1 / omega - 1e-4) < peak)
            #expect(keyboard.velocity(at: 1 / omega + 1e-4) < peak)
        }

        // MARK: - Settling

        @Test("the keyboard settles within 0.1 % after 0.5057 s")
        func settlesAtTheDefaultTolerance() throws {
            #expect(KeyboardSpring.defaultSettlingTolerance == 0.001)
            let settled = try keyboard.settlingDuration()
            #expect(abs(settled - 0.5057348843824728) < 1e-9)
        }

        @Test("the keyboard settles within 1 % after 0.3636 s")
        func settlesAtOnePercent() throws {
            let settled = try keyboard.settlingDuration(tolerance: 0.01)
            #expect(abs(1 - keyboard.fractionComplete(at: settled) - 0.01) < 1e-12)
            #expect(abs(settled - 0.36359751723) < 1e-9)
        }

        @Test("an underdamped spring settles after its last swing beyond the tolerance")
        func underdampedSettling() throws {
            let bouncy = try KeyboardSpring(mass: 1, stiffness: 300, damping: 6)
            let settled = try bouncy.settlingDuration(tolerance: 0.001)
            // Exactly at the tolerance there, beyond it just before, within it from then on.
            #expect(abs(abs(bouncy.fractionComplete(at: settled) - 1) - 0.001) < 1e-9)
            var latestBeyond = 0.0
            for index in 0...400_000 {
                let time = 4 * Double(index) / 400_000
                if abs(bouncy.fractionComplete(at: time) - 1) > 0.001 { latestBeyond = time }
            }
            #expect(latestBeyond <= settled)
            #expect(settled - latestBeyond < 1e-5 + 1e-12)
        }

        @Test("an overdamped spring creeps and settles later than its critical twin")
        func overdampedSettling() throws {
            let overdamped = try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true)
            let settled = try overdamped.settlingDuration()
            #expect(abs(overdamped.fractionComplete(at: settled) - 0.999) < 1e-12)
            #expect(settled > 2)
            #expect(settled > (try keyboard.settlingDuration()))
        }

        @Test("a spring thrown away from the target settles after turning back")
        func negativeVelocitySettling() throws {
            let thrown = try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: -30)
            let settled = try thrown.settlingDuration()
            #expect(thrown.fractionComplete(at: 0.02) < 0)
            #expect(abs(thrown.fractionComplete(at: settled) - 0.999) < 1e-12)
        }

        @Test("a spring thrown hard towards the target settles after its overshoot")
        func overshootSettling() throws {
            let thrown = try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 40)
            let settled = try thrown.settlingDuration()
            #expect(thrown.fractionComplete(at: 0.1) > 1.001)
            #expect(abs(thrown.fractionComplete(at: settled) - 1.001) < 1e-12)
        }

        @Test("a spring with almost no damping settles after its envelope falls within the tolerance")
        func barelyDampedSettling() throws {
            let ringing = try KeyboardSpring(mass: 1, stiffness: 1000, damping: 1e-9)
            let settled = try ringing.settlingDuration()
            // Envelope e^(−αt) with α = c/2m reaches 0.001 after ln(1000)/α ≈ 1.38e10 s (within a swing).
            #expect(abs(settled - log(1000) / 5e-10) / settled < 1e-3)
        }

        @Test("a spring too weak to move in Double time never settles")
        func neverSettles() throws {
            let weak = try KeyboardSpring(mass: 1e300, stiffness: 1e-300, damping: 1e300, allowsOverdamping: true)
            #expect(try weak.settlingDuration() == .infinity)
        }

        @Test("a settling tolerance outside (0, 1) is an error naming the tolerance")
        func badTolerance() {
            for tolerance in [0, 1, -0.5, Double.nan] {
                #expect(throws: KeyboardAnimationError.self) { try keyboard.settlingDuration(tolerance: tolerance) }
            }
            #expect(
                throws: KeyboardAnimationError.invalidValue(
                    key: "tolerance", value: "0.0", requirement: "greater than 0 and less than 1"
                )
            ) { try keyboard.settlingDuration(tolerance: 0) }
        }

        // MARK: - Every regime against numerical integration

        @Test("the critically damped keyboard matches RK4 integration within 1e-9")
        func criticalMatchesIntegration() {
            let difference = largestDifferenceFromIntegration(keyboard)
            #expect(difference.position < 1e-9)
            #expect(difference.velocity < 1e-8)
        }

        @Test("an underdamped spring matches RK4 integration within 1e-9")
        func underdampedMatchesIntegration() throws {
            let spring = try KeyboardSpring(mass: 1, stiffness: 300, damping: 15)
            #expect(spring.regime == .underdamped)
            let difference = largestDifferenceFromIntegration(spring)
            #expect(difference.position < 1e-9)
            #expect(difference.velocity < 1e-8)
        }

        @Test("an underdamped spring with a starting speed matches RK4 integration within 1e-9")
        func underdampedWithVelocityMatchesIntegration() throws {
            let spring = try KeyboardSpring(mass: 2, stiffness: 800, damping: 30, initialVelocity: 4)
            let difference = largestDifferenceFromIntegration(spring)
            #expect(difference.position < 1e-9)
            #expect(difference.velocity < 1e-8)
        }

        @Test("a truly overdamped spring matches RK4 integration within 1e-9")
        func overdampedMatchesIntegration() throws {
            let spring = try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true)
            #expect(spring.regime == .overdamped)
            let difference = largestDifferenceFromIntegration(spring)
            #expect(difference.position < 1e-9)
            #expect(difference.velocity < 1e-8)
        }

        @Test("an overdamped spring thrown backwards matches RK4 integration within 1e-9")
        func overdampedWithVelocityMatchesIntegration() throws {
            let spring = try KeyboardSpring(
                mass: 1, stiffness: 200, damping: 40, initialVelocity: -2, allowsOverdamping: true)
            let difference = largestDifferenceFromIntegration(spring)
            #expect(difference.position < 1e-9)
            #expect(difference.velocity < 1e-8)
        }

        @Test("a critically damped spring with a starting speed matches RK4 integration within 1e-9")
        func criticalWithVelocityMatchesIntegration() throws {
            let spring = try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 5)
            let difference = largestDifferenceFromIntegration(spring)
            #expect(difference.position < 1e-9)
            #expect(difference.velocity < 1e-8)
        }

        @Test("springs a hair either side of critical damping stay on the critical curve")
        func nearCriticalIsContinuous() throws {
            let critical = 2 * (3.0 * 1000).squareRoot()
            let below = try KeyboardSpring(mass: 3, stiffness: 1000, damping: critical * (1 - 1e-9))
            let above = try KeyboardSpring(
                mass: 3, stiffness: 1000, damping: critical * (1 + 1e-9), allowsOverdamping: true)
            #expect(below.regime == .underdamped)
            #expect(above.regime == .overdamped)
            for index in 0...500 {
                let time = Double(index) / 1000
                #expect(abs(below.fractionComplete(at: time) - keyboard.fractionComplete(at: time)) < 1e-7)
                #expect(abs(above.fractionComplete(at: time) - keyboard.fractionComplete(at: time)) < 1e-7)
            }
        }

        @Test("overdamping without permission follows exactly the critical curve")
        func overdampingIsCriticalByDefault() throws {
            let heavy = try KeyboardSpring(mass: 3, stiffness: 1000, damping: 5000)
            #expect(heavy.regime == .criticallyDamped)
            #expect(heavy.fractionComplete(at: 0.1) == keyboard.fractionComplete(at: 0.1))
        }

        // MARK: - Velocity

        @Test("velocity is the derivative of the fraction in every regime")
        func velocityIsTheDerivative() throws {
            let springs = [
                keyboard,
                try KeyboardSpring(mass: 1, stiffness: 300, damping: 15, initialVelocity: 1),
                try KeyboardSpring(
                    mass: 3, stiffness: 1000, damping: 500, initialVelocity: -1, allowsOverdamping: true),
            ]
            let step = 1e-6
            for spring in springs {
                for time in stride(from: 0.01, through: 0.5, by: 0.01) {
                    let numerical =
                        (spring.fractionComplete(at: time + step) - spring.fractionComplete(at: time - step))
                        / (2 * step)
                    #expect(abs(spring.velocity(at: time) - numerical) < 1e-6)
                }
            }
        }

        @Test("velocity at the start is the initial velocity")
        func startingVelocity() throws {
            let thrown = try KeyboardSpring(mass: 1, stiffness: 300, damping: 15, initialVelocity: 2.5)
            #expect(thrown.velocity(at: 0) == 2.5)
            #expect(abs(thrown.velocity(at: 1e-9) - 2.5) < 1e-5)
        }

        // MARK: - Derived constants

        @Test("the keyboard's SwiftUI response is 2π/ω = 0.3441 s and its critical damping 109.54")
        func derivedConstants() {
            #expect(abs(keyboard.response - 2 * Double.pi / omega) < 1e-15)
            #expect(abs(keyboard.response - 0.34414423) < 1e-8)
            #expect(abs(keyboard.effectiveDamping - 2 * (3000.0).squareRoot()) < 1e-12)
        }

        @Test("with overdamping allowed the effective damping is the damping given")
        func effectiveDampingWhenOverdampingIsAllowed() throws {
            let spring = try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true)
            #expect(abs(spring.effectiveDamping - 500) < 1e-12)
            #expect(abs(spring.effectiveDampingRatio - spring.dampingRatio) < 1e-15)
        }

        // MARK: - Validation

        @Test("a zero mass is an error naming the mass and its value")
        func zeroMass() {
            #expect(
                throws: KeyboardAnimationError.invalidValue(
                    key: "mass", value: "0.0", requirement: "a finite number greater than 0"
                )
            ) { try KeyboardSpring(mass: 0, stiffness: 1000, damping: 500) }
        }

        @Test("the error's description names the parameter, the value and the rule")
        func errorDescription() {
            do {
                _ = try KeyboardSpring(mass: 3, stiffness: -1000, damping: 500)
                Issue.record("a negative stiffness was accepted")
            } catch {
                #expect(error.description == "stiffness is -1000.0: it must be a finite number greater than 0")
            }
        }

        @Test("non-finite or non-positive parameters are rejected, each by name")
        func badParameters() {
            #expect(throws: KeyboardAnimationError.self) {
                try KeyboardSpring(mass: .nan, stiffness: 1000, damping: 500)
            }
            #expect(throws: KeyboardAnimationError.self) {
                try KeyboardSpring(mass: 3, stiffness: .infinity, damping: 500)
            }
            #expect(
                throws: KeyboardAnimationError.invalidValue(
                    key: "damping", value: "0.0", requirement: "a finite number greater than 0"
                )
            ) { try KeyboardSpring(mass: 3, stiffness: 1000, damping: 0) }
            #expect(
                throws: KeyboardAnimationError.invalidValue(
                    key: "initialVelocity", value: "nan", requirement: "a finite number"
                )
            ) { try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .nan) }
        }

        @Test("a spring built from the keyboard's numbers equals the preset")
        func equality() throws {
            #expect(try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500) == keyboard)
            #expect(try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true) != keyboard)
        }

        // MARK: - Samples

        @Test("the default samples are 51 points from 0 to 0.5 s by 0.01 s")
        func defaultSamples() throws {
            let samples = try keyboard.samples()
            #expect(samples.count == 51)
            #expect(samples.first == KeyboardCurveSample(time: 0, fraction: 0))
            #expect(samples.last?.time == 0.5)
            #expect(abs(samples[25].time - 0.25) < 1e-15)
            #expect(abs(samples[25].fraction - 0.9420383465481865) < 1e-12)
            for sample in samples {
                #expect(sample.fraction == keyboard.fractionComplete(at: sample.time))
            }
        }

        @Test("two samples are the two ends")
        func twoSamples() throws {
            let samples = try keyboard.samples(count: 2, through: 0.25)
            #expect(samples.map(\.time) == [0, 0.25])
        }

        @Test("fewer than two samples is an error naming the count")
        func tooFewSamples() {
            for count in [1, 0, -5] {
                #expect(
                    throws: KeyboardAnimationError.invalidValue(
                        key: "count", value: "\(count)", requirement: "between 2 and 1000000"
                    )
                ) { try keyboard.samples(count: count) }
            }
        }

        @Test("a non-positive or non-finite end is an error naming the end")
        func badEnd() {
            for end in [0, -0.5, Double.infinity, Double.nan] {
                #expect(throws: KeyboardAnimationError.self) { try keyboard.samples(through: end) }
            }
        }

        @Test("samples encode as time and fraction JSON")
        func samplesEncode() throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(KeyboardCurveSample(time: 0.25, fraction: 0.5))
            #expect(String(decoding: data, as: UTF8.self) == #"{"fraction":0.5,"time":0.25}"#)
        }
    }
}
