import Foundation
import Testing

@testable import KeyboardProtocols

@Suite("One plan for a mixin's will-time and settled measurements")
struct KeyboardSettledCorrectionPlanTests {
    /// iPad 768 x 1024 showing a 313-point keyboard over 0.25 s on curve 7.
    let show = try! KeyboardFrameChange(
        event: .willShow, endFrame: CGRect(x: 0, y: 711, width: 768, height: 313),
        screenBounds: CGRect(x: 0, y: 0, width: 768, height: 1024))

    @Test("at will-time a new value rides the keyboard's own animation")
    func willTimeUsesChangesPlan() {
        #expect(KeyboardSettledCorrection.plan(from: 0, to: 111, for: show, at: .announced) == show.animationPlan)
    }

    @Test("at will-time an unchanged value is left alone")
    func willTimeUnchangedIsNil() {
        #expect(KeyboardSettledCorrection.plan(from: 111, to: 111, for: show, at: .announced) == nil)
    }

    @Test("a form sheet that rose 111 points is corrected over the keyboard's remaining 0.246 s")
    func settledSheetAnimatesOverRemainingTime() {
        let plan = KeyboardSettledCorrection.plan(from: 111, to: 0, for: show, at: .afterLayoutCommit(elapsed: 0.004))
        #expect(plan == .animate(duration: 0.25 - 0.004, options: show.animationOptions))
    }

    @Test("a settled value within half a point needs no correction")
    func settledWithinToleranceIsNil() {
        #expect(
            KeyboardSettledCorrection.plan(from: 302, to: 302.4, for: show, at: .afterLayoutCommit(elapsed: 0.004))
                == nil)
    }
}

@Suite("The at-rest measurement corrects with no keyboard animation left")
struct KeyboardSettledCorrectionAtRestTests {
    /// iPad 768 x 1024 showing a 313-point keyboard over 0.25 s on curve 7.
    let show = try! KeyboardFrameChange(
        event: .willShow, endFrame: CGRect(x: 0, y: 711, width: 768, height: 313),
        screenBounds: CGRect(x: 0, y: 0, width: 768, height: 1024))

    @Test("at rest a 1.5-point rounding difference is set at once")
    func smallDifferenceAtOnce() {
        #expect(KeyboardSettledCorrection.plan(from: 302, to: 300.5, for: show, at: .atRest) == .applyImmediately)
    }

    @Test("at rest a 111-point difference animates over 0.25 s rather than jump")
    func largeDifferenceAnimates() {
        #expect(
            KeyboardSettledCorrection.plan(from: 111, to: 0, for: show, at: .atRest)
                == .animate(duration: 0.25, options: show.animationOptions))
    }
}
