import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

/// A show's will-change-frame names no screen (UIWindow.h: change-frame notifications "include a nil object"); its
/// will-show names the `UIScreen` that contains the keyboard (iOS 16.1+). With observers on two displays the first
/// can't say whose keyboard it is, so the second speaks, whichever comes first (no source gives UIKit's order).
///
/// iPhone Duo (iOS 27.1) sizes as the docs' two-display tests use them: 1398 × 2034 and 1878 × 2670 pixels at 3×
/// (NativeScript PR 11438); an iPad Pro 12.9-inch with an external display of the same 1024 × 1366 points, where
/// sizes can't tell the displays apart. Keyboards: the screen's width at the iPhone 15's 336 points, not device
/// measurements (no two-display payload has been published).
@MainActor
@Suite("A keyboard on one display, with screens open on two")
struct KeyboardOnTheOtherDisplayTests {
    static let outerDisplay = TestScreen(bounds: CGRect(x: 0, y: 0, width: 466, height: 678))
    static let innerDisplay = TestScreen(bounds: CGRect(x: 0, y: 0, width: 626, height: 890))
    static let iPad = TestScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))
    static let externalDisplay = TestScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))

    let center = NotificationCenter()

    /// The order a show's two will-notifications arrive in.
    enum Order: CaseIterable, CustomStringConvertible {
        case willChangeFrameFirst, willShowFirst

        var description: String { self == .willChangeFrameFirst ? "will-change-frame first" : "will-show first" }
    }

    /// A registry that learns a notification's screen from its object, as the UIKit layer does.
    private func registry() -> KeyboardObserverRegistry {
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.notificationScreenProvider = { ($0.object as? TestScreen)?.keyboardScreen }
        registry.windowScreenProvider = nil
        return registry
    }

    private func observer(on screen: TestScreen) -> RecordingObserver {
        let observer = RecordingObserver()
        observer.screen = screen.keyboardScreen
        observer.addKeyboardFrameChangesObserver(center: center)
        return observer
    }

    /// The docked frame of a 336-point keyboard on `screen`, and the frame below it.
    private func frames(on screen: TestScreen) -> (below: CGRect, docked: CGRect) {
        let bounds = screen.bounds
        return (
            CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: 336),
            CGRect(x: 0, y: bounds.maxY - 336, width: bounds.width, height: 336)
        )
    }

    /// A will-change-frame with no object and a will-show (or will-hide) naming `screen`, with one payload.
    private func post(showing: Bool, on screen: TestScreen, order: Order = .willChangeFrameFirst) {
        let (below, docked) = frames(on: screen)
        let userInfo = KeyboardNotification(
            .willChangeFrame, beginFrame: showing ? below : docked, endFrame: showing ? docked : below
        ).userInfo
        let named: KeyboardEvent = showing ? .willShow : .willHide
        let notifications = [
            Notification(name: KeyboardEvent.willChangeFrame.notificationName, object: nil, userInfo: userInfo),
            Notification(name: named.notificationName, object: screen, userInfo: userInfo),
        ]
        for notification in order == .willChangeFrameFirst ? notifications : notifications.reversed() {
            center.post(notification)
        }
    }

    /// What a mixin measures of a view filling `screen`, as `UIView.keyboardOverlap(for:)` does: nothing for a
    /// keyboard on another screen, else the overlap against the view's own screen.
    private func covered(_ change: KeyboardFrameChange, viewOn screen: TestScreen) -> CGFloat {
        guard change.isOnSameScreen(as: screen.keyboardScreen) else { return 0 }
        return KeyboardGeometry.overlap(of: change, screenBounds: screen.bounds, viewFrame: screen.bounds)
    }

    @Test(
        "on an iPhone Duo, a show on the outer display moves nothing on the inner one and lifts the outer one once",
        arguments: Order.allCases)
    func outerShowOnIPhoneDuo(order: Order) async {
        _ = registry()
        let innerChat = observer(on: Self.innerDisplay)
        let outerNotes = observer(on: Self.outerDisplay)
        post(showing: true, on: Self.outerDisplay, order: order)

        // Heard in the turn it was posted: the will-show names its display.
        #expect(outerNotes.changes.map { covered($0, viewOn: Self.outerDisplay) } == [336])
        await settleKeyboardNotifications()
        #expect(outerNotes.deliveries.map(\.height) == [336])
        #expect(outerNotes.changes.map(\.screen?.id) == [ObjectIdentifier(Self.outerDisplay)])
        #expect(innerChat.changes.allSatisfy { $0.screen?.id == ObjectIdentifier(Self.outerDisplay) })
        #expect(innerChat.changes.map { covered($0, viewOn: Self.innerDisplay) }.allSatisfy { $0 == 0 })
    }

    @Test(
        "on an iPad with an external display of the same size, a show on the iPad after one on the display is the iPad's",
        arguments: Order.allCases)
    func iPadShowAfterExternalShow(order: Order) async {
        _ = registry()
        let editor = observer(on: Self.iPad)
        let presenter = observer(on: Self.externalDisplay)
        post(showing: true, on: Self.externalDisplay, order: order)
        post(showing: false, on: Self.externalDisplay, order: order)
        await settleKeyboardNotifications()
        editor.changes.removeAll()
        presenter.changes.removeAll()

        // The external display was the last screen named: a screenless will-change-frame would be measured there.
        post(showing: true, on: Self.iPad, order: order)
        await settleKeyboardNotifications()

        #expect(editor.changes.map { covered($0, viewOn: Self.iPad) } == [336])
        #expect(editor.changes.map(\.screen?.id) == [ObjectIdentifier(Self.iPad)])
        #expect(presenter.changes.allSatisfy { $0.screen?.id == ObjectIdentifier(Self.iPad) })
        #expect(presenter.changes.map { covered($0, viewOn: Self.externalDisplay) }.allSatisfy { $0 == 0 })
    }

    @Test(
        "on an iPhone Duo, a hide on the inner display after a show on the outer one is heard as the inner display's",
        arguments: Order.allCases)
    func innerHideAfterOuterShow(order: Order) async {
        _ = registry()
        let innerChat = observer(on: Self.innerDisplay)
        let outerNotes = observer(on: Self.outerDisplay)
        post(showing: true, on: Self.innerDisplay, order: order)
        await settleKeyboardNotifications()
        post(showing: true, on: Self.outerDisplay, order: order)
        await settleKeyboardNotifications()
        innerChat.changes.removeAll()
        outerNotes.changes.removeAll()

        // The outer display was the last screen named: a screenless will-change-frame would be measured there.
        post(showing: false, on: Self.innerDisplay, order: order)
        await settleKeyboardNotifications()

        #expect(innerChat.changes.map(\.screen?.id) == [ObjectIdentifier(Self.innerDisplay)])
        #expect(innerChat.changes.map(\.isVisible) == [false])
        #expect(outerNotes.changes.map { covered($0, viewOn: Self.outerDisplay) } == [0])
    }

    @Test("with observers on two displays, a will-change-frame no will-show follows is delivered when its turn ends")
    func loneGuessDeliveredAtTurnEnd() async {
        let registry = registry()
        let innerChat = observer(on: Self.innerDisplay)
        let outerNotes = observer(on: Self.outerDisplay)
        let (below, docked) = frames(on: Self.outerDisplay)
        KeyboardNotification(.willChangeFrame, beginFrame: below, endFrame: docked).post(to: center)

        #expect(outerNotes.changes.isEmpty)
        #expect(registry.delivery.holdsGuess)
        await settleKeyboardNotifications()
        #expect(outerNotes.deliveries.map(\.height) == [336])
        #expect(innerChat.changes.count == 1)
    }

    @Test("with every observer on one screen, a will-change-frame naming none is delivered at once, held by nothing")
    func oneScreenIsUnchanged() async {
        let registry = registry()
        let chat = observer(on: Self.innerDisplay)
        let composer = observer(on: Self.innerDisplay)
        let (below, docked) = frames(on: Self.innerDisplay)
        let userInfo = KeyboardNotification(.willChangeFrame, beginFrame: below, endFrame: docked).userInfo
        center.post(name: KeyboardEvent.willChangeFrame.notificationName, object: nil, userInfo: userInfo)

        #expect(chat.deliveries.map(\.height) == [336])
        #expect(composer.changes.map(\.screen?.id) == [ObjectIdentifier(Self.innerDisplay)])
        #expect(!registry.delivery.needsTurnEnd)
        center.post(name: KeyboardEvent.willShow.notificationName, object: Self.innerDisplay, userInfo: userInfo)
        await settleKeyboardNotifications()
        #expect(chat.deliveries.map(\.height) == [336])
        #expect(composer.deliveries.map(\.height) == [336])
    }

    @Test("the resolver guesses only for a notification naming no screen while observers are on different screens")
    func resolverGuessesOnlyBetweenScreens() {
        let inner = Self.innerDisplay.keyboardScreen
        let outer = Self.outerDisplay.keyboardScreen
        #expect(KeyboardScreenResolver.guesses(named: nil, observerScreens: [inner, outer]))
        #expect(!KeyboardScreenResolver.guesses(named: outer, observerScreens: [inner, outer]))
        #expect(!KeyboardScreenResolver.guesses(named: nil, observerScreens: [inner, inner]))
        #expect(!KeyboardScreenResolver.guesses(named: nil, observerScreens: []))
    }
}
