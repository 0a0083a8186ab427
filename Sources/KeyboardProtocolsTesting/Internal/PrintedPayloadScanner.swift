import Foundation
import KeyboardProtocols

/// Splits pasted console text into keyboard events: notification names and the `key = value` /
/// `AnyHashable("key"): value` entries that follow them.
///
/// The scanner works on UTF-8 bytes in one forward pass, so its work is linear in the input whatever
/// the input holds (binary bytes, cut-off text, doubled braces). It never interprets values: each value
/// stays the text that was printed, and ``KeyboardPrintedPayload`` turns that text into what UIKit
/// would have delivered.
struct PrintedPayloadScanner {
    /// One event found in the text: the notification name printed before it (nil when the dump had
    /// none) and its entries, in the order they were printed.
    struct ScannedEvent {
        var notificationName: String?
        var entries: [(key: String, value: String)]
    }

    /// The longest value text kept; longer values are cut and marked with "…", which makes them
    /// unreadable on purpose (a real payload value is never this long), so error messages stay short.
    static let maximumValueLength = 200

    private let bytes: [UInt8]

    init(text: String) {
        bytes = Array(text.utf8)
    }

    /// Every event in the text, in order.
    ///
    /// A notification name starts an event whose entries follow it. Entries before the first name form an
    /// event without a name. A key printed a second time within one event starts a new, unnamed event:
    /// that is how dumps pasted one after another without names are told apart.
    func events() -> [ScannedEvent] {
        var events: [ScannedEvent] = []
        var current = ScannedEvent(notificationName: nil, entries: [])
        var currentKeys = Set<String>()
        var startedByName = false

        func finishCurrent() {
            if startedByName || !current.entries.isEmpty {
                events.append(current)
            }
        }

        var index = 0
        while index < bytes.count {
            if let name = notificationName(at: index) {
                finishCurrent()
                current = ScannedEvent(notificationName: name.text, entries: [])
                currentKeys = []
                startedByName = true
                index = name.end
                continue
            }
            if let entry = entry(at: index) {
                if currentKeys.contains(entry.key) {
                    finishCurrent()
                    current = ScannedEvent(notificationName: nil, entries: [])
                    currentKeys = []
                    startedByName = false
                }
                current.entries.append((entry.key, entry.value))
                currentKeys.insert(entry.key)
                index = entry.end
                continue
            }
            index += 1
        }
        finishCurrent()
        return events
    }

    // MARK: - Notification names

    private static let notificationVerbs: [[UInt8]] = ["Will", "Did"].map { Array($0.utf8) }
    private static let notificationNouns: [[UInt8]] = ["Show", "Hide", "ChangeFrame"].map { Array($0.utf8) }
    private static let notificationSuffix = Array("Notification".utf8)
    private static let upperPrefix = Array("UIKeyboard".utf8)
    private static let lowerPrefix = Array("keyboard".utf8)
    private static let responderPrefix = Array("UIResponder.".utf8)

    /// A notification name starting at `index` in one of the three spellings
    /// (`UIKeyboardWillShowNotification`, `keyboardWillShowNotification`,
    /// `UIResponder.keyboardWillShowNotification`), with the index just past it.
    private func notificationName(at index: Int) -> (text: String, end: Int)? {
        let first = bytes[index]
        guard first == UInt8(ascii: "U") || first == UInt8(ascii: "k") else { return nil }
        if index > 0, Self.isIdentifierByte(bytes[index - 1]) { return nil }
        var cursor: Int
        if matches(Self.responderPrefix, at: index), matches(Self.lowerPrefix, at: index + Self.responderPrefix.count) {
            cursor = index + Self.responderPrefix.count + Self.lowerPrefix.count
        } else if matches(Self.upperPrefix, at: index) {
            cursor = index + Self.upperPrefix.count
        } else if matches(Self.lowerPrefix, at: index) {
            cursor = index + Self.lowerPrefix.count
        } else {
            return nil
        }
        guard let verb = Self.notificationVerbs.first(where: { matches($0, at: cursor) }) else { return nil }
        cursor += verb.count
        guard let noun = Self.notificationNouns.first(where: { matches($0, at: cursor) }) else { return nil }
        cursor += noun.count
        guard matches(Self.notificationSuffix, at: cursor) else { return nil }
        cursor += Self.notificationSuffix.count
        if cursor < bytes.count, Self.isIdentifierByte(bytes[cursor]) { return nil }
        return (String(decoding: bytes[index..<cursor], as: UTF8.self), cursor)
    }

    // MARK: - Entries

    private static let keySuffix = Array("UserInfoKey".utf8)

    /// An entry whose key starts at `index`: an identifier ending in `UserInfoKey`, then optional closing
    /// decorations (`"`, `\"`, `)`), then `=` or `:`, then the value.
    private func entry(at index: Int) -> (key: String, value: String, end: Int)? {
        guard Self.isIdentifierStart(bytes[index]) else { return nil }
        if index > 0, Self.isIdentifierByte(bytes[index - 1]) { return nil }
        var keyEnd = index
        while keyEnd < bytes.count, Self.isIdentifierByte(bytes[keyEnd]) { keyEnd += 1 }
        guard keyEnd - index > Self.keySuffix.count, matches(Self.keySuffix, at: keyEnd - Self.keySuffix.count)
        else { return nil }
        var cursor = keyEnd
        while cursor < bytes.count, Self.isKeyClosingByte(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") || bytes[cursor] == UInt8(ascii: ":")
        else { return nil }
        cursor += 1
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
            cursor += 1
        }
        let value = self.value(at: cursor)
        return (String(decoding: bytes[index..<keyEnd], as: UTF8.self), value.text, value.end)
    }

    /// The value text starting at `index` and the index just past it.
    ///
    /// Quoted values (`"0.25"`, `\"0.25\"`) end at their closing quote; unquoted ones at `;`, `,` or `]`
    /// outside braces and parentheses, at an unmatched `}` or `)`, or at the end of the line. A quoted value
    /// without its closing quote is returned with "…" appended, so reading it fails with an error naming it.
    private func value(at index: Int) -> (text: String, end: Int) {
        guard index < bytes.count else { return ("", index) }
        let backslash = UInt8(ascii: "\\")
        let quote = UInt8(ascii: "\"")
        if bytes[index] == quote || (bytes[index] == backslash && index + 1 < bytes.count && bytes[index + 1] == quote)
        {
            let escapedQuotes = bytes[index] == backslash
            var cursor = index + (escapedQuotes ? 2 : 1)
            var text: [UInt8] = []
            while cursor < bytes.count, !Self.isLineEnd(bytes[cursor]) {
                let byte = bytes[cursor]
                if escapedQuotes {
                    if byte == backslash, cursor + 1 < bytes.count, bytes[cursor + 1] == quote {
                        return (Self.text(text), cursor + 2)
                    }
                } else if byte == quote {
                    return (Self.text(text), cursor + 1)
                } else if byte == backslash, cursor + 1 < bytes.count, !Self.isLineEnd(bytes[cursor + 1]) {
                    text.append(bytes[cursor + 1])
                    cursor += 2
                    continue
                }
                text.append(byte)
                cursor += 1
            }
            // No closing quote before the end of the line: the value was cut. Mark the cut with "…" so that
            // "0.2" cut from "0.25" fails with an error quoting it instead of reading as a wrong number.
            return (Self.text(text) + "…", cursor)
        }
        var cursor = index
        var depth = 0
        scan: while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                // An unmatched closer ends the value: it closes `{ … }`, `Optional(…)` or `AnyHashable(…)`.
                if depth == 0 { break scan }
                depth -= 1
            case UInt8(ascii: ";"), UInt8(ascii: "]"), UInt8(ascii: ","):
                if depth == 0 { break scan }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                break scan
            default:
                break
            }
            cursor += 1
        }
        var end = cursor
        while end > index, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return (Self.text(Array(bytes[index..<end])), cursor)
    }

    // MARK: - Bytes

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private static func text(_ bytes: [UInt8]) -> String {
        if bytes.count <= maximumValueLength { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes.prefix(maximumValueLength), as: UTF8.self) + "…"
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func isKeyClosingByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ")")
            || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isLineEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
