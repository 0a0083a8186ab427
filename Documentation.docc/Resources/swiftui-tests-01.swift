import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting
import Testing

@Suite("The chat composer rides the keyboard")
struct ComposerKeyboardTests {
    /// iPhone 15 in portrait: 393 × 852 points.
    let screen = KeyboardScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    /// The composer at rest: 52 points tall, above the 34-point home indicator.
    let composer = CGRect(x: 0, y: 766, width: 393, height: 52)

    @Test("the composer lifts 302 points onto the 336-point keyboard")
    func composerLiftsOntoTheKeyboard() throws {
        let show = try KeyboardFrameChange(
            notification: KeyboardNotification.willShow(endFrame: CGRect(x: 0, y: 516, width: 393, height: 336)))
        let keyboard = KeyboardInView(show, viewFrame: composer, screen: screen)
        #expect(keyboard.lift == 302)
        #expect(keyboard.motion == .spring(.keyboard))  // SwiftUI animates it with `Animation.keyboard`
    }
}
