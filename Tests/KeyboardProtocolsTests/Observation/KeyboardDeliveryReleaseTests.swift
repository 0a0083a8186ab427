import Foundation
import KeyboardProtocols
import Testing

// UIKit posts nothing while the keyboard follows the finger, only on release (freshOS/KeyboardLayoutGuide issue 17);
// no source says in which turn, so the release's notification may come in the drag's last turn, the next one, or
// not at all (a spring-back UIKit doesn't announce).
@Suite("A drag let go never snaps: observers wait for the release's notification, or go back animated")
struct KeyboardDeliveryReleaseTests {
    typealias Drag = InteractiveDismissalPayloads

    /// The release time of every drag here, in seconds on the machine's clock.
    private let release: TimeInterval = 10

    private func notification(
        _ event: KeyboardEvent, from begin: CGRect, to end: CGRect, duration: Double = 0.25
    ) throws -> KeyboardFrameChange {
        try KeyboardFrameChange(
            event: event, userInfo: DevicePayloads.userInfo(begin: begin, end: end, duration: duration),
            screenBounds: Drag.screen)
    }

    /// The iPhone 15's 336-point keyboard shown (at y 516), then dragged to `tops` and let go at ``release``;
    /// returns what observers heard of the drag.
    private func dragged(
        _ delivery: inout KeyboardDelivery, to tops: [CGFloat], showDuration: Double = 0.25
    ) throws -> [CGFloat] {
        delivery.receive(try notification(.willShow, from: Drag.hidden, to: Drag.resting, duration: showDuration))
        _ = delivery.endTurn(at: release - 1)
        delivery.interactiveDismissalDidBegin()
        var heard: [CGFloat] = []
        for top in tops {
            let frame = Drag.keyboard(top: top)
            if case .deliver(let change) = delivery.receive(
                try delivery.trackedChange(frame, screenBounds: Drag.screen))
            {
                heard.append(change.height)
            }
        }
        delivery.interactiveDismissalDidEnd(at: release)
        return heard
    }

    /// The hide UIKit posts on release, from the keyboard's last dragged frame.
    private func hide(from top: CGFloat) throws -> KeyboardFrameChange {
        try notification(.willHide, from: Drag.keyboard(top: top), to: Drag.hidden)
    }

    @Test("the release's hide in the drag's last turn: observers hear 292 252 152 52 then 0, animated 0.25 s")
    func hideInTheSameTurn() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [560, 600, 700, 800]) == [292, 252, 152, 52])
        #expect(delivery.receive(try hide(from: 800)) == .hold)
        let ended = delivery.endTurn(at: release)
        let heard = try #require(ended)
        #expect(heard.height == 0)
        #expect(heard.animationDuration == 0.25)
        #expect(delivery.returnIfDue(at: release + 1) == nil)
    }

    @Test("the release's hide one turn later: observers hear 52 then 0, never the 336-point keyboard again")
    func hideInTheNextTurn() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [560, 600, 700, 800]) == [292, 252, 152, 52])
        #expect(delivery.endTurn(at: release) == nil)
        #expect(delivery.returnIfDue(at: release + 0.016) == nil)
        #expect(delivery.receive(try hide(from: 800)) == .hold)
        #expect(delivery.endTurn(at: release + 0.017)?.height == 0)
        #expect(delivery.returnIfDue(at: release + 1) == nil)
        #expect(delivery.lastDelivered?.height == 0)
    }

    @Test("the release's hide 80 ms later, within the grace: observers hear 0 after 152, nothing in between")
    func hideWithinTheGrace() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [600, 700]) == [252, 152])
        #expect(delivery.endTurn(at: release) == nil)
        #expect(delivery.endTurn(at: release + 0.04) == nil)
        #expect(delivery.returnIfDue(at: release + 0.08) == nil)
        #expect(delivery.receive(try hide(from: 700)) == .hold)
        #expect(delivery.endTurn(at: release + 0.08)?.height == 0)
    }

    @Test("no notification after the release: 0.1 s later observers go back to 336, animated 0.25 s on curve 7")
    func noNotificationReturnsAnimated() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [600, 700]) == [252, 152])
        #expect(delivery.endTurn(at: release) == nil)
        #expect(delivery.endTurn(at: release + 0.016) == nil)
        #expect(delivery.returnIfDue(at: release + 0.099) == nil)
        let due = delivery.returnIfDue(at: release + 0.1)
        let back = try #require(due)
        #expect(back.height == 336)
        #expect(back.endFrame == Drag.resting)
        #expect(back.beginFrame == Drag.keyboard(top: 700))
        #expect(back.animationDuration == 0.25)
        #expect(back.animationCurve == 7)
        #expect(back.isTracked)
    }

    @Test("a keyboard shown without animation still springs back on the keyboard's 0.25 s, not in 0 s")
    func returnAnimatesAfterAnUnanimatedShow() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [700], showDuration: 0) == [152])
        _ = delivery.endTurn(at: release)
        _ = delivery.endTurn(at: release + 0.016)
        #expect(delivery.returnIfDue(at: release + 0.1)?.animationDuration == 0.25)
    }

    @Test("a spring-back UIKit announces one turn later is heard as its own will-show, not as a return")
    func announcedSpringBack() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [600, 700]) == [252, 152])
        #expect(delivery.endTurn(at: release) == nil)
        let show = try notification(.willShow, from: Drag.keyboard(top: 700), to: Drag.resting)
        #expect(delivery.receive(show) == .deliver(show))
        #expect(delivery.returnIfDue(at: release + 1) == nil)
    }

    @Test("frames tracked after the release never show observers more keyboard than the last one before it")
    func framesAfterReleaseDontCount() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [600, 700]) == [252, 152])
        let rising = try delivery.trackedChange(Drag.keyboard(top: 600), screenBounds: Drag.screen)
        #expect(delivery.receive(rising) == .drop)
        #expect(delivery.lastDelivered?.height == 152)
    }

    @Test("the hide 0.5 s after the release, past the grace: observers hear the return, then the hide")
    func hideAfterTheGrace() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [700]) == [152])
        #expect(delivery.endTurn(at: release) == nil)
        #expect(delivery.endTurn(at: release + 0.016) == nil)
        #expect(delivery.returnIfDue(at: release + 0.1)?.height == 336)
        #expect(delivery.receive(try hide(from: 516)) == .hold)
        #expect(delivery.endTurn(at: release + 0.5)?.height == 0)
    }

    @Test("a new drag within the grace drops the held return: its own frames speak")
    func newDragDropsTheReturn() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [700]) == [152])
        _ = delivery.endTurn(at: release)
        delivery.interactiveDismissalDidBegin()
        #expect(delivery.returnIfDue(at: release + 1) == nil)
        #expect(!delivery.holdsReturn)
    }

    @Test("a hide 0.2 s late in the release's next turn still speaks: the return waits for that turn's end")
    func hideInTheNextTurnAfterAHang() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [700]) == [152])
        #expect(delivery.endTurn(at: release) == nil)
        // The main thread hung: the grace is over, but the release's next turn has not ended.
        #expect(delivery.returnIfDue(at: release + 0.2) == nil)
        #expect(delivery.receive(try hide(from: 700)) == .hold)
        #expect(delivery.endTurn(at: release + 0.2)?.height == 0)
    }

    @Test("with no clock, the release's hide in the next turn speaks, and the return waits for that turn's end")
    func untimedReleaseWaitsOneMoreTurn() throws {
        var delivery = KeyboardDelivery()
        delivery.receive(try notification(.willShow, from: Drag.hidden, to: Drag.resting))
        _ = delivery.endTurn()
        delivery.interactiveDismissalDidBegin()
        delivery.receive(try delivery.trackedChange(Drag.keyboard(top: 700), screenBounds: Drag.screen))
        delivery.interactiveDismissalDidEnd()
        #expect(delivery.endTurn() == nil)
        #expect(delivery.returnIfDue(at: nil) == nil)
        #expect(delivery.endTurn()?.height == 336)
    }

    @Test("a drag let go back at the announced keyboard holds nothing")
    func releaseAtRestHoldsNothing() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [700, 516]) == [152, 336])
        #expect(!delivery.holdsReturn)
        #expect(!delivery.needsTurnEnd)
    }
}
