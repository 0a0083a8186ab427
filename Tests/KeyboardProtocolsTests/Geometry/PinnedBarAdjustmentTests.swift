import Foundation
import Testing

@testable import KeyboardProtocols

extension GeometryTests {
    @Suite("The constant of a bar pinned to the keyboard")
    struct PinnedBarAdjustmentTests {
        typealias Screen = GeometryTests.Screen
        typealias Keyboard = GeometryTests.Keyboard
        typealias SafeArea = GeometryTests.SafeArea

        func overlap(_ keyboard: CGRect, _ screen: CGRect, view: CGRect? = nil) -> CGFloat {
            KeyboardGeometry.overlap(keyboardFrame: keyboard, screenBounds: screen, viewFrame: view ?? screen)
        }

        @Test("A bar pinned to the safe area on an iPhone 15 Pro rises by the keyboard less the home indicator")
        func safeAreaPinnedBarOnFaceIDiPhone() {
            var adjustment = PinnedBarAdjustment()
            let constant = adjustment.update(
                keyboardOverlap: overlap(Keyboard.iPhone15Pro, Screen.iPhone15Pro),
                anchorInset: SafeArea.iPhoneHomeIndicatorBottom, currentConstant: 0
            )
            #expect(constant == -302)
        }

        @Test("A bar pinned to the view's bottom on an iPhone 15 Pro rises by the whole keyboard")
        func viewBottomPinnedBar() {
            var adjustment = PinnedBarAdjustment()
            let constant = adjustment.update(
                keyboardOverlap: overlap(Keyboard.iPhone15Pro, Screen.iPhone15Pro),
                anchorInset: 0, currentConstant: 0
            )
            #expect(constant == -336)
        }

        @Test("A bar pinned to the safe area on an iPhone SE rises by the whole 216-point keyboard")
        func safeAreaPinnedBarOnHomeButtoniPhone() {
            var adjustment = PinnedBarAdjustment()
            let constant = adjustment.update(
                keyboardOverlap: overlap(Keyboard.iPhoneSE, Screen.iPhoneSE),
                anchorInset: SafeArea.homeButtonBottom, currentConstant: 0
            )
            #expect(constant == -216)
        }

        @Test("A bar pinned to the safe area above an 83-point tab bar rises by the keyboard less the tab bar")
        func safeAreaPinnedBarAboveTabBar() {
            var adjustment = PinnedBarAdjustment()
            let constant = adjustment.update(
                keyboardOverlap: overlap(Keyboard.iPhone15Pro, Screen.iPhone15Pro),
                anchorInset: SafeArea.iPhoneTabBarBottom, currentConstant: 0
            )
            #expect(constant == -253)
        }

        @Test(
            "A hardware keyboard's 55-point shortcut bar lifts a safe-area bar by the 21 points above the home indicator"
        )
        func shortcutBarLiftsBarSlightly() {
            var adjustment = PinnedBarAdjustment()
            let constant = adjustment.update(
                keyboardOverlap: overlap(Keyboard.iPhone15ProShortcutBar, Screen.iPhone15Pro),
                anchorInset: SafeArea.iPhoneHomeIndicatorBottom, currentConstant: 0
            )
            #expect(constant == -21)
        }

        @Test("A Stage Manager window covered less than its safe area leaves the bar where it rests")
        func barStaysWhenKeyboardCoversLessThanSafeArea() {
            // The window ends 10 points below the docked keyboard's top; its home-indicator safe area is 20.
            let window = CGRect(x: 62, y: 60, width: 900, height: 938)
            var adjustment = PinnedBarAdjustment()
            let constant = adjustment.update(
                keyboardOverlap: overlap(Keyboard.iPadDocked, Screen.iPad, view: window),
                anchorInset: SafeArea.iPadHomeIndicatorBottom, currentConstant: 0
            )
            #expect(constant == 0)
        }

        @Test("A floating iPad keyboard leaves the bar where it rests")
        func floatingKeyboardLeavesBar() {
            var adjustment = PinnedBarAdjustment()
            let constant = adjustment.update(
                keyboardOverlap: overlap(Keyboard.iPadFloating, Screen.iPad),
                anchorInset: SafeArea.iPadHomeIndicatorBottom, currentConstant: 0
            )
            #expect(constant == 0)
        }

        @Test("Hiding the keyboard returns the bar to its resting constant")
        func hidingReturnsBarToRest() {
            var adjustment = PinnedBarAdjustment()
            let lifted = adjustment.update(
                keyboardOverlap: 336, anchorInset: 34, currentConstant: 0
            )
            let rested = adjustment.update(
                keyboardOverlap: 0, anchorInset: 34, currentConstant: lifted
            )
            #expect(rested == 0)
        }

        @Test("A resting gap of 8 points stays as a gap above the keyboard")
        func restingGapSurvivesAboveKeyboard() {
            var adjustment = PinnedBarAdjustment()
            let constant = adjustment.update(
                keyboardOverlap: 336, anchorInset: 34, currentConstant: -8
            )
            #expect(constant == -310)
        }

        @Test("A resting gap of 8 points comes back when the keyboard hides")
        func restingGapComesBack() {
            var adjustment = PinnedBarAdjustment()
            let lifted = adjustment.update(
                keyboardOverlap: 336, anchorInset: 34, currentConstant: -8
            )
            let rested = adjustment.update(
                keyboardOverlap: 0, anchorInset: 34, currentConstant: lifted
            )
            #expect(rested == -8)
        }

        @Test("A taller keyboard while one is up lifts the bar from its resting constant, not from the lifted one")
        func secondChangeDoesNotStackLifts() {
            var adjustment = PinnedBarAdjustment()
            let first = adjustment.update(
                keyboardOverlap: 216, anchorInset: 0, currentConstant: 0
            )
            let second = adjustment.update(
                keyboardOverlap: 260, anchorInset: 0, currentConstant: first
            )
            #expect(second == -260)
        }

        @Test("A keyboard that never lifted the bar leaves its constant as it is")
        func neverLiftedBarKeepsConstant() {
            var adjustment = PinnedBarAdjustment()
            let constant = adjustment.update(
                keyboardOverlap: 0, anchorInset: 34, currentConstant: -12
            )
            #expect(constant == -12)
        }

        @Test("A constant the app sets while the keyboard is up becomes the resting constant")
        func constantSetWhileUpIsAdopted() {
            var adjustment = PinnedBarAdjustment()
            adjustment.update(
                keyboardOverlap: 336, anchorInset: 34, currentConstant: 0)
            let next = adjustment.update(
                keyboardOverlap: 336, anchorInset: 34, currentConstant: -16
            )
            #expect(next == -318)
        }

        @Test("A constant the app sets while the keyboard is up survives the keyboard's hiding")
        func constantSetWhileUpSurvivesHide() {
            var adjustment = PinnedBarAdjustment()
            adjustment.update(
                keyboardOverlap: 336, anchorInset: 34, currentConstant: 0)
            let rested = adjustment.update(
                keyboardOverlap: 0, anchorInset: 34, currentConstant: -16
            )
            #expect(rested == -16)
        }
    }
}
