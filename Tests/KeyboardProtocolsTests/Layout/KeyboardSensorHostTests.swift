import Foundation
import Testing

@testable import KeyboardProtocols

/// Issue 38 item 1: a chat composer that is a `UIVisualEffectView` (a blur bar, iOS 26's glass) crashed at the first
/// keyboard change, its sensor added to the effect view itself.
@Suite("Where the package installs a view of its own in an app's view")
struct KeyboardSensorHostTests {
    @Test("A visual effect view (a blur or glass composer) takes the sensor in its contentView")
    func visualEffectViewUsesContentView() {
        #expect(KeyboardSensorHost(isVisualEffectView: true) == .contentView)
    }

    @Test("Any other view (a plain composer, a screen's root view) takes it itself")
    func plainViewUsesItself() {
        #expect(KeyboardSensorHost(isVisualEffectView: false) == .view)
    }
}
