import Foundation
import Testing

@testable import KeyboardProtocols

@Suite("A keyboard covers views on its own screen only")
struct KeyboardScreenIdentityTests {
    final class Screen {}

    /// An iPad Pro 11-inch (834 x 1194) with a 1920 x 1080 external display.
    let iPad = Screen()
    let externalDisplay = Screen()
    let iPadBounds = CGRect(x: 0, y: 0, width: 834, height: 1194)

    func show(on screen: KeyboardScreen?) throws -> KeyboardFrameChange {
        try KeyboardFrameChange(
            event: .willShow, endFrame: CGRect(x: 0, y: 796, width: 834, height: 398), screen: screen)
    }

    @Test("a keyboard on the iPad covers views on the iPad")
    func sameScreen() throws {
        let change = try show(on: KeyboardScreen(iPad, bounds: iPadBounds))
        #expect(change.isOnSameScreen(as: KeyboardScreen(iPad, bounds: iPadBounds)))
    }

    @Test("a keyboard on the iPad covers nothing on the external display")
    func otherScreen() throws {
        let change = try show(on: KeyboardScreen(iPad, bounds: iPadBounds))
        let external = KeyboardScreen(externalDisplay, bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(!change.isOnSameScreen(as: external))
    }

    @Test("a change that names no screen is assumed to be on the view's screen")
    func unknownScreenCounts() throws {
        let change = try show(on: nil)
        #expect(change.isOnSameScreen(as: KeyboardScreen(externalDisplay, bounds: iPadBounds)))
    }

    @Test("a screen known only by its bounds is no evidence of another screen")
    func boundsOnlyScreenCounts() throws {
        let change = try show(on: KeyboardScreen(bounds: iPadBounds))
        #expect(
            change.isOnSameScreen(
                as: KeyboardScreen(externalDisplay, bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))))
    }
}
