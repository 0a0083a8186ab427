import Foundation
import Testing

@testable import KeyboardProtocols

extension GeometryTests {
    @Suite("Moving a container above the keyboard with a translation")
    struct KeyboardAvoidanceTranslationTests {
        typealias Screen = GeometryTests.Screen
        typealias Keyboard = GeometryTests.Keyboard

        /// A sign-in form on an iPhone SE, resting between y = 300 and y = 600.
        let form = CGRect(x: 0, y: 300, width: 375, height: 300)

        @Test(
            "A form ending at y = 600 on an iPhone SE moves up 157 points to sit 8 points above the 216-point keyboard")
        func formMovesAboveKeyboard() {
            var translation = KeyboardAvoidanceTranslation()
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: form, currentTranslationY: 0, padding: 8
            )
            #expect(translationY == -157)
        }

        @Test(
            "Dragged down interactively, the form comes down with the keyboard and goes back up when the drag is given up"
        )
        func trackedFramesFollowTheDrag() throws {
            var translation = KeyboardAvoidanceTranslation()
            let show = try KeyboardFrameChange(
                event: .willShow, endFrame: Keyboard.iPhoneSE, animationDuration: 0.25, screenBounds: Screen.iPhoneSE)
            #expect(
                translation.update(
                    for: show, screenBounds: Screen.iPhoneSE, presentedViewFrame: form, currentTranslationY: 0,
                    padding: 8) == -157)
            // The keyboard layout guide's top, 100 points lower: the container comes down with it.
            let dragged = try KeyboardFrameChange(
                trackedFrame: CGRect(x: 0, y: 551, width: 375, height: 116), previousFrame: Keyboard.iPhoneSE,
                screenBounds: Screen.iPhoneSE)
            let raised = form.offsetBy(dx: 0, dy: -157)
            #expect(
                translation.update(
                    for: dragged, screenBounds: Screen.iPhoneSE, presentedViewFrame: raised,
                    currentTranslationY: -157, padding: 8) == -57)
            // Given up: the keyboard springs back, and the form with it.
            let back = try KeyboardFrameChange(
                trackedFrame: Keyboard.iPhoneSE, previousFrame: dragged.endFrame, screenBounds: Screen.iPhoneSE)
            #expect(
                translation.update(
                    for: back, screenBounds: Screen.iPhoneSE, presentedViewFrame: form.offsetBy(dx: 0, dy: -57),
                    currentTranslationY: -57, padding: 8) == -157)
        }

        @Test("The QuickType keyboard of 260 points moves the form up 201 points")
        func quickTypeMovesFurther() {
            var translation = KeyboardAvoidanceTranslation()
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPhoneSEQuickType, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: form, currentTranslationY: 0, padding: 8
            )
            #expect(translationY == -201)
        }

        @Test("The QuickType bar appearing while the form is raised 157 points lifts it to 201, counted from rest")
        func quickTypeWhileRaisedCountsFromRest() {
            var translation = KeyboardAvoidanceTranslation()
            let raised = translation.update(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: form, currentTranslationY: 0, padding: 8
            )
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPhoneSEQuickType, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: form.offsetBy(dx: 0, dy: raised), currentTranslationY: raised, padding: 8
            )
            #expect(translationY == -201)
        }

        @Test("Moving to a password field whose keyboard has no QuickType bar keeps the larger offset")
        func shorterKeyboardKeepsLargestOffset() {
            var translation = KeyboardAvoidanceTranslation()
            let raised = translation.update(
                keyboardFrame: Keyboard.iPhoneSEQuickType, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: form, currentTranslationY: 0, padding: 8
            )
            let presented = form.offsetBy(dx: 0, dy: raised)
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: presented, currentTranslationY: raised, padding: 8
            )
            #expect(translationY == -201)
        }

        @Test("A second update with the translation already applied does not move the form further")
        func appliedTranslationIsNotCountedTwice() {
            var translation = KeyboardAvoidanceTranslation()
            let raised = translation.update(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: form, currentTranslationY: 0, padding: 8
            )
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: form.offsetBy(dx: 0, dy: raised), currentTranslationY: raised, padding: 8
            )
            #expect(translationY == -157)
        }

        @Test("Hiding the keyboard returns the form to the identity transform")
        func hidingReturnsToIdentity() {
            var translation = KeyboardAvoidanceTranslation()
            let raised = translation.update(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: form, currentTranslationY: 0, padding: 8
            )
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPhoneSEBelowScreen, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: form.offsetBy(dx: 0, dy: raised), currentTranslationY: raised, padding: 8
            )
            #expect(translationY == 0)
        }

        @Test("After a hide the next keyboard starts from rest, not from the largest offset before it")
        func hideForgetsLargestOffset() {
            var translation = KeyboardAvoidanceTranslation()
            translation.update(
                keyboardFrame: Keyboard.iPhoneSEQuickType, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: form, currentTranslationY: 0, padding: 8
            )
            translation.reset()
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: form, currentTranslationY: 0, padding: 8
            )
            #expect(translationY == -157)
        }

        @Test("Undocking the iPad split keyboard returns the container to rest")
        func undockingReturnsToRest() {
            let container = CGRect(x: 0, y: 500, width: 768, height: 400)
            var translation = KeyboardAvoidanceTranslation()
            let raised = translation.update(
                keyboardFrame: Keyboard.iPadAir2Docked, screenBounds: Screen.iPadAir2,
                presentedViewFrame: container, currentTranslationY: 0, padding: 8
            )
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPadAir2SplitUndocking, screenBounds: Screen.iPadAir2,
                presentedViewFrame: container.offsetBy(dx: 0, dy: raised), currentTranslationY: raised, padding: 8
            )
            #expect(translationY == 0)
        }

        @Test("A form already more than 8 points above the keyboard does not move")
        func formAboveKeyboardStays() {
            let shortForm = CGRect(x: 0, y: 100, width: 375, height: 300)
            var translation = KeyboardAvoidanceTranslation()
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                presentedViewFrame: shortForm, currentTranslationY: 0, padding: 8
            )
            #expect(translationY == 0)
        }

        @Test("A floating iPad keyboard does not move the container")
        func floatingKeyboardDoesNotMove() {
            let container = CGRect(x: 0, y: 800, width: 1024, height: 500)
            var translation = KeyboardAvoidanceTranslation()
            let translationY = translation.update(
                keyboardFrame: Keyboard.iPadFloating, screenBounds: Screen.iPad,
                presentedViewFrame: container, currentTranslationY: 0, padding: 8
            )
            #expect(translationY == 0)
        }

        @Test("A negative padding counts as none")
        func negativePaddingCountsAsNone() {
            let offset = KeyboardAvoidanceTranslation.requiredOffset(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE, restingViewFrame: form, padding: -20
            )
            #expect(offset == 149)
        }
    }
}
