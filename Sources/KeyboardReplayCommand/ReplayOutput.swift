import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting

/// The two ways `keyboard-replay` prints replayed rows: a timeline table for people, JSON lines for tools.
enum ReplayOutput {
    // MARK: - JSON lines

    /// One JSON object per row, one per line, with exactly the keys of the `--json` contract, in its order.
    /// - Parameter assumedNames: The positions of the events whose notification name was assumed (a dump with none).
    static func jsonLines(_ rows: [KeyboardReplayRow], assumedNames: Set<Int> = []) -> String {
        var output = ""
        for (index, row) in rows.enumerated() {
            output += jsonLine(row, nameAssumed: assumedNames.contains(index))
            output += "\n"
        }
        return output
    }

    static func jsonLine(_ row: KeyboardReplayRow, nameAssumed: Bool = false) -> String {
        // What the payload said; what observers heard is apart, in `heard`.
        let payload = row.payload
        var members: [(String, String)] = [
            ("notification", row.notification.map(jsonString) ?? "null"),
            ("nameAssumed", nameAssumed ? "true" : "false"),
            ("beginFrame", payload?.beginFrame.map(jsonRect) ?? "null"),
            ("endFrame", payload.map { jsonRect($0.withoutAccessory.endFrame) } ?? "null"),
            (
                "animationDuration",
                payload.map { jsonSaid(.animationDuration, in: $0, used: $0.animationDuration) } ?? "null"
            ),
            (
                "animationCurve",
                payload.map { jsonSaid(.animationCurve, in: $0, used: Double($0.animationCurve)) } ?? "null"
            ),
            // NB: options are read off the curve; a curve that took its default gives none.
            (
                "animationOptions",
                payload.flatMap { said(.animationCurve, in: $0) == nil ? String($0.animationOptions.rawValue) : nil }
                    ?? "null"
            ),
            ("isLocal", payload?.isLocal.map { $0 ? "true" : "false" } ?? "null"),
            ("recovered", "[" + (payload?.recoveredErrors ?? []).map(jsonRecovered).joined(separator: ", ") + "]"),
            ("visible", row.isVisible ? "true" : "false"),
            ("docked", row.isDocked ? "true" : "false"),
            ("height", row.height.map { jsonNumber(Double($0)) } ?? "null"),
            ("bottomInset", row.bottomInset.map { jsonNumber(Double($0)) } ?? "null"),
            ("delivered", row.isDelivered ? "true" : "false"),
            ("heard", heard(row).map(jsonHeard) ?? "null"),
            ("error", row.error.map { jsonString($0.description) } ?? "null"),
        ]
        // `tracked` only on tracked frames, so the output of a version-1 trace stays what it was.
        if row.isTracked { members.insert(("tracked", "true"), at: 2) }
        // `accessoryFrame` only where the trace carried one (format version 4), after the notification's end frame.
        if let accessory = payload?.accessoryFrame {
            members.insert(("accessoryFrame", jsonRect(accessory)), at: 4)
        }
        // `interactiveDismissal` only on a drag's rows (format version 3).
        if let drag = row.interactiveDismissal {
            members.insert(("interactiveDismissal", jsonString(drag.rawValue)), at: 2)
        }
        // `layout` only on a layout change's rows (format version 5).
        if let layout = row.layout {
            members.insert(("layout", jsonLayout(layout)), at: 2)
        }
        return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// The value the payload gave for `key` where it could not be used and took its default, as printed in the
    /// error (`123`, `"fast"`); nil where the payload's value was used.
    static func said(_ key: KeyboardUserInfoKey, in payload: KeyboardFrameChange) -> String? {
        for error in payload.recoveredErrors where error.key == key.rawValue {
            switch error {
            case .unreadableValue(_, let value, _), .nonFiniteValue(_, let value), .negativeValue(_, let value),
                .outOfRange(_, let value, _):
                return value
            case .unknownNotification, .missingValue:
                return nil
            }
        }
        return nil
    }

    /// What the payload said for a duration or curve in JSON: the value used, else the number the payload gave
    /// (curve `123`), else null (a duration of `"fast"`, NaN).
    static func jsonSaid(_ key: KeyboardUserInfoKey, in payload: KeyboardFrameChange, used: Double) -> String {
        guard let value = said(key, in: payload) else { return jsonNumber(used) }
        return saidNumber(value).map(jsonNumber) ?? "null"
    }

    /// The number a printed value holds (`123`, `"123"`), nil for text such as `"fast"`.
    static func saidNumber(_ value: String) -> Double? {
        let unquoted = value.hasPrefix("\"") ? String(value.dropFirst().dropLast()) : value
        return Double(unquoted)
    }

    /// A layout in JSON: `{"screen": [width, height], "safeAreaInsets": [top, left, bottom, right], "windowFrame":
    /// [x, y, width, height] or null, "orientation": "landscapeLeft" or null, "screenIdentity": "1" or null}`.
    static func jsonLayout(_ layout: KeyboardTrace.Layout) -> String {
        let insets = layout.safeAreaInsets
        let members = [
            ("screen", "[\(jsonNumber(layout.screen.width)), \(jsonNumber(layout.screen.height))]"),
            (
                "safeAreaInsets",
                "["
                    + [insets.top, insets.left, insets.bottom, insets.right].map(jsonNumber).joined(
                        separator: ", ") + "]"
            ),
            ("windowFrame", layout.windowFrame.map(jsonRect) ?? "null"),
            ("orientation", layout.orientation.map { jsonString($0.rawValue) } ?? "null"),
            ("screenIdentity", layout.screenIdentity.map(jsonString) ?? "null"),
        ]
        return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A layout as the table's note under a layout change says it: `screen 852 x 393 pt, landscapeLeft, safe area
    /// top 0 left 59 bottom 21 right 59 pt`, then the window's frame and the screen where recorded.
    static func describe(_ layout: KeyboardTrace.Layout) -> String {
        let insets = layout.safeAreaInsets
        var parts = ["screen \(points(layout.screen.width)) x \(points(layout.screen.height)) pt"]
        if let orientation = layout.orientation { parts.append(orientation.rawValue) }
        parts.append(
            "safe area top \(points(insets.top)) left \(points(insets.left)) bottom \(points(insets.bottom)) right "
                + "\(points(insets.right)) pt")
        if let frame = layout.windowFrame { parts.append("window \(printedRect(frame))") }
        if let identity = layout.screenIdentity { parts.append("screen \(sanitized(identity))") }
        return parts.joined(separator: ", ")
    }

    /// What observers heard for a row: its change when delivered, nil otherwise.
    static func heard(_ row: KeyboardReplayRow) -> KeyboardFrameChange? {
        row.isDelivered ? row.change : nil
    }

    /// The values of the gist's callback, and the frame the mixins measured.
    private static func jsonHeard(_ change: KeyboardFrameChange) -> String {
        "{\"endFrame\": \(jsonRect(change.endFrame)), \"height\": \(jsonNumber(Double(change.height))), "
            + "\"animationDuration\": \(jsonNumber(change.animationDuration)), "
            + "\"animationCurve\": \(change.animationCurve), \"animationOptions\": \(change.animationOptions.rawValue)}"
    }

    /// A value the payload got wrong and the default that replaced it: its key and the message naming the value.
    private static func jsonRecovered(_ error: KeyboardPayloadError) -> String {
        "{\"key\": \(jsonString(error.key)), \"message\": \(jsonString(error.description))}"
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

    /// The legend printed under the table.
    static let legend =
        "end frame, duration, curve: what the payload said; heard: the height and duration observers were told\n"
        + "visible, docked: the keyboard after the event; bottom inset: a full-screen scroll view's; *: name assumed"

    /// The legend's line for the accessory column, printed when a row carries one (trace format 4).
    static let accessoryLegend =
        "accessory: the input accessory recorded with the notification; height, heard and bottom inset count it with "
        + "the keyboard"

    /// The readable timeline: time, notification, end frame, duration and curve (what the payload said), the input
    /// accessory recorded with it (a column of its own, only when a row carries one), height, visible, docked, heard
    /// (what observers were told, or `no`), bottom inset. An event that could not be
    /// understood gets its error on the next line; a value replaced by its default, the value and the default.
    /// - Parameters:
    ///   - screen: Where the screen came from, which the header then says.
    ///   - assumedNames: The positions of the events whose notification name was assumed (a dump with none),
    ///     marked with `*`.
    static func table(
        _ rows: [KeyboardReplayRow], layout: KeyboardTrace.Layout, screen: ScreenNote = .given,
        assumedNames: Set<Int> = []
    ) -> String {
        // The end frame is the notification's own; what rides on the keyboard (trace format 4) is shown apart, so
        // a reader sees both what UIKit posted and what the covered height counted.
        let showsAccessory = rows.contains { $0.payload?.accessoryFrame != nil }
        var header = [
            "time", "notification", "end frame", "duration", "curve", "height", "visible", "docked", "heard",
            "bottom inset",
        ]
        var rightAligned: Set<Int> = [0, 3, 4, 5, 9]
        if showsAccessory {
            header.insert("accessory", at: 5)
            rightAligned = [0, 3, 4, 6, 10]
        }
        var cells: [[String]] = []
        for (index, row) in rows.enumerated() {
            var name: String
            if let drag = row.interactiveDismissal {
                name = "drag \(drag.rawValue)"
            } else if row.layout != nil {
                name = "layout change"
            } else if row.isTracked {
                name = "tracked frame"
            } else {
                name = row.notification.flatMap { KeyboardEvent(name: $0)?.rawValue } ?? "?"
            }
            if assumedNames.contains(index) { name += "*" }
            let understood = row.error == nil || row.change != nil
            var line: [String] = [
                row.time.map { String(format: "%.3f", $0) } ?? "-",
                name,
                row.payload.map { printedRect($0.withoutAccessory.endFrame) } ?? "-",
                row.payload.map { payload in
                    guard let value = said(.animationDuration, in: payload) else {
                        return points(payload.animationDuration) + " s"
                    }
                    return sanitized(value) + (saidNumber(value) == nil ? "" : " s")
                } ?? "-",
                row.payload.map { sanitized(said(.animationCurve, in: $0) ?? String($0.animationCurve)) } ?? "-",
                row.height.map { points(Double($0)) } ?? "-",
                understood ? (row.isVisible ? "yes" : "no") : "-",
                understood ? (row.isDocked ? "yes" : "no") : "-",
                heard(row).map { "\(points(Double($0.height))) over \(points($0.animationDuration)) s" } ?? "no",
                row.bottomInset.map { points(Double($0)) } ?? "-",
            ]
            if showsAccessory {
                line.insert(row.payload?.accessoryFrame.map(printedRect) ?? "-", at: 5)
            }
            cells.append(line)
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
        let changes = rows.filter { $0.layout != nil }.count
        var output =
            "Screen \(points(layout.screen.width)) x \(points(layout.screen.height)) pt, "
            + "safe area top \(points(insets.top)) bottom \(points(insets.bottom)) pt"
            + (changes == 0 ? "" : " at the start, then \(changes) layout change\(changes == 1 ? "" : "s")") + "; "
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
            if let layout = rows[index].layout {
                output += "      now: \(describe(layout))\n"
            }
            if let error = rows[index].error {
                output += "      error: \(sanitized(error.description))\n"
            }
            for recovered in rows[index].payload?.recoveredErrors ?? [] {
                output += "      default used: \(sanitized(recovered.description))\n"
            }
        }
        output += "\n" + legend + "\n"
        if showsAccessory { output += accessoryLegend + "\n" }
        let recovered = rows.filter { !($0.payload?.recoveredErrors.isEmpty ?? true) }.count
        if recovered > 0 {
            output +=
                "\n\(recovered) event\(recovered == 1 ? "" : "s") had a value that could not be used and took the "
                + "keyboard's default (duration 0.25 s, curve 7);\nobservers are told through "
                + "keyboardNotificationFailed(_:) and still hear the frame.\n"
        }
        let failures = rows.filter { $0.error != nil && $0.change == nil }.count
        if failures > 0 {
            output += "\n\(failures) event\(failures == 1 ? "" : "s") could not be understood.\n"
        }
        let hides = rows.filter { $0.error != nil && $0.change != nil }.count
        if hides > 0 {
            output +=
                "\n\(hides) will-hide\(hides == 1 ? "" : "s") could not be read and still hid the keyboard, with the "
                + "defaults (duration 0.25 s, curve 7);\nobservers are told through keyboardNotificationFailed(_:).\n"
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
