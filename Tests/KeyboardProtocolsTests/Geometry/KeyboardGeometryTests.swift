import Foundation
import Testing

@testable import KeyboardProtocols

extension GeometryTests {
    @Suite("Keyboard geometry on real devices")
    struct KeyboardGeometryTests {
        typealias Screen = GeometryTests.Screen
        typealias Keyboard = GeometryTests.Keyboard
        typealias SafeArea = GeometryTests.SafeArea

        // MARK: - iPhone SE

        @Test("An iPhone SE keyboard of 216 points is docked")
        func iPhoneSEKeyboardIsDocked() {
            #expect(KeyboardGeometry.isDocked(keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE))
        }

        @Test("An iPhone SE keyboard covers 216 points of the screen")
        func iPhoneSEKeyboardCovers216() {
            #expect(
                KeyboardGeometry.dockedHeight(keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE) == 216)
        }

        @Test("The QuickType bar makes the iPhone SE keyboard cover 260 points")
        func iPhoneSEQuickTypeCovers260() {
            #expect(
                KeyboardGeometry.dockedHeight(keyboardFrame: Keyboard.iPhoneSEQuickType, screenBounds: Screen.iPhoneSE)
                    == 260)
        }

        @Test("A full-screen scroll view on an iPhone SE, with no bottom safe area, needs the whole 216 points")
        func iPhoneSEFullScreenScrollViewNeeds216() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE,
                scrollViewFrame: Screen.iPhoneSE, systemBottomInset: SafeArea.homeButtonBottom
            )
            #expect(inset == 216)
        }

        @Test("A full-screen scroll view on an iPhone SE with QuickType needs 260 points")
        func iPhoneSEQuickTypeScrollViewNeeds260() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhoneSEQuickType, screenBounds: Screen.iPhoneSE,
                scrollViewFrame: Screen.iPhoneSE, systemBottomInset: SafeArea.homeButtonBottom
            )
            #expect(inset == 260)
        }

        @Test("A keyboard sliding down past the iPhone SE's bottom covers only what is still on screen")
        func slidingKeyboardCoversOnlyTheOnScreenPart() {
            let sliding = CGRect(x: 0, y: 551, width: 375, height: 216)
            #expect(KeyboardGeometry.dockedHeight(keyboardFrame: sliding, screenBounds: Screen.iPhoneSE) == 116)
        }

        // MARK: - iPhone 15 Pro

        @Test("An iPhone 15 Pro keyboard covers 336 points of the screen")
        func iPhone15ProKeyboardCovers336() {
            #expect(
                KeyboardGeometry.dockedHeight(keyboardFrame: Keyboard.iPhone15Pro, screenBounds: Screen.iPhone15Pro)
                    == 336)
        }

        @Test("A full-screen scroll view on an iPhone 15 Pro subtracts the 34-point home indicator inset")
        func iPhone15ProSubtractsHomeIndicator() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhone15Pro, screenBounds: Screen.iPhone15Pro,
                scrollViewFrame: Screen.iPhone15Pro, systemBottomInset: SafeArea.iPhoneHomeIndicatorBottom
            )
            #expect(inset == 302)
        }

        @Test("A scroll view under a translucent tab bar on an iPhone 15 Pro subtracts the 83-point tab bar")
        func iPhone15ProSubtractsTabBar() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhone15Pro, screenBounds: Screen.iPhone15Pro,
                scrollViewFrame: Screen.iPhone15Pro, systemBottomInset: SafeArea.iPhoneTabBarBottom
            )
            #expect(inset == 253)
        }

        @Test("A tab bar hidden by hidesBottomBarWhenPushed is not subtracted, only the home indicator is")
        func hiddenTabBarIsNotSubtracted() {
            // The system inset follows the bars really shown: with the tab bar hidden it is the home indicator's 34.
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhone15Pro, screenBounds: Screen.iPhone15Pro,
                scrollViewFrame: Screen.iPhone15Pro, systemBottomInset: SafeArea.iPhoneHomeIndicatorBottom
            )
            #expect(inset == 302)
        }

        @Test("A scroll view ending above an opaque 83-point tab bar needs the 253 points the keyboard covers of it")
        func scrollViewAboveOpaqueTabBar() {
            let aboveTabBar = CGRect(x: 0, y: 0, width: 393, height: 852 - 83)
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhone15Pro, screenBounds: Screen.iPhone15Pro,
                scrollViewFrame: aboveTabBar, systemBottomInset: 0
            )
            #expect(inset == 253)
        }

        @Test(
            "A hardware keyboard's 55-point shortcut bar on an iPhone 15 Pro needs only what it covers above the home indicator"
        )
        func iPhone15ProShortcutBarInset() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhone15ProShortcutBar, screenBounds: Screen.iPhone15Pro,
                scrollViewFrame: Screen.iPhone15Pro, systemBottomInset: SafeArea.iPhoneHomeIndicatorBottom
            )
            #expect(inset == 21)
        }

        // MARK: - iPhone 15 Pro Max and landscape

        @Test("A full-screen scroll view on an iPhone 15 Pro Max needs the 346-point keyboard less the home indicator")
        func iPhone15ProMaxInset() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhone15ProMax, screenBounds: Screen.iPhone15ProMax,
                scrollViewFrame: Screen.iPhone15ProMax, systemBottomInset: SafeArea.iPhoneHomeIndicatorBottom
            )
            #expect(inset == 312)
        }

        @Test("An iPhone 15 Pro in landscape docks its 209-point keyboard across the 852-point width")
        func landscapeKeyboardIsDocked() {
            #expect(
                KeyboardGeometry.isDocked(
                    keyboardFrame: Keyboard.iPhone15ProLandscape, screenBounds: Screen.iPhone15ProLandscape))
        }

        @Test("A full-screen scroll view on an iPhone 15 Pro in landscape subtracts the 21-point home indicator")
        func landscapeInset() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhone15ProLandscape, screenBounds: Screen.iPhone15ProLandscape,
                scrollViewFrame: Screen.iPhone15ProLandscape,
                systemBottomInset: SafeArea.iPhoneLandscapeHomeIndicatorBottom
            )
            #expect(inset == 188)
        }

        @Test("A portrait keyboard frame is not docked on the landscape screen it no longer spans")
        func portraitFrameOnLandscapeScreenIsNotDocked() {
            #expect(
                !KeyboardGeometry.isDocked(
                    keyboardFrame: Keyboard.iPhone15Pro, screenBounds: Screen.iPhone15ProLandscape))
        }

        // MARK: - iPad

        @Test("A docked iPad keyboard is docked")
        func iPadDockedKeyboardIsDocked() {
            #expect(KeyboardGeometry.isDocked(keyboardFrame: Keyboard.iPadDocked, screenBounds: Screen.iPad))
        }

        @Test("A floating iPad keyboard 320 points wide in the middle of the screen is not docked")
        func floatingKeyboardIsNotDocked() {
            #expect(!KeyboardGeometry.isDocked(keyboardFrame: Keyboard.iPadFloating, screenBounds: Screen.iPad))
        }

        @Test(
            "A floating iPad keyboard dragged to the screen's bottom is still not docked, as it is narrower than the screen"
        )
        func floatingKeyboardAtBottomIsNotDocked() {
            #expect(!KeyboardGeometry.isDocked(keyboardFrame: Keyboard.iPadFloatingAtBottom, screenBounds: Screen.iPad))
        }

        @Test("A floating iPad keyboard covers none of a full-screen scroll view")
        func floatingKeyboardOverlapsNothing() {
            #expect(
                KeyboardGeometry.overlap(
                    keyboardFrame: Keyboard.iPadFloating, screenBounds: Screen.iPad, viewFrame: Screen.iPad) == 0)
        }

        @Test("A docked iPad keyboard covers 378 points of a full-screen view")
        func dockedIPadKeyboardOverlap() {
            #expect(
                KeyboardGeometry.overlap(
                    keyboardFrame: Keyboard.iPadDocked, screenBounds: Screen.iPad, viewFrame: Screen.iPad) == 378)
        }

        @Test("An iPad Split View window 507 wide at x = 0 is covered by the whole docked keyboard")
        func splitViewLeftWindowOverlap() {
            let window = CGRect(x: 0, y: 0, width: 507, height: 1366)
            #expect(
                KeyboardGeometry.overlap(
                    keyboardFrame: Keyboard.iPadDocked, screenBounds: Screen.iPad, viewFrame: window) == 378)
        }

        @Test("A scroll view filling a 507-wide Split View window subtracts the iPad's 20-point home indicator")
        func splitViewScrollViewInset() {
            let window = CGRect(x: 0, y: 0, width: 507, height: 1366)
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPadDocked, screenBounds: Screen.iPad,
                scrollViewFrame: window, systemBottomInset: SafeArea.iPadHomeIndicatorBottom
            )
            #expect(inset == 358)
        }

        @Test("The right-hand Split View window at x = 517 is covered by the same 378 points")
        func splitViewRightWindowOverlap() {
            let window = CGRect(x: 517, y: 0, width: 507, height: 1366)
            #expect(
                KeyboardGeometry.overlap(
                    keyboardFrame: Keyboard.iPadDocked, screenBounds: Screen.iPad, viewFrame: window) == 378)
        }

        @Test("A Stage Manager window whose bottom is 306 points above the screen's is covered by only 72 points")
        func stageManagerWindowPartlyCovered() {
            let window = CGRect(x: 62, y: 60, width: 900, height: 1000)
            #expect(
                KeyboardGeometry.overlap(
                    keyboardFrame: Keyboard.iPadDocked, screenBounds: Screen.iPad, viewFrame: window) == 72)
        }

        @Test("A Stage Manager window that ends above the keyboard's top is not covered")
        func stageManagerWindowAboveKeyboard() {
            let window = CGRect(x: 62, y: 40, width: 900, height: 900)
            #expect(
                KeyboardGeometry.overlap(
                    keyboardFrame: Keyboard.iPadDocked, screenBounds: Screen.iPad, viewFrame: window) == 0)
        }

        @Test("A form sheet whose bottom lies above part of the keyboard is covered by less than the keyboard's height")
        func formSheetOverlapIsSmallerThanKeyboard() {
            // A 540 × 620 form sheet centred on a landscape iPad ends at y = 822; the 423-point keyboard starts at 601.
            let formSheet = CGRect(x: 413, y: 202, width: 540, height: 620)
            let overlap = KeyboardGeometry.overlap(
                keyboardFrame: Keyboard.iPadLandscapeDocked, screenBounds: Screen.iPadLandscape, viewFrame: formSheet
            )
            #expect(overlap == 221)
        }

        @Test("A hardware keyboard's 55-point shortcut bar is docked")
        func shortcutBarIsDocked() {
            #expect(KeyboardGeometry.isDocked(keyboardFrame: Keyboard.iPadShortcutBar, screenBounds: Screen.iPad))
        }

        @Test("A scroll view on an iPad with a Home button is inset by the 55-point shortcut bar alone")
        func shortcutBarInsetWithHomeButton() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPadShortcutBar, screenBounds: Screen.iPad,
                scrollViewFrame: Screen.iPad, systemBottomInset: SafeArea.homeButtonBottom
            )
            #expect(inset == 55)
        }

        @Test("A scroll view on an iPad with a home indicator is inset by the shortcut bar less the 20-point safe area")
        func shortcutBarInsetWithHomeIndicator() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPadShortcutBar, screenBounds: Screen.iPad,
                scrollViewFrame: Screen.iPad, systemBottomInset: SafeArea.iPadHomeIndicatorBottom
            )
            #expect(inset == 35)
        }

        // MARK: - Frames real devices send when the keyboard goes

        @Test("A zero-height frame at the iPhone SE's bottom is not docked")
        func zeroHeightFrameIsNotDocked() {
            #expect(
                !KeyboardGeometry.isDocked(keyboardFrame: Keyboard.iPhoneSEZeroHeight, screenBounds: Screen.iPhoneSE))
        }

        @Test("A zero-height frame needs no inset")
        func zeroHeightFrameNeedsNoInset() {
            let inset = KeyboardGeometry.bottomInset(
                keyboardFrame: Keyboard.iPhoneSEZeroHeight, screenBounds: Screen.iPhoneSE,
                scrollViewFrame: Screen.iPhoneSE, systemBottomInset: 0
            )
            #expect(inset == 0)
        }

        @Test("A frame starting at the iPhone SE's bottom edge, as sent on hide, covers nothing")
        func belowScreenFrameCoversNothing() {
            #expect(
                KeyboardGeometry.dockedHeight(
                    keyboardFrame: Keyboard.iPhoneSEBelowScreen, screenBounds: Screen.iPhoneSE) == 0)
        }

        @Test("A frame entirely below the iPhone SE's screen is not docked")
        func farBelowScreenFrameIsNotDocked() {
            let farBelow = CGRect(x: 0, y: 700, width: 375, height: 216)
            #expect(!KeyboardGeometry.isDocked(keyboardFrame: farBelow, screenBounds: Screen.iPhoneSE))
        }

        @Test("An iPad split keyboard undocking to {{0, -264}, {768, 304}} is not docked")
        func splitKeyboardUndockingIsNotDocked() {
            #expect(
                !KeyboardGeometry.isDocked(
                    keyboardFrame: Keyboard.iPadAir2SplitUndocking, screenBounds: Screen.iPadAir2))
        }

        @Test("An iPad split keyboard undocking to {{0, -264}, {768, 304}} covers none of a full-screen view")
        func splitKeyboardUndockingOverlapsNothing() {
            let overlap = KeyboardGeometry.overlap(
                keyboardFrame: Keyboard.iPadAir2SplitUndocking, screenBounds: Screen.iPadAir2,
                viewFrame: Screen.iPadAir2
            )
            #expect(overlap == 0)
        }

        // MARK: - Tolerance and shapes

        @Test("A keyboard edge half a point short of the screen's bottom still counts as touching it")
        func halfPointShortStillDocks() {
            let rounded = CGRect(x: 0, y: 451, width: 375, height: 215.5)
            #expect(KeyboardGeometry.isDocked(keyboardFrame: rounded, screenBounds: Screen.iPhoneSE))
        }

        @Test("A keyboard ending one point above the screen's bottom is not docked")
        func onePointShortIsNotDocked() {
            let floating = CGRect(x: 0, y: 450, width: 375, height: 216)
            #expect(!KeyboardGeometry.isDocked(keyboardFrame: floating, screenBounds: Screen.iPhoneSE))
        }

        @Test("A keyboard frame with a negative height is read as its standardized rectangle")
        func negativeHeightIsStandardized() {
            let flipped = CGRect(x: 0, y: 667, width: 375, height: -216)
            #expect(KeyboardGeometry.dockedHeight(keyboardFrame: flipped, screenBounds: Screen.iPhoneSE) == 216)
        }

        @Test("A view reaching 100 points below the iPhone SE's screen is covered only on screen: 216 points")
        func viewBelowTheScreenIsCoveredOnlyOnScreen() {
            let tallerThanScreen = CGRect(x: 0, y: 0, width: 375, height: 767)
            let covered = KeyboardGeometry.overlap(
                keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE, viewFrame: tallerThanScreen)
            #expect(covered == 216)
        }

        @Test("A view beside the screen is not covered by a docked keyboard")
        func viewBesideTheScreenIsNotCovered() {
            let offScreen = CGRect(x: 375, y: 0, width: 375, height: 667)
            #expect(
                KeyboardGeometry.overlap(
                    keyboardFrame: Keyboard.iPhoneSE, screenBounds: Screen.iPhoneSE, viewFrame: offScreen) == 0)
        }
    }
}
