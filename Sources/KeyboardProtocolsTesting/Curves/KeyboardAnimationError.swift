import Foundation

/// An argument the animation model can't work with.
///
/// Every case names the argument and prints the value it was given, so a log line is enough to
/// find the bad input.
///
/// ```swift
/// do {
///     _ = try KeyboardSpring(mass: 0, stiffness: 1000, damping: 500)
/// } catch {
///     print(error) // mass is 0.0: it must be a finite number greater than 0
/// }
/// ```
public enum KeyboardAnimationError: Error, Equatable, CustomStringConvertible {
    /// The argument named `key` was `value`, which breaks `requirement`.
    ///
    /// - Parameters:
    ///   - key: The argument's name, for example `"mass"` or `"tolerance"`.
    ///   - value: The value as it was printed, for example `"-1.0"` or `"nan"`.
    ///   - requirement: What the argument must be, for example `"a finite number greater than 0"`.
    case invalidValue(key: String, value: String, requirement: String)

    /// A sentence naming the argument, its value and the rule it breaks.
    public var description: String {
        switch self {
        case .invalidValue(let key, let value, let requirement):
            return "\(key) is \(value): it must be \(requirement)"
        }
    }

    /// The error for `key`, printing `value`.
    static func invalid(_ key: String, _ value: some CustomStringConvertible, _ requirement: String) -> Self {
        .invalidValue(key: key, value: value.description, requirement: requirement)
    }
}
