import Foundation
import Testing

@testable import KeyboardProtocols

// FB18129551: during an interactive dismissal the keyboard layout guide jumps around. Frames of one layout pass (one
// turn of the main run loop) come in no documented order, so each test runs the jump before and after the frame the
// finger holds. iPhone 15: keyboard 336 at y 516.
@Suite("Inside a drag, a tracked frame that turns back within its layout pass is a jump, and is dropped")
struct TrackedFrameLayoutPassTests {
    typealias Drag = InteractiveDismissalPayloads

    /// A machine showing the 336-point keyboard, dragged to `top` in a first layout pass that has ended.
    private func dragging(at top: CGFloat) throws -> KeyboardDelivery {
        var delivery = KeyboardDelivery()
        delivery.receive(
            try KeyboardFrameChange(
                event: .willShow, userInfo: DevicePayloads.userInfo(begin: Drag.hidden, end: Drag.resting),
                screenBounds: Drag.screen))
        _ = delivery.endTurn()
        delivery.interactiveDismissalDidBegin()
        delivery.receive(try delivery.trackedChange(Drag.keyboard(top: top), screenBounds: Drag.screen))
        _ = delivery.endTurn()
        return delivery
    }

    /// The heights observers hear of one layout pass reporting `tops`, in order.
    private func pass(_ delivery: inout KeyboardDelivery, _ tops: [CGFloat]) throws -> [CGFloat] {
        var heard: [CGFloat] = []
        for top in tops {
            let change = try delivery.trackedChange(Drag.keyboard(top: top), screenBounds: Drag.screen)
            if case .deliver(let delivered) = delivery.receive(change) { heard.append(delivered.height) }
        }
        return heard
    }

    @Test("dragged down to 600, a pass reporting 700 then a jump to 516 is heard as 152 only")
    func jumpAfterTheFinger() throws {
        var delivery = try dragging(at: 600)
        #expect(try pass(&delivery, [700, 516]) == [152])
        #expect(delivery.lastDelivered?.height == 152)
    }

    @Test("dragged down to 600, a pass reporting the jump to 516 first, then 700, is heard as 336 only for that pass")
    func jumpBeforeTheFinger() throws {
        var delivery = try dragging(at: 600)
        // The pass's first frame sets its direction: nothing before it says it is the jump.
        #expect(try pass(&delivery, [516, 700]) == [336])
        _ = delivery.endTurn()
        // The next pass follows the finger again.
        #expect(try pass(&delivery, [710]) == [142])
    }

    @Test("dragged back up to 700, a pass reporting 650 then a jump down to 852 is heard as 202 only")
    func jumpDownWhileGoingUp() throws {
        var delivery = try dragging(at: 700)
        #expect(try pass(&delivery, [650, 852]) == [202])
    }

    @Test("a finger turning around across passes is followed: 700, then 600 in the next pass")
    func turningAroundAcrossPassesIsFollowed() throws {
        var delivery = try dragging(at: 600)
        #expect(try pass(&delivery, [700]) == [152])
        _ = delivery.endTurn()
        #expect(try pass(&delivery, [600]) == [252])
    }

    @Test("a step back of 4 points within a pass, the guide's rounding, is still followed; 5 points is not")
    func aFewPointsAreTolerated() throws {
        var delivery = try dragging(at: 600)
        #expect(try pass(&delivery, [700, 696]) == [152, 156])
        _ = delivery.endTurn()
        var other = try dragging(at: 600)
        #expect(try pass(&other, [700, 695]) == [152])
        #expect(KeyboardDelivery.reversalTolerance == 4)
    }

    @Test("a pass with tracked frames asks for its turn's end, which closes it")
    func aPassNeedsItsTurnEnd() throws {
        var delivery = try dragging(at: 600)
        #expect(!delivery.needsTurnEnd)
        _ = try pass(&delivery, [700])
        #expect(delivery.needsTurnEnd)
        _ = delivery.endTurn()
        #expect(!delivery.needsTurnEnd)
    }
}

// MARK: - Applying at once

@Suite("A change applied at once removes the moved views' in-flight animations first")
struct ImmediateApplyTests {
    typealias Drag = InteractiveDismissalPayloads

    @Test("a tracked frame (duration 0) stops animations in flight; the show's 0.25 s animation does not")
    func trackedFramesStopAnimationsInFlight() throws {
        let tracked = try KeyboardFrameChange(trackedFrame: Drag.keyboard(top: 600), screenBounds: Drag.screen)
        #expect(tracked.animationPlan.stopsAnimationsInFlight)
        let show = try KeyboardFrameChange(
            event: .willShow, userInfo: DevicePayloads.userInfo(begin: Drag.hidden, end: Drag.resting),
            screenBounds: Drag.screen)
        #expect(!show.animationPlan.stopsAnimationsInFlight)
    }
}
