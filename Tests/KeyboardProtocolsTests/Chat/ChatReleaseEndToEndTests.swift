import Foundation
import Testing

@testable import KeyboardProtocols

/// Issue 38 item 3 end to end, through a real `NotificationCenter`, the registry's delivery of a drag and its release,
/// the inset mixin's math and the chat rule: iPhone 15 (393 x 852, home indicator 34), the 336-point keyboard, a list
/// of 800 over 2000 at its end.
@MainActor
@Suite("A chat list after a drag let go and finished by the keyboard")
struct ChatReleaseEndToEndTests {
    typealias Drag = InteractiveDismissalPayloads
    typealias Screen = AccessoryComposerChatTests.ChatScreen

    @Test(
        "let go with 118 points of keyboard left, the list bounced to 1318; the hide brings it to 1200, no ghost space")
    func releaseFinishedByHide() async {
        let center = NotificationCenter()
        var commits: [@MainActor () -> Bool] = []
        let registry = KeyboardObserverRegistry.registry(
            for: center,
            platform: KeyboardPlatform(
                announceMixins: { observer, change in (observer as? Screen)?.announce(change) },
                afterLayoutCommit: { _, pass in commits.append(pass) }))
        registry.screenBoundsProvider = { _ in Drag.screen }
        func commit() {
            let due = commits
            commits.removeAll()
            for pass in due { _ = pass() }
        }
        let screen = Screen(offset: 1200)
        screen.addKeyboardFrameChangesObserver(center: center)

        for notification in Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting) {
            center.post(notification)
        }
        commit()
        #expect(screen.insetBottom == 302)
        #expect(screen.offset == 1502)

        // The drag: the keyboard's top at 700, 152 points of it left, 118 beyond the home indicator.
        registry.interactiveDismissalDidBegin()
        registry.trackKeyboardFrame(Drag.keyboard(top: 700), screenBounds: Drag.screen)
        await DevicePayloads.endMainTurn()
        #expect(screen.insetBottom == 118)
        #expect(screen.writes == [1502])
        // Let go: UIScrollView bounces the list to the end that inset gives, 2000 + 118 - 800.
        registry.interactiveDismissalDidEnd()
        screen.offset = 1318

        for notification in Drag.transition(showing: false, from: Drag.keyboard(top: 700), to: Drag.hidden) {
            center.post(notification)
        }
        await DevicePayloads.endMainTurn()
        commit()
        #expect(screen.insetBottom == 0)
        #expect(screen.offset == 1200)
        #expect(screen.writes == [1502, 1200])
        screen.removeKeyboardFrameChangesObserver(center: center)
    }
}
