import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting

/// The spring model's figures for `keyboard-bench`.
///
/// `spring.ns_per_sample` is the cost of one `KeyboardSpring.keyboard.fractionComplete(at:)` — what a
/// `CADisplayLink` callback pays per frame to follow the keyboard. Build with `-c release`.
enum SpringBenchmark {
    static let samplesPerRound = 1_000_000
    static let rounds = 7

    static func figures() -> [(name: String, value: String)] {
        var checksum = 0.0
        func nanosecondsPerSample(_ spring: KeyboardSpring) -> Double {
            var times: [Double] = []
            for _ in 0..<rounds {
                let (nanoseconds, sum) = timedRound(spring)
                times.append(nanoseconds / Double(samplesPerRound))
                checksum += sum
            }
            return median(times)
        }
        let underdampedSpring: KeyboardSpring
        let overdampedSpring: KeyboardSpring
        do {
            underdampedSpring = try KeyboardSpring(mass: 1, stiffness: 300, damping: 15)
            overdampedSpring = try KeyboardSpring(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true)
        } catch {
            return [("spring.error", error.description)]
        }
        let keyboard = nanosecondsPerSample(opaque(.keyboard))
        let underdamped = nanosecondsPerSample(opaque(underdampedSpring))
        let overdamped = nanosecondsPerSample(opaque(overdampedSpring))
        return [
            ("spring.ns_per_sample", String(format: "%.2f", keyboard)),
            ("spring.underdamped_ns_per_sample", String(format: "%.2f", underdamped)),
            ("spring.overdamped_ns_per_sample", String(format: "%.2f", overdamped)),
            // Printing the sum of every sample keeps the optimiser from dropping the work.
            ("spring.checksum", String(format: "%.6f", checksum)),
        ]
    }

    /// One round: `samplesPerRound` samples spread over the first half second, summed.
    private static func timedRound(_ spring: KeyboardSpring) -> (nanoseconds: Double, sum: Double) {
        let step = 0.5 / Double(samplesPerRound)
        var sum = 0.0
        let nanoseconds = measure {
            for index in 0..<samplesPerRound {
                sum += spring.fractionComplete(at: Double(index) * step)
            }
        }
        return (nanoseconds, sum)
    }

    /// Hides the spring's value from the optimiser so the closed form isn't folded at compile time.
    @inline(never)
    private static func opaque(_ spring: KeyboardSpring) -> KeyboardSpring {
        spring
    }
}
