import Foundation
import Testing

@testable import KeyboardProtocols

// UIKit posts nothing while the keyboard follows the finger, only on release (freshOS/KeyboardLayoutGuide issue 17);
// no source says in which turn, so the release's notification may come in the drag's last turn, later, before the
// pan's end, or not at all (a spring-back UIKit doesn't announce, which the layout still shows). iPhone 15: 336.
@Suite("A drag let go never snaps or bounces: observers wait for what the keyboard does, then follow it animated")
struct KeyboardDeliveryReleaseTests {
    typealias Drag = InteractiveDismissalPayloads

    /// The release time of every drag here, in seconds on the machine's clock.
    private let release: TimeInterval = 10

    /// What the machine decides for the layout's report of the keyboard with its top edge at `top`.
    private func layout(_ delivery: inout KeyboardDelivery, top: CGFloat) throws -> KeyboardDelivery.Decision {
        delivery.receive(try delivery.trackedChange(Drag.keyboard(top: top), screenBounds: Drag.screen))
    }

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
        _ = delivery.endTurn()
        delivery.interactiveDismissalDidBegin()
        var heard: [CGFloat] = []
        for top in tops {
            let frame = Drag.keyboard(top: top)
            if case .deliver(let change) = delivery.receive(
                try delivery.trackedChange(frame, screenBounds: Drag.screen))
            {
                heard.append(change.height)
            }
            // One layout pass per frame, as the finger moves.
            _ = delivery.endTurn()
        }
        delivery.interactiveDismissalDidEnd()
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
        let ended = delivery.endTurn()
        let heard = try #require(ended)
        #expect(heard.height == 0)
        #expect(heard.animationDuration == 0.25)
        #expect(!delivery.holdsReturn)
    }

    @Test("the release's hide one turn later: observers hear 52 then 0, never the 336-point keyboard again")
    func hideInTheNextTurn() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [560, 600, 700, 800]) == [292, 252, 152, 52])
        #expect(delivery.endTurn() == nil)
        #expect(delivery.receive(try hide(from: 800)) == .hold)
        #expect(delivery.endTurn()?.height == 0)
        #expect(delivery.lastDelivered?.height == 0)
    }

    @Test("the release's hide 80 ms later: observers hear 0 after 152, nothing in between")
    func hideWithinATenth() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [600, 700]) == [252, 152])
        #expect(delivery.endTurn() == nil)
        #expect(delivery.endTurn() == nil)
        #expect(delivery.receive(try hide(from: 700)) == .hold)
        #expect(delivery.endTurn()?.height == 0)
    }

    // Before, the return was delivered 0.1 s after the release when nothing spoke: a hide at 0.5 s made the bar go up
    // 184 points and slide down again.
    @Test("the release's hide 0.15 s and 0.5 s after the pan ends: observers go from 152 to 0, never up first")
    func lateHideNeverBounces() throws {
        for late in [0.15, 0.5] {
            var delivery = KeyboardDelivery()
            #expect(try dragged(&delivery, to: [700]) == [152])
            var turn = release
            while turn < release + late {
                #expect(delivery.endTurn() == nil)
                turn += 0.016
            }
            #expect(delivery.lastDelivered?.height == 152)
            #expect(delivery.receive(try hide(from: 700)) == .hold)
            #expect(delivery.endTurn()?.height == 0)
        }
    }

    @Test("a late release hide whose keyboard the layout already shows going down still never bounces")
    func lateHideAfterTheLayoutWentDown() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [700]) == [152])
        #expect(try layout(&delivery, top: 800) == .drop)
        #expect(delivery.holdsReturn)
        #expect(delivery.receive(try hide(from: 800)) == .hold)
        #expect(delivery.endTurn()?.height == 0)
    }

    @Test("the release's hide before the pan's end (the other order) is heard once, and holds no return")
    func hideBeforeThePanEnds() throws {
        var delivery = KeyboardDelivery()
        delivery.receive(try notification(.willShow, from: Drag.hidden, to: Drag.resting))
        _ = delivery.endTurn()
        delivery.interactiveDismissalDidBegin()
        delivery.receive(try delivery.trackedChange(Drag.keyboard(top: 700), screenBounds: Drag.screen))
        #expect(delivery.receive(try hide(from: 700)) == .hold)
        delivery.interactiveDismissalDidEnd()
        #expect(!delivery.holdsReturn)
        #expect(delivery.endTurn()?.height == 0)
        #expect(delivery.endTurn() == nil)
    }

    @Test("no notification after the release: the layout showing 336 again brings observers back, animated 0.25 s")
    func unannouncedSpringBackSeenByTheLayout() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [600, 700]) == [252, 152])
        #expect(delivery.endTurn() == nil)
        #expect(delivery.endTurn() == nil)
        #expect(delivery.lastDelivered?.height == 152)
        guard case .deliver(let back) = try layout(&delivery, top: 516) else {
            Issue.record("the layout showing the keyboard back did not bring observers back")
            return
        }
        #expect(back.height == 336)
        #expect(back.endFrame == Drag.resting)
        #expect(back.beginFrame == Drag.keyboard(top: 700))
        #expect(back.animationDuration == 0.25)
        #expect(back.animationCurve == 7)
        #expect(back.isTracked)
    }

    @Test("no notification after the release: a did-change-frame at the resting 336 brings observers back, animated")
    func unannouncedSpringBackConfirmedByDidChangeFrame() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [700]) == [152])
        _ = delivery.endTurn()
        let did = try notification(.didChangeFrame, from: Drag.keyboard(top: 700), to: Drag.resting)
        guard case .deliver(let back) = delivery.receive(did) else {
            Issue.record("the did-change-frame at rest did not bring observers back")
            return
        }
        #expect(back.height == 336)
        #expect(back.animationDuration == 0.25)
    }

    @Test("a keyboard shown without animation still springs back on the keyboard's 0.25 s, not in 0 s")
    func returnAnimatesAfterAnUnanimatedShow() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [700], showDuration: 0) == [152])
        _ = delivery.endTurn()
        guard case .deliver(let back) = try layout(&delivery, top: 516) else {
            Issue.record("no return")
            return
        }
        #expect(back.animationDuration == 0.25)
    }

    @Test("a spring-back UIKit announces one turn later is heard as its own will-show, not as a return")
    func announcedSpringBack() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [600, 700]) == [252, 152])
        #expect(delivery.endTurn() == nil)
        let show = try notification(.willShow, from: Drag.keyboard(top: 700), to: Drag.resting)
        #expect(delivery.receive(show) == .deliver(show))
        #expect(!delivery.holdsReturn)
    }

    // react-native-keyboard-controller PR 1304: on iOS 26 the spring-back's "animation will be nil, duration may be
    // any (or old)".
    @Test("iOS 26's spring-back will-change-frame and will-show at 0 s are heard once, 152 to 336 in 0.25 s on curve 7")
    func zeroDurationSpringBackIsAnimated() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [600, 700]) == [252, 152])
        _ = delivery.endTurn()
        let frame = try notification(.willChangeFrame, from: Drag.keyboard(top: 700), to: Drag.resting, duration: 0)
        let show = try notification(.willShow, from: Drag.keyboard(top: 700), to: Drag.resting, duration: 0)
        guard case .deliver(let heard) = delivery.receive(frame) else {
            Issue.record("the spring-back was not delivered")
            return
        }
        #expect(heard.height == 336)
        #expect(heard.beginFrame == Drag.keyboard(top: 700))
        #expect(heard.animationDuration == 0.25)
        #expect(heard.animationCurve == 7)
        #expect(delivery.receive(show) == .drop)
        #expect(!delivery.holdsReturn)
    }

    @Test("a 0 s spring-back whose begin frame is the old resting one still animates from where observers are, 152")
    func zeroDurationSpringBackWithAnOldBeginFrame() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [700]) == [152])
        let show = try notification(.willShow, from: Drag.resting, to: Drag.resting, duration: 0)
        guard case .deliver(let heard) = delivery.receive(show) else {
            Issue.record("the spring-back was not delivered")
            return
        }
        #expect(heard.beginFrame == Drag.keyboard(top: 700))
        #expect(heard.animationDuration == 0.25)
    }

    @Test("a 0 s spring-back posted before the pan's end (the other order) is animated the same, and holds no return")
    func zeroDurationSpringBackBeforeThePanEnds() throws {
        var delivery = KeyboardDelivery()
        delivery.receive(try notification(.willShow, from: Drag.hidden, to: Drag.resting))
        _ = delivery.endTurn()
        delivery.interactiveDismissalDidBegin()
        delivery.receive(try delivery.trackedChange(Drag.keyboard(top: 700), screenBounds: Drag.screen))
        let show = try notification(.willShow, from: Drag.keyboard(top: 700), to: Drag.resting, duration: 0)
        guard case .deliver(let heard) = delivery.receive(show) else {
            Issue.record("the spring-back was not delivered")
            return
        }
        #expect(heard.animationDuration == 0.25)
        delivery.interactiveDismissalDidEnd()
        #expect(!delivery.holdsReturn)
        #expect(delivery.endTurn() == nil)
    }

    @Test("a will-show at 0 s with no drag before it (a rotation) stays immediate")
    func zeroDurationShowWithoutADragStaysImmediate() throws {
        var delivery = KeyboardDelivery()
        let show = try notification(.willShow, from: Drag.hidden, to: Drag.resting, duration: 0)
        #expect(delivery.receive(show) == .deliver(show))
    }

    @Test("frames tracked after the release never show observers more keyboard until the layout shows all of it")
    func framesAfterReleaseDontCount() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [600, 700]) == [252, 152])
        #expect(try layout(&delivery, top: 600) == .drop)
        #expect(delivery.lastDelivered?.height == 152)
    }

    @Test("a new drag after the release drops the held return: its own frames speak")
    func newDragDropsTheReturn() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [700]) == [152])
        _ = delivery.endTurn()
        delivery.interactiveDismissalDidBegin()
        #expect(!delivery.holdsReturn)
        #expect(try layout(&delivery, top: 516) != .drop)
    }

    @Test("a drag let go back at the announced keyboard holds nothing")
    func releaseAtRestHoldsNothing() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [700, 516]) == [152, 336])
        #expect(!delivery.holdsReturn)
        #expect(!delivery.needsTurnEnd)
    }

    // MARK: - Nothing confirms the release

    @Test("nothing heard within the release wait: observers go back from 152 to 336 on the keyboard's 0.25 s, curve 7")
    func waitEndsWithTheReturn() throws {
        var delivery = KeyboardDelivery()
        #expect(try dragged(&delivery, to: [560, 600, 700]) == [292, 252, 152])
        let returned = delivery.releaseWaitEnded(release: delivery.releaseCount)
        guard let returned else {
            Issue.record("nothing returned at the wait's end")
            return
        }
        #expect(returned.height == 336)
        #expect(returned.beginFrame == Drag.keyboard(top: 700))
        #expect(returned.animationDuration == 0.25)
        #expect(returned.animationCurve == 7)
        #expect(delivery.lastDelivered?.height == 336)
    }

    @Test("a hide within the release wait takes observers straight down: the wait's end brings nothing back")
    func hideWithinTheWait() throws {
        var delivery = KeyboardDelivery()
        _ = try dragged(&delivery, to: [560, 600, 700])
        let release = delivery.releaseCount
        #expect(delivery.receive(try hide(from: 700)) == .hold)
        #expect(delivery.endTurn()?.height == 0)
        #expect(delivery.releaseWaitEnded(release: release) == nil)
        #expect(delivery.lastDelivered?.height == 0)
    }

    @Test("the wait of an earlier release brings nothing back once a later drag is let go")
    func earlierWaitIsVoid() throws {
        var delivery = KeyboardDelivery()
        _ = try dragged(&delivery, to: [560, 600, 700])
        let first = delivery.releaseCount
        delivery.interactiveDismissalDidBegin()
        #expect(
            delivery.receive(try delivery.trackedChange(Drag.keyboard(top: 650), screenBounds: Drag.screen)) != .drop)
        delivery.interactiveDismissalDidEnd()
        #expect(delivery.releaseWaitEnded(release: first) == nil)
        #expect(delivery.releaseWaitEnded(release: delivery.releaseCount)?.height == 336)
    }

    @Test("the release wait is 1 s: longer than the latest release hide played here (0.5 s), bounded")
    func releaseWaitIsBounded() {
        #expect(KeyboardDelivery.releaseWait == 1)
    }
}
