import Foundation

/// Boxes and unboxes keyboard frames and centers in `NSValue` exactly as UIKit does, with Foundation alone.
///
/// `NSValue(rect:)` exists on macOS and Linux only, and `NSValue(cgRect:)` / `cgRectValue` are UIKit's, so the core
/// works with the bytes and the Objective-C type encodings, which are the same on Apple platforms and on Linux.
extension NSValue {
    private static let rectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"
    private static let pointEncoding = "{CGPoint=dd}"

    /// An `NSValue` holding a `CGRect`, as UIKit's `NSValue(cgRect:)` boxes keyboard frames.
    static func keyboardBoxing(_ rect: CGRect) -> NSValue {
        boxing(rect, encoding: rectEncoding)
    }

    /// An `NSValue` holding a `CGPoint`, as UIKit's `NSValue(cgPoint:)` boxes keyboard centers.
    static func keyboardBoxing(_ point: CGPoint) -> NSValue {
        boxing(point, encoding: pointEncoding)
    }

    /// The `CGRect` this value holds, or `nil` when it holds anything else.
    var keyboardRectValue: CGRect? {
        unboxed(as: CGRect.zero, encoding: Self.rectEncoding)
    }

    /// The `CGPoint` this value holds, or `nil` when it holds anything else (the deprecated center keys).
    var keyboardPointValue: CGPoint? {
        unboxed(as: CGPoint.zero, encoding: Self.pointEncoding)
    }

    private static func boxing<Value>(_ value: Value, encoding: String) -> NSValue {
        var value = value
        return encoding.withCString { NSValue(bytes: &value, objCType: $0) }
    }

    private func unboxed<Value>(as empty: Value, encoding: String) -> Value? {
        guard String(cString: objCType) == encoding else { return nil }
        var value = empty
        #if canImport(Darwin)
            getValue(&value, size: MemoryLayout<Value>.size)
        #else
            getValue(&value)
        #endif
        return value
    }
}
