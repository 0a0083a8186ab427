import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

extension AnimationTests {
    @Suite("CubicTimingCurve and KeyboardCurveDrift")
    struct CubicTimingCurveTests {
        @Test("ease-in-out is half way at half time and symmetric about it")
        func easeInOutSymmetry() {
            let curve = CubicTimingCurve.easeInOut
            #expect(abs(curve.progress(atTimeFraction: 0.5) - 0.5) < 1e-12)
            for index in 1..<100 {
                let u = Double(index) / 100
                #expect(abs(curve.progress(atTimeFraction: u) + curve.progress(atTimeFraction: 1 - u) - 1) < 1e-12)
            }
        }

        @Test("ease-in-out is 12.9 % of the way a quarter of the way through")
        func easeInOutQuarter() {
            // y(s) at the s solving x(s) = 0.25 for the (0.42, 0, 0.58, 1) Bézier.
            #expect(abs(CubicTimingCurve.easeInOut.progress(atTimeFraction: 0.25) - 0.12916193104731943) < 1e-12)
        }

        @Test("ease-in-out matches an independent bisection of the Bézier to 1e-12")
        func matchesBisection() {
            func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
                3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
            }
            for index in 1..<200 {
                let u = Double(index) / 200
                var low = 0.0
                var high = 1.0
                for _ in 0..<200 {
                    let middle = (low + high) / 2
                    if bezier(middle, 0.42, 0.58) < u { low = middle } else { high = middle }
                }
                let expected = bezier((low + high) / 2, 0, 1)
                #expect(abs(CubicTimingCurve.easeInOut.progress(atTimeFraction: u) - expected) < 1e-12)
            }
        }

        @Test("linear progress equals the time fraction")
        func linearIsIdentity() {
            for index in 0...100 {
                let u = Double(index) / 100
                #expect(abs(CubicTimingCurve.linear.progress(atTimeFraction: u) - u) < 1e-12)
            }
        }

        @Test("ease-in, ease-out and ease-in-out rise strictly")
        func monotone() {
            for curve in [CubicTimingCurve.easeIn, .easeOut, .easeInOut] {
                var previous = 0.0
                for index in 1...1000 {
                    let value = curve.progress(atTimeFraction: Double(index) / 1000)
                    #expect(value > previous)
                    previous = value
                }
            }
        }

        @Test("time before the start is 0, after the end 1, over a 0.25 s duration")
        func clamping() {
            #expect(CubicTimingCurve.easeInOut.fractionComplete(at: -0.1, duration: 0.25) == 0)
            #expect(CubicTimingCurve.easeInOut.fractionComplete(at: 0.3, duration: 0.25) == 1)
            #expect(CubicTimingCurve.easeInOut.fractionComplete(at: 0.125, duration: 0.25) == 0.5)
        }

        @Test("a zero duration applies the change at once")
        func zeroDuration() {
            #expect(CubicTimingCurve.easeInOut.fractionComplete(at: 0, duration: 0) == 1)
            #expect(CubicTimingCurve.easeInOut.fractionComplete(at: -0.01, duration: 0) == 0)
            #expect(CubicTimingCurve.easeInOut.fractionComplete(at: 0.1, duration: .nan) == 1)
        }

        @Test("UIKit's curve raw values 0 to 3 name the four Béziers; the keyboard's 7 names none")
        func animationCurveRawValues() {
            #expect(CubicTimingCurve(animationCurve: 0) == .easeInOut)
            #expect(CubicTimingCurve(animationCurve: 1) == .easeIn)
            #expect(CubicTimingCurve(animationCurve: 2) == .easeOut)
            #expect(CubicTimingCurve(animationCurve: 3) == .linear)
            #expect(CubicTimingCurve(animationCurve: 7) == nil)
        }

        @Test("control points with time outside [0, 1] are an error naming the coordinate")
        func badControlPoints() {
            #expect(
                throws: KeyboardAnimationError.invalidValue(
                    key: "x1", value: "-0.1", requirement: "a number from 0 to 1")
            ) {
                try CubicTimingCurve(x1: -0.1, y1: 0, x2: 0.58, y2: 1)
            }
            #expect(
                throws: KeyboardAnimationError.invalidValue(key: "y2", value: "nan", requirement: "a finite number")
            ) {
                try CubicTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: .nan)
            }
            #expect(throws: Never.self) { try CubicTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1) }
        }

        @Test("ease-in-out over 0.25 s strays 73.5 points from a 336-point keyboard, 0.089 s in")
        func easeInOutDrift() throws {
            let drift = try KeyboardCurveDrift.largest(
                between: .keyboard, and: .easeInOut, duration: 0.25, distance: 336)
            #expect(abs(drift.points - 73.5285197) < 1e-6)
            #expect(abs(drift.time - 0.08855) < 1e-4)
            #expect(drift.keyboardFraction > drift.curveFraction)
            #expect(abs(drift.fractionGap * 336 - drift.points) < 1e-12)
        }

        @Test("linear over 0.25 s strays 55.7 points from a 336-point keyboard")
        func linearDrift() throws {
            let drift = try KeyboardCurveDrift.largest(between: .keyboard, and: .linear, duration: 0.25, distance: 336)
            #expect(abs(drift.points - 55.6929) < 1e-3)
        }

        @Test("no sampled moment over 0.6 s has a larger gap than the reported largest drift")
        func driftIsAMaximum() throws {
            let drift = try KeyboardCurveDrift.largest(
                between: .keyboard, and: .easeInOut, duration: 0.25, distance: 336)
            for index in 0...5000 {
                let time = 0.6 * Double(index) / 5000
                let gap = abs(
                    KeyboardSpring.keyboard.fractionComplete(at: time)
                        - CubicTimingCurve.easeInOut.fractionComplete(at: time, duration: 0.25))
                #expect(gap <= drift.fractionGap + 1e-12)
            }
        }

        @Test("a drift over a zero duration or a negative distance is an error naming it")
        func badDriftArguments() {
            #expect(throws: KeyboardAnimationError.self) {
                try KeyboardCurveDrift.largest(between: .keyboard, and: .easeInOut, duration: 0, distance: 336)
            }
            #expect(
                throws: KeyboardAnimationError.invalidValue(
                    key: "distance", value: "-336.0", requirement: "a finite number of points, 0 or more"
                )
            ) {
                try KeyboardCurveDrift.largest(between: .keyboard, and: .easeInOut, duration: 0.25, distance: -336)
            }
        }
    }
}
