import Foundation

/// Reads the printed forms of payload values: `NSRect: {{0, 451}, {375, 216}}`, `{187.5, 559}`, `"0.25"`.
///
/// Shared by ``KeyboardFrameChange`` (numbers and frames that arrive as strings, as in JSON traces) and the
/// printed-payload reader of `KeyboardProtocolsTesting`, so both accept exactly the same text; `package` so that
/// module can use it without it being public API of the runtime module.
package enum PrintedValue {
    /// A rectangle printed as `{{x, y}, {width, height}}` (Objective-C, optionally after `NSRect:` or `CGRect:`)
    /// or `(x, y, width, height)` (Swift's `print` of a `CGRect`). Numbers are not checked for finiteness here.
    package static func rect(_ text: String) -> CGRect? {
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
    package static func point(_ text: String) -> CGPoint? {
        let body = compacted(text, droppingPrefixes: ["NSPoint:", "CGPoint:"])
        guard
            (body.hasPrefix("{") && body.hasSuffix("}")) || (body.hasPrefix("(") && body.hasSuffix(")")),
            let numbers = list(String(body.dropFirst().dropLast())), numbers.count == 2
        else { return nil }
        return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// A number printed plainly or in quotes: `0.25`, `"0.25"`, `7`, `1e3`, `nan`.
    package static func number(_ text: String) -> Double? {
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
