import Foundation
import KeyboardProtocols
import Testing

extension StateTests {
    @Suite("Recording and estimating heights from keyboard changes")
    struct KeyboardHeightCacheRecordingTests {
        /// iPhone 15: 393 x 852 points, a 336-point keyboard with the QuickType bar.
        static let iPhone15 = CGRect(x: 0, y: 0, width: 393, height: 852)

        @Test("a docked show on an iPhone 15 is recorded under its screen, even when the change names no screen")
        func recordsDockedShowAgainstGivenScreen() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let change = try KeyboardFrameChange(
                event: .willChangeFrame, endFrame: CGRect(x: 0, y: 516, width: 393, height: 336))
            #expect(cache.recordDockedHeight(of: change, screenBounds: Self.iPhone15))
            #expect(cache.estimatedHeight(screenSize: Self.iPhone15.size) == 336)
        }

        @Test("a hide records nothing and the estimate stays the table's 336 points")
        func hideRecordsNothing() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let hide = try KeyboardFrameChange(
                event: .willHide, endFrame: CGRect(x: 0, y: 852, width: 393, height: 336))
            #expect(!cache.recordDockedHeight(of: hide, screenBounds: Self.iPhone15))
            let key = try KeyboardHeightKey(screenSize: Self.iPhone15.size)
            #expect(cache.measuredHeight(for: key) == nil)
        }

        @Test("a frame tracked mid-drag records nothing, though the layout-guide tracker reports it resting on the bottom")
        func trackedFrameRecordsNothing() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            // KeyboardFrameTracker.install(in:) reports the guide's top as a frame reaching the screen's bottom edge:
            // a 336-point keyboard dragged 136 points down reads as a docked keyboard 200 points high.
            let dragged = try KeyboardFrameChange(
                trackedFrame: CGRect(x: 0, y: 652, width: 393, height: 200), screenBounds: Self.iPhone15)
            #expect(!cache.recordDockedHeight(of: dragged))
            #expect(!cache.recordDockedHeight(of: dragged, screenBounds: Self.iPhone15))
            let key = try KeyboardHeightKey(screenSize: Self.iPhone15.size)
            #expect(cache.measuredHeight(for: key) == nil)
        }

        @Test("a floating iPad keyboard, 320 points wide, records nothing")
        func floatingKeyboardRecordsNothing() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let iPad = CGRect(x: 0, y: 0, width: 820, height: 1180)
            let floating = try KeyboardFrameChange(
                event: .willChangeFrame, endFrame: CGRect(x: 250, y: 700, width: 320, height: 250))
            #expect(!cache.recordDockedHeight(of: floating, screenBounds: iPad))
        }

        @Test("a size that is no screen estimates the 335-point portrait last resort")
        func invalidScreenSizeGivesLastResort() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            #expect(cache.estimatedHeight(screenSize: .zero) == KeyboardHeightEstimates.lastResortPortraitHeight)
            #expect(cache.estimatedHeight(screenSize: CGSize(width: -1, height: 852)) == 335)
        }
    }
}
