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
