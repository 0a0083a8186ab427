import Foundation

/// Why a keyboard notification's payload could not be understood.
///
/// Every case names the key and, where there is one, the value as it was received, so a message reads like
/// `UIKeyboardAnimationDurationUserInfoKey has the value "fast", which is not a number`.
/// ``KeyboardFrameChange`` throws it instead of crashing or guessing a number.
public enum KeyboardPayloadError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The notification is not one of the six keyboard notifications.
    case unknownNotification(name: String)
    /// A required key is absent (only the end frame is required).
    case missingValue(key: String)
    /// The value has a type or text that cannot be read for this key.
    case unreadableValue(key: String, value: String, expected: String)
    /// The value is NaN or infinite.
    case nonFiniteValue(key: String, value: String)
    /// The value is negative where only zero or more makes sense: a size or a duration.
    case negativeValue(key: String, value: String)
    /// The value is a number outside the range the key allows.
    case outOfRange(key: String, value: String, range: String)

    /// The key the error is about, or the notification's name for ``unknownNotification(name:)``.
    public var key: String {
        switch self {
        case .unknownNotification(let name): name
        case .missingValue(let key),
            .unreadableValue(let key, _, _),
            .nonFiniteValue(let key, _),
            .negativeValue(let key, _),
            .outOfRange(let key, _, _):
            key
        }
    }

    /// A sentence naming the key and the offending value.
    public var description: String {
        switch self {
        case .unknownNotification(let name):
            "\(name) is not a keyboard notification"
        case .missingValue(let key):
            "\(key) is missing"
        case .unreadableValue(let key, let value, let expected):
            "\(key) has the value \(value), which is not \(expected)"
        case .nonFiniteValue(let key, let value):
            "\(key) has the value \(value), which is not a finite number"
        case .negativeValue(let key, let value):
            "\(key) has the value \(value), which is negative"
        case .outOfRange(let key, let value, let range):
            "\(key) has the value \(value), outside \(range)"
        }
    }

    /// The same sentence as ``description``, for `localizedDescription`.
    public var errorDescription: String? { description }
}
