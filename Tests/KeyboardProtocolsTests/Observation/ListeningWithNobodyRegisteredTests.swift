import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

/// Once a screen has registered, the registry goes on listening to its center while nobody is registered, so the next
/// screen to register (or one registering again after a freeze) hears the keyboard as it is. iPhone 15: screen
/// 393 x 852, keyboard 336 points high at y 516 over a 34-point home indicator.
@MainActor
@Suite("The registry knows the keyboard while nobody is registered")
struct ListeningWithNobodyRegisteredTests {
    static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let keyboardUp = CGRect(x: 0, y: 516, width: 393, height: 336)
    static let keyboardDown = CGRect(x: 0, y: 852, width: 393, height: 336)

    let center = NotificationCenter()

    init() {
        KeyboardObserverRegistry.registry(for: center).screenBoundsProvider = { _ in Self.screen }
    }

    /// A chat screen as `ChatScreens.md` freezes it: its list's bottom inset is the keyboard's overlap less the home
    /// indicator, as `ModifiableInsetsOnKeyboardFrameChanges` sets it.
    final class ChatScreen: KeyboardChangeFrameObserver {
        var insetBottom: CGFloat = 0
        var heard: [RecordingObserver.Delivery] = []

        func willChangeKeyboardFrame(
            height: CGFloat, animationDuration: TimeInterval, animationOptions: KeyboardAnimationOptions
        ) {
            heard.append(.init(height: height, duration: animationDuration, options: animationOptions))
            insetBottom = height > 0 ? height - 34 : 0
        }
    }

    /// Posts what iOS posts for the keyboard rising to 336 points, or going.
    private func post(showing: Bool) {
        let (begin, end) = showing ? (Self.keyboardDown, Self.keyboardUp) : (Self.keyboardUp, Self.keyboardDown)
        for notification in DevicePayloads.transition(showing: showing, begin: begin, end: end) {
            center.post(notification)
        }
    }

    /// `observer` leaves (a screen popped, a chat frozen for an emoji panel), then, with nobody registered, the
    /// keyboard rises or goes and the main queue turns.
    private func leave(_ observer: some KeyboardChangeFrameObserver, thenKeyboardShows showing: Bool) async {
        observer.removeKeyboardFrameChangesObserver(center: center)
        await DevicePayloads.endMainTurn()
        post(showing: showing)
        await DevicePayloads.endMainTurn()
    }

    @Test("a screen registering after the keyboard rose while nobody was registered hears 336 points at once, in 0 s")
    func registeringHearsKeyboardRaisedMeanwhile() async {
        let leaving = RecordingObserver()
        leaving.addKeyboardFrameChangesObserver(center: center)
        await leave(leaving, thenKeyboardShows: true)
        let arriving = RecordingObserver()
        arriving.addKeyboardFrameChangesObserver(center: center)
        #expect(arriving.deliveries.map(\.height) == [336])
        #expect(arriving.deliveries.map(\.duration) == [0])
    }

    @Test(
        "the center stays observed, once per notification, from the main queue's next turn after the last observer left"
    )
    func staysObservedWithNobodyRegistered() async {
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        observer.removeKeyboardFrameChangesObserver(center: center)
        await DevicePayloads.endMainTurn()
        let registry = KeyboardObserverRegistry.registry(for: center)
        #expect(registry.observerCount == 0)
        #expect(registry.centerObservationCount == 6)
    }

    @Test("a chat frozen with the keyboard up, which closes meanwhile, returns to an inset of 0")
    func frozenChatHearsKeyboardClosed() async {
        let chat = ChatScreen()
        chat.addKeyboardFrameChangesObserver(center: center)
        post(showing: true)
        #expect(chat.insetBottom == 302)
        await leave(chat, thenKeyboardShows: false)
        #expect(chat.insetBottom == 302)
        chat.addKeyboardFrameChangesObserver(center: center)
        #expect(chat.insetBottom == 0)
        #expect(chat.heard.map(\.height) == [336, 0])
        #expect(chat.heard.map(\.duration) == [0.25, 0])
    }

    @Test("a chat frozen with the keyboard down, which opens meanwhile, returns to an inset of 302")
    func frozenChatHearsKeyboardOpened() async {
        let chat = ChatScreen()
        chat.addKeyboardFrameChangesObserver(center: center)
        await leave(chat, thenKeyboardShows: true)
        #expect(chat.insetBottom == 0)
        chat.addKeyboardFrameChangesObserver(center: center)
        #expect(chat.insetBottom == 302)
        #expect(chat.heard.map(\.height) == [336])
        #expect(chat.heard.map(\.duration) == [0])
    }

    @Test("a center whose registry listens with nobody registered is not kept alive by it")
    func listeningKeepsNoCenterAlive() async {
        weak var released: NotificationCenter?
        do {
            let center = NotificationCenter()
            let observer = RecordingObserver()
            observer.addKeyboardFrameChangesObserver(center: center)
            observer.removeKeyboardFrameChangesObserver(center: center)
            await DevicePayloads.endMainTurn()
            #expect(KeyboardObserverRegistry.registry(for: center).centerObservationCount == 6)
            released = center
        }
        #expect(released == nil)
    }
}
