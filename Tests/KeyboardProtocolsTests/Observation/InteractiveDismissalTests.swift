import Foundation
import KeyboardProtocols
import Testing

@MainActor
@Suite("Interactive dismissal through a real NotificationCenter and the tracking entry point")
struct InteractiveDismissalTests {
    typealias Drag = InteractiveDismissalPayloads

    let center = NotificationCenter()

    private var registry: KeyboardObserverRegistry {
        KeyboardObserverRegistry.registry(for: center)
    }

    private func observer() -> RecordingObserver {
        registry.screenBoundsProvider = { _ in Drag.screen }
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        return observer
    }

    private func post(_ notifications: [Notification]) {
        for notification in notifications { center.post(notification) }
    }

    private func track(_ tops: [CGFloat]) {
        for top in tops { registry.trackKeyboardFrame(Drag.keyboard(top: top), screenBounds: Drag.screen) }
    }

    /// Lets the main queue run what the registry scheduled: the end of the current run-loop turn.
    private func nextTurn() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    /// The show, with the layout guide's own report of the resting frame in the same turn.
    private func show() async {
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        track([516])
        await nextTurn()
    }

    @Test("a normal show whose own tracked frame follows it is delivered once, animated, 336 points")
    func showIsDeliveredOnce() async {
        let observer = observer()
        await show()
        track([516])
        #expect(observer.deliveries.map(\.height) == [336])
        #expect(observer.deliveries.map(\.duration) == [0.25])
    }

    @Test("a full drag: every frame follows at once, the release hides once, animated")
    func fullDrag() async {
        let observer = observer()
        await show()
        track([560, 600, 700, 800])
        post(Drag.transition(showing: false, from: Drag.keyboard(top: 800), to: Drag.hidden))
        track([852])
        await nextTurn()
        #expect(observer.deliveries.map(\.height) == [336, 292, 252, 152, 52, 0])
        #expect(observer.deliveries.map(\.duration) == [0.25, 0, 0, 0, 0, 0.25])
        #expect(observer.changes.map(\.isTracked) == [false, true, true, true, true, false])
    }

    @Test("a drag given up half-way brings the keyboard's 336 points back without a notification")
    func cancelledDragWithoutNotification() async {
        let observer = observer()
        await show()
        track([600, 700, 600, 516])
        #expect(observer.deliveries.map(\.height) == [336, 252, 152, 252, 336])
    }

    @Test("a drag given up half-way that UIKit announces: the notification wins over its own tracked frame")
    func cancelledDragWithNotification() async {
        let observer = observer()
        await show()
        track([600, 700])
        post(Drag.transition(showing: true, from: Drag.keyboard(top: 700), to: Drag.resting))
        track([516])
        await nextTurn()
        #expect(observer.deliveries.map(\.height) == [336, 252, 152, 336])
        #expect(observer.deliveries.last?.duration == 0.25)
    }

    @Test("an observer that opts out hears only the show and the release")
    func optOut() async {
        let following = observer()
        let notificationsOnly = NotificationsOnly()
        notificationsOnly.addKeyboardFrameChangesObserver(center: center)
        await show()
        track([600, 700])
        post(Drag.transition(showing: false, from: Drag.keyboard(top: 700), to: Drag.hidden))
        await nextTurn()  // a hide reaches observers at the end of its turn
        #expect(notificationsOnly.heard.map(\.height) == [336, 0])
        #expect(following.deliveries.map(\.height) == [336, 252, 152, 0])
    }

    @Test("an observer that opts out and registers mid-drag hears the keyboard as announced, not a tracked frame")
    func optOutRegisteringMidDrag() async {
        let following = observer()
        await show()
        track([600])
        let notificationsOnly = NotificationsOnly()
        notificationsOnly.addKeyboardFrameChangesObserver(center: center)
        #expect(following.deliveries.map(\.height) == [336, 252])
        // What it would believe had it registered before the drag: the keyboard the last notification announced.
        #expect(notificationsOnly.heard.map(\.height) == [336])
        #expect(notificationsOnly.heard.allSatisfy { !$0.isTracked })
    }

    @Test("an observer that opts out, registering after a drag given up without a notification, hears the keyboard up")
    func optOutRegisteringAfterCancelledDrag() async {
        let following = observer()
        await show()
        track([600, 516])  // the keyboard is back at 336 points; UIKit said nothing
        await nextTurn()
        let notificationsOnly = NotificationsOnly()
        notificationsOnly.addKeyboardFrameChangesObserver(center: center)
        #expect(following.deliveries.map(\.height) == [336, 252, 336])
        #expect(notificationsOnly.heard.map(\.height) == [336])
        #expect(notificationsOnly.heard.map(\.isTracked) == [false])
        #expect(notificationsOnly.heard.map(\.animationDuration) == [0])
    }

    @Test("KeyboardState follows the drag: 252 points while the keyboard is 84 points down")
    func keyboardStateFollows() async {
        registry.screenBoundsProvider = { _ in Drag.screen }
        let state = KeyboardState(center: center)
        await show()
        track([600])
        #expect(state.height == 252)
        #expect(state.animationDuration == 0)
    }

    @Test("a tracked frame with a NaN edge reaches observers as a failure naming trackedKeyboardFrame")
    func nonFiniteFrameFails() async {
        let observer = observer()
        await show()
        registry.trackKeyboardFrame(CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336), screenBounds: Drag.screen)
        #expect(observer.deliveries.map(\.height) == [336])
        #expect(
            observer.failures == [
                .nonFiniteValue(key: "trackedKeyboardFrame", value: "{{0.0, nan}, {393.0, 336.0}}")
            ])
    }

    @Test("every tracked frame is posted on the center first, boxed as UIKit boxes keyboard frames")
    func trackedFramesArePosted() async {
        _ = observer()
        var posted: [CGRect] = []
        let token = center.addObserver(
            forName: KeyboardFrameTracking.trackedFrameNotification, object: nil, queue: nil
        ) { notification in
            let value = notification.userInfo?[KeyboardFrameChange.trackedFrameKey] as? NSValue
            MainActor.assumeIsolated { posted.append(platformUnboxed(value) ?? .null) }
        }
        defer { center.removeObserver(token) }
        await show()
        track([600])
        #expect(posted == [Drag.resting, Drag.keyboard(top: 600)])
    }

    @Test("a frame tracked while nobody listens is not news withheld from the observer added next")
    func unheardFramesAreForgotten() {
        registry.screenBoundsProvider = { _ in Drag.screen }
        track([516])
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        track([516])
        #expect(observer.deliveries.map(\.height) == [336])
    }

    @Test("a delivery gate that holds the show back holds back its tracked frames in later turns too")
    func gateHoldsTrackedFrames() async {
        final class ClosedGate: KeyboardDeliveryGate {
            var seen: [Bool] = []
            func shouldDeliver(_ change: KeyboardFrameChange) -> Bool {
                seen.append(change.isTracked)
                return false
            }
        }
        let observer = observer()
        let gate = ClosedGate()
        registry.deliveryGate = gate
        await show()
        track([516])
        #expect(observer.deliveries.isEmpty)
        // The show's two will-notifications and its did-change-frame, then the tracked frame of a later turn; the
        // one of the show's turn never reached the gate.
        #expect(gate.seen == [false, false, false, true])
    }

    @Test("without screen bounds the registry asks its screen provider, so the 84-point drag is 252 points")
    func screenFromProvider() async {
        let observer = observer()
        await show()
        registry.trackKeyboardFrame(Drag.keyboard(top: 600), screenBounds: nil)
        #expect(observer.deliveries.map(\.height) == [336, 252])
    }
}

/// An observer that opted out of frames tracked during a drag: it hears notifications only.
@MainActor
private final class NotificationsOnly: KeyboardChangeFrameObserver {
    var heard: [KeyboardFrameChange] = []
    var followsInteractiveKeyboardDismissal: Bool { false }
    func handleKeyboardChange(_ change: KeyboardFrameChange) { heard.append(change) }
}
