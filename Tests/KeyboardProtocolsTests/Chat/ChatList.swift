import Foundation
import Testing

@testable import KeyboardProtocols

/// A chat list as the tests play it: a scroll view whose inset on the visual bottom the inset mixin sets first, then
/// the chat rule moves the offset, as the UIKit layer runs them. Defaults are react-native-keyboard-controller's iOS
/// test list (src/components/KeyboardChatScrollView/useChatKeyboard/__fixtures__/testUtils.ts at af130ca): layout 800,
/// content 2000, offset 0; their keyboard is 300.
struct ChatList {
    var behavior: KeyboardChatScrollBehavior
    var inverted = false
    var offset: CGFloat = 0
    var contentHeight: CGFloat = 2000
    var boundsHeight: CGFloat = 800
    /// The inset the inset mixin keeps on the visual bottom (keyboard, composer), on top of `ownInset`.
    var keyboardInset: CGFloat = 0
    /// The app's own inset on the visual bottom (a composer the list runs under).
    var ownInset: CGFloat = 0
    var isUserScrolling = false
    var rule = KeyboardChatScrollRule()
    /// Every offset the rule wrote, in order.
    var writes: [CGFloat] = []

    static let keyboard: CGFloat = 300

    init(_ behavior: KeyboardChatScrollBehavior, inverted: Bool = false, offset: CGFloat = 0, content: CGFloat = 2000) {
        self.behavior = behavior
        self.inverted = inverted
        self.offset = offset
        self.contentHeight = content
    }

    var facts: KeyboardChatScrollFacts {
        let visualBottom = keyboardInset + ownInset
        return KeyboardChatScrollFacts(
            behavior: behavior, offset: offset, contentHeight: contentHeight, boundsHeight: boundsHeight,
            insetTop: inverted ? visualBottom : 0, insetBottom: inverted ? 0 : visualBottom,
            // Telegram's and exyte/Chat's π rotation, as CGAffineTransform(rotationAngle: .pi) prints it.
            transform: inverted ? [-1, 1.2246467991473532e-16, -1.2246467991473532e-16, -1] : [1, 0, 0, 1],
            isUserScrolling: isUserScrolling)
    }

    /// The keyboard announces an inset of `height` at `phase`: the rule looks at the list, the inset mixin sets the
    /// inset, then the rule decides. Returns the offset written, or `nil`.
    @discardableResult
    mutating func keyboard(
        _ height: CGFloat, tracked: Bool = false, at phase: KeyboardMixinPhase = .announced
    ) -> CGFloat? {
        // The first look, before the bar and the insets move.
        var before = facts
        before.pass = .beforeMixins
        _ = rule.decide(before, for: Self.change(height, tracked: tracked), at: phase)
        keyboardInset = height
        return apply(rule.decide(facts, for: Self.change(height, tracked: tracked), at: phase))
    }

    /// A pass after the layout commit or at rest for the last change, with the insets as they are.
    @discardableResult
    mutating func measureAgain(_ height: CGFloat, at phase: KeyboardMixinPhase) -> CGFloat? {
        apply(rule.decide(facts, for: Self.change(height, tracked: false), at: phase))
    }

    /// A layout pass that moved no keyboard (a composer grew): the rule decides at once, for the change last
    /// announced.
    @discardableResult
    mutating func layoutChanged() -> CGFloat? {
        var facts = facts
        facts.pass = .layout
        return apply(rule.decide(facts, for: Self.change(keyboardInset, tracked: false), at: .announced))
    }

    private mutating func apply(_ move: KeyboardMixinMove<CGFloat>?) -> CGFloat? {
        guard let move else { return nil }
        offset = move.value
        writes.append(move.value)
        return move.value
    }

    /// A will-show (or a will-hide for 0) on an 844-point iPhone screen, 0.25 s on curve 7; or a tracked frame.
    static func change(_ height: CGFloat, tracked: Bool) -> KeyboardFrameChange {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        var change = try! KeyboardFrameChange(
            event: height > 0 ? .willShow : .willHide,
            endFrame: CGRect(x: 0, y: 844 - height, width: 390, height: Swift.max(height, 336)),
            animationDuration: tracked ? 0 : 0.25, screen: KeyboardScreen(id: nil, bounds: screen))
        change.isTracked = tracked
        return change
    }
}
