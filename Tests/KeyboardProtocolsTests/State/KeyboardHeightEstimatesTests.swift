import Foundation
import Testing

@testable import KeyboardProtocols

extension StateTests {
    @Suite("Keyboard height estimates")
    struct KeyboardHeightEstimatesTests {
        struct Row: Sendable, CustomTestStringConvertible {
            let width: CGFloat
            let height: CGFloat
            let withoutQuickType: CGFloat
            let withQuickType: CGFloat
            var testDescription: String { "\(Int(width))x\(Int(height))" }
        }

        @Test(
            "the table gives the published portrait heights",
            arguments: [
                Row(width: 320, height: 568, withoutQuickType: 216, withQuickType: 254),
                Row(width: 375, height: 667, withoutQuickType: 216, withQuickType: 260),
                Row(width: 414, height: 736, withoutQuickType: 226, withQuickType: 271),
                Row(width: 375, height: 812, withoutQuickType: 291, withQuickType: 336),
                Row(width: 414, height: 896, withoutQuickType: 301, withQuickType: 346),
                Row(width: 402, height: 874, withoutQuickType: 291, withQuickType: 335),
                Row(width: 768, height: 1024, withoutQuickType: 320, withQuickType: 320),
            ])
        func publishedPortraitHeights(row: Row) throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: row.width, height: row.height))
            #expect(KeyboardHeightEstimates.tableHeight(for: key, showsQuickType: false) == row.withoutQuickType)
            #expect(KeyboardHeightEstimates.tableHeight(for: key, showsQuickType: true) == row.withQuickType)
        }

        @Test("without a QuickType argument the estimate assumes the bar, as iOS ships: 260 on a 375x667 screen")
        func quickTypeAssumedByDefault() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 667))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 260)
            #expect(KeyboardHeightEstimates.tableHeight(for: key) == 260)
        }

        @Test("an iPhone 17, 402x874, is 335 points as measured on iOS 26.2, the newest measurement")
        func iPhone17MeasuredOnIOS26() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 402, height: 874))
            let figure = try #require(KeyboardHeightEstimates.figure(for: key))
            #expect(figure.quickType == 335)
            #expect(
                figure.source == .measured(by: "kirillzyusko/react-native-keyboard-controller issue 1284", iOS: "26.2"))
        }

        @Test("an iPhone 15, 393x852, is estimated at 336 points, and its source says it is an estimate")
        func iPhone15IsAnEstimate() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))
            #expect(KeyboardHeightEstimates.tableHeight(for: key) == 336)
            #expect(KeyboardHeightEstimates.figure(for: key)?.source.isEstimate == true)
        }

        @Test("an iPad 768x1024 is 320 in portrait and 408 in landscape, iOS 18's reading over iOS 11's 313 and 398")
        func iPadNewestMeasurementWins() throws {
            let portrait = try KeyboardHeightKey(screenSize: CGSize(width: 768, height: 1024))
            let landscape = try KeyboardHeightKey(screenSize: CGSize(width: 1024, height: 768))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: portrait) == 320)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: landscape) == 408)
            #expect(
                KeyboardHeightEstimates.figure(for: landscape)?.source
                    == .measured(by: "keymanapp/keyman KeyboardScaleMap.swift", iOS: "18.x"))
        }

        @Test("an unknown iPhone-sized portrait screen falls back to 335")
        func unknownPortraitLastResort() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 400, height: 870))
            #expect(KeyboardHeightEstimates.tableHeight(for: key) == nil)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 335)
        }

        @Test("an iPhone SE in landscape: 162 points without QuickType, 200 with it, as measured on iOS 18")
        func homeButtonIPhoneLandscape() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 667, height: 375))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key, showsQuickType: false) == 162)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 200)
            #expect(
                KeyboardHeightEstimates.figure(for: key)?.source
                    == .measured(by: "keymanapp/keyman KeyboardScaleMap.swift", iOS: "18.x"))
        }

        @Test(
            "an iPhone X to 11 Pro Max in landscape: 209 points with QuickType, 171 without, measured on iOS 18",
            arguments: [CGSize(width: 812, height: 375), CGSize(width: 896, height: 414)])
        func notchedIPhoneLandscape(screen: CGSize) throws {
            let key = try KeyboardHeightKey(screenSize: screen)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 209)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key, showsQuickType: false) == 171)
            #expect(
                KeyboardHeightEstimates.figure(for: key)?.source
                    == .measured(by: "keymanapp/keyman KeyboardScaleMap.swift", iOS: "18.x"))
        }

        @Test(
            "an iPhone 12 to 16 Pro Max in landscape: 219 points with QuickType, 181 without, measured on iOS 18",
            arguments: [
                CGSize(width: 844, height: 390), CGSize(width: 852, height: 393), CGSize(width: 874, height: 402),
                CGSize(width: 926, height: 428), CGSize(width: 932, height: 430), CGSize(width: 956, height: 440),
            ])
        func tallNotchedIPhoneLandscape(screen: CGSize) throws {
            let key = try KeyboardHeightKey(screenSize: screen)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 219)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key, showsQuickType: false) == 181)
            #expect(
                KeyboardHeightEstimates.figure(for: key)?.source
                    == .measured(by: "keymanapp/keyman KeyboardScaleMap.swift", iOS: "18.x"))
        }

        @Test("an iPhone Air in landscape, which nobody measured, is estimated at 219 and says it is an estimate")
        func iPhoneAirLandscapeIsAnEstimate() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 912, height: 420))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 219)
            #expect(KeyboardHeightEstimates.figure(for: key)?.source.isEstimate == true)
        }

        @Test("an iPad Air 11, 820x1180, is 332 in portrait and 417 in landscape, measured on iOS 18")
        func iPadAirMeasuredOnIOS18() throws {
            let portrait = try KeyboardHeightKey(screenSize: CGSize(width: 820, height: 1180))
            let landscape = try KeyboardHeightKey(screenSize: CGSize(width: 1180, height: 820))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: portrait) == 332)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: landscape) == 417)
            #expect(
                KeyboardHeightEstimates.figure(for: landscape)?.source
                    == .measured(by: "keymanapp/keyman KeyboardScaleMap.swift", iOS: "18.x"))
        }

        @Test(
            "an iPad mini 6 and an iPad Pro 11 M4 are 335 in portrait and 423 in landscape, measured on iOS 18",
            arguments: [CGSize(width: 744, height: 1133), CGSize(width: 834, height: 1210)])
        func iPadMiniAndPro11MeasuredOnIOS18(screen: CGSize) throws {
            let portrait = try KeyboardHeightKey(portraitScreenSize: screen, orientation: .portrait)
            let landscape = try KeyboardHeightKey(portraitScreenSize: screen, orientation: .landscape)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: portrait) == 335)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: landscape) == 423)
            #expect(KeyboardHeightEstimates.figure(for: portrait)?.source.isEstimate == false)
        }

        @Test("an iPad Pro 12.9 is 398 in portrait and 493 in landscape, iOS 18's reading over iOS 13's 403 and 498")
        func iPadProFromTable() throws {
            let portrait = try KeyboardHeightKey(screenSize: CGSize(width: 1024, height: 1366))
            let landscape = try KeyboardHeightKey(screenSize: CGSize(width: 1366, height: 1024))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: portrait) == 398)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: landscape) == 493)
        }

        @Test("an iPad Pro 13 M4, 1032x1376, is 400.5 in portrait and 496 in landscape, measured on iOS 18")
        func iPadPro13MeasuredOnIOS18() throws {
            let portrait = try KeyboardHeightKey(screenSize: CGSize(width: 1032, height: 1376))
            let landscape = try KeyboardHeightKey(screenSize: CGSize(width: 1376, height: 1032))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: portrait) == 400.5)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: landscape) == 496)
            #expect(KeyboardHeightEstimates.figure(for: portrait)?.source.isEstimate == false)
        }

        @Test("an iPad-sized screen the table does not know is estimated as an iPad Pro 11 M4: 335 and 423")
        func unknownIPadFallsBackToPro11() throws {
            let portrait = try KeyboardHeightKey(screenSize: CGSize(width: 800, height: 1200))
            let landscape = try KeyboardHeightKey(screenSize: CGSize(width: 1200, height: 800))
            #expect(KeyboardHeightEstimates.tableHeight(for: portrait) == nil)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: portrait) == 335)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: landscape) == 423)
        }

        @Test(
            "iPhone 16e, 17, 17 Pro, Air, 17 Pro Max and the current iPads have a row in both orientations",
            arguments: [
                CGSize(width: 390, height: 844), CGSize(width: 402, height: 874), CGSize(width: 420, height: 912),
                CGSize(width: 440, height: 956), CGSize(width: 744, height: 1133), CGSize(width: 820, height: 1180),
                CGSize(width: 834, height: 1210), CGSize(width: 1024, height: 1366), CGSize(width: 1032, height: 1376),
            ])
        func currentDevicesCovered(screen: CGSize) throws {
            for orientation in KeyboardHeightKey.Orientation.allCases {
                let key = try KeyboardHeightKey(portraitScreenSize: screen, orientation: orientation)
                #expect(KeyboardHeightEstimates.figure(for: key) != nil)
            }
        }

        @Test("every figure names its source and the iOS version measured, or says how its estimate is derived")
        func everyFigureNamesItsSource() {
            for (name, row) in KeyboardHeightEstimates.rows {
                for figure in [row.portrait, row.landscape] {
                    switch figure.source {
                    case .measured(let publisher, let iOS):
                        #expect(!publisher.isEmpty && !iOS.isEmpty, "\(name)")
                    case .estimate(let derivation):
                        #expect(derivation.hasPrefix("as ") || derivation.contains("plus"), "\(name)")
                    }
                }
            }
        }

        @Test("every screen of the table has an estimate in both orientations, an iPad's at least 300 in landscape")
        func everyScreenBothOrientations() throws {
            for (name, _) in KeyboardHeightEstimates.rows {
                let sides = name.split(separator: "x").compactMap { Double($0) }
                let size = CGSize(width: sides[0], height: sides[1])
                for orientation in KeyboardHeightKey.Orientation.allCases {
                    let key = try KeyboardHeightKey(portraitScreenSize: size, orientation: orientation)
                    let height = KeyboardHeightEstimates.estimatedHeight(for: key)
                    #expect(height >= KeyboardHeightCache.minimumKeyboardHeight && height < key.screenHeight)
                    if size.width >= 700, orientation == .landscape { #expect(height >= 300) }
                }
            }
        }

        @Test("an empty cache answers with the table")
        func emptyCacheAnswersWithTable() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 812))
            let withoutBar = try KeyboardHeightKey(
                screenSize: CGSize(width: 375, height: 812), keyboard: .init(showsPredictiveBar: false))
            #expect(cache.estimatedHeight(for: withoutBar) == 291)
            #expect(cache.estimatedHeight(for: key) == 336)
        }
    }
}
