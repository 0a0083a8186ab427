import KeyboardProtocols
import Testing

@Suite("The chat screen's input bar")
struct ChatInputBarTests {
    @Test("on an iPhone 15 Pro the bar rises 302 points: the keyboard's 336 less the 34 it already stood above")
    func risesAboveTheHomeIndicator() {
        var adjustment = PinnedBarAdjustment()
        let constant = adjustment.update(
            keyboardOverlap: 336, safeAreaBottomInset: 34, pinning: .safeAreaBottom, currentConstant: 0)
        #expect(constant == -302)
    }

    @Test("when the keyboard goes, the bar comes back to where it rested")
    func returnsToRest() {
        var adjustment = PinnedBarAdjustment()
        let lifted = adjustment.update(
            keyboardOverlap: 336, safeAreaBottomInset: 34, pinning: .safeAreaBottom, currentConstant: 0)
        let rested = adjustment.update(
            keyboardOverlap: 0, safeAreaBottomInset: 34, pinning: .safeAreaBottom, currentConstant: lifted)
        #expect(rested == 0)
    }
}
