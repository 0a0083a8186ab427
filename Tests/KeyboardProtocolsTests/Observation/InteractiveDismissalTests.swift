import Foundation
import Testing

@testable import KeyboardProtocols

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

    /// The user starts dragging the scroll view, and the layout reports `tops`, one layout pass (one turn) each; the
    /// last one's turn is still running when this returns.
    private func drag(_ tops: [CGFloat]) async {
        registry.interactiveDismissalDidBegin()
        for (index, top) in tops.enumerated() {
            if index > 0 { await nextTurn() }
            track([top])
        }
    }

    /// Lets the main queue run what the registry scheduled: the end of the current run-loop turn.
    private func nextTurn() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    /// Runs `body` in the main queue's next block, as the main run loop's next turn: after the registry ends this
    /// turn, and before it ends the next one.
    private func inTheNextTurn(_ body: @escaping @MainActor () -> Void) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    body()
                    done.resume()
                }
            }
        }
    }

    /// Lets the main queue run for 0.15 s: longer than the tenth of a second the registry once waited after a release.
    private func aMomentPasses() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { done.resume() }
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
        await drag([560, 600, 700, 800])
        registry.interactiveDismissalDidEnd()
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
        await drag([600, 700, 600, 516])
        #expect(observer.deliveries.map(\.height) == [336, 252, 152, 252, 336])
    }

    @Test("a drag given up half-way that UIKit announces: the notification wins over its own tracked frame")
    func cancelledDragWithNotification() async {
        let observer = observer()
        await show()
        await drag([600, 700])
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
        await drag([600, 700])
        registry.interactiveDismissalDidEnd()
        post(Drag.transition(showing: false, from: Drag.keyboard(top: 700), to: Drag.hidden))
        await nextTurn()  // a hide reaches observers at the end of its turn
        #expect(notificationsOnly.heard.map(\.height) == [336, 0])
        #expect(following.deliveries.map(\.height) == [336, 252, 152, 0])
    }

    @Test("an observer that opts out and registers mid-drag hears the keyboard as announced, not a tracked frame")
    func optOutRegisteringMidDrag() async {
        let following = observer()
        await show()
        await drag([600])
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
        await drag([600, 516])  // the keyboard is back at 336 points; UIKit said nothing
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
        await drag([600])
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
            forName: KeyboardDelivery.trackedFrameNotification, object: nil, queue: nil
        ) { notification in
            let value = notification.userInfo?[KeyboardFrameChange.trackedFrameKey] as? NSValue
            MainActor.assumeIsolated { posted.append(platformUnboxed(value) ?? .null) }
        }
        defer { center.removeObserver(token) }
        // A trace recorder registers as a tracked-frame listener: tracked frames are posted only for one.
        registry.addTrackedFrameListener(token)
        await show()
        track([600])
        #expect(posted == [Drag.resting, Drag.keyboard(top: 600)])
    }

    @Test("a tracked frame is posted only while a listener (a trace recorder) is registered: not before, not after")
    func trackedFramesArePostedOnlyForAListener() async {
        _ = observer()
        var posted: [CGRect] = []
        let token = center.addObserver(
            forName: KeyboardDelivery.trackedFrameNotification, object: nil, queue: nil
        ) { notification in
            let value = notification.userInfo?[KeyboardFrameChange.trackedFrameKey] as? NSValue
            MainActor.assumeIsolated { posted.append(platformUnboxed(value) ?? .null) }
        }
        defer { center.removeObserver(token) }
        await show()
        track([600])
        registry.addTrackedFrameListener(token)
        track([620])
        registry.removeTrackedFrameListener(token)
        track([640])
        #expect(posted == [Drag.keyboard(top: 620)])
    }

    // One authority: before, a frame tracked with nothing announced was delivered as a 336-point keyboard; now
    // nothing announced means no tracked frame counts, heard or not.
    @Test("a frame tracked while nothing was announced reaches no observer, even during a drag")
    func unannouncedFramesCountForNothing() async {
        registry.screenBoundsProvider = { _ in Drag.screen }
        track([516])
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        await drag([516, 600])
        #expect(observer.deliveries.isEmpty)
    }

    // One authority: before, the gate saw the later turn's tracked frame; now a show held back is not announced, so
    // no tracked frame counts and the gate is not asked.
    @Test("a delivery gate that holds the show back: nothing was announced, so no tracked frame counts")
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
        await drag([516, 600])
        #expect(observer.deliveries.isEmpty)
        // The show's two will-notifications and its did-change-frame.
        #expect(gate.seen == [false, false, false])
    }

    @Test("without screen bounds the registry asks its screen provider, so the 84-point drag is 252 points")
    func screenFromProvider() async {
        let observer = observer()
        await show()
        registry.interactiveDismissalDidBegin()
        registry.trackKeyboardFrame(Drag.keyboard(top: 600), screenBounds: nil)
        #expect(observer.deliveries.map(\.height) == [336, 252])
    }

    // MARK: - One authority

    // The guide is laid out inside the keyboard's animation block; the order against the notifications is undocumented.
    @Test(
        "a tracked frame laid out before the show's will-notifications in the same turn doesn't turn the show into a snap"
    )
    func trackedFrameBeforeShowIsNoSnap() async {
        let observer = observer()
        track([516])
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        await nextTurn()
        #expect(observer.deliveries.map(\.height) == [336])
        #expect(observer.deliveries.map(\.duration) == [0.25])
    }

    // iOS 26, input accessory: the guide stays 34 + 44 points above the bottom after a hide (FB18129551, FB18129558;
    // chockenberry/KeyboardAvoider).
    @Test("after a hide, a guide left 78 points above the bottom of an iPhone 15 is not delivered, drag or not")
    func guideLeftAboveSafeAreaAfterHide() async {
        let observer = observer()
        await show()
        post(Drag.transition(showing: false, from: Drag.resting, to: Drag.hidden))
        await nextTurn()
        let leftOver = CGRect(x: 0, y: 774, width: 393, height: 78)
        registry.trackKeyboardFrame(leftOver, screenBounds: Drag.screen)
        registry.interactiveDismissalDidBegin()
        registry.trackKeyboardFrame(leftOver, screenBounds: Drag.screen)
        registry.interactiveDismissalDidEnd()
        await nextTurn()
        #expect(observer.deliveries.map(\.height) == [336, 0])
    }

    // AutoFill bars make the guide show more than the notification (mozilla-mobile/firefox-ios PR 30146), and so
    // does an input accessory on iOS 26 when nothing senses it (badoo/Chatto PR 797). A sensed accessory is counted in
    // the announced keyboard: InputAccessoryTests' guide of 380 is not clamped.
    @Test("a guide showing 380 points while the notification said 336 moves nothing, dragged or not")
    func guideAboveAnnouncedMovesNothing() async {
        let observer = observer()
        await show()
        let withAccessory = CGRect(x: 0, y: 472, width: 393, height: 380)
        registry.trackKeyboardFrame(withAccessory, screenBounds: Drag.screen)
        registry.interactiveDismissalDidBegin()
        registry.trackKeyboardFrame(withAccessory, screenBounds: Drag.screen)
        // Dragged 60 points: the guide shows 320, less than announced: that counts.
        registry.trackKeyboardFrame(CGRect(x: 0, y: 532, width: 393, height: 380), screenBounds: Drag.screen)
        #expect(observer.deliveries.map(\.height) == [336, 320])
    }

    // iOS 27 betas leave the guide at the screen's bottom while the keyboard is up (manaflow-ai/cmux PR 9958); the
    // react-native-keyboard-controller maintainer moved off guide tracking (PR 1517).
    @Test("an iOS 27 guide left at the bottom of the screen while the 336-point keyboard is up moves nothing")
    func iOS27GuideAtBottomMovesNothing() async {
        let observer = observer()
        await show()
        registry.trackKeyboardFrame(CGRect(x: 0, y: 852, width: 393, height: 0), screenBounds: Drag.screen)
        await nextTurn()
        #expect(observer.deliveries.map(\.height) == [336])
    }

    // iOS 27 misreports keyboard frames outside the will transaction (manaflow-ai/cmux PR 10810).
    @Test("an iOS 27 did-change-frame of a docked keyboard 20 points off what was announced is dropped")
    func unannouncedDockedDidChangeFrameIsDropped() async {
        let observer = observer()
        await show()
        let off = CGRect(x: 0, y: 496, width: 393, height: 356)
        center.post(
            name: KeyboardEvent.didChangeFrame.notificationName, object: nil,
            userInfo: DevicePayloads.userInfo(begin: Drag.resting, end: off))
        await nextTurn()
        #expect(observer.deliveries.map(\.height) == [336])
        #expect(observer.settled.map(\.endFrame) == [Drag.resting])
    }

    @Test("a drag let go at 152 points with no notification waits; the layout showing 336 brings it back in 0.25 s")
    func dragEndedAwayReturnsAnimated() async {
        let observer = observer()
        await show()
        await drag([600, 700])
        registry.interactiveDismissalDidEnd()
        await aMomentPasses()
        #expect(observer.deliveries.map(\.height) == [336, 252, 152])
        track([516])
        #expect(observer.deliveries.map(\.height) == [336, 252, 152, 336])
        #expect(observer.deliveries.map(\.duration) == [0.25, 0, 0, 0.25])
        #expect(observer.changes.last?.animationCurve == 7)
        #expect(observer.changes.last?.beginFrame == Drag.keyboard(top: 700))
        #expect(observer.changes.last?.isTracked == true)
    }

    @Test("a drag let go whose hide comes 0.15 s later hears 336 252 152, then the hide: never up, then down")
    func dragEndedThenLateHide() async {
        let observer = observer()
        await show()
        await drag([600, 700])
        registry.interactiveDismissalDidEnd()
        await aMomentPasses()
        post(Drag.transition(showing: false, from: Drag.keyboard(top: 700), to: Drag.hidden))
        await nextTurn()
        #expect(observer.deliveries.map(\.height) == [336, 252, 152, 0])
        #expect(observer.deliveries.map(\.duration) == [0.25, 0, 0, 0.25])
    }

    // react-native-keyboard-controller PR 1304: iOS 26 announces the spring-back with a duration of 0.
    @Test("iOS 26's spring-back posted at 0 s after the release is heard once, from 152 to 336 in 0.25 s on curve 7")
    func zeroDurationSpringBackIsHeardAnimated() async {
        let observer = observer()
        await show()
        await drag([600, 700])
        registry.interactiveDismissalDidEnd()
        await inTheNextTurn {
            for event in [KeyboardEvent.willChangeFrame, .willShow] {
                center.post(
                    name: event.notificationName, object: nil,
                    userInfo: DevicePayloads.userInfo(begin: Drag.keyboard(top: 700), end: Drag.resting, duration: 0))
            }
        }
        await nextTurn()
        #expect(observer.deliveries.map(\.height) == [336, 252, 152, 336])
        #expect(observer.deliveries.map(\.duration) == [0.25, 0, 0, 0.25])
        #expect(observer.changes.last?.beginFrame == Drag.keyboard(top: 700))
        #expect(observer.changes.last?.animationCurve == 7)
    }

    // FB18129551 (chockenberry/KeyboardAvoider): "the guide jumps around during the dismiss".
    @Test("a layout pass reporting 700 then a jump to 516 is heard as 152 only; the next pass follows the finger")
    func jumpWithinAPassIsDropped() async {
        let observer = observer()
        await show()
        await drag([600])
        await nextTurn()
        track([700, 516])
        await nextTurn()
        track([720])
        #expect(observer.deliveries.map(\.height) == [336, 252, 152, 132])
    }

    @Test("a drag let go whose release hides the keyboard in the same turn hears 336 252 152 52, then the hide")
    func dragEndedThenHideHearsTheHide() async {
        let observer = observer()
        await show()
        await drag([560, 600, 700, 800])
        registry.interactiveDismissalDidEnd()
        post(Drag.transition(showing: false, from: Drag.keyboard(top: 800), to: Drag.hidden))
        await nextTurn()
        await aMomentPasses()
        #expect(observer.deliveries.map(\.height) == [336, 292, 252, 152, 52, 0])
        #expect(observer.deliveries.map(\.duration) == [0.25, 0, 0, 0, 0, 0.25])
    }

    // Before, the return was delivered at the end of the release's turn, at duration 0: 336 252 152 52 336 (0 s) 0,
    // the bar jumping up 284 points and then sliding down.
    @Test("a drag let go whose hide comes one turn later hears 336 292 252 152 52, then the hide, never 336 again")
    func dragEndedThenHideNextTurn() async {
        let observer = observer()
        await show()
        await drag([560, 600, 700, 800])
        registry.interactiveDismissalDidEnd()
        await inTheNextTurn { post(Drag.transition(showing: false, from: Drag.keyboard(top: 800), to: Drag.hidden)) }
        await nextTurn()
        await aMomentPasses()
        #expect(observer.deliveries.map(\.height) == [336, 292, 252, 152, 52, 0])
        #expect(observer.deliveries.map(\.duration) == [0.25, 0, 0, 0, 0, 0.25])
    }

    @Test("a drag let go whose spring-back UIKit announces one turn later hears that will-show, animated, once")
    func dragEndedThenSpringBackNextTurn() async {
        let observer = observer()
        await show()
        await drag([600, 700])
        registry.interactiveDismissalDidEnd()
        await inTheNextTurn { post(Drag.transition(showing: true, from: Drag.keyboard(top: 700), to: Drag.resting)) }
        await nextTurn()
        await aMomentPasses()
        #expect(observer.deliveries.map(\.height) == [336, 252, 152, 336])
        #expect(observer.deliveries.map(\.duration) == [0.25, 0, 0, 0.25])
        #expect(observer.changes.last?.isTracked == false)
    }

    @Test("a drag's begin and end are posted on the center for a trace recorder")
    func dragIsPosted() {
        _ = observer()
        var names: [Notification.Name] = []
        let tokens = [
            KeyboardDelivery.interactiveDismissalDidBeginNotification,
            KeyboardDelivery.interactiveDismissalDidEndNotification,
        ].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { notification in
                let name = notification.name
                MainActor.assumeIsolated { names.append(name) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        registry.interactiveDismissalDidBegin()
        registry.interactiveDismissalDidEnd()
        #expect(
            names == [
                KeyboardDelivery.interactiveDismissalDidBeginNotification,
                KeyboardDelivery.interactiveDismissalDidEndNotification,
            ])
    }

    @Test("a drag let go that nothing confirms: after the 1-s wait observers go back to 336, animated 0.25 s")
    func unconfirmedReleaseReturnsAfterTheWait() async {
        let observer = observer()
        await show()
        await drag([560, 600, 700])
        registry.interactiveDismissalDidEnd()
        await aMomentPasses()
        #expect(observer.deliveries.map(\.height) == [336, 292, 252, 152])
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.asyncAfter(deadline: .now() + KeyboardDelivery.releaseWait) { done.resume() }
        }
        #expect(observer.deliveries.map(\.height) == [336, 292, 252, 152, 336])
        #expect(observer.deliveries.last?.duration == 0.25)
    }
}

/// An observer that opted out of frames tracked during a drag: it hears notifications only.
@MainActor
private final class NotificationsOnly: KeyboardChangeFrameObserver {
    var heard: [KeyboardFrameChange] = []
    var followsInteractiveKeyboardDismissal: Bool { false }
    func handleKeyboardChange(_ change: KeyboardFrameChange) { heard.append(change) }
}
