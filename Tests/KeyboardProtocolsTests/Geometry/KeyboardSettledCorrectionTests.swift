import Foundation
import Testing

@testable import KeyboardProtocols

extension GeometryTests {
    @Suite("Correcting a will-time measurement once a sheet UIKit moves has settled")
    struct KeyboardSettledCorrectionTests {
        /// iPad 9.7-inch in portrait, 768 × 1024, with its 313-point keyboard docked at y = 711.
        static let screen = Screen.iPadAir2
        static let keyboard = CGRect(x: 0, y: 711, width: 768, height: 313)
        /// A 540 × 620 form sheet centred on the screen, where it rests before the keyboard shows.
        static let sheetAtRest = CGRect(x: 114, y: 202, width: 540, height: 620)
        /// The same sheet once UIKit has lifted it clear of the keyboard: 620 points fit in the 711 above it.
        static let sheetRisen = CGRect(x: 114, y: 91, width: 540, height: 620)

        /// The will-show UIKit posts for that keyboard, NSValue frames and NSNumbers, 0.25 s, curve 7.
        func show(duration: Double = 0.25) throws -> KeyboardFrameChange {
            let info = DevicePayloads.userInfo(
                begin: Self.keyboard.offsetBy(dx: 0, dy: 313), end: Self.keyboard, duration: duration)
            return try KeyboardFrameChange(
                notification: Notification(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: info),
                screenBounds: Self.screen)
        }

        @Test("the form sheet measures 111 points under the keyboard at will-time and 0 once it has risen")
        func sheetOverlapBeforeAndAfterRising() {
            let atWillTime = KeyboardGeometry.overlap(
                keyboardFrame: Self.keyboard, screenBounds: Self.screen, viewFrame: Self.sheetAtRest)
            let settled = KeyboardGeometry.overlap(
                keyboardFrame: Self.keyboard, screenBounds: Self.screen, viewFrame: Self.sheetRisen)
            #expect(atWillTime == 111)
            #expect(settled == 0)
        }

        @Test("on the next run-loop turn, 4 ms in, the 111-point inset is retargeted to 0 over the 0.246 s left")
        func nextTurnRetargetsOverRemainingTime() throws {
            let change = try show()
            let correction = KeyboardSettledCorrection(applied: 111, settled: 0, change: change, elapsed: 0.004)
            #expect(correction?.value == 0)
            guard case .animate(let duration, let options)? = correction?.plan else {
                Issue.record("expected an animation, got \(String(describing: correction?.plan))")
                return
            }
            #expect(abs(duration - 0.246) < 1e-9)
            #expect(options == change.animationOptions)
        }

        @Test("a settled value within half a point of the applied one needs no correction")
        func withinHalfAPointNeedsNothing() throws {
            #expect(KeyboardSettledCorrection(applied: 111, settled: 111.4, change: try show(), elapsed: 0.004) == nil)
        }

        @Test("once the keyboard has come to rest, a 1.5-point difference is set at once")
        func smallDifferenceAfterRestIsImmediate() throws {
            let correction = KeyboardSettledCorrection(applied: 111, settled: 109.5, change: try show(), elapsed: 0.3)
            #expect(correction?.value == 109.5)
            #expect(correction?.plan == .applyImmediately)
        }

        @Test("once the keyboard has come to rest, the 111-point gap closes over 0.25 s instead of in a jump")
        func largeDifferenceAfterRestAnimates() throws {
            let change = try show()
            let correction = KeyboardSettledCorrection(applied: 111, settled: 0, change: change, elapsed: 0.3)
            #expect(correction?.plan == .animate(duration: 0.25, options: change.animationOptions))
        }

        @Test("less than a frame left of the keyboard's animation counts as at rest")
        func underAFrameLeftCountsAsRest() throws {
            let change = try show()
            let correction = KeyboardSettledCorrection(applied: 111, settled: 0, change: change, elapsed: 0.24)
            #expect(correction?.plan == .animate(duration: 0.25, options: change.animationOptions))
        }

        @Test("a keyboard change that did not animate, such as a rotation, is corrected at once")
        func unanimatedChangeIsImmediate() throws {
            let correction = KeyboardSettledCorrection(
                applied: 111, settled: 0, change: try show(duration: 0), elapsed: 0)
            #expect(correction?.plan == .applyImmediately)
        }

        @Test("a NaN settled value counts as 0 and a NaN elapsed time as none, so no NaN reaches the layout")
        func nanCountsAsZero() throws {
            let change = try show()
            let correction = KeyboardSettledCorrection(applied: 111, settled: .nan, change: change, elapsed: .nan)
            #expect(correction?.value == 0)
            #expect(correction?.plan == .animate(duration: 0.25, options: change.animationOptions))
        }
    }
}
