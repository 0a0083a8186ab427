import Foundation
import Testing

@testable import KeyboardProtocols

extension StateTests {
    @Suite("Keyboard height cache")
    struct KeyboardHeightCacheTests {
        let store = TestDefaults()

        @Test("the key names the portrait screen size and the orientation, namespaced and versioned")
        func keyNamesSizeAndOrientation() throws {
            let portrait = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 667))
            let landscape = try KeyboardHeightKey(screenSize: CGSize(width: 667, height: 375))
            #expect(portrait.defaultsKey == "KeyboardProtocols.v1.height.375x667.portrait")
            #expect(landscape.defaultsKey == "KeyboardProtocols.v1.height.375x667.landscape")
            #expect(landscape.portraitScreenSize == CGSize(width: 375, height: 667))
        }

        @Test("a zero or NaN screen size is refused with an error naming it")
        func invalidScreenSizeThrows() {
            #expect(throws: KeyboardHeightCacheError.invalidScreenSize(key: "screenSize", value: "0.0 x 667.0")) {
                try KeyboardHeightKey(screenSize: CGSize(width: 0, height: 667))
            }
            #expect(throws: KeyboardHeightCacheError.self) {
                try KeyboardHeightKey(screenSize: CGSize(width: CGFloat.nan, height: 852))
            }
        }

        @Test("heights are kept apart by screen size and by orientation")
        func heightsKeptApartBySizeAndOrientation() throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let se = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 667))
            let seLandscape = try KeyboardHeightKey(screenSize: CGSize(width: 667, height: 375))
            let pro = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))
            try cache.recordMeasuredHeight(260, for: se)
            try cache.recordMeasuredHeight(209, for: seLandscape)
            try cache.recordMeasuredHeight(336, for: pro)
            #expect(cache.measuredHeight(for: se) == 260)
            #expect(cache.measuredHeight(for: seLandscape) == 209)
            #expect(cache.measuredHeight(for: pro) == 336)
        }

        @Test("a height recorded by one cache is read by another sharing the suite")
        func persistsAcrossInstances() throws {
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))
            try KeyboardHeightCache(defaults: store.defaults).recordMeasuredHeight(336, for: key)
            let reopened = KeyboardHeightCache(defaults: UserDefaults(suiteName: store.suiteName)!)
            #expect(reopened.measuredHeight(for: key) == 336)
            #expect(reopened.estimatedHeight(for: key) == 336)
        }

        @Test("a measured height wins over the table")
        func measuredWinsOverTable() throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 667))
            #expect(cache.estimatedHeight(for: key) == 260)
            try cache.recordMeasuredHeight(216, for: key)
            #expect(cache.estimatedHeight(for: key) == 216)
        }

        @Test("the estimate falls back to the table after the measurement is removed")
        func removedMeasurementFallsBackToTable() throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 414, height: 896))
            try cache.recordMeasuredHeight(301, for: key)
            cache.removeMeasuredHeight(for: key)
            #expect(cache.measuredHeight(for: key) == nil)
            #expect(cache.estimatedHeight(for: key) == 346)
        }

        @Test(
            "an implausible height is refused on write and the store keeps its value",
            arguments: [
                CGFloat.nan, CGFloat.infinity, 0, -216, 1_000_000, 668,
            ])
        func implausibleHeightRefusedOnWrite(height: CGFloat) throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 667))
            try cache.recordMeasuredHeight(260, for: key)
            #expect(throws: KeyboardHeightCacheError.self) { try cache.recordMeasuredHeight(height, for: key) }
            #expect(cache.measuredHeight(for: key) == 260)
        }

        @Test("a landscape height taller than the short side is refused")
        func landscapeHeightLimitedByShortSide() throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 667, height: 375))
            #expect(throws: KeyboardHeightCacheError.implausibleHeight(key: key.defaultsKey, value: "400.0")) {
                try cache.recordMeasuredHeight(400, for: key)
            }
        }

        @Test(
            "garbage in the store is ignored by the estimate and reported by storedHeight",
            arguments: [
                GarbageValue.string, .numericString, .nan, .negative, .million, .boolean, .data, .array,
            ])
        func garbageIgnored(garbage: GarbageValue) throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 667))
            store.defaults.set(garbage.value, forKey: key.defaultsKey)
            #expect(cache.measuredHeight(for: key) == nil)
            #expect(cache.estimatedHeight(for: key) == 260)
            #expect(throws: KeyboardHeightCacheError.self) { try cache.storedHeight(for: key) }
        }

        @Test(
            "garbage in the store is replaced by the next real measurement",
            arguments: [
                GarbageValue.string, .nan, .negative, .million, .boolean,
            ])
        func garbageReplacedByMeasurement(garbage: GarbageValue) throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 667))
            store.defaults.set(garbage.value, forKey: key.defaultsKey)
            try cache.recordMeasuredHeight(216, for: key)
            #expect(try cache.storedHeight(for: key) == 216)
        }

        @Test("the error for a stored string names the key and the value")
        func storedStringErrorNamesKeyAndValue() throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 667))
            store.defaults.set("tall", forKey: key.defaultsKey)
            let error = #expect(throws: KeyboardHeightCacheError.self) { try cache.storedHeight(for: key) }
            #expect(error?.key == "KeyboardProtocols.v1.height.375x667.portrait")
            #expect(error?.description.contains("\"tall\"") == true)
        }

        // MARK: - Keyboards, not bars

        @Test("an iPad hardware keyboard's 55-point shortcut bar is refused as a bar, naming the key and the value")
        func shortcutBarRefused() throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 768, height: 1024))
            let error = #expect(throws: KeyboardHeightCacheError.self) { try cache.recordMeasuredHeight(55, for: key) }
            #expect(error == .belowKeyboardMinimum(key: "KeyboardProtocols.v1.height.768x1024.portrait", value: "55.0"))
            #expect(
                error?.description
                    == "KeyboardProtocols.v1.height.768x1024.portrait: 55.0 is a bar's height, not a keyboard's"
                    + " (it must be at least 120 points); it is not recorded")
            #expect(cache.measuredHeight(for: key) == nil)
        }

        @Test("an accessory bar shown alone, 72 points, leaves the earlier 313-point keyboard in the store")
        func accessoryBarKeepsEarlierKeyboard() throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 768, height: 1024))
            try cache.recordMeasuredHeight(313, for: key)
            #expect(throws: KeyboardHeightCacheError.belowKeyboardMinimum(key: key.defaultsKey, value: "72.0")) {
                try cache.recordMeasuredHeight(72, for: key)
            }
            #expect(cache.measuredHeight(for: key) == 313)
        }

        @Test(
            "the shortest software keyboards, an iPhone in landscape at 162 and 193 with QuickType, are recorded",
            arguments: [CGFloat(162), 193])
        func landscapeIPhoneKeyboardRecorded(height: CGFloat) throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 667, height: 375))
            try cache.recordMeasuredHeight(height, for: key)
            #expect(cache.measuredHeight(for: key) == height)
        }

        @Test("the minimum sits between the tallest bar, 72, and the shortest keyboard, 162")
        func minimumBetweenBarsAndKeyboards() {
            #expect(KeyboardHeightCache.minimumKeyboardHeight == 120)
            #expect(KeyboardHeightCache.minimumKeyboardHeight > 72)
            #expect(KeyboardHeightCache.minimumKeyboardHeight < 162)
        }

        @Test("a 55-point bar an older version stored is ignored and the 320-point table estimate answers")
        func storedBarHeightIgnored() throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 768, height: 1024))
            store.defaults.set(55.0, forKey: key.defaultsKey)
            #expect(cache.measuredHeight(for: key) == nil)
            #expect(cache.estimatedHeight(for: key) == 320)
            let error = #expect(throws: KeyboardHeightCacheError.self) { try cache.storedHeight(for: key) }
            #expect(error?.key == key.defaultsKey)
            #expect(error?.value.hasPrefix("55") == true)
        }

        @Test("a height stored as an integer is read")
        func integerStoredHeightRead() throws {
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 390, height: 844))
            store.defaults.set(336, forKey: key.defaultsKey)
            #expect(cache.measuredHeight(for: key) == 336)
        }
    }
}

extension StateTests {
    /// Values that can end up in a defaults store but are not keyboard heights.
    enum GarbageValue: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case string, numericString, nan, negative, million, boolean, data, array

        var value: Any {
            switch self {
            case .string: "tall"
            case .numericString: "260"
            case .nan: Double.nan
            case .negative: -216.0
            case .million: 1_000_000.0
            case .boolean: true
            case .data: Data([0x01, 0x04])
            case .array: [216, 260]
            }
        }

        var testDescription: String { rawValue }
    }
}
