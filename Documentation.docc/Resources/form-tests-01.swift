import Foundation
import KeyboardProtocols
import Testing

@Suite("The profile form's bottom inset in a tab bar controller")
struct ProfileFormKeyboardTests {
    /// An iPhone 15 Pro in portrait, and its keyboard with the QuickType bar.
    let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)

    @Test("above the tab bar the form needs 253 more points: the keyboard's 336 less the bar's 83")
    func insetAboveTheTabBar() {
        let inset = KeyboardGeometry.bottomInset(
            keyboardFrame: keyboard, screenBounds: screen, scrollViewFrame: screen, systemBottomInset: 83)
        #expect(inset == 253)
    }

    @Test("pushed with hidesBottomBarWhenPushed, only the home indicator is subtracted: 302 points")
    func insetWithoutTheTabBar() {
        let inset = KeyboardGeometry.bottomInset(
            keyboardFrame: keyboard, screenBounds: screen, scrollViewFrame: screen, systemBottomInset: 34)
        #expect(inset == 302)
    }

    @Test("a form sheet ending 200 points above the screen's bottom needs only the 136 points the keyboard covers")
    func insetOfAFormSheet() {
        let sheet = CGRect(x: 0, y: 100, width: 393, height: 552)
        let inset = KeyboardGeometry.bottomInset(
            keyboardFrame: keyboard, screenBounds: screen, scrollViewFrame: sheet, systemBottomInset: 0)
        #expect(inset == 136)
    }
}
