import Foundation

extension NSValue {
    /// The Objective-C type encoding of a 64-bit `CGRect`, the same on Apple platforms and on Linux.
    private static let rectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"

    /// The `CGRect` this value holds, or `nil` when it holds anything else.
    ///
    /// UIKit's `cgRectValue` would do on iOS, but the core imports Foundation only, so it checks the type encoding
    /// and copies the bytes, which works the same everywhere.
    var keyboardRectValue: CGRect? {
        guard String(cString: objCType) == Self.rectEncoding else { return nil }
        var rect = CGRect.zero
        #if canImport(Darwin)
            getValue(&rect, size: MemoryLayout<CGRect>.size)
        #else
            getValue(&rect)
        #endif
        return rect
    }
}
