import Foundation
import Testing

@testable import KeyboardProtocols

@Suite("Tracked keyboard frames refine what the notifications announced, never more")
struct KeyboardDeliveryTrackedFrameTests {
    typealias Drag = InteractiveDismissalPayloads

    private func notification(_ event: KeyboardEvent, from begin: CGRect, to end: CGRect) throws
        -> KeyboardFrameChange
    {
        try KeyboardFrameChange(
            event: event, userInfo: DevicePayloads.userInfo(begin: begin, end: end), screenBounds: Drag.screen)
    }

    /// A machine that delivered the iPhone 15 keyboard's show (336 points at y 516) and ended its turn.
    private func afterShow() throws -> KeyboardDelivery {
        var delivery = KeyboardDelivery()
        delivery.receive(try notification(.willShow, from: Drag.hidden, to: Drag.resting))
        _ = delivery.endTurn()
        return delivery
    }

    /// What the machine decides for a frame tracked with its top edge at `top`.
    private func track(_ delivery: inout KeyboardDelivery, top: CGFloat, height: CGFloat = 336) throws
        -> KeyboardDelivery.Decision
    {
        let frame = CGRect(x: 0, y: top, width: 393, height: height)
        return delivery.receive(try delivery.trackedChange(frame, screenBounds: Drag.screen))
    }

    private func heights(_ decisions: [KeyboardDelivery.Decision]) -> [CGFloat?] {
        decisions.map { if case .deliver(let change) = $0 { change.height } else { nil } }
    }

    @Test("during a drag, a frame 84 points down is a tracked change of 252 points, duration 0, from the resting frame")
    func dragFrameIsDelivered() throws {
        var delivery = try afterShow()
        delivery.interactiveDismissalDidBegin()
        guard case .deliver(let change) = try track(&delivery, top: 600) else {
            Issue.record("the dragged frame was not delivered")
            return
        }
        #expect(change.isTracked)
        #expect(change.event == .willChangeFrame)
        #expect(change.height == 252)
        #expect(change.animationDuration == 0)
        #expect(change.beginFrame == Drag.resting)
    }

    @Test("outside a drag a tracked frame counts for nothing, however far from the announced keyboard")
    func outsideADragNothingCounts() throws {
        var delivery = try afterShow()
        #expect(try track(&delivery, top: 600) == .drop)
        #expect(try track(&delivery, top: 852) == .drop)
        #expect(delivery.lastDelivered?.height == 336)
    }

    // AutoFill bars and a 44-point input accessory make the guide show 380 points while the notification says 336
    // (mozilla-mobile/firefox-ios PR 30146; badoo/Chatto PR 797).
    @Test("while nobody drags, a guide showing 380 points against the announced 336 moves nothing")
    func moreThanAnnouncedOutsideADragMovesNothing() throws {
        var delivery = try afterShow()
        #expect(try track(&delivery, top: 472, height: 380) == .drop)
        #expect(delivery.lastDelivered?.height == 336)
    }

    @Test("a frame tracked before the show's will-notifications in the same turn leaves the show animated")
    func frameBeforeShowIsNoSnap() throws {
        var delivery = KeyboardDelivery()
        delivery.interactiveDismissalDidBegin()
        #expect(try track(&delivery, top: 516) == .drop)
        let show = try notification(.willShow, from: Drag.hidden, to: Drag.resting)
        #expect(delivery.receive(show) == .deliver(show))
    }

    // A bar nothing senses (an AutoFill bar, mozilla-mobile/firefox-ios PR 30146) makes the guide show 380 points, the
    // notification 336. An input accessory is counted where the change enters (InputAccessoryTests): then the
    // announced keyboard is 380 and the guide agrees with it.
    @Test("a tracked frame showing more keyboard than announced is clamped to the announced frame: no news at rest")
    func clampedToAnnounced() throws {
        var delivery = try afterShow()
        delivery.interactiveDismissalDidBegin()
        #expect(try track(&delivery, top: 472, height: 380) == .drop)
        #expect(heights([try track(&delivery, top: 600)]) == [252])
        _ = delivery.endTurn()
        // Back above the announced frame in the next layout pass: clamped to 336, news after 252.
        guard case .deliver(let back) = try track(&delivery, top: 472, height: 380) else {
            Issue.record("the return to the announced keyboard was not delivered")
            return
        }
        #expect(back.endFrame == Drag.resting)
        #expect(back.height == 336)
    }

    // iOS 26: after a hide the guide stays 34 + 44 points above the bottom (FB18129551, FB18129558;
    // chockenberry/KeyboardAvoider).
    @Test("after a hide no tracked frame counts: no keyboard is announced visible and docked")
    func afterHideNothingCounts() throws {
        var delivery = try afterShow()
        #expect(delivery.receive(try notification(.willHide, from: Drag.resting, to: Drag.hidden)) == .hold)
        #expect(delivery.endTurn()?.height == 0)
        delivery.interactiveDismissalDidBegin()
        #expect(try track(&delivery, top: 774, height: 78) == .drop)
    }

    @Test("while a hide is held no tracked frame counts")
    func heldHideBlocksTracking() throws {
        var delivery = try afterShow()
        delivery.interactiveDismissalDidBegin()
        _ = delivery.receive(try notification(.willHide, from: Drag.resting, to: Drag.hidden))
        #expect(try track(&delivery, top: 700) == .drop)
    }

    @Test("a frame within half a point of the last delivered one, as converted frames round, is no news")
    func toleranceAbsorbsRounding() throws {
        var delivery = try afterShow()
        delivery.interactiveDismissalDidBegin()
        let rounded = CGRect(x: 0, y: 516.33, width: 393, height: 335.67)
        #expect(delivery.receive(try delivery.trackedChange(rounded, screenBounds: Drag.screen)) == .drop)
    }

    @Test("a drag let go at 152 points holds the announced 336 on no timer, until the layout shows it again")
    func dragEndHoldsTheReturn() throws {
        var delivery = try afterShow()
        delivery.interactiveDismissalDidBegin()
        #expect(heights([try track(&delivery, top: 600)]) == [252])
        _ = delivery.endTurn()
        #expect(heights([try track(&delivery, top: 700)]) == [152])
        delivery.interactiveDismissalDidEnd()
        #expect(delivery.holdsReturn)
        #expect(delivery.endTurn() == nil)
        #expect(delivery.endTurn() == nil)
        guard case .deliver(let back) = try track(&delivery, top: 516) else {
            Issue.record("the layout showing the keyboard back did not deliver the return")
            return
        }
        #expect(back.height == 336)
        #expect(back.isTracked)
        #expect(back.beginFrame == Drag.keyboard(top: 700))
        #expect(back.animationDuration == 0.25)
        #expect(!delivery.holdsReturn)
    }

    @Test("a release notification in the drag's last turn cancels the return: observers hear the hide only")
    func releaseCancelsReturn() throws {
        var delivery = try afterShow()
        delivery.interactiveDismissalDidBegin()
        _ = try track(&delivery, top: 700)
        delivery.interactiveDismissalDidEnd()
        #expect(delivery.receive(try notification(.willHide, from: Drag.keyboard(top: 700), to: Drag.hidden)) == .hold)
        #expect(delivery.endTurn()?.height == 0)
    }

    @Test("an opted-out observer catching up mid-drag hears the announced keyboard, not the tracked one")
    func optedOutCatchUp() throws {
        var delivery = try afterShow()
        delivery.interactiveDismissalDidBegin()
        _ = try track(&delivery, top: 600)
        #expect(delivery.catchUp(lastHeard: nil)?.height == 252)
        #expect(delivery.catchUp(lastHeard: nil, followsTrackedFrames: false)?.height == 336)
    }

    @Test("a NaN tracked frame throws an error naming trackedKeyboardFrame and the value")
    func nonFiniteFrameFails() throws {
        let delivery = try afterShow()
        let frame = CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336)
        #expect(
            throws: KeyboardPayloadError.nonFiniteValue(
                key: "trackedKeyboardFrame", value: "{{0.0, nan}, {393.0, 336.0}}")
        ) {
            try delivery.trackedChange(frame, screenBounds: Drag.screen)
        }
    }

    // MARK: - Outside a drag

    @Test(
        "outside a drag a tracked frame showing less than announced is dropped (version 2's drags are inferred by its replay)"
    )
    func outsideADragFramesAreDropped() throws {
        var delivery = try afterShow()
        #expect(try track(&delivery, top: 600) == .drop)
        #expect(!delivery.isDragging)
    }

    // MARK: - did-change-frame

    // iOS 27 reports docked frames outside the will transaction (manaflow-ai/cmux PR 10810).
    @Test("a did-change-frame of a docked keyboard 20 points off what was announced is dropped, not a move")
    func unannouncedDockedDidChangeFrameDropped() throws {
        var delivery = try afterShow()
        let off = try notification(
            .didChangeFrame, from: Drag.resting, to: CGRect(x: 0, y: 496, width: 393, height: 356))
        #expect(delivery.receive(off) == .drop)
        #expect(delivery.lastDelivered?.height == 336)
    }

    @Test("a did-change-frame confirming the announced frame mid-drag is a settle pass")
    func confirmingDidChangeFrameSettles() throws {
        var delivery = try afterShow()
        delivery.interactiveDismissalDidBegin()
        _ = try track(&delivery, top: 600)
        let confirm = try notification(.didChangeFrame, from: Drag.hidden, to: Drag.resting)
        #expect(delivery.receive(confirm) == .settle(confirm))
    }

    @Test("an unannounced did-change-frame leaving no keyboard on screen is delivered with duration 0")
    func unannouncedGoneIsDelivered() throws {
        var delivery = try afterShow()
        let gone = try notification(.didChangeFrame, from: Drag.resting, to: Drag.hidden)
        guard case .deliver(let delivered) = delivery.receive(gone) else {
            Issue.record("the keyboard going away was not delivered")
            return
        }
        #expect(delivered.animationDuration == 0)
        #expect(delivered.height == 0)
    }
}
