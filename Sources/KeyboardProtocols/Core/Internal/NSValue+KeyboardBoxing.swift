import Foundation

extension NSValue {
    /// An `NSValue` holding a `CGRect`, as UIKit's `NSValue(cgRect:)` boxes keyboard frames.
    ///
    /// `NSValue(rect:)` exists on macOS and Linux only and `NSValue(cgRect:)` is UIKit's, so the core boxes the
    /// bytes with the `CGRect` type encoding, which ``keyboardRectValue`` (and UIKit's `cgRectValue`) read back.
    static func keyboardBoxing(_ rect: CGRect) -> NSValue {
        var rect = rect
        return "{CGRect={CGPoint=dd}{CGSize=dd}}".withCString { encoding in
            NSValue(bytes: &rect, objCType: encoding)
        }
    }

    /// An `NSValue` holding a `CGPoint`, as UIKit's `NSValue(cgPoint:)` boxes keyboard centers.
    static func keyboardBoxing(_ point: CGPoint) -> NSValue {
        var point = point
        return "{CGPoint=dd}".withCString { encoding in
            NSValue(bytes: &point, objCType: encoding)
        }
    }
}

extension NSValue {
    /// The `CGPoint` this value holds, or `nil` when it holds anything else; the counterpart of
    /// ``keyboardRectValue`` for the (deprecated) center keys.
    var keyboardPointValue: CGPoint? {
        guard String(cString: objCType) == "{CGPoint=dd}" else { return nil }
        var point = CGPoint.zero
        #if canImport(Darwin)
            getValue(&point, size: MemoryLayout<CGPoint>.size)
        #else
            getValue(&point)
        #endif
        return point
    }
}
