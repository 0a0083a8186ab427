import Foundation

/// Docked heights of the default keyboard by screen, for laying out before the keyboard has appeared on this device.
///
/// One row per screen size in points that runs iOS 15 or later, every iPhone and iPad: a published figure where there
/// is one (its source on the row), else an estimate that knows an iPad from an iPhone (the row says so). A height
/// measured on the device (``KeyboardHeightCache``) always wins over the table.
package enum KeyboardHeightEstimates {
    /// A screen's heights: portrait without and with the QuickType bar, landscape without and with it; `nil` where
    /// nothing was published (the idiom's estimate answers).
    package struct Row: Sendable {
        let portrait: CGFloat
        let portraitQuickType: CGFloat
        let landscape: CGFloat?
        let landscapeQuickType: CGFloat?
    }

    // Keyed by the portrait screen size in whole points, "width x height".
    // NB: an iPad is a screen whose shorter side is 700 points or more (the smallest, iPad mini 6, is 744 wide).
    package static let rows: [String: Row] = [
        // iPhone SE (1st), iPod touch (7th): zoul/ios-keyboards README (216, landscape 162); specialfor/SpecialFor
        // UIScreen+Keyboard.swift (253 with QuickType)
        "320x568": Row(portrait: 216, portraitQuickType: 253, landscape: 162, landscapeQuickType: nil),
        // iPhone 6s, 7, 8, SE (2nd, 3rd): zoul/ios-keyboards README (216, landscape 162);
        // Tests/KeyboardProtocolsTests/Support/DevicePayloads.swift (216 shown; a 258 hide in the
        // objc-unquoted-willhide-375x667 dump); 260 with QuickType, the package's SE figure
        "375x667": Row(portrait: 216, portraitQuickType: 260, landscape: 162, landscapeQuickType: nil),
        // iPhone 6s Plus, 7 Plus, 8 Plus: zoul/ios-keyboards README (226, landscape 162); specialfor/SpecialFor (271)
        "414x736": Row(portrait: 226, portraitQuickType: 271, landscape: 162, landscapeQuickType: nil),
        // iPhone X, XS, 11 Pro, 12 mini, 13 mini: estimate, near specialfor/SpecialFor's 333 for screens 812 and
        // taller; 291 is 335 less the 44-point QuickType bar
        "375x812": Row(portrait: 291, portraitQuickType: 335, landscape: nil, landscapeQuickType: nil),
        // iPhone XR, XS Max, 11, 11 Pro Max: Tests/KeyboardProtocolsTests/Support/DevicePayloads.swift (346, an
        // iPhone 11 dump)
        "414x896": Row(portrait: 346, portraitQuickType: 346, landscape: nil, landscapeQuickType: nil),
        // iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e: estimate, as 393x852 (336), the same keyboard 3 points narrower
        "390x844": Row(portrait: 336, portraitQuickType: 336, landscape: nil, landscapeQuickType: nil),
        // iPhone 12 Pro Max, 13 Pro Max, 14 Plus: estimate, as 414x896 (346), the same 6.7-inch class
        "428x926": Row(portrait: 346, portraitQuickType: 346, landscape: nil, landscapeQuickType: nil),
        // iPhone 14 Pro, 15, 15 Pro, 16: Tests/KeyboardProtocolsTests/Observation/InteractiveDismissalTests.swift
        // (an iPhone 15's 336 at y 516)
        "393x852": Row(portrait: 336, portraitQuickType: 336, landscape: nil, landscapeQuickType: nil),
        // iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus: estimate, as 414x896 (346)
        "430x932": Row(portrait: 346, portraitQuickType: 346, landscape: nil, landscapeQuickType: nil),
        // iPhone 16 Pro, 17, 17 Pro: estimate, as 393x852 (336)
        "402x874": Row(portrait: 336, portraitQuickType: 336, landscape: nil, landscapeQuickType: nil),
        // iPhone Air: estimate, as 414x896 (346)
        "420x912": Row(portrait: 346, portraitQuickType: 346, landscape: nil, landscapeQuickType: nil),
        // iPhone 16 Pro Max, 17 Pro Max: estimate, as 414x896 (346)
        "440x956": Row(portrait: 346, portraitQuickType: 346, landscape: nil, landscapeQuickType: nil),
        // iPad (5th, 6th), iPad mini (4th, 5th), iPad Air 2, iPad Pro 9.7: tinymce mobile theme's "DEVICE SCREEN AND
        // KEYBOARD SIZES" table (313, landscape 398)
        "768x1024": Row(portrait: 313, portraitQuickType: 313, landscape: 398, landscapeQuickType: 398),
        // iPad Pro 12.9 (all), iPad Air 13: tinymce mobile theme's table (371, landscape 459)
        "1024x1366": Row(portrait: 371, portraitQuickType: 371, landscape: 459, landscapeQuickType: 459),
        // iPad mini (6th, 7th): iPad estimate
        "744x1133": ipadRow,
        // iPad (7th, 8th, 9th): iPad estimate
        "810x1080": ipadRow,
        // iPad (10th, A16), iPad Air 11 (4th and later): iPad estimate
        "820x1180": ipadRow,
        // iPad Air (3rd), iPad Pro 10.5: iPad estimate
        "834x1112": ipadRow,
        // iPad Pro 11 (1st to 4th): iPad estimate
        "834x1194": ipadRow,
        // iPad Pro 11 (M4, M5): iPad estimate
        "834x1210": ipadRow,
        // iPad Pro 13 (M4, M5): estimate, as iPad Pro 12.9 (371, landscape 459)
        "1032x1376": Row(portrait: 371, portraitQuickType: 371, landscape: 459, landscapeQuickType: 459),
    ]

    // An iPad row with no published figure: the iPad estimates.
    static let ipadRow = Row(
        portrait: ipadPortrait, portraitQuickType: ipadPortrait, landscape: ipadLandscape,
        landscapeQuickType: ipadLandscape)

    // Estimates where nothing was published, by idiom.
    // NB: iPad figures follow the 768x1024 row (313, landscape 398); iPhone ones the notched rows (335) and, in
    // landscape, 162 plus room for the QuickType bar.
    static let ipadPortrait: CGFloat = 320
    static let ipadLandscape: CGFloat = 400
    static let iPhonePortrait: CGFloat = 335
    static let iPhoneLandscape: CGFloat = 210
    static let iPhoneLandscapeWithoutQuickType: CGFloat = 162

    /// The table's height for a screen and orientation, `nil` where the row has no figure.
    package static func tableHeight(for key: KeyboardHeightKey, showsQuickType: Bool = true) -> CGFloat? {
        guard let row = row(for: key) else { return nil }
        switch key.orientation {
        case .portrait: return showsQuickType ? row.portraitQuickType : row.portrait
        case .landscape: return showsQuickType ? row.landscapeQuickType : row.landscape
        }
    }

    /// The estimate for a screen the table has no figure for: an iPad's or an iPhone's.
    package static func idiomHeight(for key: KeyboardHeightKey, showsQuickType: Bool = true) -> CGFloat {
        let isPad = key.portraitScreenSize.width >= 700
        switch (isPad, key.orientation) {
        case (true, .portrait): return ipadPortrait
        case (true, .landscape): return ipadLandscape
        case (false, .portrait): return iPhonePortrait
        case (false, .landscape): return showsQuickType ? iPhoneLandscape : iPhoneLandscapeWithoutQuickType
        }
    }

    /// The portrait or landscape estimate for a size that is no screen: an iPhone's.
    package static func lastResortHeight(for orientation: KeyboardHeightKey.Orientation) -> CGFloat {
        orientation == .portrait ? iPhonePortrait : iPhoneLandscape
    }

    /// The table's height, else the idiom's estimate.
    package static func estimatedHeight(for key: KeyboardHeightKey, showsQuickType: Bool = true) -> CGFloat {
        tableHeight(for: key, showsQuickType: showsQuickType) ?? idiomHeight(for: key, showsQuickType: showsQuickType)
    }

    private static func row(for key: KeyboardHeightKey) -> Row? {
        let size = key.portraitScreenSize
        guard size.width.rounded() == size.width, size.height.rounded() == size.height else { return nil }
        return rows["\(Int(size.width))x\(Int(size.height))"]
    }
}
