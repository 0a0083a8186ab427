import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@MainActor
@Suite("Observing keyboard changes through a real NotificationCenter")
struct KeyboardObserverRegistryTests {
    typealias Device = DevicePayloads

    let center = NotificationCenter()

    private func post(_ notifications: [Notification]) {
        for notification in notifications { center.post(notification) }
    }

    private func postSEShow() {
        post(Device.transition(showing: true, begin: Device.seShowBegin, end: Device.seShowEnd))
    }

    /// The 258-point keyboard slides away, and the main queue turns once: observers hear a hide when its turn ends.
    private func postSEHide() async {
        post(Device.transition(showing: false, begin: Device.seHideBegin, end: Device.seHideEnd))
        await Device.endMainTurn()
    }

    @Test("a registered observer hears height, duration and options")
    func deliversValues() {
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        #expect(
            observer.deliveries == [
                .init(height: 216, duration: 0.25, options: KeyboardAnimationOptions(rawValue: 458_756))
            ])
    }

    @Test("an observer with only the height callback hears 216 points, then 0, through the default forwarding")
    func defaultForwardingToHeightCallback() async {
        /// Implements nothing but the gist's callback: `handleKeyboardChange(_:)` is the protocol's default.
        final class HeightOnlyObserver: KeyboardChangeFrameObserver {
            var heard: [RecordingObserver.Delivery] = []
            func willChangeKeyboardFrame(
                height: CGFloat, animationDuration: TimeInterval, animationOptions: KeyboardAnimationOptions
            ) {
                heard.append(.init(height: height, duration: animationDuration, options: animationOptions))
            }
        }
        let observer = HeightOnlyObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        await postSEHide()
        let options = KeyboardAnimationOptions(rawValue: 458_756)
        #expect(
            observer.heard == [
                .init(height: 216, duration: 0.25, options: options),
                .init(height: 0, duration: 0.25, options: options),
            ])
    }

    @Test("the eight notifications of a show and a hide reach an observer twice: 216 points, then 0")
    func singleDeliveryPerTransition() async {
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        await postSEHide()
        #expect(observer.deliveries.map(\.height) == [216, 0])
    }

    @Test("a QuickType change from 216 to 258 points reaches the observer")
    func frameChange() {
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        post([
            KeyboardNotification.willChangeFrame(
                beginFrame: Device.seShowEnd, endFrame: CGRect(x: 0, y: 409, width: 375, height: 258))
        ])
        #expect(observer.deliveries.map(\.height) == [216, 258])
    }

    @Test("adding twice registers once")
    func addTwice() {
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        #expect(KeyboardObserverRegistry.registry(for: center).observerCount == 1)
        #expect(observer.deliveries.count == 1)
    }

    @Test("two screens appearing five times each leave one observation per notification: one payload read per post")
    func oneCenterObservationPerNotification() {
        /// Counts every understood will-notification the registry receives from the center, and lets it through.
        final class CountingGate: KeyboardDeliveryGate {
            var asked = 0
            func shouldDeliver(_ change: KeyboardFrameChange) -> Bool {
                asked += 1
                return true
            }
        }
        let gate = CountingGate()
        KeyboardObserverRegistry.registry(for: center).deliveryGate = gate
        let chat = RecordingObserver()
        let form = RecordingObserver()
        for _ in 0..<5 {
            chat.addKeyboardFrameChangesObserver(center: center)
            form.addKeyboardFrameChangesObserver(center: center)
            form.removeKeyboardFrameChangesObserver(center: center)
            form.addKeyboardFrameChangesObserver(center: center)
        }
        #expect(KeyboardObserverRegistry.registry(for: center).centerObservationCount == 6)
        postSEShow()
        // Will-change-frame, will-show and did-change-frame, each heard once from the center; did-show not at all.
        #expect(gate.asked == 3)
        #expect(chat.deliveries.map(\.height) == [216])
        #expect(form.deliveries.map(\.height) == [216])
    }

    @Test("removing without adding does nothing")
    func removeWithoutAdd() {
        let observer = RecordingObserver()
        observer.removeKeyboardFrameChangesObserver(center: center)
        let registry = KeyboardObserverRegistry.registry(for: center)
        #expect(registry.observerCount == 0)
        #expect(registry.centerObservationCount == 0)
    }

    @Test("a removed observer hears nothing, and the center stays observed for the next screen to register")
    func removeStops() async {
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        observer.removeKeyboardFrameChangesObserver(center: center)
        postSEShow()
        #expect(observer.deliveries.isEmpty)
        // Another screen may still register in this turn, as view controller transitions do.
        #expect(KeyboardObserverRegistry.registry(for: center).centerObservationCount == 6)
        await Device.endMainTurn()
        // The one behaviour issue 36 changed: the registry listens on with nobody registered (it was 0).
        #expect(KeyboardObserverRegistry.registry(for: center).centerObservationCount == 6)
    }

    @Test("a screen disappearing and the next appearing in one turn keep the observation: the next hears the keyboard")
    func transitionKeepsObserving() {
        let leaving = RecordingObserver()
        leaving.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        leaving.removeKeyboardFrameChangesObserver(center: center)
        let arriving = RecordingObserver()
        arriving.addKeyboardFrameChangesObserver(center: center)
        #expect(arriving.deliveries.map(\.height) == [216])
        #expect(arriving.deliveries.map(\.duration) == [0])
    }

    @Test("a deallocated observer is dropped without remove, and nothing retains it")
    func deallocatedObserverDropped() async {
        weak var released: RecordingObserver?
        do {
            let observer = RecordingObserver()
            observer.addKeyboardFrameChangesObserver(center: center)
            released = observer
        }
        #expect(released == nil)
        postSEShow()
        await Device.endMainTurn()
        let registry = KeyboardObserverRegistry.registry(for: center)
        #expect(registry.observerCount == 0)
        // The one behaviour issue 36 changed: the registry listens on with nobody registered (it was 0).
        #expect(registry.centerObservationCount == 6)
    }

    @Test("an observer may remove itself inside its callback")
    func removesItselfInCallback() async {
        let observer = RecordingObserver()
        observer.onDelivery = { [center] in $0.removeKeyboardFrameChangesObserver(center: center) }
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        await postSEHide()
        #expect(observer.deliveries.count == 1)
    }

    @Test("an observer added inside a callback hears the current keyboard once, at once, then the next transition")
    func addsAnotherInCallback() async {
        let first = RecordingObserver()
        let second = RecordingObserver()
        first.onDelivery = { [center] _ in second.addKeyboardFrameChangesObserver(center: center) }
        first.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        await postSEHide()
        #expect(first.deliveries.map(\.height) == [216, 0])
        #expect(second.deliveries.map(\.height) == [216, 0])
        #expect(second.deliveries.map(\.duration) == [0, 0.25])
    }

    @Test("an observer removed by an earlier one in the same delivery is not called")
    func removedMidDelivery() {
        let first = RecordingObserver()
        let second = RecordingObserver()
        first.onDelivery = { [center] _ in second.removeKeyboardFrameChangesObserver(center: center) }
        first.addKeyboardFrameChangesObserver(center: center)
        second.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        #expect(second.deliveries.isEmpty)
    }

    @Test("a notification posted off the main thread is delivered on the main queue, not dropped")
    func offMainPosting() async {
        _ = MainQueueMarker.key
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        let postingThread = ThreadBox()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            observer.onDelivery = { _ in done.resume() }
            let center = UncheckedCenter(center: center)
            Thread.detachNewThread {
                postingThread.thread = Thread.current
                let info = DevicePayloads.userInfo(begin: DevicePayloads.seShowBegin, end: DevicePayloads.seShowEnd)
                center.center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: info)
            }
        }
        #expect(observer.deliveries.map(\.height) == [216])
        #expect(observer.deliveredOnMainQueue == [true])
        #expect(observer.deliveryThreads.first !== postingThread.thread)
    }

    @Test("a notification posted on the main actor is delivered before post returns")
    func mainPostingIsSynchronous() {
        _ = MainQueueMarker.key
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        #expect(observer.deliveredOnMainQueue == [true])
    }

    @Test("an unreadable payload reaches observers as an error naming the key, never as a height")
    func unreadablePayload() {
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        center.post(
            name: KeyboardEvent.willShow.notificationName, object: nil,
            userInfo: ["UIKeyboardFrameEndUserInfoKey": "garbage"])
        #expect(observer.deliveries.isEmpty)
        #expect(observer.failures.map(\.key) == ["UIKeyboardFrameEndUserInfoKey"])
    }

    @Test("a show repeating the keyboard a returning observer heard before it left is not heard twice")
    func repeatAfterReturningIsNotHeardTwice() async {
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        observer.removeKeyboardFrameChangesObserver(center: center)
        await Device.endMainTurn()
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        // The one behaviour issue 36 changed: the registry listened meanwhile, so the repeat is a repeat (it was 2).
        #expect(observer.deliveries.count == 1)
    }

    @Test("a delivery gate holds changes back from every observer")
    func gateHoldsBack() {
        final class ClosedGate: KeyboardDeliveryGate {
            var seen: [CGFloat] = []
            func shouldDeliver(_ change: KeyboardFrameChange) -> Bool {
                seen.append(change.height)
                return false
            }
        }
        let gate = ClosedGate()
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.deliveryGate = gate
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow()
        #expect(observer.deliveries.isEmpty)
        // Will-change-frame, will-show and did-change-frame.
        #expect(gate.seen == [216, 216, 216])
    }

    @Test("the screen provider judges a frame below the screen as hidden")
    func screenProvider() async {
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.screenBoundsProvider = { _ in DevicePayloads.iPhoneSEScreen }
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        let belowScreen = CGRect(x: 0, y: 667, width: 375, height: 258)
        KeyboardNotification(.willChangeFrame, beginFrame: belowScreen, endFrame: belowScreen).post(to: center)
        await Device.endMainTurn()
        #expect(observer.changes.map(\.isVisible) == [false])
    }

    @Test("each center has its own registry")
    func registryPerCenter() {
        let other = NotificationCenter()
        #expect(KeyboardObserverRegistry.registry(for: center) === KeyboardObserverRegistry.registry(for: center))
        #expect(KeyboardObserverRegistry.registry(for: center) !== KeyboardObserverRegistry.registry(for: other))
    }
}

/// Lets a test thread post to the center under test; `NotificationCenter` is thread-safe.
private struct UncheckedCenter: @unchecked Sendable {
    let center: NotificationCenter
}

/// The thread a test posted from.
private final class ThreadBox: @unchecked Sendable {
    var thread: Thread?
}
