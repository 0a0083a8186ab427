import Foundation
import KeyboardProtocols

/// Draws the keyboard's motion against UIKit's `.curveEaseInOut` and `.curveLinear` as an SVG
/// chart, for documentation and for checking a spring by eye.
///
/// The chart shows the fraction of the distance covered over the notification's duration, with
/// labelled axes, a legend, the largest gap between the keyboard and `.curveEaseInOut` (in points
/// for the given keyboard height) and where the keyboard stands when the duration runs out.
///
/// ```swift
/// let svg = try KeyboardCurvePlot.svg()          // the keyboard over 0.25 s, 336-point keyboard
/// try svg.write(toFile: "keyboard-curve.svg", atomically: true, encoding: .utf8)
/// ```
public enum KeyboardCurvePlot {
    /// Renders the chart as a standalone SVG document.
    ///
    /// - Parameters:
    ///   - spring: The keyboard's motion. Defaults to `KeyboardSpring.keyboard`.
    ///   - duration: The time axis and the Bézier curves' duration, in seconds; finite and greater
    ///     than 0. Defaults to 0.25, the keyboard notifications' duration.
    ///   - keyboardHeight: The distance used to express the largest gap in points; finite and
    ///     greater than 0. Defaults to 336 (iPhone 15 Pro, portrait, with the predictive bar).
    ///   - width: The image width in pixels, from 480 to 4000. Defaults to 720.
    ///   - height: The image height in pixels, from 320 to 4000. Defaults to 450.
    /// - Returns: The SVG document, UTF-8 text starting with `<?xml`.
    /// - Throws: `KeyboardAnimationError.invalidValue(key:value:requirement:)` naming the argument
    ///   out of range.
    public static func svg(
        spring: KeyboardSpring = .keyboard,
        duration: TimeInterval = 0.25,
        keyboardHeight: Double = 336,
        width: Int = 720,
        height: Int = 450
    ) throws(KeyboardAnimationError) -> String {
        guard duration.isFinite, duration > 0 else {
            throw .invalid("duration", duration, "a finite number of seconds greater than 0")
        }
        guard keyboardHeight.isFinite, keyboardHeight > 0 else {
            throw .invalid("keyboardHeight", keyboardHeight, "a finite number of points greater than 0")
        }
        guard (480...4000).contains(width) else { throw .invalid("width", width, "from 480 to 4000") }
        guard (320...4000).contains(height) else { throw .invalid("height", height, "from 320 to 4000") }

        let drift = try KeyboardCurveDrift.largest(
            between: spring, and: .easeInOut, duration: duration, distance: keyboardHeight
        )
        let frame = Frame(width: Double(width), height: Double(height), duration: duration)
        let curves = Self.curves(spring: spring, duration: duration)
        var lines: [String] = []
        lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        lines.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
                + " viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\">"
        )
        lines.append("<title>Keyboard animation curve vs .curveEaseInOut and .curveLinear</title>")
        lines.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
        lines += frame.axes(subtitle: subtitle(for: spring))
        for curve in curves {
            let points = stride(from: 0, through: 400, by: 1).map { index -> (x: Double, y: Double) in
                let time = duration * Double(index) / 400
                return (frame.x(time), frame.y(curve.fraction(time)))
            }
            lines.append(
                SVGMarkup.polyline(points, stroke: curve.color, width: curve.width, dash: curve.dash, id: curve.id))
        }
        lines += frame.driftMarker(drift)
        lines += frame.endMarker(
            time: duration, fraction: spring.fractionComplete(at: duration), color: curves[0].color)
        lines += frame.legend(curves)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The keyboard curve's formula and regime, in words.
    private static func subtitle(for spring: KeyboardSpring) -> String {
        let omega = SVGMarkup.number(spring.naturalFrequency, decimals: 2)
        let ratio = SVGMarkup.number(spring.dampingRatio, decimals: 2)
        switch spring.regime {
        case .criticallyDamped where spring.initialVelocity == 0:
            let treated = spring.dampingRatio > 1 ? ", damping ratio \(ratio) treated as critical" : ""
            return
                "Keyboard: x(t) = 1 \u{2212} (1 + \u{03C9}t)\u{00B7}e^(\u{2212}\u{03C9}t), \u{03C9} = \(omega) s\u{207B}\u{00B9}\(treated)"
        case .criticallyDamped:
            return "Keyboard: critically damped spring, \u{03C9} = \(omega) s\u{207B}\u{00B9}"
        case .underdamped:
            return "Keyboard: underdamped spring, damping ratio \(ratio), \u{03C9} = \(omega) s\u{207B}\u{00B9}"
        case .overdamped:
            return "Keyboard: overdamped spring, damping ratio \(ratio), \u{03C9} = \(omega) s\u{207B}\u{00B9}"
        }
    }

    /// One plotted curve.
    private struct Curve {
        let id: String
        let label: String
        let color: String
        let width: Double
        let dash: String?
        let fraction: (TimeInterval) -> Double
    }

    private static func curves(spring: KeyboardSpring, duration: TimeInterval) -> [Curve] {
        let springLabel =
            "Keyboard: spring m \(SVGMarkup.number(spring.mass, decimals: 0)),"
            + " k \(SVGMarkup.number(spring.stiffness, decimals: 0)), c \(SVGMarkup.number(spring.damping, decimals: 0))"

        return [
            Curve(id: "keyboard", label: springLabel, color: "#0a66d8", width: 3.5, dash: nil) {
                spring.fractionComplete(at: $0)
            },
            Curve(
                id: "ease-in-out", label: ".curveEaseInOut (0.42, 0, 0.58, 1)", color: "#e8710a", width: 2.5, dash: nil
            ) {
                CubicTimingCurve.easeInOut.fractionComplete(at: $0, duration: duration)
            },
            Curve(id: "linear", label: ".curveLinear", color: "#6e6e73", width: 2, dash: "7 5") {
                CubicTimingCurve.linear.fractionComplete(at: $0, duration: duration)
            },
        ]
    }

    /// The plot area and the mapping from (time, fraction) to pixels.
    private struct Frame {
        let width: Double
        let height: Double
        let duration: TimeInterval
        var left: Double { 84 }
        var right: Double { width - 28 }
        var top: Double { 72 }
        var bottom: Double { height - 64 }

        func x(_ time: TimeInterval) -> Double { left + (right - left) * time / duration }
        func y(_ fraction: Double) -> Double { bottom - (bottom - top) * fraction }

        func axes(subtitle: String) -> [String] {
            var lines: [String] = []
            lines.append(
                SVGMarkup.text(
                    "Keyboard motion vs UIKit curves over \(SVGMarkup.number(duration, decimals: 2)) s",
                    x: width / 2, y: 28, anchor: "middle", size: 18, weight: "bold"
                ))
            lines.append(SVGMarkup.text(subtitle, x: width / 2, y: 50, anchor: "middle", size: 13, fill: "#3a3a3c"))
            for step in 0...5 {
                let fraction = Double(step) / 5
                let position = y(fraction)
                lines.append(SVGMarkup.line(x1: left, y1: position, x2: right, y2: position, stroke: "#e5e5ea"))
                lines.append(
                    SVGMarkup.text(
                        "\(step * 20) %", x: left - 10, y: position + 4.5, anchor: "end", size: 12, fill: "#3a3a3c"))
            }
            let tickStep = Self.tickStep(for: duration)
            let tickCount = Int((duration / tickStep + 1e-9).rounded(.down))
            for step in 0...tickCount {
                let time = Double(step) * tickStep
                let position = x(time)
                lines.append(SVGMarkup.line(x1: position, y1: top, x2: position, y2: bottom, stroke: "#e5e5ea"))
                lines.append(SVGMarkup.line(x1: position, y1: bottom, x2: position, y2: bottom + 6, stroke: "#3a3a3c"))
                lines.append(
                    SVGMarkup.text(
                        Self.label(time, step: tickStep), x: position, y: bottom + 22, anchor: "middle", size: 12,
                        fill: "#3a3a3c"))
            }
            lines.append(SVGMarkup.line(x1: left, y1: bottom, x2: right, y2: bottom, stroke: "#3a3a3c", width: 1.5))
            lines.append(SVGMarkup.line(x1: left, y1: top, x2: left, y2: bottom, stroke: "#3a3a3c", width: 1.5))
            lines.append(
                SVGMarkup.text(
                    "Time since the notification (s)", x: (left + right) / 2, y: height - 18, anchor: "middle", size: 14
                ))
            let middle = (top + bottom) / 2
            lines.append(
                SVGMarkup.text(
                    "Fraction of the distance covered", x: 22, y: middle, anchor: "middle", size: 14,
                    transform: "rotate(-90 22 \(SVGMarkup.number(middle)))"
                ))
            return lines
        }

        func driftMarker(_ drift: KeyboardCurveDrift) -> [String] {
            let position = x(drift.time)
            guard drift.time <= duration else { return [] }
            let upper = y(max(drift.keyboardFraction, drift.curveFraction))
            let lower = y(min(drift.keyboardFraction, drift.curveFraction))
            // Above and to the left of the gap: the keyboard curve is rising steeply there, so the
            // space before it is empty.
            let labelRight = position - 8
            return [
                SVGMarkup.line(
                    x1: position, y1: upper, x2: position, y2: lower, stroke: "#c9252c", width: 2, dash: "4 3"),
                "<circle cx=\"\(SVGMarkup.number(position))\" cy=\"\(SVGMarkup.number(upper))\" r=\"3.5\" fill=\"#c9252c\"/>",
                "<circle cx=\"\(SVGMarkup.number(position))\" cy=\"\(SVGMarkup.number(lower))\" r=\"3.5\" fill=\"#c9252c\"/>",
                SVGMarkup.text(
                    "Largest gap: \(SVGMarkup.number(drift.points, decimals: 1)) pt",
                    x: labelRight, y: upper - 40, anchor: "end", size: 13, weight: "bold", fill: "#c9252c"
                ),
                SVGMarkup.text(
                    "of \(SVGMarkup.number(drift.distance, decimals: 0)) pt, at \(SVGMarkup.number(drift.time, decimals: 3)) s",
                    x: labelRight, y: upper - 22, anchor: "end", size: 13, fill: "#c9252c"
                ),
            ]
        }

        func endMarker(time: TimeInterval, fraction: Double, color: String) -> [String] {
            // Below the point, where the curves (all at or above it near the end) leave room.
            let pointY = y(fraction)
            let labelY = max(pointY + 56, y(0.72))
            let label = "\(SVGMarkup.number(fraction * 100, decimals: 1)) % at \(SVGMarkup.number(time, decimals: 2)) s"
            return [
                "<circle cx=\"\(SVGMarkup.number(x(time)))\" cy=\"\(SVGMarkup.number(pointY))\" r=\"4.5\" fill=\"\(color)\"/>",
                SVGMarkup.line(
                    x1: x(time) - 3, y1: pointY + 6, x2: x(time) - 3, y2: labelY - 14, stroke: color, width: 1.5,
                    dash: "3 3"),
                SVGMarkup.text(label, x: x(time) - 8, y: labelY, anchor: "end", size: 13, weight: "bold", fill: color),
            ]
        }

        func legend(_ curves: [Curve]) -> [String] {
            // About 6.6 px per character at 13 px Helvetica, plus the swatch and padding.
            let boxWidth = Double(curves.map(\.label.count).max() ?? 0) * 6.6 + 76
            let rowHeight = 22.0
            let boxHeight = rowHeight * Double(curves.count) + 14
            let boxLeft = right - boxWidth - 12
            let boxTop = bottom - boxHeight - 12
            var lines = [
                "<rect id=\"legend\" x=\"\(SVGMarkup.number(boxLeft))\" y=\"\(SVGMarkup.number(boxTop))\" width=\"\(SVGMarkup.number(boxWidth))\""
                    + " height=\"\(SVGMarkup.number(boxHeight))\" rx=\"6\" fill=\"#ffffff\" fill-opacity=\"0.92\" stroke=\"#d1d1d6\"/>"
            ]
            for (row, curve) in curves.enumerated() {
                let rowY = boxTop + 18 + rowHeight * Double(row)
                lines.append(
                    SVGMarkup.line(
                        x1: boxLeft + 12, y1: rowY, x2: boxLeft + 44, y2: rowY, stroke: curve.color, width: curve.width,
                        dash: curve.dash))
                lines.append(SVGMarkup.text(curve.label, x: boxLeft + 54, y: rowY + 4.5, size: 13))
            }
            return lines
        }

        /// 0.05 s ticks for the usual 0.25 s; a 1-2-5 step giving 4 to 10 ticks otherwise.
        static func tickStep(for duration: TimeInterval) -> TimeInterval {
            let rough = duration / 5
            let magnitude = pow(10, (log10(rough)).rounded(.down))
            for multiplier in [1.0, 2.0, 5.0, 10.0] where magnitude * multiplier >= rough * 0.999 {
                return magnitude * multiplier
            }
            return magnitude * 10
        }

        static func label(_ time: TimeInterval, step: TimeInterval) -> String {
            let decimals = max(0, Int((-log10(step)).rounded(.up)))
            return SVGMarkup.number(time, decimals: decimals)
        }
    }
}
