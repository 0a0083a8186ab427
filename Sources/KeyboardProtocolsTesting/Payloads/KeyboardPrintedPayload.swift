import Foundation
import KeyboardProtocols

/// Reads keyboard notification payloads as people paste them from consoles and bug reports, and turns
/// them into the `userInfo` UIKit would have delivered.
///
/// Understood print formats, in any mix and key order:
/// - Objective-C descriptions, quoted or not, optionally inside `{ … }`:
///   `UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";`,
///   `UIKeyboardCenterEndUserInfoKey = NSPoint: {187.5, 559};`, `UIKeyboardAnimationDurationUserInfoKey = 0.25;`
/// - Swift prints on one or several lines, possibly inside `Optional(…)`, after `userInfo =`, or with
///   escaped quotes: `[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 550}, {414, 346}}, …]`,
///   `AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7`
///
/// A line naming a notification (`UIKeyboardWillShowNotification`, `keyboardWillShowNotification` or
/// `UIResponder.keyboardWillShowNotification`) starts an event whose dump follows; a dump with no name
/// before it is a will-change-frame event, and a key printed twice starts the next dump.
///
/// The result goes through `KeyboardFrameChange(event:userInfo:screenBounds:)`, the initializer live
/// notifications use, so a pasted payload is checked exactly like a live one and fails with the same
/// `KeyboardPayloadError`s.
///
/// ```swift
/// let dump = """
///     UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
///     UIKeyboardAnimationDurationUserInfoKey = "0.25";
///     UIKeyboardAnimationCurveUserInfoKey = 7;
///     """
/// let change = try KeyboardPrintedPayload.frameChange(
///     from: dump, screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667))
/// // change.height == 216, change.animationOptions.rawValue == 458756
/// ```
public enum KeyboardPrintedPayload {
    /// The events in pasted text, each with its notification name as printed and its values as printed.
    ///
    /// The work is linear in the text's length whatever it holds; values longer than 200 characters are
    /// cut and marked with "…" (no real value is that long, so they then fail to read).
    ///
    /// - Parameter text: Console output, a bug report, or a single dump.
    /// - Returns: One event per notification name or dump found, in order; empty when the text holds no
    ///   keyboard payload. Events carry no time.
    public static func events(in text: String) -> [KeyboardTrace.Event] {
        PrintedPayloadScanner(text: text).events().map { scanned in
            var userInfo: [String: KeyboardTrace.Value] = [:]
            for entry in scanned.entries {
                userInfo[entry.key] = .printed(entry.value)
            }
            return KeyboardTrace.Event(notification: scanned.notificationName, userInfo: userInfo)
        }
    }

    /// The `userInfo` UIKit would have delivered for printed values: rects and points as `NSValue`,
    /// numbers as `NSNumber`, and `true`, `false`, `YES` and `NO` as Boolean `NSNumber`s (which `isLocal`
    /// reads and a duration or a curve refuses).
    ///
    /// A value that doesn't read as any of these is kept as its text, so that the frame-change initializer
    /// reports it with its key.
    ///
    /// - Parameter values: Values keyed by their UIKit key names, as a trace or ``events(in:)`` holds them.
    /// - Returns: The dictionary, keyed by the same names.
    public static func userInfo(from values: [String: KeyboardTrace.Value]) -> [AnyHashable: Any] {
        KeyboardTrace.Value.userInfo(values)
    }

    /// The first payload in pasted text, as the checked value live notifications produce.
    ///
    /// - Parameters:
    ///   - text: A dump in any understood print format, optionally after its notification name.
    ///   - screenBounds: The screen the payload was printed on, for visibility and height. Defaults to nil.
    /// - Returns: The frame change; its event is the printed notification's, or will-change-frame when
    ///   the dump names none.
    /// - Throws: ``KeyboardPrintedPayloadError/noPayload`` when the text holds no payload,
    ///   ``KeyboardPrintedPayloadError/unknownNotification(_:)`` for a name that isn't a keyboard
    ///   notification, or ``KeyboardPrintedPayloadError/payload(_:)`` with the `KeyboardPayloadError` the
    ///   live path raises for the same values.
    public static func frameChange(from text: String, screenBounds: CGRect? = nil) throws(KeyboardPrintedPayloadError)
        -> KeyboardFrameChange
    {
        guard let event = events(in: text).first else { throw .noPayload }
        return try frameChange(from: event, screenBounds: screenBounds)
    }

    /// One trace event as the checked value live notifications produce.
    ///
    /// - Parameters:
    ///   - event: A trace event or one read by ``events(in:)``.
    ///   - screenBounds: The screen the event happened on, for visibility and height. Defaults to nil.
    /// - Returns: The frame change; a duration, curve or `isLocal` that can't be used took its default and is in its
    ///   `recoveredErrors`, quoted as printed.
    /// - Throws: ``KeyboardPrintedPayloadError/unknownNotification(_:)`` or
    ///   ``KeyboardPrintedPayloadError/payload(_:)``.
    public static func frameChange(from event: KeyboardTrace.Event, screenBounds: CGRect? = nil)
        throws(KeyboardPrintedPayloadError) -> KeyboardFrameChange
    {
        let keyboardEvent = try keyboardEvent(named: event.notification)
        do throws(KeyboardPayloadError) {
            var change = try KeyboardFrameChange(
                event: keyboardEvent, userInfo: userInfo(from: event.userInfo), screenBounds: screenBounds)
            change.recoveredErrors = change.recoveredErrors.map { quotingAsPrinted($0, values: event.userInfo) }
            return change
        } catch {
            throw .payload(quotingAsPrinted(error, values: event.userInfo))
        }
    }

    /// The error with its value as the user typed it (`1e3`, `7.50`, `NSRect: {{0, 667.0}, {375, 1e400}}`) instead
    /// of the number or rect the text was read into and printed again (`1000`, `7.5`, `inf`), so the message can be
    /// found in the pasted text. Text that was delivered as text is already quoted as it was.
    private static func quotingAsPrinted(
        _ error: KeyboardPayloadError, values: [String: KeyboardTrace.Value]
    ) -> KeyboardPayloadError {
        guard case .printed(let printed)? = values[error.key], let value = values[error.key],
            !(value.delivered is String)
        else { return error }
        let typed = printed.trimmingCharacters(in: .whitespaces)
        switch error {
        case .unreadableValue(let key, _, let expected):
            return .unreadableValue(key: key, value: typed, expected: expected)
        case .nonFiniteValue(let key, _): return .nonFiniteValue(key: key, value: typed)
        case .negativeValue(let key, _): return .negativeValue(key: key, value: typed)
        case .outOfRange(let key, _, let range): return .outOfRange(key: key, value: typed, range: range)
        case .unknownNotification, .missingValue: return error
        }
    }

    /// The keyboard event a printed or recorded notification name stands for.
    ///
    /// - Parameter name: The name in any of the three spellings, or nil for a dump without a name.
    /// - Returns: The event; will-change-frame for nil.
    /// - Throws: ``KeyboardPrintedPayloadError/unknownNotification(_:)`` when the name isn't a keyboard
    ///   notification.
    public static func keyboardEvent(named name: String?) throws(KeyboardPrintedPayloadError) -> KeyboardEvent {
        guard let name else { return .willChangeFrame }
        guard let event = KeyboardEvent(name: name) else { throw .unknownNotification(name) }
        return event
    }

    // MARK: - Values

}
