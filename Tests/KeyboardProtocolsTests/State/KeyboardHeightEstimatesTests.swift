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

        @Test("an unknown portrait screen such as 393x852 falls back to 335")
        func unknownPortraitLastResort() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))
            #expect(KeyboardHeightEstimates.tableHeight(for: key) == nil)
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 335)
        }

        @Test("an iPhone in landscape falls back to 210")
        func iPhoneLandscapeLastResort() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 667, height: 375))
            #expect(KeyboardHeightEstimates.estimatedHeight(for: key) == 210)
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
