import Foundation

/// Groups the geometry suites so that `swift test --filter Geometry` runs all of them, and holds the device
/// geometry they share, in points, portrait unless named otherwise.
enum GeometryTests {
    enum Screen {
        /// iPhone SE (2nd and 3rd generation).
        static let iPhoneSE = DevicePayloads.iPhoneSEScreen
        static let iPhone15Pro = CGRect(x: 0, y: 0, width: 393, height: 852)
        static let iPhone15ProLandscape = CGRect(x: 0, y: 0, width: 852, height: 393)
        static let iPhone15ProMax = CGRect(x: 0, y: 0, width: 430, height: 932)
        /// iPad Pro 12.9-inch.
        static let iPad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
        static let iPadLandscape = CGRect(x: 0, y: 0, width: 1366, height: 1024)
        /// iPad Air 2 (9.7-inch), whose split keyboard undocks to `{{0, -264}, {768, 304}}`.
        static let iPadAir2 = CGRect(x: 0, y: 0, width: 768, height: 1024)
    }

    enum Keyboard {
        static let iPhoneSE = CGRect(x: 0, y: 451, width: 375, height: 216)
        static let iPhoneSEQuickType = CGRect(x: 0, y: 407, width: 375, height: 260)
        static let iPhone15Pro = CGRect(x: 0, y: 516, width: 393, height: 336)
        static let iPhone15ProLandscape = CGRect(x: 0, y: 184, width: 852, height: 209)
        static let iPhone15ProMax = CGRect(x: 0, y: 586, width: 430, height: 346)
        static let iPadDocked = CGRect(x: 0, y: 988, width: 1024, height: 378)
        static let iPadLandscapeDocked = CGRect(x: 0, y: 601, width: 1366, height: 423)
        /// A floating iPad keyboard, about 320 wide, in the middle of the screen.
        static let iPadFloating = CGRect(x: 352, y: 553, width: 320, height: 260)
        /// The same floating keyboard dragged down until it touches the screen's bottom.
        static let iPadFloatingAtBottom = CGRect(x: 352, y: 1106, width: 320, height: 260)
        /// A hardware keyboard is attached: only the shortcut bar shows.
        static let iPadShortcutBar = CGRect(x: 0, y: 1311, width: 1024, height: 55)
        static let iPhone15ProShortcutBar = CGRect(x: 0, y: 797, width: 393, height: 55)
        static let iPadAir2Docked = CGRect(x: 0, y: 760, width: 768, height: 264)
        /// Frames real devices send.
        static let iPhoneSEZeroHeight = CGRect(x: 0, y: 667, width: 375, height: 0)
        static let iPhoneSEBelowScreen = CGRect(x: 0, y: 667, width: 375, height: 216)
        static let iPadAir2SplitUndocking = CGRect(x: 0, y: -264, width: 768, height: 304)
    }

    enum SafeArea {
        static let homeButtonBottom: CGFloat = 0
        static let iPhoneHomeIndicatorBottom: CGFloat = 34
        static let iPhoneLandscapeHomeIndicatorBottom: CGFloat = 21
        static let iPadHomeIndicatorBottom: CGFloat = 20
        /// A tab bar of 49 above the 34-point home indicator.
        static let iPhoneTabBarBottom: CGFloat = 83
    }
}
