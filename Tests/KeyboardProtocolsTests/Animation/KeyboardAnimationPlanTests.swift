import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

extension AnimationTests {
    @Suite("KeyboardAnimationPlan and KeyboardMotion")
    struct KeyboardAnimationPlanTests {
        /// The iPhone SE will-show from `objc-willshow-375x667.txt`, as UIKit posts it.
        func seWillShow(duration: Double = 0.25, curve: Int = 7) throws -> KeyboardFrameChange {
            let notification = KeyboardNotification.willShow(
                beginFrame: DevicePayloads.seShowBegin, endFrame: DevicePayloads.seShowEnd, duration: duration,
                curve: curve)
            return try KeyboardFrameChange(notification: notification, screenBounds: DevicePayloads.iPhoneSEScreen)
        }

        @Test("a 0.25 s will-show animates for 0.25 s with the keyboard's options")
        func animatesAWillShow() throws {
            let change = try seWillShow()
            #expect(
                change.animationPlan == .animate(duration: 0.25, options: KeyboardAnimationOptions(rawValue: 458_756)))
            #expect(change.animationPlan.isAnimated)
        }

        @Test("a notification with a duration of 0 applies the changes at once")
        func appliesAZeroDurationAtOnce() throws {
            let change = try seWillShow(duration: 0)
            #expect(change.animationPlan == .applyImmediately)
            #expect(change.animationPlan.isAnimated == false)
        }

        @Test("NaN, infinite and negative durations apply at once rather than animate")
        func nonFiniteDurationsApplyAtOnce() {
            let options = KeyboardAnimationOptions(curve: 7)
            for duration in [Double.nan, .infinity, -.infinity, -0.25, 0, -0.0] {
                #expect(KeyboardAnimationPlan(duration: duration, options: options) == .applyImmediately)
            }
        }

        @Test("the smallest positive duration still animates")
        func tinyDurationAnimates() {
            let options = KeyboardAnimationOptions(curve: 7)
            #expect(KeyboardAnimationPlan(duration: .leastNonzeroMagnitude, options: options).isAnimated)
        }

        @Test("curve 7 moves like the keyboard spring: 94.2 % at 0.25 s")
        func curveSevenIsTheSpring() throws {
            let change = try seWillShow()
            #expect(change.motion == .spring(.keyboard))
            #expect(abs(change.motion.fractionComplete(at: 0.25) - 0.9420383465481865) < 1e-12)
        }

        @Test("curve 0 moves with ease-in-out over the notification's duration")
        func curveZeroIsEaseInOut() throws {
            let change = try seWillShow(duration: 0.4, curve: 0)
            #expect(change.motion == .curve(0, duration: 0.4))
            #expect(change.motion.fractionComplete(at: 0.2) == 0.5)
        }

        @Test("curves 1 to 3 are ease-in, ease-out and linear")
        func otherNamedCurves() {
            #expect(KeyboardMotion(duration: 0.25, curve: 1) == .curve(1, duration: 0.25))
            #expect(KeyboardMotion(duration: 0.25, curve: 2) == .curve(2, duration: 0.25))
            #expect(KeyboardMotion(duration: 0.25, curve: 3) == .curve(3, duration: 0.25))
        }

        @Test("each named curve moves exactly as its CubicTimingCurve, at a quarter, half and three quarters")
        func namedCurvesMatchTheirBeziers() throws {
            for raw in 0...3 {
                let bezier = try #require(CubicTimingCurve(animationCurve: raw))
                for time in [0.0625, 0.125, 0.1875] {
                    #expect(
                        KeyboardMotion(duration: 0.25, curve: raw).fractionComplete(at: time)
                            == bezier.fractionComplete(at: time, duration: 0.25))
                }
            }
        }

        @Test("a zero-duration change is complete from the start")
        func immediateMotion() throws {
            let change = try seWillShow(duration: 0)
            #expect(change.motion == .immediate)
            #expect(change.motion.fractionComplete(at: 0) == 1)
            #expect(change.motion.fractionComplete(at: -0.01) == 0)
            #expect(KeyboardMotion(duration: .nan, curve: 7) == .immediate)
        }

        @Test("the keyboard's motion lasts until it settles, 0.5057 s, twice the notification's duration")
        func motionDuration() throws {
            #expect(abs(try seWillShow().motion.duration - 0.5057348843824728) < 1e-9)
            #expect(try seWillShow(duration: 0.4, curve: 3).motion.duration == 0.4)
            #expect(try seWillShow(duration: 0).motion.duration == 0)
        }

        @Test("the keyboard on an iPhone SE has risen 117.6 of its 216 points 0.1 s in")
        func pointsInFlight() throws {
            let change = try seWillShow()
            let risen = change.height * change.motion.fractionComplete(at: 0.1)
            #expect(change.height == 216)
            #expect(abs(risen - 117.6723) < 1e-3)
        }
    }
}
