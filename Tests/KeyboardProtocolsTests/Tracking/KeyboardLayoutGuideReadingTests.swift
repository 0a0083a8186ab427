import Foundation
import Testing

@testable import KeyboardProtocols

@Suite("What a tracker on the keyboard layout guide reports")
struct KeyboardLayoutGuideReadingTests {
    /// iPhone 15: screen 393×852, bottom safe-area inset 34, keyboard 336 high at y 516.
    let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    let safeAreaBottom: CGFloat = 34

    @Test("A full-screen view's guide with the keyboard up reports the keyboard, 336 high at y 516")
    func dockedKeyboardIsReported() {
        let frame = KeyboardLayoutGuideReading.keyboardFrame(
            guide: CGRect(x: 0, y: 516, width: 393, height: 336), viewBounds: screen,
            bottomSafeAreaInset: safeAreaBottom, guideTopOnScreen: 516, screenBounds: screen)
        #expect(frame == CGRect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test("Dragged 100 points down, the guide reports a keyboard 236 high at y 616")
    func draggedKeyboardIsReported() {
        let frame = KeyboardLayoutGuideReading.keyboardFrame(
            guide: CGRect(x: 0, y: 616, width: 393, height: 236), viewBounds: screen,
            bottomSafeAreaInset: safeAreaBottom, guideTopOnScreen: 616, screenBounds: screen)
        #expect(frame == CGRect(x: 0, y: 616, width: 393, height: 236))
    }

    @Test("A guide resting on the 34-point bottom safe area reports nothing")
    func guideAtRestReportsNothing() {
        let frame = KeyboardLayoutGuideReading.keyboardFrame(
            guide: CGRect(x: 0, y: 818, width: 393, height: 34), viewBounds: screen,
            bottomSafeAreaInset: safeAreaBottom, guideTopOnScreen: 818, screenBounds: screen)
        #expect(frame == nil)
    }

    @Test("A guide ending above the view's bottom follows an undocked iPad keyboard and reports nothing")
    func undockedKeyboardReportsNothing() {
        let iPad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
        let frame = KeyboardLayoutGuideReading.keyboardFrame(
            guide: CGRect(x: 352, y: 553, width: 320, height: 260), viewBounds: iPad, bottomSafeAreaInset: 20,
            guideTopOnScreen: 553, screenBounds: iPad)
        #expect(frame == nil)
    }

    @Test("A 200-point view at the screen's bottom, wholly covered, can't say where the keyboard's top is")
    func coveredViewReportsNothing() {
        let frame = KeyboardLayoutGuideReading.keyboardFrame(
            guide: CGRect(x: 0, y: 0, width: 393, height: 200), viewBounds: CGRect(x: 0, y: 0, width: 393, height: 200),
            bottomSafeAreaInset: safeAreaBottom, guideTopOnScreen: 652, screenBounds: screen)
        #expect(frame == nil)
    }

    @Test("Half a point of rounding at the view's bottom still counts as docked")
    func roundingIsTolerated() {
        let frame = KeyboardLayoutGuideReading.keyboardFrame(
            guide: CGRect(x: 0, y: 516, width: 393, height: 335.6), viewBounds: screen,
            bottomSafeAreaInset: safeAreaBottom, guideTopOnScreen: 516, screenBounds: screen)
        #expect(frame == CGRect(x: 0, y: 516, width: 393, height: 336))
    }
}
