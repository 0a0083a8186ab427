import Foundation
import KeyboardProtocols

/// Why a printed or recorded keyboard payload could not be understood.
public enum KeyboardPrintedPayloadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text holds no `…UserInfoKey = value` or `AnyHashable("…UserInfoKey"): value` entry.
    case noPayload
    /// The notification name isn't one of the six keyboard notifications in any of the three spellings.
    case unknownNotification(String)
    /// The values are not a keyboard payload; the same error a live notification with them raises.
    case payload(KeyboardPayloadError)

    /// A message naming the key and the value at fault.
    public var description: String {
        switch self {
        case .noPayload:
            return "no keyboard payload found: expected entries such as "
                + "'UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}\";' or "
                + "'AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, 451}, {375, 216}}'"
        case .unknownNotification(let name):
            return "notification: '\(name)' is not a keyboard notification "
                + "(expected e.g. UIKeyboardWillShowNotification, keyboardWillShowNotification "
                + "or UIResponder.keyboardWillShowNotification)"
        case .payload(let error):
            return error.description
        }
    }
}
