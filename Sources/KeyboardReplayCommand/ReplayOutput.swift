import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting

/// The two ways `keyboard-replay` prints replayed rows: a timeline table for people, JSON lines for tools.
enum ReplayOutput {
    // MARK: - JSON lines

    /// One JSON object per row, one per line, with exactly the keys of the `--json` contract, in its order.
    static func jsonLines(_ rows: [KeyboardReplayRow]) -> String {
        var output = ""
        for row in rows {
            output += jsonLine(row)
            output += "\n"
        }
        return output
    }

    static func jsonLine(_ row: KeyboardReplayRow) -> String {
        let change = row.change
        var members: [(String, String)] = [
            ("notification", row.notification.map(jsonString) ?? "null"),
            ("beginFrame", change?.beginFrame.map(jsonRect) ?? "null"),
            ("endFrame", change.map { jsonRect($0.endFrame) } ?? "null"),
            ("animationDuration", change.map { jsonNumber($0.animationDuration) } ?? "null"),
            ("animationCurve", change.map { String($0.animationCurve) } ?? "null"),
            ("animationOptions", change.map { String($0.animationOptions.rawValue) } ?? "null"),
            ("isLocal", change?.isLocal.map { $0 ? "true" : "false" } ?? "null"),
            ("visible", row.isVisible ? "true" : "false"),
            ("docked", row.isDocked ? "true" : "false"),
            ("height", row.height.map { jsonNumber(Double($0)) } ?? "null"),
            ("bottomInset", row.bottomInset.map { jsonNumber(Double($0)) } ?? "null"),
            ("delivered", row.isDelivered ? "true" : "false"),
            ("error", row.error.map { jsonString($0.description) } ?? "null"),
        ]
        // `tracked` only on tracked frames, so the output of a version-1 trace stays what it was.
        if row.isTracked { members.insert(("tracked", "true"), at: 1) }
        // `interactiveDismissal` only on a drag's rows (format version 3).
        if let drag = row.interactiveDismissal {
            members.insert(("interactiveDismissal", jsonString(drag.rawValue)), at: 1)
        }
        return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A JSON number; `null` for NaN and infinities, which JSON can't hold (the core reports those as
    /// errors before they get here).
    static func jsonNumber(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        return points(number)
    }

    static func jsonRect(_ rect: CGRect) -> String {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { jsonNumber(Double($0)) }
        return "[" + values.joined(separator: ", ") + "]"
    }

    /// A JSON string literal, escaping quotes, backslashes and every control character.
    static func jsonString(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    literal += String(format: "\\u%04X", scalar.value)
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    // MARK: - Table

    /// Where the table's screen came from, which its header says.
    enum ScreenNote: Equatable {
        /// A trace's layout or `--screen`.
        case given
        /// Read off a docked keyboard's frame.
        case inferred(ScreenInference.Inference)
        /// The default screen: nothing said which.
        case assumed
    }

    /// The one-line legend printed under the table.
    static let legend =
        "visible, docked: the keyboard after the event; delivered: observers heard it; "
        + "bottom inset: a full-screen scroll view's; *: name assumed"

    /// The readable timeline: time, notification, end frame, height, visible, docked, delivered, bottom
    /// inset; an event that could not be understood gets its error on the next line.
    /// - Parameters:
    ///   - screen: Where the screen came from, which the header then says.
    ///   - assumedNames: The positions of the events whose notification name was assumed (a dump with none),
    ///     marked with `*`.
    static func table(
        _ rows: [KeyboardReplayRow], layout: KeyboardTrace.Layout, screen: ScreenNote = .given,
        assumedNames: Set<Int> = []
    ) -> String {
        let header = ["time", "notification", "end frame", "height", "visible", "docked", "delivered", "bottom inset"]
        let rightAligned: Set<Int> = [0, 3, 7]
        var cells: [[String]] = []
        for (index, row) in rows.enumerated() {
            var name: String
            if let drag = row.interactiveDismissal {
                name = "drag \(drag.rawValue)"
            } else if row.isTracked {
                name = "tracked frame"
            } else {
                name = row.notification.flatMap { KeyboardEvent(name: $0)?.rawValue } ?? "?"
            }
            if assumedNames.contains(index) { name += "*" }
            cells.append([
                row.time.map { String(format: "%.3f", $0) } ?? "-",
                name,
                row.change.map { printedRect($0.endFrame) } ?? "-",
                row.height.map { points(Double($0)) } ?? "-",
                row.error == nil ? (row.isVisible ? "yes" : "no") : "-",
                row.error == nil ? (row.isDocked ? "yes" : "no") : "-",
                row.isDelivered ? "yes" : "no",
                row.bottomInset.map { points(Double($0)) } ?? "-",
            ])
        }
        var widths = header.map(\.count)
        for line in cells {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func format(_ line: [String]) -> String {
            line.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            .joined(separator: "  ")
            .trimmingTrailingSpaces()
        }
        let insets = layout.safeAreaInsets
        var output =
            "Screen \(points(layout.screen.width)) x \(points(layout.screen.height)) pt, "
            + "safe area top \(points(insets.top)) bottom \(points(insets.bottom)) pt; "
            + "\(rows.count) event\(rows.count == 1 ? "" : "s"), "
            + "\(rows.filter(\.isDelivered).count) delivered to observers\n"
        switch screen {
        case .given: break
        case .inferred(let inference):
            output +=
                "(screen inferred from event \(inference.eventIndex + 1)'s docked keyboard at "
                + "\(printedRect(inference.frame)): its width by its bottom edge; pass --screen WIDTHxHEIGHT to "
                + "override)\n"
        case .assumed:
            output += "(the default screen: pass --screen WIDTHxHEIGHT for the device the payloads came from)\n"
        }
        if !assumedNames.isEmpty {
            output += "(* no notification name was printed: read as will-change-frame)\n"
        }
        output += "\n" + format(header) + "\n"
        for (index, line) in cells.enumerated() {
            output += format(line) + "\n"
            if let error = rows[index].error {
                output += "      error: \(sanitized(error.description))\n"
            }
        }
        output += "\n" + legend + "\n"
        let failures = rows.filter { $0.error != nil }.count
        if failures > 0 {
            output += "\n\(failures) event\(failures == 1 ? "" : "s") could not be understood.\n"
        }
        return output
    }

    /// Points as printed: `451`, `187.5`, `0.25`.
    static func points(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }

    static func printedRect(_ rect: CGRect) -> String {
        "{{\(points(Double(rect.origin.x))), \(points(Double(rect.origin.y)))}, "
            + "{\(points(Double(rect.size.width))), \(points(Double(rect.size.height)))}}"
    }

    /// Text safe for a terminal: control characters (from binary input) shown as `\u{…}`.
    static func sanitized(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var trimmed = Substring(self)
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
