import Foundation

/// How a chat list's scroll position follows the keyboard and the composer: whether the newest messages ride up with
/// the keyboard, and what happens when it goes.
///
/// The list's bottom inset always follows the keyboard (that is `ModifiableInsetsOnKeyboardFrameChanges`); this
/// says what the reader sees move. Each case matches a well-known app:
///
/// ```swift
/// var chatScrollBehavior: KeyboardChatScrollBehavior { .whenAtEnd } // ChatGPT
/// ```
///
/// See <doc:ChatScreens>.
public enum KeyboardChatScrollBehavior: Sendable, Hashable {
    /// The messages ride up with the keyboard and back down with it, wherever the reader is (Telegram, WhatsApp).
    case always

    /// The messages ride the keyboard only when the reader is at the newest message, within 20 points of the end
    /// (ChatGPT); a reader further up stays where they are.
    case whenAtEnd

    /// The messages ride up with the keyboard and stay where they are when it goes (Claude); a reader at the end
    /// stays at the end, with no empty space below the newest message.
    case persistent

    /// The messages never move with the keyboard (Perplexity); only the inset does, so a reader at the end is left
    /// at the end, with no empty space, when the keyboard goes.
    case never
}

// MARK: - The decision, on plain values

extension KeyboardChatScrollBehavior {
    /// Where a chat list's scroll position and the inset on its visual bottom go when what covers that bottom changes
    /// (the keyboard comes, goes or changes height; the composer grows or shrinks), as this behavior says. It is the
    /// decision `KeepsLatestMessageInView` applies, on plain values, so a test on any machine can check a screen's
    /// policy.
    ///
    /// The inset is `baseInset` plus whichever covers more of the list: the keyboard with what rides on it (an input
    /// accessory), or the composer. The package adds to the base, never replaces it. The offset then moves by as
    /// much as the inset did, as the behavior says: always; only for a reader within 20 points of the newest message
    /// with the inset before (``whenAtEnd``); only upward (``persistent``); never. Whatever the behavior, the offset
    /// returned lies in the range the new inset gives, from 0 to `contentHeight + inset - viewportHeight` (0 when
    /// that is less), so no empty space is left under the newest message.
    ///
    /// For example iPhone 15's keyboard (336 points over a 34-point home indicator in the base) adds 302 points to a
    /// list of 800 over 2000 points of messages, its reader at the newest message:
    ///
    /// ```swift
    /// let target = KeyboardChatScrollBehavior.whenAtEnd.target(
    ///     offset: 1234, contentHeight: 2000, viewportHeight: 800, baseInset: 34, keyboard: (before: 0, after: 302))
    /// // target.offset == 1536, target.inset == 336
    /// ```
    ///
    /// Negative, NaN and infinite insets and shares count as 0; with a NaN or infinite offset or height the offset
    /// comes back as it is.
    ///
    /// - Parameters:
    ///   - offset: The list's offset now, `contentOffset.y`.
    ///   - contentHeight: The height of its messages, `contentSize.height`.
    ///   - viewportHeight: Its height, `bounds.height`: the same before and after, a list that runs under the
    ///     composer and the keyboard.
    ///   - baseInset: The inset on the list's visual bottom without keyboard or composer: the app's own and the
    ///     system's (`adjustedContentInset`, the home indicator's included). Defaults to 0.
    ///   - keyboard: How much of the list the keyboard, with what rides on it, covers beyond `baseInset`, before and
    ///     after the change.
    ///   - composer: How much of the list the composer covers beyond `baseInset`, before and after the change
    ///     (riding on the keyboard, the keyboard's share and the composer's height). Defaults to none.
    ///   - isInverted: Whether the list is drawn upside down, the newest message at the top of its content (a π
    ///     rotation or a y scale of -1): its visual bottom is then its content's top and the offset moves the other
    ///     way, between `-inset` and `contentHeight - viewportHeight`. Defaults to `false`.
    /// - Returns: The offset to set, and the inset on the list's visual bottom (`contentInset.top` for an inverted
    ///   list).
    public func target(
        offset: CGFloat, contentHeight: CGFloat, viewportHeight: CGFloat, baseInset: CGFloat = 0,
        keyboard: (before: CGFloat, after: CGFloat), composer: (before: CGFloat, after: CGFloat) = (0, 0),
        isInverted: Bool = false
    ) -> (offset: CGFloat, inset: CGFloat) {
        func share(_ value: CGFloat) -> CGFloat { Swift.max(0, value.finiteOrZero) }
        let base = baseInset.finiteOrZero
        let before = base + Swift.max(share(keyboard.before), share(composer.before))
        let after = base + Swift.max(share(keyboard.after), share(composer.after))
        let facts = KeyboardChatScrollFacts(
            behavior: self, offset: offset, contentHeight: contentHeight, boundsHeight: viewportHeight,
            insetTop: isInverted ? after : 0, insetBottom: isInverted ? 0 : after,
            transform: isInverted ? [1, 0, 0, -1] : [1, 0, 0, 1])
        guard facts.isFinite else { return (offset, after) }
        let window = KeyboardChatScrollRule.Window(
            insetTop: isInverted ? before : 0, insetBottom: isInverted ? 0 : before, boundsHeight: viewportHeight)
        return (KeyboardChatScrollRule.offset(for: facts, before: window), after)
    }
}

// MARK: - SwiftUI's limits

/// The debug-build notices of `keyboardChatScroll(_:)`: where SwiftUI's scroll anchors can't hold a behavior as
/// documented, the modifier says so in the console, once per behavior and anchor kind, never a trap.
struct KeyboardChatScrollNotices: Sendable, Equatable {
    /// The scroll anchors the running system has.
    enum Anchors: Sendable, Hashable {
        /// None, iOS 15 and 16.
        case noAnchor
        /// One anchor for the opening and every resize, `defaultScrollAnchor(_:)`, iOS 17.
        case single
        /// An anchor per role, `defaultScrollAnchor(_:for:)`, iOS 18 and later.
        case perRole
    }

    /// The notices given, by behavior and anchors (by anchors alone where no anchor exists).
    private var said: Set<String> = []

    init() {}

    /// The notice for `behavior` with `anchors`, the first time it is due (without anchors, once for every
    /// behavior); `nil` when the behavior holds as documented or the notice was given.
    mutating func notice(for behavior: KeyboardChatScrollBehavior, anchors: Anchors) -> String? {
        let key = anchors == .noAnchor ? "\(anchors)" : "\(behavior) \(anchors)"
        guard let sentence = Self.sentence(for: behavior, anchors: anchors), said.insert(key).inserted else {
            return nil
        }
        return sentence
    }

    /// What every behavior can't do where the anchors exist, which the modifier can't see for itself.
    static let listLimit = "On a List it changes nothing (FB15483394). KeepsLatestMessageInView has no such limit."

    /// The limits every behavior shares where SwiftUI's scroll anchors exist, once per process whatever the behavior
    /// (the modifier can't tell a `List` from a `ScrollView`, nor see an app's own `scrollPosition`); `nil` without
    /// anchors, where ``notice(for:anchors:)`` says the modifier changes nothing, or once said.
    mutating func sharedLimitsNotice(anchors: Anchors) -> String? {
        guard anchors != .noAnchor, said.insert("shared limits").inserted else { return nil }
        return """
            KeyboardProtocols: keyboardChatScroll(_:) keeps the newest message through SwiftUI's scroll anchors. \
            \(Self.listLimit) Beside a scrollPosition of your own the anchors may not hold: move the position \
            yourself when the keyboard changes.
            """
    }

    /// What the notice says, or `nil` where the behavior holds as documented (on a `ScrollView`).
    // zenn.dev/samekard_dev "ScrollAnchorRole.sizeChanges 調査隊": with .sizeChanges = .bottom the scroll view keeps
    // its last element in view only while it shows; otherwise it keeps its top. FB15483394: a List ignores the anchors.
    static func sentence(for behavior: KeyboardChatScrollBehavior, anchors: Anchors) -> String? {
        let list = listLimit
        switch (anchors, behavior) {
        case (.noAnchor, _):
            return """
                KeyboardProtocols: keyboardChatScroll(_:) changes nothing before iOS 17, which has no scroll anchor: \
                scroll to the newest message with ScrollViewReader when the keyboard comes up.
                """
        case (.single, .never):
            return """
                KeyboardProtocols: keyboardChatScroll(.never) keeps the newest message's edge on a resize on iOS 17, \
                whose one scroll anchor also opens the chat at its newest message. \(list)
                """
        case (_, .always), (_, .persistent):
            return """
                KeyboardProtocols: keyboardChatScroll(.\(behavior)) carries a reader further up from the newest \
                message no more than .whenAtEnd does: SwiftUI's bottom scroll anchor holds only while the last \
                message is on screen. \(list)
                """
        case (_, .whenAtEnd), (_, .never):
            return nil
        }
    }
}
