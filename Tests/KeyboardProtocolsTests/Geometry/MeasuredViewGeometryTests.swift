import Foundation
import Testing

@testable import KeyboardProtocols

extension GeometryTests {
    @Suite("What the UIKit layer measures: the view's screen, and the part of a first responder to reveal")
    struct MeasuredViewGeometryTests {
        final class DisplayObject {}

        /// An iPad Pro 11-inch (834 x 1194) with a 1920 x 1080 external display.
        let iPad = DisplayObject()
        let externalDisplay = DisplayObject()
        let iPadBounds = CGRect(x: 0, y: 0, width: 834, height: 1194)
        let externalBounds = CGRect(x: 0, y: 0, width: 1920, height: 1080)
        /// A 44-point composer at the bottom of the iPad above its 20-point home indicator.
        let composer = CGRect(x: 0, y: 1130, width: 834, height: 44)

        func iPadShow(on screen: KeyboardScreen?) throws -> KeyboardFrameChange {
            try KeyboardFrameChange(
                event: .willShow, endFrame: CGRect(x: 0, y: 796, width: 834, height: 398), screen: screen)
        }

        // MARK: - The view's screen

        @Test("a composer on the iPad is measured against the iPad's 834 x 1194 bounds for the iPad's keyboard")
        func sameScreenIsMeasured() throws {
            let iPadScreen = KeyboardScreen(iPad, bounds: iPadBounds)
            let measured = KeyboardGeometry.measuredFrame(
                composer, on: iPadScreen, for: try iPadShow(on: iPadScreen))
            #expect(measured?.frame == composer)
            #expect(measured?.screenBounds == iPadBounds)
        }

        @Test("a composer on the 1920 x 1080 external display is not measured for the iPad's keyboard: it is uncovered")
        func otherScreenIsNotMeasured() throws {
            let change = try iPadShow(on: KeyboardScreen(iPad, bounds: iPadBounds))
            let external = KeyboardScreen(externalDisplay, bounds: externalBounds)
            #expect(KeyboardGeometry.measuredFrame(composer, on: external, for: change) == nil)
        }

        @Test("a change that names no screen (a change-frame, or iOS before 16.1) measures the view on its own screen")
        func unnamedScreenIsMeasured() throws {
            let external = KeyboardScreen(externalDisplay, bounds: externalBounds)
            let measured = KeyboardGeometry.measuredFrame(composer, on: external, for: try iPadShow(on: nil))
            #expect(measured?.screenBounds == externalBounds)
        }

        @Test("without a change the view is measured on its screen: the 834 x 1194 iPad")
        func noChangeIsMeasured() {
            let measured = KeyboardGeometry.measuredFrame(
                composer, on: KeyboardScreen(iPad, bounds: iPadBounds), for: nil)
            #expect(measured?.screenBounds == iPadBounds)
        }

        @Test("the iPad's 398-point keyboard covers the 44-point composer above the home indicator whole: 44")
        func measuredComposerIsCovered() throws {
            let iPadScreen = KeyboardScreen(iPad, bounds: iPadBounds)
            let change = try iPadShow(on: iPadScreen)
            let measured = KeyboardGeometry.measuredFrame(composer, on: iPadScreen, for: change)
            #expect(KeyboardGeometry.overlap(of: change, measured: measured) == 44)
        }

        @Test("a composer with nothing measured (in no window, or on the external display) is covered by 0 points")
        func unmeasuredComposerIsUncovered() throws {
            let change = try iPadShow(on: KeyboardScreen(iPad, bounds: iPadBounds))
            let external = KeyboardScreen(externalDisplay, bounds: externalBounds)
            let measured = KeyboardGeometry.measuredFrame(composer, on: external, for: change)
            #expect(KeyboardGeometry.overlap(of: change, measured: measured) == 0)
            #expect(KeyboardGeometry.overlap(of: change, measured: nil) == 0)
        }

        // MARK: - The part of the first responder to reveal (UITextInput.h, caretRectForPosition:)

        /// A 600-point text view 400 points down a scroll view, its caret 2 x 22 on its 20th line.
        let textView = CGRect(x: 16, y: 400, width: 361, height: 600)
        let caret = CGRect(x: 120, y: 838, width: 2, height: 22)

        @Test("a text view 600 points tall reveals its 2 x 22 caret at y 838, not its top at y 400")
        func caretIsRevealed() {
            #expect(KeyboardGeometry.rectToReveal(caret: caret, responderBounds: textView) == caret)
        }

        @Test("a text field, which has no caret here, is revealed whole: 361 x 600 at y 400")
        func noCaretRevealsWhole() {
            #expect(KeyboardGeometry.rectToReveal(caret: nil, responderBounds: textView) == textView)
        }

        @Test(
            "a caret UIKit can't place (CGRectNull's infinite origin, or NaN) reveals the whole text view",
            arguments: [
                CGRect.null, CGRect(x: CGFloat.nan, y: 838, width: 2, height: 22),
                CGRect(x: 120, y: CGFloat.infinity, width: 2, height: 22),
            ])
        func nonFiniteCaretRevealsWhole(badCaret: CGRect) {
            #expect(KeyboardGeometry.rectToReveal(caret: badCaret, responderBounds: textView) == textView)
        }

        @Test("a responder whose bounds are NaN, with no usable caret, reveals nothing")
        func nonFiniteResponderRevealsNothing() {
            let broken = CGRect(x: 16, y: CGFloat.nan, width: 361, height: 600)
            #expect(KeyboardGeometry.rectToReveal(caret: .null, responderBounds: broken) == nil)
        }
    }
}
