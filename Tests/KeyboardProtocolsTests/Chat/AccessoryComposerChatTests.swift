import Foundation
import Testing

@testable import KeyboardProtocols

/// Issue 30 item 5's last sentence, end to end: a MessageKit-style composer (the controller's `inputAccessoryView`)
/// counts with the keyboard hidden and shown, on iOS 26 too, through a real `NotificationCenter`, the registry, the
/// inset mixin's math and the chat rule. iPhone 15 (393 x 852, home indicator 34): a 44-point composer docked at the
/// bottom with the keyboard hidden, then iOS 26's will-show whose 336-point frame leaves the composer out (badoo/Chatto
/// PR 797, manaflow-ai/cmux PR 6719). The list is react-native-keyboard-controller's, 800 high over 2000, at its end.
@MainActor
@Suite("An accessory composer moves a chat list with the keyboard hidden and shown")
struct AccessoryComposerChatTests {
    typealias Drag = InteractiveDismissalPayloads
    typealias Accessory = KeyboardFrameChange.Accessory

    /// The composer docked at the bottom of the screen, the keyboard hidden.
    static let composerDocked = CGRect(x: 0, y: 808, width: 393, height: 44)
    /// The composer riding on the 336-point keyboard, left out of iOS 26's frame.
    static let composerOnKeyboard = CGRect(x: 0, y: 472, width: 393, height: 44)

    /// A chat screen's stand-in: the inset `ModifiableInsetsOnKeyboardFrameChanges` computes for a list filling the
    /// screen over the home indicator, and the chat unit, as the UIKit layer senses and applies them.
    final class ChatScreen: KeyboardChangeFrameObserver {
        var offset: CGFloat
        var insetBottom: CGFloat = 0
        var writes: [CGFloat] = []
        init(offset: CGFloat) { self.offset = offset }

        func unit(_ pass: KeyboardChatScrollFacts.Pass) -> KeyboardMixin.Unit<ChatScreen, KeyboardChatScrollRule> {
            KeyboardMixin.Unit(
                runsAgain: pass == .keyboard,
                sense: { screen, _ in
                    KeyboardChatScrollFacts(
                        behavior: .always, offset: screen.offset, contentHeight: 2000, boundsHeight: 800,
                        insetTop: 0, insetBottom: screen.insetBottom, isUserScrolling: false, pass: pass)
                },
                apply: { screen, move in
                    screen.offset = move.value
                    screen.writes.append(move.value)
                })
        }

        /// The announced pass as the engine runs it: look, insets, then the chat rule.
        func announce(_ change: KeyboardFrameChange) {
            runKeyboardMixin(unit(.beforeMixins), for: change)
            insetBottom = KeyboardGeometry.bottomInset(
                for: change, screenBounds: Drag.screen, scrollViewFrame: Drag.screen,
                systemBottomInset: Drag.safeAreaBottom)
            runKeyboardMixin(unit(.keyboard), for: change)
        }
    }

    /// What the UIKit layer senses as the composer moves.
    final class Sensed {
        var composer: Accessory
        init(_ composer: Accessory) { self.composer = composer }
    }

    @Test(
        "hidden: the 44-point composer sets the inset to 10 and the list moves 10; shown: 346, and 336 more",
        arguments: [
            // iOS 26: the frame leaves the composer out.
            Drag.resting,
            // iOS 18 and earlier: the frame includes it (380 points); counted once.
            CGRect(x: 0, y: 472, width: 393, height: 380),
        ])
    func composerCountsHiddenAndShown(showFrame: CGRect) async {
        let center = NotificationCenter()
        let sensed = Sensed(Accessory(frame: Self.composerDocked, staysWithoutKeyboard: true))
        var commits: [@MainActor () -> Bool] = []
        KeyboardObserverRegistry.registry(
            for: center,
            platform: KeyboardPlatform(
                announceMixins: { observer, change in (observer as? ChatScreen)?.announce(change) },
                afterLayoutCommit: { _, pass in commits.append(pass) },
                keyboardAccessory: { [sensed] _, _ in sensed.composer })
        ).screenBoundsProvider = { _ in Drag.screen }
        func commit() {
            let due = commits
            commits.removeAll()
            for pass in due { _ = pass() }
        }
        // At its end: content 2000 less the 800-point bounds.
        let screen = ChatScreen(offset: 1200)
        screen.addKeyboardFrameChangesObserver(center: center)

        // The keyboard hidden, the composer docked at the bottom: 44 points, 10 above the home indicator.
        for notification in Drag.transition(showing: false, from: Drag.hidden, to: Drag.hidden) {
            center.post(notification)
        }
        await DevicePayloads.endMainTurn()
        commit()
        #expect(screen.insetBottom == 10)
        #expect(screen.offset == 1210)

        // The will-show: 336 points and the composer on top of it, 380 covered, whether the frame includes it or not.
        sensed.composer = Accessory(frame: Self.composerOnKeyboard, staysWithoutKeyboard: true)
        for notification in Drag.transition(showing: true, from: Drag.hidden, to: showFrame) {
            center.post(notification)
        }
        commit()
        #expect(screen.insetBottom == 346)
        #expect(screen.offset == 1546)
        #expect(screen.writes == [1210, 1546])
        screen.removeKeyboardFrameChangesObserver(center: center)
    }
}
