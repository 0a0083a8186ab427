import Foundation

/// Why the keyboard height cache refused a value.
///
/// Every case names the key concerned and prints the offending value, so a log line says what was wrong
/// and where.
public enum KeyboardHeightCacheError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A screen size that is not a finite positive number of points on both sides.
    case invalidScreenSize(key: String, value: String)
    /// A height that cannot be a docked keyboard's: not finite, zero or less, or taller than the screen.
    case implausibleHeight(key: String, value: String)
    /// A height below ``KeyboardHeightCache/minimumKeyboardHeight``: a hardware keyboard's shortcut bar or an input
    /// accessory view shown alone, not a keyboard.
    case belowKeyboardMinimum(key: String, value: String)
    /// A stored value that is not a plausible height (a string, a Boolean, NaN, a negative number, 10⁶, a bar's 55…).
    case unreadableStoredValue(key: String, value: String)

    /// The defaults key or argument the error is about.
    public var key: String {
        switch self {
        case .invalidScreenSize(let key, _), .implausibleHeight(let key, _), .belowKeyboardMinimum(let key, _),
            .unreadableStoredValue(let key, _):
            key
        }
    }

    /// The offending value, printed.
    public var value: String {
        switch self {
        case .invalidScreenSize(_, let value), .implausibleHeight(_, let value), .belowKeyboardMinimum(_, let value),
            .unreadableStoredValue(_, let value):
            value
        }
    }

    /// A sentence naming the key and the value.
    public var description: String {
        switch self {
        case .invalidScreenSize(let key, let value):
            "\(key): \(value) is not a screen size in points (both sides must be finite and positive)"
        case .implausibleHeight(let key, let value):
            "\(key): \(value) is not a docked keyboard height (it must be finite, positive and fit the screen)"
        case .belowKeyboardMinimum(let key, let value):
            "\(key): \(value) is a bar's height, not a keyboard's (it must be at least"
                + " \(PrintedNumber.text(Double(KeyboardHeightCache.minimumKeyboardHeight))) points); it is not recorded"
        case .unreadableStoredValue(let key, let value):
            "\(key): the stored value \(value) is not a keyboard height; it is ignored"
        }
    }
}
