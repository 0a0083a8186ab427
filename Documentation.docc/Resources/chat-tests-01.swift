import Foundation
import KeyboardProtocols
import Testing

@Suite("The chat screen's input bar")
struct ChatInputBarTests {
    /// An iPhone 15 Pro in portrait, and its keyboard with the QuickType bar.
    let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)

    @Test("on an iPhone 15 Pro the bar rises 302 points: the keyboard's 336 less the 34 it already stood above")
    func risesAboveTheHomeIndicator() {
        let lift = KeyboardGeometry.bottomInset(
            keyboardFrame: keyboard, screenBounds: screen, scrollViewFrame: screen, systemBottomInset: 34)
        #expect(lift == 302)
    }

    @Test("an undocked iPad-style keyboard, ending above the screen's bottom, lifts the bar by nothing")
    func undockedKeyboardLeavesTheBar() {
        let undocked = CGRect(x: 0, y: 300, width: 393, height: 336)
        let lift = KeyboardGeometry.bottomInset(
            keyboardFrame: undocked, screenBounds: screen, scrollViewFrame: screen, systemBottomInset: 34)
        #expect(lift == 0)
    }
}
