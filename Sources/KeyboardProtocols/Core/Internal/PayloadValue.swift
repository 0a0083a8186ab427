import Foundation

/// Reads one `userInfo` value of a keyboard notification as the type its key needs, accepting every type real
/// payloads carry, and reports anything else as a ``KeyboardPayloadError`` naming the key and the value.
enum PayloadValue {
    /// The longest printed value an error message quotes; longer ones are cut, so a megabyte of garbage does not
    /// become a megabyte of message.
    static let quotedValueLimit = 80

    /// The value as an error message quotes it: strings in quotes, Booleans as `true` or `false` (an `NSNumber`
    /// Boolean prints as `1` on some platforms), everything else as Swift prints it.
    static func quoted(_ value: Any) -> String {
        let printed: String
        if value is String {
            printed = "\"\(value)\""
        } else if let flag = booleanValue(value) {
            printed = flag ? "true" : "false"
        } else {
            printed = "\(value)"
        }
        guard printed.count > quotedValueLimit else { return printed }
        return printed.prefix(quotedValueLimit) + "…"
    }

    /// A rectangle from an `NSValue` holding a `CGRect`, a `CGRect`, or its printed text.
    static func rect(_ value: Any, key: String) throws(KeyboardPayloadError) -> CGRect {
        switch value {
        case let rect as CGRect:
            return rect
        case is NSNumber:
            break
        case let boxed as NSValue:
            if let rect = boxed.keyboardRectValue { return rect }
        case let text as String:
            if let rect = PrintedValue.rect(text) { return rect }
        default:
            break
        }
        throw .unreadableValue(key: key, value: quoted(value), expected: "a rectangle")
    }

    /// A number from an `NSNumber`, a Swift number or numeric text. Booleans and non-numeric text are refused.
    static func number(_ value: Any, key: String) throws(KeyboardPayloadError) -> Double {
        switch value {
        case let text as String:
            if let number = PrintedValue.number(text) { return number }
        case _ where isBoolean(value):
            break
        case let number as NSNumber:
            return number.doubleValue
        case let number as Int:
            return Double(number)
        case let number as UInt:
            return Double(number)
        case let number as Double:
            return number
        case let number as Float:
            return Double(number)
        case let number as CGFloat:
            return Double(number)
        default:
            break
        }
        throw .unreadableValue(key: key, value: quoted(value), expected: "a number")
    }

    /// A whole number within `range`, refusing fractions; a whole number outside it (1e308 included, which no `Int`
    /// holds) is out of range, not "not a whole number".
    static func integer(
        _ value: Any, key: String, in range: ClosedRange<Int>
    ) throws(KeyboardPayloadError) -> Int {
        let outOfRange = KeyboardPayloadError.outOfRange(
            key: key, value: quoted(value), range: "\(range.lowerBound)...\(range.upperBound)")
        // A Swift Int is used as it is; everything else (`as? Int` also reads NSNumbers and Doubles) goes through
        // `number`, which refuses Booleans and text that is not a number.
        if type(of: value) == Int.self, let integer = value as? Int {
            guard range.contains(integer) else { throw outOfRange }
            return integer
        }
        let number = try number(value, key: key)
        guard number.isFinite else { throw .nonFiniteValue(key: key, value: quoted(value)) }
        guard number.rounded() == number else {
            throw .unreadableValue(key: key, value: quoted(value), expected: "a whole number")
        }
        guard let integer = Int(exactly: number), range.contains(integer) else { throw outOfRange }
        return integer
    }

    /// Whether `value` is a Boolean: a Swift `Bool`, or an `NSNumber` made from one (encoded as `c`, as UIKit's
    /// `isLocal` is). `true is NSNumber` and `NSNumber(value: 1) as? Bool` both hold wherever Foundation bridges,
    /// so only the dynamic type and the encoding tell them apart.
    static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// The value of a Boolean (see ``isBoolean(_:)``); `nil` for anything else, numbers 0 and 1 included.
    static func booleanValue(_ value: Any) -> Bool? {
        guard isBoolean(value) else { return nil }
        return (value as? Bool) ?? (value as? NSNumber)?.boolValue
    }

    /// A Boolean from `Bool`, an `NSNumber` or integer of 0 or 1, or the text `0`, `1`, `true`, `false`, `YES`, `NO`.
    static func bool(_ value: Any, key: String) throws(KeyboardPayloadError) -> Bool {
        if let text = value as? String {
            switch text.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\""]).lowercased() {
            case "1", "true", "yes": return true
            case "0", "false", "no": return false
            default: break
            }
        } else if let flag = booleanValue(value) {
            return flag
        } else if let number = try? number(value, key: key), number == 0 || number == 1 {
            return number == 1
        }
        throw .unreadableValue(key: key, value: quoted(value), expected: "a Boolean")
    }
}
