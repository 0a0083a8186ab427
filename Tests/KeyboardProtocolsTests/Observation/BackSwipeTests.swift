import Foundation
import Testing

@testable import KeyboardProtocols

// nathantannar4/InputBarAccessoryView issue 282 (iOS 15, 17 and 18): when the user "starts to drag right the whole
// view, keyboard stays as is while your algorithm starts the hiding animation moving the input view downwards". No
// source gives the order of the swipe's start (the leaving screen's viewWillDisappear) and that hide: both are tested.
@Suite("A back-swipe with the keyboard up: a hide posted at its start waits for the swipe's end")
struct BackSwipeDeliveryTests {
    typealias Drag = InteractiveDismissalPayloads

    private func notification(_ event: KeyboardEvent, from begin: CGRect, to end: CGRect) throws
        -> KeyboardFrameChange
    {
        try KeyboardFrameChange(
            event: event, userInfo: DevicePayloads.userInfo(begin: begin, end: end), screenBounds: Drag.screen)
    }

    /// A machine that delivered the iPhone 15's 336-point keyboard and ended its turn.
    private func keyboardUp() throws -> KeyboardDelivery {
        var delivery = KeyboardDelivery()
        delivery.receive(try notification(.willShow, from: Drag.hidden, to: Drag.resting))
        _ = delivery.endTurn()
        return delivery
    }

    private func hide() throws -> [KeyboardFrameChange] {
        [
            try notification(.willChangeFrame, from: Drag.resting, to: Drag.hidden),
            try notification(.willHide, from: Drag.resting, to: Drag.hidden),
        ]
    }

    @Test("the swipe starts, then the hide: nothing is delivered at the turn's end, observers stay at 336")
    func swipeThenHide() throws {
        var delivery = try keyboardUp()
        delivery.interactiveTransitionDidBegin()
        for change in try hide() { #expect(delivery.receive(change) == .hold) }
        #expect(delivery.endTurn() == nil)
        #expect(delivery.lastDelivered?.height == 336)
        #expect(delivery.holdsTransitionHide)
    }

    @Test("the hide, then the swipe's start in the same turn: the held hide waits for the swipe, not the turn's end")
    func hideThenSwipe() throws {
        var delivery = try keyboardUp()
        for change in try hide() { delivery.receive(change) }
        #expect(delivery.holdsHide)
        delivery.interactiveTransitionDidBegin()
        #expect(!delivery.holdsHide)
        #expect(delivery.endTurn() == nil)
        #expect(delivery.lastDelivered?.height == 336)
        #expect(delivery.announced?.height == 336)
    }

    @Test("a cancelled swipe drops the hide: observers stay at 336, and a drag afterwards is followed from 336")
    func cancelledSwipeLeavesEverything() throws {
        for hideFirst in [true, false] {
            var delivery = try keyboardUp()
            if hideFirst { for change in try hide() { delivery.receive(change) } }
            delivery.interactiveTransitionDidBegin()
            if !hideFirst { for change in try hide() { delivery.receive(change) } }
            _ = delivery.endTurn()
            #expect(delivery.interactiveTransitionDidEnd(cancelled: true) == nil)
            #expect(delivery.lastDelivered?.height == 336)
            #expect(!delivery.holdsTransitionHide)
            delivery.interactiveDismissalDidBegin()
            let tracked = try delivery.trackedChange(Drag.keyboard(top: 600), screenBounds: Drag.screen)
            guard case .deliver(let heard) = delivery.receive(tracked) else {
                Issue.record("a drag after the cancelled swipe was not followed")
                continue
            }
            #expect(heard.height == 252)
        }
    }

    @Test("a completed swipe hands back the will-hide as posted, which then hides the keyboard, animated 0.25 s")
    func completedSwipeDeliversTheHide() throws {
        var delivery = try keyboardUp()
        delivery.interactiveTransitionDidBegin()
        for change in try hide() { delivery.receive(change) }
        let returned = delivery.interactiveTransitionDidEnd(cancelled: false)
        let held = try #require(returned)
        #expect(held.event == .willHide)
        #expect(delivery.receive(held) == .hold)
        let heard = delivery.endTurn()
        #expect(heard?.height == 0)
        #expect(heard?.animationDuration == 0.25)
    }

    @Test("a did-change-frame saying the keyboard covers nothing during the swipe waits too")
    func didChangeFrameWaitsToo() throws {
        var delivery = try keyboardUp()
        delivery.interactiveTransitionDidBegin()
        for change in try hide() { delivery.receive(change) }
        let did = try notification(.didChangeFrame, from: Drag.resting, to: Drag.hidden)
        #expect(delivery.receive(did) == .hold)
        #expect(delivery.lastDelivered?.height == 336)
        #expect(delivery.interactiveTransitionDidEnd(cancelled: false)?.event == .willHide)
    }

    @Test("a keyboard announced again during the swipe drops the held hide")
    func announcedAgainDropsTheHide() throws {
        var delivery = try keyboardUp()
        delivery.interactiveTransitionDidBegin()
        for change in try hide() { delivery.receive(change) }
        delivery.receive(try notification(.willShow, from: Drag.hidden, to: Drag.resting))
        #expect(delivery.interactiveTransitionDidEnd(cancelled: false) == nil)
    }

    @Test("only an interactive pop holds hides: a pushed screen or a swipe not under the finger doesn't")
    func onlyAnInteractivePopHolds() {
        #expect(KeyboardTransitionFacts(isInteractive: true, isMovingFromParent: true).holdsHides)
        #expect(!KeyboardTransitionFacts(isInteractive: false, isMovingFromParent: true).holdsHides)
        #expect(!KeyboardTransitionFacts(isInteractive: true, isMovingFromParent: false).holdsHides)
    }
}

/// The UIKit layer reports the swipe as the leaving screen unregisters in `viewWillDisappear` (its
/// `transitionCoordinator` is interactive and it moves from its parent): these tests make the same calls.
@MainActor
@Suite("A back-swipe through a real NotificationCenter: the leaving screen's bar never slides down")
struct BackSwipeRegistryTests {
    typealias Drag = InteractiveDismissalPayloads

    let center = NotificationCenter()

    private var registry: KeyboardObserverRegistry { KeyboardObserverRegistry.registry(for: center) }

    private func observer() -> RecordingObserver {
        registry.screenBoundsProvider = { _ in Drag.screen }
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        return observer
    }

    private func post(showing: Bool) {
        let (begin, end) = showing ? (Drag.hidden, Drag.resting) : (Drag.resting, Drag.hidden)
        for notification in Drag.transition(showing: showing, from: begin, to: end) { center.post(notification) }
    }

    /// The leaving screen's `viewWillDisappear` in an interactive pop: the swipe is reported, then it unregisters.
    private func leaveInASwipe(_ observer: RecordingObserver) {
        if KeyboardTransitionFacts(isInteractive: true, isMovingFromParent: true).holdsHides {
            registry.interactiveTransitionDidBegin()
        }
        observer.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test("the hide, then the leaving screen unregisters in the swipe: it never hears the keyboard go, nor do others")
    func hideThenLeaving() async {
        let leaving = observer()
        let below = RecordingObserver()
        below.addKeyboardFrameChangesObserver(center: center)
        post(showing: true)
        await DevicePayloads.endMainTurn()
        post(showing: false)
        leaveInASwipe(leaving)
        await DevicePayloads.endMainTurn()
        #expect(leaving.deliveries.map(\.height) == [336])
        #expect(below.deliveries.map(\.height) == [336])
        registry.interactiveTransitionDidEnd(cancelled: true)
        await DevicePayloads.endMainTurn()
        #expect(below.deliveries.map(\.height) == [336])
        leaving.addKeyboardFrameChangesObserver(center: center)
        #expect(leaving.deliveries.map(\.height) == [336])
    }

    @Test("the leaving screen unregisters, then the hide: a completed swipe brings the screen below down, animated")
    func leavingThenHideCompleted() async {
        let leaving = observer()
        let below = RecordingObserver()
        below.addKeyboardFrameChangesObserver(center: center)
        post(showing: true)
        await DevicePayloads.endMainTurn()
        leaveInASwipe(leaving)
        post(showing: false)
        await DevicePayloads.endMainTurn()
        #expect(below.deliveries.map(\.height) == [336])
        registry.interactiveTransitionDidEnd(cancelled: false)
        await DevicePayloads.endMainTurn()
        #expect(below.deliveries.map(\.height) == [336, 0])
        #expect(below.deliveries.last?.duration == 0.25)
        #expect(leaving.deliveries.map(\.height) == [336])
    }
}
