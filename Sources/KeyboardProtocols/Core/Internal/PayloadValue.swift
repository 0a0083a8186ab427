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
        // NB: an NSValue, what UIKit sends, is asked first, and whether it is an NSNumber on the NSValue, a class
        // check: the same questions asked of `Any` cost a dynamic cast each, on every frame of every notification.
        switch value {
        case let boxed as NSValue:
            if !(boxed is NSNumber), let rect = boxed.keyboardRectValue { return rect }
        case let rect as CGRect:
            return rect
        case let text as String:
            if let rect = PrintedValue.rect(text) { return rect }
        default:
            break
        }
        throw .unreadableValue(key: key, value: quoted(value), expected: "a rectangle")
    }

    /// A number from an `NSNumber`, a Swift number or numeric text. Booleans and non-numeric text are refused.
    static func number(_ value: Any, key: String) throws(KeyboardPayloadError) -> Double {
        // NB: an NSNumber, what UIKit sends, is asked first (keyboard-bench's dispatch.ratio); a Boolean is refused.
        if let number = value as? NSNumber {
            guard !isBoolean(number) else {
                throw .unreadableValue(key: key, value: quoted(value), expected: "a number")
            }
            return number.doubleValue
        }
        switch value {
        case let text as String:
            if let number = PrintedValue.number(text) { return number }
        case _ where isBoolean(value):
            break
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
        // Printed only for an error: every notification's curve is read here.
        var outOfRange: KeyboardPayloadError {
            .outOfRange(key: key, value: quoted(value), range: "\(range.lowerBound)...\(range.upperBound)")
        }
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
        return isBoolean(number)
    }

    /// Whether `number` was made from a Boolean (encoded as `c`).
    static func isBoolean(_ number: NSNumber) -> Bool {
        // NB: the two bytes compared in place: a String made of the encoding costs more than reading the number.
        let encoding = number.objCType
        return encoding[0] == CChar(UInt8(ascii: "c")) && encoding[1] == 0
    }

    /// The value of a Boolean (see ``isBoolean(_:)``); `nil` for anything else, numbers 0 and 1 included.
    static func booleanValue(_ value: Any) -> Bool? {
        guard isBoolean(value) else { return nil }
        return (value as? Bool) ?? (value as? NSNumber)?.boolValue
    }

    /// A Boolean from `Bool`, an `NSNumber` or integer of 0 or 1, or the text `0`, `1`, `true`, `false`, `YES`, `NO`.
    static func bool(_ value: Any, key: String) throws(KeyboardPayloadError) -> Bool {
        // NB: an NSNumber, what UIKit sends, is asked first (keyboard-bench's dispatch.ratio).
        if let number = value as? NSNumber {
            if isBoolean(number) { return number.boolValue }
            let double = number.doubleValue
            if double == 0 || double == 1 { return double == 1 }
        } else if let text = value as? String {
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

// MARK: - PayloadEntries

/// The values a keyboard notification's `userInfo` holds under the keys this package reads: UIKit's five, each read
/// as its key needs (or the error reading it gave), and the input accessory's two as they are
/// (``KeyboardFrameChange/accessoryFrameKey``, ``KeyboardFrameChange/accessoryStaysKey``).
///
/// NB: UIKit's values are read as they are found, not kept as `Any` for later: an `Any?` kept, copied and destroyed
/// goes through the runtime's generic value witnesses, a cost of every notification (keyboard-bench's
/// dispatch.checked.ratio.1). Which error wins is decided by the reader (`KeyboardFrameChange(notification:screen:)`),
/// in its own order of keys, whatever order the entries came in.
struct PayloadEntries {
    /// A value read as its key needs, or why it could not be.
    typealias Read<Value> = Result<Value, KeyboardPayloadError>

    /// Where the keyboard starts and ends.
    private(set) var frameBegin, frameEnd: Read<CGRect>?
    /// How long it animates, checked (0 to 60 seconds).
    private(set) var animationDuration: Read<TimeInterval>?
    /// Its curve, 0 to 15.
    private(set) var animationCurve: Read<Int>?
    /// Whether the keyboard is this app's.
    private(set) var isLocal: Read<Bool>?
    /// The input accessory's values, as the payload holds them: only recorded traces and tests carry them.
    private(set) var accessoryFrame, accessoryStays: Any?

    /// The keys read, in the order their values are kept.
    enum Key: CaseIterable {
        case frameBegin, frameEnd, animationDuration, animationCurve, isLocal, accessoryFrame, accessoryStays

        /// The key as it is spelled in a `userInfo`.
        var name: String {
            switch self {
            case .frameBegin: KeyboardUserInfoKey.frameBegin.rawValue
            case .frameEnd: KeyboardUserInfoKey.frameEnd.rawValue
            case .animationDuration: KeyboardUserInfoKey.animationDuration.rawValue
            case .animationCurve: KeyboardUserInfoKey.animationCurve.rawValue
            case .isLocal: KeyboardUserInfoKey.isLocal.rawValue
            case .accessoryFrame: KeyboardFrameChange.accessoryFrameKey
            case .accessoryStays: KeyboardFrameChange.accessoryStaysKey
            }
        }

        /// The key spelled `name`, if this package reads it. The seven names have seven lengths: one comparison (a
        /// spelling Swift's `==` equates but with other bytes, `K` as the Kelvin sign, is compared with each).
        init?(name: String) {
            let key: Key? =
                switch name.utf8.count {
                case 31: .frameBegin
                case 29: .frameEnd
                case 38: .animationDuration
                case 35: .animationCurve
                case 28: .isLocal
                case 36: .accessoryFrame
                case 51: .accessoryStays
                default: nil
                }
            if let key, key.name == name {
                self = key
            } else if name.utf8.contains(where: { $0 >= 0x80 }),
                let key = Key.allCases.first(where: { $0.name == name })
            {
                self = key
            } else {
                return nil
            }
        }
    }

    /// Reads `userInfo`.
    init(_ userInfo: [AnyHashable: Any]) {
        #if canImport(Darwin)
            // A notification's userInfo bridged from UIKit's NSDictionary: each key asked of it (whether an accessory
            // stays, only of a payload that carries one).
            for key in Key.allCases where key != .accessoryStays || accessoryFrame != nil {
                if let value = userInfo[key.name] { read(value, as: key) }
            }
        #else
            // NB: one pass over the entries. swift-corelibs-foundation compares AnyHashable keys through a generic
            // cast: a lookup cost about 235 ns, seven of them most of reading a notification (keyboard-bench's
            // dispatch.ratio.1); a pass over its five to seven entries costs about as much as one. By index, not
            // `for (key, value)`, which copies each entry out as a pair first: about 80 ns a notification.
            var index = userInfo.startIndex
            while index != userInfo.endIndex {
                defer { userInfo.formIndex(after: &index) }
                let base = userInfo.keys[index].base
                guard let name = base as? String, let known = Key(name: name) else { continue }
                // A String key and an NSString key spelled alike are two entries here (one on Darwin): the String's
                // value wins, whichever comes first.
                if type(of: base) == String.self || !holds(known) { read(userInfo.values[index], as: known) }
            }
        #endif
    }

    /// Whether the payload holds a value under `key`, readable or not.
    private func holds(_ key: Key) -> Bool {
        switch key {
        case .frameBegin: frameBegin != nil
        case .frameEnd: frameEnd != nil
        case .animationDuration: animationDuration != nil
        case .animationCurve: animationCurve != nil
        case .isLocal: isLocal != nil
        case .accessoryFrame: accessoryFrame != nil
        case .accessoryStays: accessoryStays != nil
        }
    }

    /// Reads `value` as `key` needs, replacing what an earlier entry under it gave.
    private mutating func read(_ value: Any, as key: Key) {
        let name = key.name
        switch key {
        case .frameBegin:
            frameBegin = Read(reading: { () throws(KeyboardPayloadError) in try PayloadValue.rect(value, key: name) })
        case .frameEnd:
            frameEnd = Read(reading: { () throws(KeyboardPayloadError) in try PayloadValue.rect(value, key: name) })
        case .animationDuration:
            animationDuration = Read(reading: { () throws(KeyboardPayloadError) in
                let duration = try PayloadValue.number(value, key: name)
                try KeyboardFrameChange.checkDuration(duration)
                return duration
            })
        case .animationCurve:
            animationCurve = Read(reading: { () throws(KeyboardPayloadError) in
                try PayloadValue.integer(value, key: name, in: 0...KeyboardAnimationOptions.maximumCurve)
            })
        case .isLocal:
            isLocal = Read(reading: { () throws(KeyboardPayloadError) in try PayloadValue.bool(value, key: name) })
        case .accessoryFrame: accessoryFrame = value
        case .accessoryStays: accessoryStays = value
        }
    }
}

extension Result where Failure == KeyboardPayloadError {
    /// The result of `read`: its value, or the error it threw.
    ///
    /// NB: not `Result(catching:)` nor `get()`: their typed throws come with Swift 6's standard library, and the
    /// iOS 17 SDK's has them untyped.
    init(reading read: () throws(KeyboardPayloadError) -> Success) {
        do {
            self = .success(try read())
        } catch {
            self = .failure(error)
        }
    }

    /// The value, or the error thrown.
    func value() throws(KeyboardPayloadError) -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }
}

// MARK: - PrintedNumber

/// Numbers printed the way Foundation's descriptions print them on Apple platforms: `451`, `187.5`,
/// `0.25` — no trailing `.0`, shortest round-tripping digits otherwise.
enum PrintedNumber {
    /// The number as an Objective-C description prints it.
    static func text(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }

    /// A rect as `NSRect: {{x, y}, {width, height}}`.
    static func rect(_ rect: CGRect) -> String {
        "NSRect: {{\(text(Double(rect.origin.x))), \(text(Double(rect.origin.y)))}, "
            + "{\(text(Double(rect.size.width))), \(text(Double(rect.size.height)))}}"
    }

    /// A point as `NSPoint: {x, y}`.
    static func point(_ point: CGPoint) -> String {
        "NSPoint: {\(text(Double(point.x))), \(text(Double(point.y)))}"
    }
}

// MARK: - PrintedValue

/// Reads the printed forms of payload values: `NSRect: {{0, 451}, {375, 216}}`, `{187.5, 559}`, `"0.25"`.
///
/// Shared by ``KeyboardFrameChange`` (numbers and frames that arrive as strings, as in JSON traces) and the
/// printed-payload reader of `KeyboardProtocolsTesting`, so both accept exactly the same text; `package` so that
/// module can use it without it being public API of the runtime module.
enum PrintedValue {
    /// A rectangle printed as `{{x, y}, {width, height}}` (Objective-C, optionally after `NSRect:` or `CGRect:`)
    /// or `(x, y, width, height)` (Swift's `print` of a `CGRect`). Numbers are not checked for finiteness here.
    static func rect(_ text: String) -> CGRect? {
        let body = compacted(text, droppingPrefixes: ["NSRect:", "CGRect:"])
        let numbers: [Double]?
        if body.hasPrefix("{{"), body.hasSuffix("}}") {
            // Two numbers in each pair: `{{0, 451, 375}, {216}}` is not a rectangle, however many numbers it holds.
            let pairs = body.dropFirst(2).dropLast(2).components(separatedBy: "},{").map(list)
            guard pairs.count == 2, let origin = pairs[0], let size = pairs[1], origin.count == 2, size.count == 2
            else { return nil }
            numbers = origin + size
        } else if body.hasPrefix("("), body.hasSuffix(")") {
            numbers = list(String(body.dropFirst().dropLast()))
        } else {
            numbers = nil
        }
        guard let numbers, numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A point printed as `{x, y}` (optionally after `NSPoint:` or `CGPoint:`) or `(x, y)`.
    static func point(_ text: String) -> CGPoint? {
        let body = compacted(text, droppingPrefixes: ["NSPoint:", "CGPoint:"])
        guard
            (body.hasPrefix("{") && body.hasSuffix("}")) || (body.hasPrefix("(") && body.hasSuffix(")")),
            let numbers = list(String(body.dropFirst().dropLast())), numbers.count == 2
        else { return nil }
        return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// A number printed plainly or in quotes: `0.25`, `"0.25"`, `7`, `1e3`, `nan`.
    static func number(_ text: String) -> Double? {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if body.count >= 2, body.hasPrefix("\""), body.hasSuffix("\"") {
            body = String(body.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        // `Double.init` also takes hexadecimal floats; printed payloads never hold them.
        guard !body.isEmpty, !body.lowercased().contains("0x") else { return nil }
        return Double(body)
    }

    /// The text without quotes, white space and one of the given prefixes.
    private static func compacted(_ text: String, droppingPrefixes prefixes: [String]) -> String {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if body.count >= 2, body.hasPrefix("\""), body.hasSuffix("\"") {
            body = String(body.dropFirst().dropLast())
        }
        body.removeAll(where: \.isWhitespace)
        if let prefix = prefixes.first(where: { body.hasPrefix($0) }) {
            body.removeFirst(prefix.count)
        }
        return body
    }

    /// Comma-separated numbers, or `nil` when any of them is not a number.
    private static func list(_ text: String) -> [Double]? {
        var numbers: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = number(String(part)) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}

// MARK: - NSValue+KeyboardGeometry

/// Boxes and unboxes keyboard frames and centers in `NSValue` exactly as UIKit does, with Foundation alone.
///
/// `NSValue(rect:)` exists on macOS and Linux only, and `NSValue(cgRect:)` / `cgRectValue` are UIKit's, so the core
/// works with the bytes and the Objective-C type encodings, which are the same on Apple platforms and on Linux.
/// The boxing is `package`: `KeyboardProtocolsTesting` boxes printed rects and points with it.
extension NSValue {
    private static let rectEncoding: StaticString = "{CGRect={CGPoint=dd}{CGSize=dd}}"
    private static let pointEncoding: StaticString = "{CGPoint=dd}"

    /// An `NSValue` holding a `CGRect`, as UIKit's `NSValue(cgRect:)` boxes keyboard frames.
    static func keyboardBoxing(_ rect: CGRect) -> NSValue {
        var rect = rect
        return NSValue(bytes: &rect, objCType: cString(rectEncoding))
    }

    /// An `NSValue` holding a `CGPoint`, as UIKit's `NSValue(cgPoint:)` boxes keyboard centers.
    static func keyboardBoxing(_ point: CGPoint) -> NSValue {
        var point = point
        return NSValue(bytes: &point, objCType: cString(pointEncoding))
    }

    /// A static string's bytes, which end in a NUL, as a C string.
    private static func cString(_ text: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// The `CGRect` this value holds, or `nil` when it holds anything else.
    var keyboardRectValue: CGRect? {
        unboxed(as: CGRect.zero, encoding: Self.rectEncoding)
    }

    /// The `CGPoint` this value holds, or `nil` when it holds anything else (the deprecated center keys).
    var keyboardPointValue: CGPoint? {
        unboxed(as: CGPoint.zero, encoding: Self.pointEncoding)
    }

    /// Copies the bytes out when the value holds exactly the type `encoding` names.
    private func unboxed<Value>(as empty: Value, encoding: StaticString) -> Value? {
        // NB: compared as C strings, in place: a String made of `objCType` (32 bytes for a rectangle) is allocated,
        // on every frame of every notification.
        guard strcmp(objCType, Self.cString(encoding)) == 0 else { return nil }
        var value = empty
        withUnsafeMutableBytes(of: &value) { bytes in
            guard let base = bytes.baseAddress else { return }
            #if canImport(Darwin)
                getValue(base, size: bytes.count)
            #else
                getValue(base)
            #endif
        }
        return value
    }
}

// MARK: - UncheckedSendable

/// Carries a value across threads that Swift cannot prove safe to share.
///
/// Used only for keyboard `Notification`s posted off the main thread: their payloads hold immutable `NSValue` and
/// `NSNumber` objects, and the notification is read on the main actor alone once it arrives there.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
