import Foundation
import Testing

@testable import KeyboardProtocols

extension GeometryTests {
    @Suite("The system's share of a scroll view's bottom inset, and who avoids the keyboard")
    struct ScrollViewInsetContextTests {
        typealias Screen = GeometryTests.Screen
        typealias Keyboard = GeometryTests.Keyboard
        typealias SafeArea = GeometryTests.SafeArea

        /// A full-screen scroll view on an iPhone 15 (852 points tall), by default with 2,000 points of content and
        /// not a navigation child.
        func context(
            _ behavior: ScrollViewInsetContext.AdjustmentBehavior,
            safeAreaBottom: CGFloat = SafeArea.iPhoneTabBarBottom,
            contentHeight: CGFloat = 2_000,
            alwaysBounceVertical: Bool = false,
            isNavigationContent: Bool = false,
            isKeyboardAvoidedByController: Bool = false
        ) -> ScrollViewInsetContext {
            ScrollViewInsetContext(
                adjustmentBehavior: behavior, safeAreaBottom: safeAreaBottom, contentHeight: contentHeight,
                boundsHeight: Screen.iPhone15Pro.height, alwaysBounceVertical: alwaysBounceVertical,
                isNavigationContent: isNavigationContent, isKeyboardAvoidedByController: isKeyboardAvoidedByController
            )
        }

        /// A notification UIKit posts for the iPhone 15's 336-point keyboard, with NSValue frames and NSNumbers.
        func iPhone15(_ event: KeyboardEvent, begin: CGRect, end: CGRect) throws -> KeyboardFrameChange {
            let info = DevicePayloads.userInfo(begin: begin, end: end)
            return try KeyboardFrameChange(
                notification: Notification(name: event.notificationName, object: nil, userInfo: info),
                screenBounds: Screen.iPhone15Pro)
        }

        func iPhone15Show() throws -> KeyboardFrameChange {
            try iPhone15(.willShow, begin: Keyboard.iPhone15Pro.offsetBy(dx: 0, dy: 336), end: Keyboard.iPhone15Pro)
        }

        func iPhone15Hide() throws -> KeyboardFrameChange {
            try iPhone15(.willHide, begin: Keyboard.iPhone15Pro, end: Keyboard.iPhone15Pro.offsetBy(dx: 0, dy: 336))
        }

        /// One update of a full-screen scroll view on the iPhone 15.
        func update(
            _ adjustment: inout ScrollViewInsetAdjustment, _ change: KeyboardFrameChange,
            _ context: ScrollViewInsetContext, current: ScrollViewBottomInsets
        ) -> ScrollViewBottomInsets? {
            adjustment.update(
                for: change, screenBounds: Screen.iPhone15Pro, scrollViewFrame: Screen.iPhone15Pro, context: context,
                current: current)
        }

        let noInsets = ScrollViewBottomInsets(content: 0, indicator: 0)

        // MARK: - Whether the content scrolls vertically (UIScrollView.h, ScrollableAxes)

        @Test("2,000 points of content in an 852-point scroll view scroll vertically")
        func tallContentScrolls() {
            #expect(context(.scrollableAxes, contentHeight: 2_000).scrollsVertically)
        }

        @Test("400 points of content in an 852-point scroll view don't scroll, nor do exactly 852")
        func shortContentDoesNotScroll() {
            #expect(context(.scrollableAxes, contentHeight: 400).scrollsVertically == false)
            #expect(context(.scrollableAxes, contentHeight: 852).scrollsVertically == false)
        }

        @Test("400 points of content scroll vertically when alwaysBounceVertical is on, and get the 83-point inset")
        func alwaysBounceVerticalScrolls() {
            let bouncing = context(.scrollableAxes, contentHeight: 400, alwaysBounceVertical: true)
            #expect(bouncing.scrollsVertically)
            #expect(bouncing.systemBottomInset == 83)
        }

        @Test("a NaN content height counts as short content: nothing scrolls, nothing is inset by scrollableAxes")
        func nanContentHeightDoesNotScroll() {
            #expect(context(.scrollableAxes, contentHeight: .nan).systemBottomInset == 0)
        }

        // MARK: - The system's share, per adjustment behavior (UIScrollView.h)

        @Test("automatic insets a scrolling table by the tab bar and home indicator, 49 + 34 = 83")
        func automaticScrollingTakesSafeArea() {
            #expect(context(.automatic).systemBottomInset == 83)
        }

        @Test("automatic leaves short content that is no navigation child uninset")
        func automaticShortContentNotInset() {
            #expect(context(.automatic, contentHeight: 400).systemBottomInset == 0)
        }

        @Test("automatic insets a navigation controller's short content by the home indicator's 34 all the same")
        func automaticNavigationContentInset() {
            let navigationChild = context(
                .automatic, safeAreaBottom: SafeArea.iPhoneHomeIndicatorBottom, contentHeight: 400,
                isNavigationContent: true)
            #expect(navigationChild.systemBottomInset == 34)
        }

        @Test("scrollableAxes insets the bottom only while the content scrolls vertically")
        func scrollableAxesFollowsScrolling() {
            #expect(context(.scrollableAxes).systemBottomInset == 83)
            #expect(
                context(.scrollableAxes, contentHeight: 400, isNavigationContent: true).systemBottomInset == 0)
        }

        @Test("never adds nothing, even the 83 points of tab bar and home indicator")
        func neverAddsNothing() {
            #expect(context(.never).systemBottomInset == 0)
        }

        @Test("always adds the safe area's 83 points, even to short content")
        func alwaysAddsSafeArea() {
            #expect(context(.always, contentHeight: 400).systemBottomInset == 83)
        }

        @Test("a negative or NaN safe area counts as 0", arguments: [CGFloat(-34), .nan, .infinity])
        func badSafeAreaCountsAsZero(safeAreaBottom: CGFloat) {
            #expect(context(.always, safeAreaBottom: safeAreaBottom).systemBottomInset == 0)
        }

        // MARK: - The inset the keyboard needs on top

        @Test("iPhone 15 in a tab bar controller: the 336-point keyboard needs 253 on top of the 83 UIKit adds")
        func tabBarControllerGets253() throws {
            var adjustment = ScrollViewInsetAdjustment()
            let insets = try update(&adjustment, iPhone15Show(), context(.automatic), current: noInsets)
            #expect(insets == ScrollViewBottomInsets(content: 253, indicator: 253))
        }

        @Test("with never, the 336-point keyboard needs its whole height: UIKit adds no safe area")
        func neverGetsWholeKeyboard() throws {
            var adjustment = ScrollViewInsetAdjustment()
            let insets = try update(&adjustment, iPhone15Show(), context(.never), current: noInsets)
            #expect(insets == ScrollViewBottomInsets(content: 336, indicator: 336))
        }

        @Test("a second change of the same keyboard keeps the inset at 302: the system share comes from the safe area")
        func secondChangeKeepsInset() throws {
            var adjustment = ScrollViewInsetAdjustment()
            let homeIndicatorOnly = context(.automatic, safeAreaBottom: SafeArea.iPhoneHomeIndicatorBottom)
            let first = try update(&adjustment, iPhone15Show(), homeIndicatorOnly, current: noInsets)
            let second = try update(&adjustment, iPhone15Show(), homeIndicatorOnly, current: first ?? noInsets)
            #expect(first == ScrollViewBottomInsets(content: 302, indicator: 302))
            #expect(second == first)
        }

        @Test("hiding the keyboard gives the app's own 20-point inset back")
        func hideRestoresOwnInset() throws {
            var adjustment = ScrollViewInsetAdjustment()
            let own = ScrollViewBottomInsets(content: 20, indicator: 0)
            let shown = try update(&adjustment, iPhone15Show(), context(.automatic), current: own)
            let hidden = try update(&adjustment, iPhone15Hide(), context(.automatic), current: shown ?? own)
            #expect(shown == ScrollViewBottomInsets(content: 273, indicator: 253))
            #expect(hidden == own)
        }

        // MARK: - Table and collection view controllers (openradar 13984333)

        @Test("a table view controller's own table is left to UIKit")
        func tableViewControllerLeftToUIKit() {
            #expect(context(.automatic, isKeyboardAvoidedByController: true).leavesKeyboardToUIKit)
            #expect(context(.never, isKeyboardAvoidedByController: true).leavesKeyboardToUIKit)
            #expect(context(.automatic).leavesKeyboardToUIKit == false)
        }

        @Test("a table view controller's table gets no inset from the mixin, so a 336-point keyboard is not doubled")
        func tableViewControllerGetsNoInset() throws {
            var adjustment = ScrollViewInsetAdjustment()
            let tableViewController = context(.automatic, isKeyboardAvoidedByController: true)
            let shown = try update(&adjustment, iPhone15Show(), tableViewController, current: noInsets)
            let hidden = try update(&adjustment, iPhone15Hide(), tableViewController, current: noInsets)
            #expect(shown == nil)
            #expect(hidden == nil)
            #expect(adjustment.isAdjusting == false)
        }

        @Test("a scroll view the mixin had inset and that UIKit now avoids gets the app's own inset back")
        func takenOverByUIKitRestores() throws {
            var adjustment = ScrollViewInsetAdjustment()
            let shown = try update(&adjustment, iPhone15Show(), context(.automatic), current: noInsets)
            let tableViewController = context(.automatic, isKeyboardAvoidedByController: true)
            let handedOver = try update(&adjustment, iPhone15Show(), tableViewController, current: shown ?? noInsets)
            #expect(handedOver == noInsets)
        }
    }
}
