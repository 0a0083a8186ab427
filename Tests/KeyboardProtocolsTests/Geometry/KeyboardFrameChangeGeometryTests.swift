import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

extension GeometryTests {
    @Suite("Geometry of checked keyboard notifications")
    struct KeyboardFrameChangeGeometryTests {
        typealias Screen = GeometryTests.Screen
        typealias Keyboard = GeometryTests.Keyboard
        typealias SafeArea = GeometryTests.SafeArea

        /// A scroll view the system adds nothing to at the bottom (a home-button iPhone, no bars).
        static let noSystemInset = ScrollViewInsetContext(
            adjustmentBehavior: .never, safeAreaBottom: 0, contentHeight: 1_200, boundsHeight: 568,
            alwaysBounceVertical: false, isNavigationContent: false, isKeyboardAvoidedByController: false)

        /// A keyboard notification as UIKit posts it, with `NSValue` frames and `NSNumber` animation values.
        func change(_ event: KeyboardEvent, begin: CGRect, end: CGRect, screen: CGRect) throws -> KeyboardFrameChange {
            let notification = KeyboardNotification(event, beginFrame: begin, endFrame: end).notification
            return try KeyboardFrameChange(notification: notification, screenBounds: screen)
        }

        func seShow() throws -> KeyboardFrameChange {
            try change(.willShow, begin: Keyboard.iPhoneSEBelowScreen, end: Keyboard.iPhoneSE, screen: Screen.iPhoneSE)
        }

        func seHide() throws -> KeyboardFrameChange {
            try change(.willHide, begin: Keyboard.iPhoneSE, end: Keyboard.iPhoneSEBelowScreen, screen: Screen.iPhoneSE)
        }

        @Test("An iPhone SE will-show notification covers a full-screen view by 216 points")
        func willShowCoversFullScreenView() throws {
            let overlap = KeyboardGeometry.overlap(
                of: try seShow(), screenBounds: Screen.iPhoneSE, viewFrame: Screen.iPhoneSE)
            #expect(overlap == 216)
        }

        @Test("A will-hide notification covers nothing, whatever its end frame")
        func willHideCoversNothing() throws {
            let hide = try change(.willHide, begin: Keyboard.iPhoneSE, end: Keyboard.iPhoneSE, screen: Screen.iPhoneSE)
            #expect(KeyboardGeometry.overlap(of: hide, screenBounds: Screen.iPhoneSE, viewFrame: Screen.iPhoneSE) == 0)
        }

        @Test("A will-change-frame notification for an undocking iPad split keyboard covers nothing")
        func undockingChangeCoversNothing() throws {
            let undock = try change(
                .willChangeFrame, begin: Keyboard.iPadAir2Docked, end: Keyboard.iPadAir2SplitUndocking,
                screen: Screen.iPadAir2
            )
            #expect(
                KeyboardGeometry.overlap(of: undock, screenBounds: Screen.iPadAir2, viewFrame: Screen.iPadAir2) == 0)
        }

        @Test("The inset for a notification subtracts the system's bottom inset")
        func insetReadsSystemPartFromScrollView() throws {
            let show = try change(
                .willShow, begin: CGRect(x: 0, y: 852, width: 393, height: 336), end: Keyboard.iPhone15Pro,
                screen: Screen.iPhone15Pro
            )
            // The home indicator's 34 that the system adds.
            let inset = KeyboardGeometry.bottomInset(
                for: show, screenBounds: Screen.iPhone15Pro, scrollViewFrame: Screen.iPhone15Pro,
                systemBottomInset: 34
            )
            #expect(inset == 302)
        }

        @Test("A scroll view shown then hidden keyboard by real notifications gets its own insets back")
        func showThenHideRestoresInsets() throws {
            var adjustment = ScrollViewInsetAdjustment()
            let own = ScrollViewBottomInsets(content: 20, indicator: 0)
            let shown = adjustment.update(
                for: try seShow(), screenBounds: Screen.iPhoneSE, scrollViewFrame: Screen.iPhoneSE,
                context: Self.noSystemInset, current: own
            )
            let hidden = adjustment.update(
                for: try seHide(), screenBounds: Screen.iPhoneSE, scrollViewFrame: Screen.iPhoneSE,
                context: Self.noSystemInset, current: shown ?? own
            )
            #expect(hidden == own)
        }

        @Test("A will-show notification insets an iPhone SE scroll view by 216 points on top of its own")
        func showInsetsScrollView() throws {
            var adjustment = ScrollViewInsetAdjustment()
            let shown = adjustment.update(
                for: try seShow(), screenBounds: Screen.iPhoneSE, scrollViewFrame: Screen.iPhoneSE,
                context: Self.noSystemInset, current: ScrollViewBottomInsets(content: 20, indicator: 0)
            )
            #expect(shown == ScrollViewBottomInsets(content: 236, indicator: 216))
        }

        @Test("A will-hide notification returns a raised container to rest")
        func willHideReturnsContainerToRest() throws {
            let form = CGRect(x: 0, y: 300, width: 375, height: 300)
            var translation = KeyboardAvoidanceTranslation()
            let raised = translation.update(
                for: try seShow(), screenBounds: Screen.iPhoneSE, presentedViewFrame: form,
                currentTranslationY: 0, padding: 8
            )
            let rested = translation.update(
                for: try seHide(), screenBounds: Screen.iPhoneSE, presentedViewFrame: form.offsetBy(dx: 0, dy: raised),
                currentTranslationY: raised, padding: 8
            )
            #expect(rested == 0)
        }

        @Test("Recomputing before any keyboard change has been seen gives nothing to apply")
        func recomputingWithoutChangeGivesNothing() {
            var translation = KeyboardAvoidanceTranslation()
            let translationY = translation.updateForLastChange(
                screenBounds: Screen.iPhoneSE, presentedViewFrame: CGRect(x: 0, y: 300, width: 375, height: 300),
                currentTranslationY: 0, padding: 8
            )
            #expect(translationY == nil)
        }

        @Test("Moving the focus to a lower container recomputes against the recorded keyboard")
        func recomputingUsesRecordedChange() throws {
            var translation = KeyboardAvoidanceTranslation()
            translation.record(try seShow())
            // The focused field's container ends at y = 640 on the iPhone SE; the keyboard starts at 451.
            let translationY = translation.updateForLastChange(
                screenBounds: Screen.iPhoneSE, presentedViewFrame: CGRect(x: 0, y: 540, width: 375, height: 100),
                currentTranslationY: 0, padding: 8
            )
            #expect(translationY == -197)
        }
    }
}
