import Foundation
import Testing

@testable import KeyboardProtocols

extension GeometryTests {
    @Suite("Remembering and restoring a scroll view's own bottom insets")
    struct ScrollViewInsetAdjustmentTests {
        typealias Screen = GeometryTests.Screen
        typealias Keyboard = GeometryTests.Keyboard
        typealias SafeArea = GeometryTests.SafeArea

        /// An iPhone 15 Pro chat list that keeps 20 points under its last message; no indicator inset of its own.
        let ownInsets = ScrollViewBottomInsets(content: 20, indicator: 0)

        var iPhone15ProKeyboardInset: CGFloat {
            KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhone15Pro, screenBounds: Screen.iPhone15Pro,
                scrollViewFrame: Screen.iPhone15Pro, systemBottomInset: SafeArea.iPhoneHomeIndicatorBottom
            )
        }

        @Test("The first covering keyboard adds its inset on top of the app's own bottom insets")
        func firstKeyboardAddsOnTopOfOwnInsets() {
            var adjustment = ScrollViewInsetAdjustment()
            let insets = adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: ownInsets)
            #expect(insets == ScrollViewBottomInsets(content: 322, indicator: 302))
        }

        @Test("The first covering keyboard remembers the app's own bottom insets")
        func firstKeyboardRemembersOwnInsets() {
            var adjustment = ScrollViewInsetAdjustment()
            adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: ownInsets)
            #expect(adjustment.restingInsets == ownInsets)
        }

        @Test("Hiding the keyboard restores the app's own bottom insets")
        func hidingRestoresOwnInsets() {
            var adjustment = ScrollViewInsetAdjustment()
            let adjusted = adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: ownInsets)
            let restored = adjustment.update(keyboardInset: 0, current: adjusted ?? ownInsets)
            #expect(restored == ownInsets)
        }

        @Test("Hiding the keyboard forgets the remembered insets")
        func hidingForgetsRememberedInsets() {
            var adjustment = ScrollViewInsetAdjustment()
            let adjusted = adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: ownInsets)
            adjustment.update(keyboardInset: 0, current: adjusted ?? ownInsets)
            #expect(!adjustment.isAdjusting)
        }

        @Test("A taller keyboard while one is up adds to the app's own inset, not to the already adjusted one")
        func secondChangeDoesNotStackInsets() {
            // iPhone SE: 216, then the QuickType bar appears and the keyboard covers 260.
            var adjustment = ScrollViewInsetAdjustment()
            let first = adjustment.update(keyboardInset: 216, current: ScrollViewBottomInsets(content: 0, indicator: 0))
            let second = adjustment.update(keyboardInset: 260, current: first ?? ownInsets)
            #expect(second == ScrollViewBottomInsets(content: 260, indicator: 260))
        }

        @Test("A keyboard that covers nothing leaves a scroll view that was never adjusted alone")
        func uncoveredScrollViewIsLeftAlone() {
            var adjustment = ScrollViewInsetAdjustment()
            #expect(adjustment.update(keyboardInset: 0, current: ownInsets) == nil)
        }

        @Test("Undocking the iPad keyboard restores the app's own bottom insets")
        func undockingRestoresOwnInsets() {
            var adjustment = ScrollViewInsetAdjustment()
            let docked = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPadAir2Docked,
                screenBounds: Screen.iPadAir2, scrollViewFrame: Screen.iPadAir2, systemBottomInset: 0
            )
            let adjusted = adjustment.update(keyboardInset: docked, current: ownInsets)
            let undocked = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPadAir2SplitUndocking, screenBounds: Screen.iPadAir2,
                scrollViewFrame: Screen.iPadAir2, systemBottomInset: 0
            )
            #expect(adjustment.update(keyboardInset: undocked, current: adjusted ?? ownInsets) == ownInsets)
        }

        @Test("A bottom inset the app sets while the keyboard is up is kept as its own")
        func insetSetWhileUpIsAdopted() {
            var adjustment = ScrollViewInsetAdjustment()
            adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: ownInsets)
            // The app grows its own room to 44 points while the keyboard is up, replacing the adjusted value.
            let appChanged = ScrollViewBottomInsets(content: 44, indicator: 0)
            let next = adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: appChanged)
            #expect(next == ScrollViewBottomInsets(content: 346, indicator: 302))
        }

        @Test("A bottom inset the app sets while the keyboard is up survives the keyboard's hiding")
        func insetSetWhileUpSurvivesHide() {
            var adjustment = ScrollViewInsetAdjustment()
            adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: ownInsets)
            let appChanged = ScrollViewBottomInsets(content: 44, indicator: 0)
            #expect(adjustment.update(keyboardInset: 0, current: appChanged) == appChanged)
        }

        @Test("Changing only the content inset while the keyboard is up keeps the indicator's own inset")
        func contentChangeLeavesIndicatorAlone() {
            var adjustment = ScrollViewInsetAdjustment()
            let adjusted = adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: ownInsets)
            let appChanged = ScrollViewBottomInsets(content: 44, indicator: adjusted?.indicator ?? 0)
            let next = adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: appChanged)
            #expect(next == ScrollViewBottomInsets(content: 346, indicator: 302))
        }

        @Test("Changing only the indicator inset to 10 while the keyboard is up keeps it as the app's own")
        func indicatorChangeIsAdopted() {
            var adjustment = ScrollViewInsetAdjustment()
            let adjusted = adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: ownInsets)
            let appChanged = ScrollViewBottomInsets(content: adjusted?.content ?? 0, indicator: 10)
            let next = adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: appChanged)
            #expect(next == ScrollViewBottomInsets(content: 322, indicator: 312))
            let restored = adjustment.update(keyboardInset: 0, current: next ?? appChanged)
            #expect(restored == ScrollViewBottomInsets(content: 20, indicator: 10))
        }

        @Test("Changing only the content inset while the keyboard is up restores the indicator's own inset on hide")
        func contentChangeRestoresIndicatorOnHide() {
            var adjustment = ScrollViewInsetAdjustment()
            let adjusted = adjustment.update(keyboardInset: iPhone15ProKeyboardInset, current: ownInsets)
            let appChanged = ScrollViewBottomInsets(content: 44, indicator: adjusted?.indicator ?? 0)
            let restored = adjustment.update(keyboardInset: 0, current: appChanged)
            #expect(restored == ScrollViewBottomInsets(content: 44, indicator: 0))
        }
    }
}
