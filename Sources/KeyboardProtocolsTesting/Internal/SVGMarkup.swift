import Foundation
import KeyboardProtocols

/// Tiny helpers for writing SVG by hand: escaped text and fixed-precision numbers, so the output
/// is the same on every platform and locale.
package enum SVGMarkup {
    /// `value` with `decimals` digits after the point, always a `.` and never `-0`.
    package static func number(_ value: Double, decimals: Int = 2) -> String {
        let text = String(format: "%.\(decimals)f", value)
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }

    /// `text` safe inside an element or a double-quoted attribute.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A `<text>` element.
    package static func text(
        _ content: String,
        x: Double,
        y: Double,
        anchor: String = "start",
        size: Double = 13,
        weight: String = "normal",
        fill: String = "#1d1d1f",
        transform: String? = nil
    ) -> String {
        let transformAttribute = transform.map { " transform=\"\($0)\"" } ?? ""
        return
            "<text x=\"\(number(x))\" y=\"\(number(y))\" text-anchor=\"\(anchor)\" font-size=\"\(number(size, decimals: 0))\""
            + " font-weight=\"\(weight)\" fill=\"\(fill)\"\(transformAttribute)>\(escaped(content))</text>"
    }

    /// A `<line>` element.
    package static func line(
        x1: Double, y1: Double, x2: Double, y2: Double,
        stroke: String, width: Double = 1, dash: String? = nil
    ) -> String {
        let dashAttribute = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        return "<line x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\""
            + " stroke=\"\(stroke)\" stroke-width=\"\(number(width, decimals: 1))\"\(dashAttribute)/>"
    }

    /// A `<polyline>` through `points`.
    package static func polyline(
        _ points: [(x: Double, y: Double)],
        stroke: String, width: Double, dash: String? = nil, id: String
    ) -> String {
        let coordinates = points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
        let dashAttribute = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        return
            "<polyline id=\"\(id)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(number(width, decimals: 1))\""
            + " stroke-linejoin=\"round\" stroke-linecap=\"round\"\(dashAttribute) points=\"\(coordinates)\"/>"
    }
}
