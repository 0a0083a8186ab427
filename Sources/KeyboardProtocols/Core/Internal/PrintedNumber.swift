import Foundation

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
