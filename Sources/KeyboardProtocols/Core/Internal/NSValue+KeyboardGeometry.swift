import Foundation

/// Boxes and unboxes keyboard frames and centers in `NSValue` exactly as UIKit does, with Foundation alone.
///
/// `NSValue(rect:)` exists on macOS and Linux only, and `NSValue(cgRect:)` / `cgRectValue` are UIKit's, so the core
/// works with the bytes and the Objective-C type encodings, which are the same on Apple platforms and on Linux.
/// The boxing is `package`: `KeyboardProtocolsTesting` boxes printed rects and points with it.
extension NSValue {
    private static let rectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"
    private static let pointEncoding = "{CGPoint=dd}"

    /// An `NSValue` holding a `CGRect`, as UIKit's `NSValue(cgRect:)` boxes keyboard frames.
    package static func keyboardBoxing(_ rect: CGRect) -> NSValue {
        var rect = rect
        return rectEncoding.withCString { NSValue(bytes: &rect, objCType: $0) }
    }

    /// An `NSValue` holding a `CGPoint`, as UIKit's `NSValue(cgPoint:)` boxes keyboard centers.
    package static func keyboardBoxing(_ point: CGPoint) -> NSValue {
        var point = point
        return pointEncoding.withCString { NSValue(bytes: &point, objCType: $0) }
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
    private func unboxed<Value>(as empty: Value, encoding: String) -> Value? {
        guard String(cString: objCType) == encoding else { return nil }
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
