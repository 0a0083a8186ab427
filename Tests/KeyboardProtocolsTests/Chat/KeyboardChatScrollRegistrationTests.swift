import Foundation
import Testing

@testable import KeyboardProtocols

/// The chat rule run by a registration as `KeepsLatestMessageInView` hands it: a first look before the insets move,
/// the rule after them, and the kept unit again after the layout commit. iPhone 15: keyboard 336 over a 34-point home
/// indicator, so the inset mixin adds 302; the list is react-native-keyboard-controller's, 800 high over 2000.
@MainActor
@Suite("A registration runs the chat rule around the insets")
struct KeyboardChatScrollRegistrationTests {
    typealias Layout = KeyboardScreenLayoutTests

    /// A chat screen's stand-in: its list's numbers, its inset mixin (the keyboard's overlap less the home indicator)
    /// and its chat unit, as the UIKit layer would sense and apply them.
    final class ChatScreen: KeyboardChangeFrameObserver {
        var offset: CGFloat
        var insetBottom: CGFloat = 0
        var isDragging = false
        var writes: [CGFloat] = []
        init(offset: CGFloat) { self.offset = offset }

        func facts(_ pass: KeyboardChatScrollFacts.Pass) -> KeyboardChatScrollFacts {
            KeyboardChatScrollFacts(
                behavior: .always, offset: offset, contentHeight: 2000, boundsHeight: 800, insetTop: 0,
                insetBottom: insetBottom, isUserScrolling: isDragging, pass: pass)
        }

        func unit(_ pass: KeyboardChatScrollFacts.Pass) -> KeyboardMixin.Unit<ChatScreen, KeyboardChatScrollRule> {
            KeyboardMixin.Unit(
                runsAgain: pass == .keyboard, sense: { screen, _ in screen.facts(pass) },
                apply: { screen, move in
                    screen.offset = move.value
                    screen.writes.append(move.value)
                })
        }

        /// The announced pass as the engine runs it: look, insets, then the chat rule.
        func announce(_ change: KeyboardFrameChange) {
            runKeyboardMixin(unit(.beforeMixins), for: change)
            insetBottom = change.isVisible ? change.height - 34 : 0
            runKeyboardMixin(unit(.keyboard), for: change)
        }
    }

    /// Runs `body` with a registry whose platform announces the chat screen's mixins and keeps commits for the test.
    func withRegistry(_ body: (NotificationCenter, () -> Void) throws -> Void) rethrows {
        let center = NotificationCenter()
        var commits: [@MainActor () -> Bool] = []
        _ = KeyboardObserverRegistry.registry(
            for: center,
            platform: KeyboardPlatform(
                announceMixins: { observer, change in (observer as? ChatScreen)?.announce(change) },
                afterLayoutCommit: { _, pass in commits.append(pass) }))
        try body(center) {
            let due = commits
            commits.removeAll()
            for pass in due { _ = pass() }
        }
    }

    @Test("The first show a screen hears moves its list by the 302 points the inset mixin adds")
    func firstShowMovesList() throws {
        try withRegistry { center, commit in
            let screen = ChatScreen(offset: 1200)
            screen.addKeyboardFrameChangesObserver(center: center)
            KeyboardObserverRegistry.registry(for: center).deliver(try Layout.show())
            #expect(screen.offset == 1502)
            commit()
            #expect(screen.writes == [1502])
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("After the layout commit the kept unit follows an inset that settled 10 points lower")
    func afterCommitFollowsSettledInset() throws {
        try withRegistry { center, commit in
            let screen = ChatScreen(offset: 1200)
            screen.addKeyboardFrameChangesObserver(center: center)
            KeyboardObserverRegistry.registry(for: center).deliver(try Layout.show())
            screen.insetBottom = 292
            commit()
            #expect(screen.writes == [1502, 1492])
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("An emoji keyboard 50 points taller heard while the user drags the list moves the inset only, commit too")
    func hideWhileDraggingWritesNothing() throws {
        try withRegistry { center, commit in
            let screen = ChatScreen(offset: 1200)
            screen.addKeyboardFrameChangesObserver(center: center)
            let registry = KeyboardObserverRegistry.registry(for: center)
            registry.deliver(try Layout.show())
            commit()
            screen.isDragging = true
            registry.deliver(
                try KeyboardFrameChange(
                    event: .willChangeFrame, endFrame: CGRect(x: 0, y: 466, width: 393, height: 386),
                    screenBounds: Layout.screen))
            commit()
            #expect(screen.insetBottom == 352)
            #expect(screen.writes == [1502])
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }
}
