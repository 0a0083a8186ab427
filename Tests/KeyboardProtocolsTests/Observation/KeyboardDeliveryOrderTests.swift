import Foundation
import Testing

@testable import KeyboardProtocols

@MainActor
@Suite("Delivery of the notification order UIKit really posts, on a real NotificationCenter")
struct KeyboardDeliveryOrderTests {
    typealias Device = DevicePayloads

    let center = NotificationCenter()

    /// iPhone 15, portrait: 393 x 852 points, a 336-point keyboard.
    static let iPhone15 = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let docked336 = CGRect(x: 0, y: 516, width: 393, height: 336)
    static let below336 = CGRect(x: 0, y: 852, width: 393, height: 336)

    private var registry: KeyboardObserverRegistry { KeyboardObserverRegistry.registry(for: center) }

    private func post(_ event: KeyboardEvent, from begin: CGRect, to end: CGRect, object: Any? = nil) {
        center.post(name: event.notificationName, object: object, userInfo: Device.userInfo(begin: begin, end: end))
    }

    /// The four notifications of a show or hide, in UIKit's order.
    private func postTransition(showing: Bool, from begin: CGRect, to end: CGRect) {
        for notification in Device.transition(showing: showing, begin: begin, end: end) { center.post(notification) }
    }

    private func measureOn(_ screen: CGRect) {
        registry.screenBoundsProvider = { _ in screen }
    }

    /// An observer registered on an iPhone 15 that has heard the 336-point keyboard show.
    private func observerHearingShow() -> RecordingObserver {
        measureOn(Self.iPhone15)
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        postTransition(showing: true, from: Self.below336, to: Self.docked336)
        return observer
    }

    // MARK: - A hide followed by a show in one turn

    @Test("moving first responder to the next field posts hide then show in one turn: the observer hears only the show")
    func fieldSwitchHeardAsNothing() async {
        let observer = observerHearingShow()
        // Next field: will-change-frame and will-hide, then will-change-frame and will-show, before the turn ends.
        post(.willChangeFrame, from: Self.docked336, to: Self.below336)
        post(.willHide, from: Self.docked336, to: Self.below336)
        post(.willChangeFrame, from: Self.below336, to: Self.docked336)
        post(.willShow, from: Self.below336, to: Self.docked336)
        await Device.endMainTurn()
        #expect(observer.deliveries.map(\.height) == [336])
    }

    @Test("a hide alone reaches the observer only once the main queue has turned, and then exactly once")
    func hideWaitsForItsTurn() async {
        let observer = observerHearingShow()
        postTransition(showing: false, from: Self.docked336, to: Self.below336)
        #expect(observer.deliveries.map(\.height) == [336])
        await Device.endMainTurn()
        await Device.endMainTurn()
        #expect(observer.deliveries.map(\.height) == [336, 0])
    }

    @Test("a hide posted off the main thread is still delivered, on the main queue, after its turn")
    func offMainHide() async {
        _ = MainQueueMarker.key
        let observer = observerHearingShow()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            observer.onDelivery = { _ in done.resume() }
            let poster = PostingCenter(center: center)
            let (docked, below) = (Self.docked336, Self.below336)
            Thread.detachNewThread { poster.postHide(from: docked, to: below) }
        }
        #expect(observer.deliveries.map(\.height) == [336, 0])
        #expect(observer.deliveredOnMainQueue == [true, true])
    }

    // MARK: - Late observers

    @Test("a screen pushed while the 336-point keyboard stays up hears it at once, with duration 0")
    func lateObserverHearsCurrentKeyboard() {
        let chat = observerHearingShow()
        let pushed = RecordingObserver()
        pushed.addKeyboardFrameChangesObserver(center: center)
        #expect(chat.deliveries.map(\.height) == [336])
        #expect(pushed.deliveries.map(\.height) == [336])
        #expect(pushed.deliveries.map(\.duration) == [0])
        #expect(pushed.changes.map(\.animationPlan) == [.applyImmediately])
    }

    @Test("a screen pushed in the turn its predecessor's field resigned hears no show: the keyboard is going away")
    func observerPushedDuringHeldHideHearsNoShow() async {
        // textFieldShouldReturn: resignFirstResponder() posts will-change-frame and will-hide, then pushViewController
        // runs the pushed screen's viewWillAppear, which registers, all in one turn of the main run loop.
        let chat = observerHearingShow()
        post(.willChangeFrame, from: Self.docked336, to: Self.below336)
        post(.willHide, from: Self.docked336, to: Self.below336)
        let pushed = RecordingObserver()
        pushed.addKeyboardFrameChangesObserver(center: center)
        #expect(pushed.deliveries.isEmpty)
        await Device.endMainTurn()
        #expect(!pushed.deliveries.contains { $0.height > 0 })
        #expect(chat.deliveries.map(\.height) == [336, 0])
    }

    @Test("a screen registering between the hide and the show of a field switch hears the keyboard once, at once")
    func observerRegisteringDuringFieldSwitchCatchesUp() async {
        let chat = observerHearingShow()
        post(.willChangeFrame, from: Self.docked336, to: Self.below336)
        post(.willHide, from: Self.docked336, to: Self.below336)
        let pushed = RecordingObserver()
        pushed.addKeyboardFrameChangesObserver(center: center)
        post(.willChangeFrame, from: Self.below336, to: Self.docked336)
        post(.willShow, from: Self.below336, to: Self.docked336)
        #expect(pushed.deliveries.map(\.height) == [336])
        #expect(pushed.deliveries.map(\.duration) == [0])
        await Device.endMainTurn()
        #expect(pushed.deliveries.map(\.height) == [336])
        #expect(chat.deliveries.map(\.height) == [336])
    }

    @Test("a screen appearing in Split View next to another app's 398-point keyboard hears it at once")
    func splitViewNeighbourHearsOtherAppsKeyboard() {
        // openradar 23687553: the keyboard of the app beside it was up before this screen registered.
        let iPadAir = CGRect(x: 0, y: 0, width: 820, height: 1180)
        measureOn(iPadAir)
        let otherAppsKeyboard = Device.userInfo(
            begin: CGRect(x: 0, y: 1180, width: 820, height: 398), end: CGRect(x: 0, y: 782, width: 820, height: 398),
            isLocal: false)
        let sidebar = RecordingObserver()
        sidebar.addKeyboardFrameChangesObserver(center: center)
        center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: otherAppsKeyboard)
        let column = RecordingObserver()
        column.addKeyboardFrameChangesObserver(center: center)
        #expect(column.deliveries.map(\.height) == [398])
        #expect(column.changes.map(\.isLocal) == [false])
        #expect(column.changes.map(\.animationDuration) == [0])
        #expect(sidebar.deliveries.map(\.height) == [398])
    }

    @Test("a screen registering while no keyboard is up hears nothing")
    func lateObserverWithoutKeyboardHearsNothing() async {
        let chat = observerHearingShow()
        postTransition(showing: false, from: Self.docked336, to: Self.below336)
        await Device.endMainTurn()
        let pushed = RecordingObserver()
        pushed.addKeyboardFrameChangesObserver(center: center)
        #expect(chat.deliveries.map(\.height) == [336, 0])
        #expect(pushed.deliveries.isEmpty)
    }

    @Test("a screen re-registering after a modal covered it while the keyboard went away hears the hidden keyboard")
    func returningObserverHearsHide() async {
        let chat = observerHearingShow()
        let modal = RecordingObserver()
        modal.addKeyboardFrameChangesObserver(center: center)
        chat.removeKeyboardFrameChangesObserver(center: center)
        postTransition(showing: false, from: Self.docked336, to: Self.below336)
        await Device.endMainTurn()
        modal.removeKeyboardFrameChangesObserver(center: center)
        chat.addKeyboardFrameChangesObserver(center: center)
        #expect(chat.deliveries.map(\.height) == [336, 0])
        #expect(chat.deliveries.map(\.duration) == [0.25, 0])
    }

    @Test("a screen re-registering while the keyboard it heard is still up hears nothing new")
    func returningObserverUpToDate() {
        measureOn(Self.iPhone15)
        let chat = RecordingObserver()
        let modal = RecordingObserver()
        chat.addKeyboardFrameChangesObserver(center: center)
        modal.addKeyboardFrameChangesObserver(center: center)
        postTransition(showing: true, from: Self.below336, to: Self.docked336)
        chat.removeKeyboardFrameChangesObserver(center: center)
        chat.addKeyboardFrameChangesObserver(center: center)
        #expect(chat.deliveries.map(\.height) == [336])
    }

    // MARK: - Did-change-frame

    @Test("the did-change-frame of a show lets observers re-measure, without a second delivery")
    func didChangeFrameSettles() {
        let observer = observerHearingShow()
        #expect(observer.deliveries.map(\.height) == [336])
        #expect(observer.settled.map(\.event) == [.didChangeFrame])
        #expect(observer.settled.map(\.endFrame) == [Self.docked336])
    }

    @Test("an iPad floating keyboard reported only by did-change-frame is heard at duration 0, covering nothing")
    func floatingKeyboardHeard() {
        let iPadAir = CGRect(x: 0, y: 0, width: 820, height: 1180)
        measureOn(iPadAir)
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        post(
            .didChangeFrame, from: CGRect(x: 0, y: 1180, width: 820, height: 398),
            to: CGRect(x: 250, y: 700, width: 320, height: 250))
        #expect(observer.deliveries.map(\.height) == [0])
        #expect(observer.deliveries.map(\.duration) == [0])
        #expect(observer.changes.map(\.isVisible) == [true])
        #expect(observer.settled.isEmpty)
    }

    // MARK: - The screen

    @Test("a change-frame naming no screen is measured on the observers' iPad: a floating keyboard covers 0, not 250")
    func observersScreenMeasuresChangeFrame() async {
        let iPad = TestScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180))
        let observer = RecordingObserver()
        observer.screen = iPad.keyboardScreen
        observer.addKeyboardFrameChangesObserver(center: center)
        let floating = CGRect(x: 250, y: 700, width: 320, height: 250)
        post(.willChangeFrame, from: CGRect(x: 250, y: 1180, width: 320, height: 250), to: floating)
        // Undocked, it covers nothing from the bottom and waits for the end of its turn, as a hide does.
        await Device.endMainTurn()
        #expect(observer.deliveries.map(\.height) == [0])
        #expect(observer.changes.map(\.screen?.id) == [ObjectIdentifier(iPad)])
        #expect(observer.changes.map(\.isVisible) == [true])
    }

    @Test("after a show names the external display, its change-frames are measured there, not on the iPad")
    func lastNamedScreenAcrossTwoDisplays() async {
        let iPad = TestScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180))
        let display = TestScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        registry.notificationScreenProvider = { ($0.object as? TestScreen)?.keyboardScreen }
        let onIPad = RecordingObserver()
        onIPad.screen = iPad.keyboardScreen
        let onDisplay = RecordingObserver()
        onDisplay.screen = display.keyboardScreen
        onIPad.addKeyboardFrameChangesObserver(center: center)
        onDisplay.addKeyboardFrameChangesObserver(center: center)
        let below = CGRect(x: 0, y: 1080, width: 1920, height: 398)
        let docked = CGRect(x: 0, y: 682, width: 1920, height: 398)
        post(.willShow, from: below, to: docked, object: display)
        // QuickType on the display: 398 → 442 points, a change-frame with a nil object (UIWindow.h).
        post(.willChangeFrame, from: docked, to: CGRect(x: 0, y: 638, width: 1920, height: 442))
        // With observers on two screens it waits for the end of its turn, where a will-show naming a screen may speak.
        await Device.endMainTurn()
        #expect(onDisplay.changes.map(\.screen?.id) == [ObjectIdentifier(display), ObjectIdentifier(display)])
        #expect(onDisplay.deliveries.map(\.height) == [398, 442])
        // The iPad's view compares screens and knows the keyboard is not on its screen.
        #expect(onIPad.changes.allSatisfy { $0.screen?.id != ObjectIdentifier(iPad) })
    }
}

/// Lets a test thread post to the center under test; `NotificationCenter` is thread-safe.
private struct PostingCenter: @unchecked Sendable {
    let center: NotificationCenter

    func postHide(from begin: CGRect, to end: CGRect) {
        for notification in DevicePayloads.transition(showing: false, begin: begin, end: end) {
            center.post(notification)
        }
    }
}
