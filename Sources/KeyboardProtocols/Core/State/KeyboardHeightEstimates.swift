import Foundation

/// Docked heights of the default keyboard by screen, for laying out before the keyboard has appeared on this device.
///
/// One row per screen size in points that runs iOS 15 or later, every iPhone and iPad. Each figure says where it comes
/// from (``Source``): a published measurement, with the iOS version it was measured on, or an estimate that says how
/// it is derived; the newest citable measurement wins. A height measured on the device (``KeyboardHeightCache``)
/// always wins over the table.
enum KeyboardHeightEstimates {
    /// Where a figure of the table comes from.
    enum Source: Sendable, Equatable {
        /// Measured and published: who published it, and the iOS version it was measured on ("not stated" where the
        /// publication does not say).
        case measured(by: String, iOS: String)
        /// Nothing was published for this screen: how the figure is derived.
        case estimate(String)

        var isEstimate: Bool {
            if case .estimate = self { return true }
            return false
        }
    }

    /// One orientation of a screen: the docked height with and without the QuickType bar, and its source.
    struct Figure: Sendable, Equatable {
        let quickType: CGFloat
        let withoutQuickType: CGFloat
        let source: Source

        init(_ quickType: CGFloat, without withoutQuickType: CGFloat, _ source: Source) {
            self.quickType = quickType
            self.withoutQuickType = withoutQuickType
            self.source = source
        }
    }

    /// A screen's figures in portrait and landscape.
    struct Row: Sendable, Equatable {
        let portrait: Figure
        let landscape: Figure
    }

    // NB: Keyman's table (keymanapp/keyman, ios/engine/KMEI/KeymanEngine/Classes/Keyboard/KeyboardScaleMap.swift,
    // commit 970d93c7f51cc6dbab4f81e1e9e992b736cec91a) gives the keys and the QuickType bar separately, from Simulator
    // readings on iOS 18.x (commit 6316684371952c1a3516cfa8b86747b722211048) for iPhone SE 2 and 3, X to 16 Pro Max
    // and iPads from the iPad 7 and mini 5 to the iPad Pro 13 M4; the older devices keep its iOS 13 readings
    // (commit 250f88f4ac259697e943fc3d7928161ebc5ddd22). A frame here is keys + bar + bottom inset: 21 for a notched
    // iPhone in landscape (Keyman's "insets: p: 34, l: 21"), 20 for a home-indicator iPad. Keyman records those
    // iPads' keys 5 points short ("negative 'system inset' (-5)"), which the sum keeps. Its note "paused after
    // iPadAir set" sits above the iPad Pro rows; its header puts every row on iOS 18.x, and the 13 M4's 330.5 is a
    // new reading. A notched iPhone's portrait keyboard also has the 75-point globe and dictation row below the keys:
    // 346 measured on 414x896 less Keyman's 226 keys and 45 bar.
    static let keyman = "keymanapp/keyman KeyboardScaleMap.swift"
    static let iOS13 = "13"
    static let iOS18 = "18.x"

    /// iPhone X, XS, XR, 11 and 11 Pro (Max), 12 mini, 13 mini in landscape: Keyman on iOS 18.x, keys 150, bar 38,
    /// inset 21.
    static let notchedLandscape = Figure(209, without: 171, .measured(by: keyman, iOS: iOS18))
    /// iPhone 12 to 16 Pro Max (but the minis) in landscape: Keyman on iOS 18.x, keys 160, bar 38, inset 21.
    static let notchedLandscapeTall = Figure(219, without: 181, .measured(by: keyman, iOS: iOS18))
    /// A home-button iPhone in landscape: Keyman's iOS 13 readings (keys 162, bar 38).
    static let homeButtonLandscape = Figure(200, without: 162, .measured(by: keyman, iOS: iOS13))
    /// The 6.1- and 6.3-inch notched keyboard: 402x874's 335 measured on iOS 26.2, 291 without the bar as 375x812.
    static let notchedSmallPortrait = Figure(
        335, without: 291, .estimate("as 402x874, measured at 335 on iOS 26.2; without QuickType as 375x812"))
    /// The 6.5- to 6.9-inch notched keyboard: 414x896's 346, measured before iOS 26.
    static let notchedLargePortrait = Figure(
        346, without: 301, .estimate("as 414x896 (346, measured before iOS 26); nothing published for this screen"))
    /// The 11-inch home-indicator iPads but the iPad 10 and Air 11: Keyman on iOS 18.x, keys 260 and 348, bar 55,
    /// inset 20.
    static let padElevenPortrait = Figure(335, without: 335, .measured(by: keyman, iOS: iOS18))
    static let padElevenLandscape = Figure(423, without: 423, .measured(by: keyman, iOS: iOS18))
    /// The home-button iPads: Keyman on iOS 18.x (iPad mini 5, iPad 7 to 9, iPad Air 3), keys 265 and 353, bar 55.
    static let homeButtonPadPortrait = Figure(320, without: 320, .measured(by: keyman, iOS: iOS18))
    static let homeButtonPadLandscape = Figure(408, without: 408, .measured(by: keyman, iOS: iOS18))
    /// The 12.9- and 13-inch iPads of 1024x1366: Keyman on iOS 18.x (iPad Pro 12.9 3rd to 6th, iPad Air 13 M2),
    /// keys 323 and 418, bar 55, inset 20.
    static let padThirteenPortrait = Figure(398, without: 398, .measured(by: keyman, iOS: iOS18))
    static let padThirteenLandscape = Figure(493, without: 493, .measured(by: keyman, iOS: iOS18))

    // Keyed by the portrait screen size in whole points, "width x height".
    // NB: an iPad is a screen whose shorter side is 700 points or more (the smallest, iPad mini 6, is 744 wide). The
    // iPad keyboard shows its bar (shortcuts and QuickType) either way: one figure with and without QuickType.
    static let rows: [String: Row] = [
        // iPhone SE (1st), iPod touch (7th): Keyman on iOS 13, keys 216 and bar 38.
        "320x568": Row(
            portrait: Figure(254, without: 216, .measured(by: keyman, iOS: iOS13)), landscape: homeButtonLandscape),
        // iPhone 6s, 7, 8, SE (2nd, 3rd): Keyman on iOS 18.x (SE 2 and 3), keys 216 and bar 44, landscape keys 162
        // and bar 38 (216 shown in cjwirth/RichEditorView issue 102, the objc-willshow-375x667 fixture).
        "375x667": Row(
            portrait: Figure(260, without: 216, .measured(by: keyman, iOS: iOS18)),
            landscape: Figure(200, without: 162, .measured(by: keyman, iOS: iOS18))),
        // iPhone 6s Plus, 7 Plus, 8 Plus: Keyman on iOS 13, keys 226 and bar 45.
        "414x736": Row(
            portrait: Figure(271, without: 226, .measured(by: keyman, iOS: iOS13)), landscape: homeButtonLandscape),
        // iPhone X, XS, 11 Pro, 12 mini, 13 mini: Keyman's iOS 18.x keys 216 and bar 45, plus the notched bottom row.
        "375x812": Row(
            portrait: Figure(
                336, without: 291,
                .estimate("Keyman's iOS 18.x keys 216 and bar 45 plus the 75-point notched bottom row of 414x896")),
            landscape: notchedLandscape),
        // iPhone XR, XS Max, 11, 11 Pro Max: the swift-willshow-414x896 fixture (marty-suzuki/iOSTraining, 346);
        // without QuickType, less Keyman's 45-point bar.
        "414x896": Row(
            portrait: Figure(
                346, without: 301, .measured(by: "marty-suzuki/iOSTraining Swift/pages/day3", iOS: "not stated")),
            landscape: notchedLandscape),
        // iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e (landscape: Keyman's 12 to 14, iOS 18.x; the 16e is not in it).
        "390x844": Row(portrait: notchedSmallPortrait, landscape: notchedLandscapeTall),
        // iPhone 14 Pro, 15, 15 Pro, 16: the notched keyboard of iOS 13 to 18, as 375x812.
        "393x852": Row(
            portrait: Figure(
                336, without: 291,
                .estimate(
                    "as 375x812, the notched keyboard of iOS 13 to 18 (react-native-keyboard-controller issue 1155 "
                        + "logs 336 on iOS 18, device not named)")),
            landscape: notchedLandscapeTall),
        // iPhone 16 Pro, 17, 17 Pro: kirillzyusko/react-native-keyboard-controller issue 1284, an iPhone 17 on
        // iOS 26.2 (335 on its first will-show); without QuickType as 375x812. Landscape: Keyman's 16 Pro, iOS 18.x.
        "402x874": Row(
            portrait: Figure(
                335, without: 291,
                .measured(by: "kirillzyusko/react-native-keyboard-controller issue 1284", iOS: "26.2")),
            landscape: notchedLandscapeTall),
        // iPhone 12 Pro Max, 13 Pro Max, 14 Plus.
        "428x926": Row(portrait: notchedLargePortrait, landscape: notchedLandscapeTall),
        // iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus.
        "430x932": Row(portrait: notchedLargePortrait, landscape: notchedLandscapeTall),
        // iPhone Air: nothing published; the landscape keyboard of the iPhones Keyman read on iOS 18.x around it.
        "420x912": Row(
            portrait: notchedLargePortrait,
            landscape: Figure(
                219, without: 181,
                .estimate("as 430x932 and 440x956, Keyman's iOS 18.x: keys 160, bar 38, inset 21"))),
        // iPhone 16 Pro Max, 17 Pro Max.
        "440x956": Row(portrait: notchedLargePortrait, landscape: notchedLandscapeTall),
        // iPad (5th, 6th), iPad mini (4th, 5th), iPad Air 2, iPad Pro 9.7: Keyman's iOS 18.x iPad mini 5 (313 and 398
        // before: lionheart/openradar-mirror issue 19513, iOS 11; tinymce's table).
        "768x1024": Row(portrait: homeButtonPadPortrait, landscape: homeButtonPadLandscape),
        // iPad (7th, 8th, 9th): Keyman's iOS 18.x iPad 7 to 9.
        "810x1080": Row(portrait: homeButtonPadPortrait, landscape: homeButtonPadLandscape),
        // iPad Air (3rd), iPad Pro 10.5: Keyman's iOS 18.x iPad Air 3.
        "834x1112": Row(portrait: homeButtonPadPortrait, landscape: homeButtonPadLandscape),
        // iPad Pro 11 (1st to 4th): Keyman's iOS 18.x readings (340 and 428 on iOS 13).
        "834x1194": Row(portrait: padElevenPortrait, landscape: padElevenLandscape),
        // iPad Pro 12.9 (3rd and later; the 1st and 2nd, with a home button, read 378 and 471), iPad Air 13 (M2):
        // Keyman's iOS 18.x readings (403 and 498 on iOS 13).
        "1024x1366": Row(portrait: padThirteenPortrait, landscape: padThirteenLandscape),
        // iPad mini (6th; A17 Pro as its screen): Keyman's iOS 18.x iPad mini 6.
        "744x1133": Row(portrait: padElevenPortrait, landscape: padElevenLandscape),
        // iPad (10th, A16), iPad Air 11 (4th and later): Keyman's iOS 18.x iPad 10, Air 4, 5 and 11 M2, keys 257 and
        // 342, bar 55, inset 20.
        "820x1180": Row(
            portrait: Figure(332, without: 332, .measured(by: keyman, iOS: iOS18)),
            landscape: Figure(417, without: 417, .measured(by: keyman, iOS: iOS18))),
        // iPad Pro 11 (M4, M5): Keyman's iOS 18.x iPad Pro 11 M4.
        "834x1210": Row(portrait: padElevenPortrait, landscape: padElevenLandscape),
        // iPad Pro 13 (M4, M5): Keyman's iOS 18.x iPad Pro 13 M4, keys 325.5 and 421, bar 55, inset 20.
        "1032x1376": Row(
            portrait: Figure(400.5, without: 400.5, .measured(by: keyman, iOS: iOS18)),
            landscape: Figure(496, without: 496, .measured(by: keyman, iOS: iOS18))),
    ]

    // Estimates for a screen the table does not know, by idiom: the rows above for the newest devices.
    static let ipadPortrait: CGFloat = padElevenPortrait.quickType
    static let ipadLandscape: CGFloat = padElevenLandscape.quickType
    static let iPhonePortrait: CGFloat = notchedSmallPortrait.quickType
    static let iPhoneLandscape: CGFloat = notchedLandscapeTall.quickType
    static let iPhoneLandscapeWithoutQuickType: CGFloat = notchedLandscapeTall.withoutQuickType

    /// The table's height for a screen and orientation, `nil` for a screen the table doesn't know. Without
    /// `showsQuickType`, the key's keyboard says: a number pad or a field that turns predictions off shows no bar.
    // NB: an iPhone's number pad is taken as tall as the letter keys without the bar, a guess: no source publishes
    // number-pad heights (the figures for iPad are the same with or without the bar, and an iPad shows its full
    // keyboard for a number pad).
    static func tableHeight(for key: KeyboardHeightKey, showsQuickType: Bool? = nil) -> CGFloat? {
        guard let figure = figure(for: key) else { return nil }
        return showsQuickType ?? key.keyboard.showsPredictiveBar ? figure.quickType : figure.withoutQuickType
    }

    /// The estimate for a screen the table has no figure for: an iPad's or an iPhone's.
    static func idiomHeight(for key: KeyboardHeightKey, showsQuickType: Bool? = nil) -> CGFloat {
        let isPad = key.portraitScreenSize.width >= 700
        let showsBar = showsQuickType ?? key.keyboard.showsPredictiveBar
        switch (isPad, key.orientation) {
        case (true, .portrait): return ipadPortrait
        case (true, .landscape): return ipadLandscape
        case (false, .portrait): return showsBar ? iPhonePortrait : notchedSmallPortrait.withoutQuickType
        case (false, .landscape): return showsBar ? iPhoneLandscape : iPhoneLandscapeWithoutQuickType
        }
    }

    /// The portrait or landscape estimate for a size that is no screen: an iPhone's.
    static func lastResortHeight(for orientation: KeyboardHeightKey.Orientation) -> CGFloat {
        orientation == .portrait ? iPhonePortrait : iPhoneLandscape
    }

    /// The table's height, else the idiom's estimate: the keyboard alone, without an input accessory.
    static func estimatedHeight(for key: KeyboardHeightKey, showsQuickType: Bool? = nil) -> CGFloat {
        tableHeight(for: key, showsQuickType: showsQuickType) ?? idiomHeight(for: key, showsQuickType: showsQuickType)
    }

    /// The table's figure for a screen and orientation, with its source; `nil` for a screen the table doesn't know.
    static func figure(for key: KeyboardHeightKey) -> Figure? {
        let size = key.portraitScreenSize
        guard size.width.rounded() == size.width, size.height.rounded() == size.height,
            let row = rows["\(Int(size.width))x\(Int(size.height))"]
        else { return nil }
        switch key.orientation {
        case .portrait: return row.portrait
        case .landscape: return row.landscape
        }
    }
}
