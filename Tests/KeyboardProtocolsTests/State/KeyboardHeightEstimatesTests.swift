import Foundation
import KeyboardProtocols
import Testing

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
            "the table gives the documented portrait heights",
            arguments: [
                Row(width: 320, height: 568, withoutQuickType: 216, withQuickType: 253),
                Row(width: 375, height: 667, withoutQuickType: 216, withQuickType: 260),
                Row(width: 414, height: 736, withoutQuickType: 226, withQuickType: 271),
                Row(width: 375, height: 812, withoutQuickType: 291, withQuickType: 335),
                Row(width: 390, height: 844, withoutQuickType: 336, withQuickType: 336),
                Row(width: 414, height: 896, withoutQuickType: 346, withQuickType: 346),
                Row(width: 428, height: 926, withoutQuickType: 346, withQuickType: 346),
                Row(width: 768, height: 1024, withoutQuickType: 313, withQuickType: 313),
            ])
        func documentedPortraitHeights(row: Row) throws {
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

        @Test("an iPad 768x1024 in landscape is estimated at 398")
        func iPadLandscape() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 1024, height: 768))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 398)
        }

        @Test("an iPhone 15, 393x852, is estimated at 336 points, its measured keyboard")
        func iPhone15FromTable() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))
            #expect(KeyboardHeightEstimates.tableHeight(for: key) == 336)
        }

        @Test("an unknown iPhone-sized portrait screen falls back to 335")
        func unknownPortraitLastResort() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 400, height: 870))
            #expect(KeyboardHeightEstimates.tableHeight(for: key) == nil)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 335)
        }

        @Test("an iPhone SE in landscape: 162 points measured without QuickType, 210 estimated with it")
        func iPhoneLandscape() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 667, height: 375))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key, showsQuickType: false) == 162)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 210)
        }

        @Test("an iPad Air, 820x1180, in landscape is estimated as an iPad, 400 points, not an iPhone's 210")
        func iPadLandscapeKnowsIdiom() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 1180, height: 820))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 400)
        }

        @Test("an iPad Pro 12.9 is estimated at 371 in portrait and 459 in landscape")
        func iPadProFromTable() throws {
            let portrait = try KeyboardHeightKey(screenSize: CGSize(width: 1024, height: 1366))
            let landscape = try KeyboardHeightKey(screenSize: CGSize(width: 1366, height: 1024))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: portrait) == 371)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: landscape) == 459)
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
            #expect(cache.estimatedHeight(for: key, showsQuickType: false) == 291)
            #expect(cache.estimatedHeight(for: key) == 335)
        }
    }
}
