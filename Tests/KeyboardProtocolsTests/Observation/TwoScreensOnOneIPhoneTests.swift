import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

/// iPhone Duo (iOS 27.1) has two displays, and `UIScreen.main` is always the outer one: while the phone is open there
/// are two `UIScreen`s and a window's screen follows its scene (NativeScript PR 11438, "feat(ios): iPhone Duo
/// support", which cites Apple's "Preparing your app for iPhone Duo"; Apple's page itself was not found to quote). An
/// app may have a scene on each display, and Split View puts two apps side by side on the inner one; no source was
/// found on how the keyboard behaves there, so Split View is taken to notify every visible app as iPadOS multitasking
/// does (`UIResponder.keyboardIsLocalUserInfoKey`). So a notification's screen must be matched with the observer's
/// own screen on an iPhone too, as on an iPad with an external display.
///
/// Screen sizes: Apple's published 1398 × 2034 (outer) and 1878 × 2670 (inner) pixels at 3× (no published point
/// sizes were found). Keyboard frames: no measured iPhone Duo payload has been published, so the frames are the
/// screen's width at the iPhone 15's 336-point height, not device measurements.
@MainActor
@Suite("A keyboard on the other display of a two-display iPhone, and another app's keyboard in Split View")
struct TwoScreensOnOneIPhoneTests {
    /// The two displays, each standing for its `UIScreen` by identity.
    static let outerDisplay = TestScreen(bounds: CGRect(x: 0, y: 0, width: 466, height: 678))
    static let innerDisplay = TestScreen(bounds: CGRect(x: 0, y: 0, width: 626, height: 890))

    static let outerBelow = CGRect(x: 0, y: 678, width: 466, height: 336)
    static let outerDocked = CGRect(x: 0, y: 342, width: 466, height: 336)
    static let innerBelow = CGRect(x: 0, y: 890, width: 626, height: 336)
    static let innerDocked = CGRect(x: 0, y: 554, width: 626, height: 336)

    let center = NotificationCenter()

    /// A registry that learns a notification's screen from its object, as the UIKit layer does from iOS 16.1 on
    /// (`UIWindow.h`: "The notification object is the UIScreen that contains the keyboard"; change-frame
    /// notifications carry a `nil` object).
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

    /// The will-notifications of one show in UIKit's order: will-change-frame (no screen), then will-show (its
    /// screen).
    private func postShow(on screen: TestScreen, from begin: CGRect, to end: CGRect, isLocal: Bool = true) {
        let userInfo = KeyboardNotification(.willChangeFrame, beginFrame: begin, endFrame: end, isLocal: isLocal)
            .userInfo
        center.post(name: KeyboardEvent.willChangeFrame.notificationName, object: nil, userInfo: userInfo)
        center.post(name: KeyboardEvent.willShow.notificationName, object: screen, userInfo: userInfo)
    }

    /// What a mixin measures of a view on `screen`, as `UIView.keyboardOverlap(for:)` does: nothing for a keyboard
    /// on another screen, else the overlap against the view's own screen.
    private func covered(_ change: KeyboardFrameChange, viewOn screen: TestScreen) -> CGFloat {
        guard change.isOnSameScreen(as: screen.keyboardScreen) else { return 0 }
        return KeyboardGeometry.overlap(of: change, screenBounds: screen.bounds, viewFrame: screen.bounds)
    }

    @Test("a keyboard on the outer display moves nothing on the inner display, with a screen open on each")
    func outerKeyboardMovesNothingInsideWithTwoScenes() throws {
        _ = registry()
        let innerChat = observer(on: Self.innerDisplay)
        let outerNotes = observer(on: Self.outerDisplay)
        postShow(on: Self.outerDisplay, from: Self.outerBelow, to: Self.outerDocked)

        #expect(innerChat.changes.map { covered($0, viewOn: Self.innerDisplay) } == [0])
        #expect(outerNotes.changes.map { covered($0, viewOn: Self.outerDisplay) } == [336])
    }

    @Test("a keyboard on the outer display moves nothing on the inner display when only the inner one observes")
    func outerKeyboardMovesNothingInsideWithOneObserver() throws {
        _ = registry()
        let innerChat = observer(on: Self.innerDisplay)
        postShow(on: Self.outerDisplay, from: Self.outerBelow, to: Self.outerDocked)

        #expect(innerChat.changes.map { covered($0, viewOn: Self.innerDisplay) } == [0])
        // The will-show names the outer display: that is the change heard, on another screen than the observer's.
        #expect(innerChat.changes.map(\.screen?.id) == [ObjectIdentifier(Self.outerDisplay)])
    }

    @Test("with a screen open on each display, those on the inner one hear the outer keyboard as on another screen")
    func outerKeyboardIsHeardOnAnotherScreen() throws {
        _ = registry()
        let innerChat = observer(on: Self.innerDisplay)
        let outerNotes = observer(on: Self.outerDisplay)
        postShow(on: Self.outerDisplay, from: Self.outerBelow, to: Self.outerDocked)

        let change = try #require(innerChat.changes.last)
        #expect(outerNotes.changes.count == 1)
        // The will-change-frame that opens the show names no screen (UIWindow.h); with observers on both displays it
        // waits for the end of its turn, and the will-show naming the outer display speaks.
        #expect(change.screen?.id == ObjectIdentifier(Self.outerDisplay))
        #expect(!change.isOnSameScreen(as: Self.innerDisplay.keyboardScreen))
    }

    @Test("opened, the keyboard on the inner display is measured against the inner display, not UIScreen.main")
    func innerKeyboardIsMeasuredOnTheInnerDisplay() throws {
        _ = registry()
        let innerChat = observer(on: Self.innerDisplay)
        postShow(on: Self.innerDisplay, from: Self.innerBelow, to: Self.innerDocked)

        let change = try #require(innerChat.changes.last)
        #expect(change.screen?.id == ObjectIdentifier(Self.innerDisplay))
        #expect(change.screenBounds == Self.innerDisplay.bounds)
        #expect(innerChat.deliveries.map(\.height) == [336])
    }

    @Test("closed, the same screen is on the outer display and the outer display's keyboard lifts it by 336 points")
    func closingMovesTheScreenToTheOuterDisplay() async throws {
        _ = registry()
        let chat = observer(on: Self.innerDisplay)
        postShow(on: Self.innerDisplay, from: Self.innerBelow, to: Self.innerDocked)
        let hide = KeyboardNotification(.willHide, beginFrame: Self.innerDocked, endFrame: Self.innerBelow).userInfo
        center.post(name: KeyboardEvent.willChangeFrame.notificationName, object: nil, userInfo: hide)
        center.post(name: KeyboardEvent.willHide.notificationName, object: Self.innerDisplay, userInfo: hide)
        await settleKeyboardNotifications()

        // Folded shut, the scene moves to the outer display; the window's screen follows it.
        chat.screen = Self.outerDisplay.keyboardScreen
        postShow(on: Self.outerDisplay, from: Self.outerBelow, to: Self.outerDocked)

        #expect(chat.changes.map { covered($0, viewOn: Self.outerDisplay) }.last == 336)
        #expect(chat.changes.last?.screenBounds == Self.outerDisplay.bounds)
        #expect(chat.deliveries.map(\.height) == [336, 0, 336])
    }

    @Test("in Split View another app's keyboard (isLocal false) on the same display still covers this app")
    func splitViewNeighboursKeyboardCovers() throws {
        // UIResponder.keyboardIsLocalUserInfoKey: with multitasking the system notifies every visible app, `true`
        // for the app that showed the keyboard and `false` for the others. The docked keyboard spans the display,
        // so it covers this app's half too (useyourloaf.com, "Split views and unexpected keyboards").
        _ = registry()
        let column = observer(on: Self.innerDisplay)
        postShow(on: Self.innerDisplay, from: Self.innerBelow, to: Self.innerDocked, isLocal: false)

        let change = try #require(column.changes.last)
        #expect(change.isLocal == false)
        #expect(change.isOnSameScreen(as: Self.innerDisplay.keyboardScreen))
        #expect(column.deliveries.map(\.height) == [336])
        // The right-hand half of the display, 313 points wide, is covered by the whole keyboard.
        let rightHalf = CGRect(x: 313, y: 0, width: 313, height: 890)
        #expect(
            KeyboardGeometry.overlap(
                keyboardFrame: change.endFrame, screenBounds: Self.innerDisplay.bounds, viewFrame: rightHalf) == 336)
    }

    @Test("in Split View another app's keyboard going away is heard as a hide, isLocal false")
    func splitViewNeighboursKeyboardHides() async throws {
        _ = registry()
        let column = observer(on: Self.innerDisplay)
        postShow(on: Self.innerDisplay, from: Self.innerBelow, to: Self.innerDocked, isLocal: false)
        let userInfo = KeyboardNotification(
            .willHide, beginFrame: Self.innerDocked, endFrame: Self.innerBelow, isLocal: false
        ).userInfo
        center.post(name: KeyboardEvent.willChangeFrame.notificationName, object: nil, userInfo: userInfo)
        center.post(name: KeyboardEvent.willHide.notificationName, object: Self.innerDisplay, userInfo: userInfo)
        await settleKeyboardNotifications()

        #expect(column.deliveries.map(\.height) == [336, 0])
        #expect(column.changes.map(\.isLocal) == [false, false])
    }
}
