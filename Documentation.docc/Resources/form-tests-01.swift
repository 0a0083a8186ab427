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

    @Test("the form's own 20-point bottom inset survives the keyboard and comes back after it")
    func ownInsetSurvives() {
        var adjustment = ScrollViewInsetAdjustment()
        let whileUp = adjustment.update(keyboardInset: 253, current: ScrollViewBottomInsets(content: 20, indicator: 0))
        #expect(whileUp == ScrollViewBottomInsets(content: 273, indicator: 253))
        let afterwards = adjustment.update(keyboardInset: 0, current: whileUp ?? ScrollViewBottomInsets(content: 0, indicator: 0))
        #expect(afterwards == ScrollViewBottomInsets(content: 20, indicator: 0))
    }
}
