import Foundation
import KeyboardProtocols

/// The session `keyboard-replay` replays when run without an input: an iPad (9.7-inch, portrait,
/// 768 x 1024 points, no bottom safe area) going through what keyboards do.
///
/// 1. The keyboard shows with its QuickType bar: 313 points, sent as will-change-frame and will-show
///    with the same payload (one delivery), then the two did-notifications (none).
/// 2. Switching to the emoji keyboard drops the QuickType bar: 313 → 264 points, again as
///    will-change-frame plus will-show.
/// 3. The keyboard hides.
/// 4. It shows again, then the user splits it: a will-change-frame to the undocked frame
///    `{{0, -264}, {768, 304}}` (on screen, not docked: no height, no inset), then a will-hide with the same
///    payload. Both are delivered: the delivery filter counts a change of visibility as a new transition.
/// 5. A hardware keyboard is connected: only the 55-point shortcut bar shows, then hides.
enum DefaultSession {
    /// The layout of the session.
    static let layout = KeyboardTrace.Layout(
        screen: KeyboardTrace.Size(width: 768, height: 1024),
        safeAreaInsets: KeyboardTrace.Insets(top: 20, bottom: 0))

    /// The session as a trace, replayed like any other.
    static let trace = KeyboardTrace(layout: layout, events: events)

    private static let hidden313 = "NSRect: {{0, 1024}, {768, 313}}"
    private static let shown313 = "NSRect: {{0, 711}, {768, 313}}"
    private static let shown264 = "NSRect: {{0, 760}, {768, 264}}"
    private static let hidden264 = "NSRect: {{0, 1024}, {768, 264}}"
    private static let undocked = "NSRect: {{0, -264}, {768, 304}}"
    private static let shortcutBarHidden = "NSRect: {{0, 1024}, {768, 55}}"
    private static let shortcutBarShown = "NSRect: {{0, 969}, {768, 55}}"

    private static let events: [KeyboardTrace.Event] = [
        // 1. Show with QuickType.
        event(0.0, "UIKeyboardWillChangeFrameNotification", from: hidden313, to: shown313),
        event(0.0, "UIKeyboardWillShowNotification", from: hidden313, to: shown313),
        event(0.25, "UIKeyboardDidChangeFrameNotification", from: hidden313, to: shown313),
        event(0.25, "UIKeyboardDidShowNotification", from: hidden313, to: shown313),
        // 2. Emoji keyboard: no QuickType bar.
        event(2.0, "UIKeyboardWillChangeFrameNotification", from: shown313, to: shown264),
        event(2.0, "UIKeyboardWillShowNotification", from: shown313, to: shown264),
        // 3. Hide.
        event(4.0, "UIKeyboardWillChangeFrameNotification", from: shown264, to: hidden264),
        event(4.0, "UIKeyboardWillHideNotification", from: shown264, to: hidden264),
        // 4. Show again, then split (undock).
        event(6.0, "UIKeyboardWillChangeFrameNotification", from: hidden313, to: shown313),
        event(6.0, "UIKeyboardWillShowNotification", from: hidden313, to: shown313),
        event(8.0, "UIKeyboardWillChangeFrameNotification", from: shown313, to: undocked),
        event(8.0, "UIKeyboardWillHideNotification", from: shown313, to: undocked),
        // 5. Hardware keyboard: the shortcut bar alone.
        event(10.0, "UIKeyboardWillChangeFrameNotification", from: shortcutBarHidden, to: shortcutBarShown),
        event(10.0, "UIKeyboardWillShowNotification", from: shortcutBarHidden, to: shortcutBarShown),
        event(12.0, "UIKeyboardWillChangeFrameNotification", from: shortcutBarShown, to: shortcutBarHidden),
        event(12.0, "UIKeyboardWillHideNotification", from: shortcutBarShown, to: shortcutBarHidden),
    ]

    private static func event(_ time: TimeInterval, _ notification: String, from begin: String, to end: String)
        -> KeyboardTrace.Event
    {
        KeyboardTrace.Event(
            notification: notification,
            userInfo: [
                "UIKeyboardFrameBeginUserInfoKey": .printed(begin),
                "UIKeyboardFrameEndUserInfoKey": .printed(end),
                "UIKeyboardAnimationDurationUserInfoKey": .number(0.25),
                "UIKeyboardAnimationCurveUserInfoKey": .number(7),
                "UIKeyboardIsLocalUserInfoKey": .number(1),
            ],
            time: time)
    }
}
