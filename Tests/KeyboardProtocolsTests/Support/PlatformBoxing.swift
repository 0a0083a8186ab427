import Foundation
// NB: The test conveniences for `KeyboardFrameChange` (screen bounds, `userInfo`) and the spring's samples live in
// `KeyboardProtocolsTesting`; exported here so every test file sees them.
@_exported import KeyboardProtocolsTesting

#if canImport(UIKit)
    import UIKit
#endif

/// A `CGRect` boxed the way this platform's UIKit or Foundation boxes it: `NSValue(cgRect:)` exists only with UIKit
/// (iOS, Mac Catalyst, visionOS: `UIGeometry.h`), `NSValue(rect:)` only on macOS and Linux, and the suite must compile
/// on both. Tests that build whole payloads use `KeyboardNotification`; this is for hand-made `userInfo`.
func platformBoxed(_ rect: CGRect) -> NSValue {
    #if canImport(UIKit)
        NSValue(cgRect: rect)
    #else
        NSValue(rect: rect)
    #endif
}

/// The `CGRect` in a boxed value, read the platform's way (`cgRectValue` with UIKit, `rectValue` elsewhere).
func platformUnboxed(_ value: NSValue?) -> CGRect? {
    #if canImport(UIKit)
        value?.cgRectValue
    #else
        value?.rectValue
    #endif
}
