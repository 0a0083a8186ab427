import Foundation
import Testing

@testable import KeyboardProtocols

extension GeometryTests {
    @Suite("NaN and infinite geometry never produces NaN")
    struct NonFiniteGeometryTests {
        typealias Screen = GeometryTests.Screen
        typealias Keyboard = GeometryTests.Keyboard

        static let nanKeyboard = CGRect(x: 0, y: CGFloat.nan, width: 375, height: 216)

        @Test("A keyboard frame with a NaN origin is not docked")
        func nanKeyboardIsNotDocked() {
            #expect(!KeyboardGeometry.isDocked(keyboardFrame: Self.nanKeyboard, screenBounds: Screen.iPhoneSE))
        }

        @Test("A keyboard frame with a NaN origin covers 0 points")
        func nanKeyboardCoversNothing() {
            #expect(KeyboardGeometry.dockedHeight(keyboardFrame: Self.nanKeyboard, screenBounds: Screen.iPhoneSE) == 0)
        }

        @Test("A keyboard frame with an infinite height covers 0 points")
        func infiniteKeyboardCoversNothing() {
            let infinite = CGRect(x: 0, y: 451, width: 375, height: CGFloat.infinity)
            #expect(KeyboardGeometry.dockedHeight(keyboardFrame: infinite, screenBounds: Screen.iPhoneSE) == 0)
        }

        @Test("The null rectangle as a keyboard frame overlaps nothing")
        func nullKeyboardOverlapsNothing() {
            #expect(
                KeyboardGeometry.overlap(
                    keyboardFrame: .null, screenBounds: Screen.iPhoneSE, viewFrame: Screen.iPhoneSE) == 0)
        }

        @Test("Infinite screen bounds make no keyboard docked")
        func infiniteScreenDocksNothing() {
            #expect(!KeyboardGeometry.isDocked(keyboardFrame: Keyboard.iPhoneSE, screenBounds: .infinite))
        }

        @Test("A view frame with a NaN height is not covered")
        func nanViewIsNotCovered() {
            let nanView = CGRect(x: 0, y: 0, width: 375, height: CGFloat.nan)
            #expect(
                KeyboardGeometry.overlap(
                    keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE, viewFrame: nanView) == 0)
        }

        @Test("A frame whose far edge overflows to infinity counts as absent")
        func overflowingFrameIsAbsent() {
            let overflowing = CGRect(
                x: 0, y: CGFloat.greatestFiniteMagnitude, width: 375, height: CGFloat.greatestFiniteMagnitude
            )
            #expect(KeyboardGeometry.dockedHeight(keyboardFrame: overflowing, screenBounds: Screen.iPhoneSE) == 0)
        }

        @Test("A NaN system bottom inset counts as 0")
        func nanSystemInsetCountsAsZero() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                scrollViewFrame: Screen.iPhoneSE, systemBottomInset: .nan
            )
            #expect(inset == 216)
        }

        @Test("An infinite system bottom inset counts as 0")
        func infiniteSystemInsetCountsAsZero() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                scrollViewFrame: Screen.iPhoneSE, systemBottomInset: .infinity
            )
            #expect(inset == 216)
        }

        @Test("A negative system bottom inset counts as 0")
        func negativeSystemInsetCountsAsZero() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                scrollViewFrame: Screen.iPhoneSE, systemBottomInset: -34
            )
            #expect(inset == 216)
        }

        @Test("A NaN keyboard inset leaves a scroll view that was never adjusted alone")
        func nanKeyboardInsetLeavesScrollViewAlone() {
            var adjustment = ScrollViewInsetAdjustment()
            #expect(
                adjustment.update(keyboardInset: .nan, current: ScrollViewBottomInsets(content: 0, indicator: 0)) == nil
            )
        }

        @Test("NaN insets read from a scroll view count as 0")
        func nanCurrentInsetsCountAsZero() {
            var adjustment = ScrollViewInsetAdjustment()
            let insets = adjustment.update(
                keyboardInset: 216, current: ScrollViewBottomInsets(content: .nan, indicator: .infinity))
            #expect(insets == ScrollViewBottomInsets(content: 216, indicator: 216))
        }

        @Test("A NaN constraint constant counts as 0")
        func nanConstantCountsAsZero() {
            var adjustment = PinnedBarAdjustment()
            let constant = adjustment.update(
                keyboardOverlap: 216, anchorInset: 0, currentConstant: .nan)
            #expect(constant == -216)
        }

        @Test("A NaN keyboard overlap leaves the bar where it rests")
        func nanOverlapLeavesBar() {
            #expect(
                PinnedBarAdjustment.lift(keyboardOverlap: .nan, anchorInset: 34) == 0)
        }

        @Test("A NaN safe-area inset counts as 0")
        func nanSafeAreaCountsAsZero() {
            #expect(
                PinnedBarAdjustment.lift(keyboardOverlap: 216, anchorInset: .nan)
                    == 216)
        }

        @Test("A NaN padding counts as none")
        func nanPaddingCountsAsNone() {
            let offset = KeyboardAvoidanceTranslation.requiredOffset(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                restingViewFrame: CGRect(x: 0, y: 300, width: 375, height: 300), padding: .nan
            )
            #expect(offset == 149)
        }

        @Test("A NaN current translation counts as none")
        func nanCurrentTranslationCountsAsNone() {
            var translation = KeyboardAvoidanceTranslation()
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: CGRect(x: 0, y: 300, width: 375, height: 300), currentTranslationY: .nan, padding: 8
            )
            #expect(translationY == -157)
        }

        @Test("A NaN container frame leaves the container at rest")
        func nanContainerStaysAtRest() {
            var translation = KeyboardAvoidanceTranslation()
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: CGRect(x: 0, y: CGFloat.nan, width: 375, height: 300), currentTranslationY: 0,
                padding: 8
            )
            #expect(translationY == 0)
        }

        @Test("An own inset so large that adding the keyboard overflows is clamped to the largest finite inset")
        func overflowingInsetIsClamped() {
            var adjustment = ScrollViewInsetAdjustment()
            let huge = ScrollViewBottomInsets(content: .greatestFiniteMagnitude, indicator: 0)
            let insets = adjustment.update(keyboardInset: .greatestFiniteMagnitude, current: huge)
            #expect(insets?.content == .greatestFiniteMagnitude)
        }

        @Test("A resting constant so low that lifting overflows is clamped to the lowest finite constant")
        func overflowingConstantIsClamped() {
            var adjustment = PinnedBarAdjustment()
            let constant = adjustment.update(
                keyboardOverlap: .greatestFiniteMagnitude, anchorInset: 0,
                currentConstant: -.greatestFiniteMagnitude
            )
            #expect(constant == -.greatestFiniteMagnitude)
        }

        @Test("A container and a padding so tall that the offset overflows is clamped to the largest finite offset")
        func overflowingOffsetIsClamped() {
            let offset = KeyboardAvoidanceTranslation.requiredOffset(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                restingViewFrame: CGRect(x: 0, y: 300, width: 375, height: CGFloat.greatestFiniteMagnitude),
                padding: .greatestFiniteMagnitude
            )
            #expect(offset == .greatestFiniteMagnitude)
        }
    }
}
