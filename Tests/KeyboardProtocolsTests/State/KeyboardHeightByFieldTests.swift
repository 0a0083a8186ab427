import Foundation
import Testing

@testable import KeyboardProtocols

extension StateTests {
    @Suite("Estimates for the keyboard a field will show")
    struct KeyboardHeightByFieldTests {
        /// iPhone 15: 393 x 852 points, a 336-point keyboard with the QuickType bar, an accessory bar of 44.
        static let iPhone15 = CGRect(x: 0, y: 0, width: 393, height: 852)
        /// iPhone X: 375 x 812 points, Keyman's keys 216 + bar 45 + the 75-point notched bottom row.
        static let iPhoneX = CGSize(width: 375, height: 812)
        /// iPad (10th): 820 x 1180 points, a 332-point keyboard (Keyman on iOS 18.x).
        static let iPad10 = CGRect(x: 0, y: 0, width: 820, height: 1180)

        // MARK: - Keys

        @Test("a default field's height reads from the key version 1 of the cache wrote")
        func oldKeyStillReads() throws {
            let store = TestDefaults()
            // What an earlier version of the package left in the store.
            store.defaults.set(346.0, forKey: "KeyboardProtocols.v1.height.393x852.portrait")
            let cache = KeyboardHeightCache(defaults: store.defaults)
            #expect(try cache.measuredHeight(for: .init(), screenSize: Self.iPhone15.size) == 346)
            #expect(cache.estimatedHeight(for: .init(), screenSize: Self.iPhone15.size) == 346)
            #expect(cache.estimatedHeight(screenSize: Self.iPhone15.size) == 346)
        }

        @Test("a number pad, a field without the predictive bar and an accessory each file under their own key")
        func keysNameWhatSetsTheKeyboardApart() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let size = Self.iPhone15.size
            try cache.recordMeasuredHeight(291, for: .init(keyboardType: 4), screenSize: size)
            try cache.recordMeasuredHeight(
                291, for: .init(autocorrectionType: 1, spellCheckingType: 1), screenSize: size)
            try cache.recordMeasuredHeight(380, for: .init(inputAccessoryHeight: 44), screenSize: size)
            let keys = store.defaults.dictionaryRepresentation().keys.filter { $0.hasPrefix("KeyboardProtocols.") }
            #expect(
                Set(keys) == [
                    "KeyboardProtocols.v1.height.393x852.portrait.numberPad",
                    "KeyboardProtocols.v1.height.393x852.portrait.noPredictiveBar",
                    "KeyboardProtocols.v1.height.393x852.portrait.accessory44",
                ])
            #expect(try cache.measuredHeight(screenSize: size) == nil)
        }

        // MARK: - The predictive bar

        @Test("autocorrection off alone keeps the QuickType bar on iOS 15 and later: 336 on an iPhone X")
        func autocorrectionOffKeepsTheBar() {
            let cache = KeyboardHeightCache(defaults: TestDefaults().defaults)
            #expect(cache.estimatedHeight(for: .init(autocorrectionType: 1), screenSize: Self.iPhoneX) == 336)
        }

        @Test("autocorrection and spell checking off hide the bar: 291 on an iPhone X, 45 points less")
        func noSpellCheckingHidesTheBar() {
            let cache = KeyboardHeightCache(defaults: TestDefaults().defaults)
            let traits = KeyboardHeightCache.InputTraits(autocorrectionType: 1, spellCheckingType: 1)
            #expect(cache.estimatedHeight(for: traits, screenSize: Self.iPhoneX) == 291)
        }

        @Test("a secure field shows no bar, but a password field's AutoFill bar shows (a guess)")
        func secureFields() {
            let cache = KeyboardHeightCache(defaults: TestDefaults().defaults)
            #expect(cache.estimatedHeight(for: .init(isSecureTextEntry: true), screenSize: Self.iPhoneX) == 291)
            let password = KeyboardHeightCache.InputTraits(isSecureTextEntry: true, textContentType: "password")
            #expect(cache.estimatedHeight(for: password, screenSize: Self.iPhoneX) == 336)
        }

        @Test("an iPhone 8's number pad is estimated at the 216-point keys, without the bar; an iPad's at its keyboard")
        func numberPads() {
            let cache = KeyboardHeightCache(defaults: TestDefaults().defaults)
            let pad = KeyboardHeightCache.InputTraits(keyboardType: 4, autocorrectionType: 2)
            #expect(cache.estimatedHeight(for: pad, screenSize: CGSize(width: 375, height: 667)) == 216)
            #expect(cache.estimatedHeight(for: pad, screenSize: Self.iPad10.size) == 332)
        }

        // MARK: - The accessory

        @Test("a field with a 44-point accessory is estimated at keyboard plus accessory: 336 + 44 on an iPhone 15")
        func accessoryAdds() {
            let cache = KeyboardHeightCache(defaults: TestDefaults().defaults)
            #expect(cache.estimatedHeight(for: .init(inputAccessoryHeight: 44), screenSize: Self.iPhone15.size) == 380)
            #expect(
                cache.estimatedHeight(for: .init(inputAccessoryHeight: .nan), screenSize: Self.iPhone15.size) == 336)
        }

        @Test(
            "the accessory counts once: iOS 18's frame with it and iOS 26's frame without it both record 380",
            arguments: [CGRect(x: 0, y: 472, width: 393, height: 380), CGRect(x: 0, y: 516, width: 393, height: 336)])
        func accessoryRecordedAsUnion(endFrame: CGRect) throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let change = try KeyboardFrameChange(event: .willShow, endFrame: endFrame)
            let field = KeyboardInputTraits(inputAccessoryFrame: CGRect(x: 0, y: 472, width: 393, height: 44))
            #expect(cache.recordDockedHeight(of: change, screenBounds: Self.iPhone15, responder: field))
            #expect(try cache.measuredHeight(for: field.fieldTraits, screenSize: Self.iPhone15.size) == 380)
            #expect(try cache.measuredHeight(screenSize: Self.iPhone15.size) == nil)
        }

        // MARK: - Derived from what was measured

        @Test("a keyboard not measured yet follows the device's measured default: 346 less the bar's 45 is 301")
        func derivedFromMeasuredDefault() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            // Larger text or another language's taller keys: 10 points above the table's 336 for an iPhone X.
            try cache.recordMeasuredHeight(346, screenSize: Self.iPhoneX)
            let noBar = KeyboardHeightCache.InputTraits(autocorrectionType: 1, spellCheckingType: 1)
            #expect(cache.estimatedHeight(for: noBar, screenSize: Self.iPhoneX) == 301)
            #expect(cache.estimatedHeight(for: .init(inputAccessoryHeight: 44), screenSize: Self.iPhoneX) == 390)
            try cache.recordMeasuredHeight(295, for: noBar, screenSize: Self.iPhoneX)
            #expect(cache.estimatedHeight(for: noBar, screenSize: Self.iPhoneX) == 295)
        }

        // MARK: - Hardware keyboards

        @Test(
            "the iPad's minimized shortcut bar (65 points in a corner, a guess) notes a hardware keyboard, unrecorded")
        func minimizedShortcutBar() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let bar = try KeyboardFrameChange(
                event: .willShow, endFrame: CGRect(x: 560, y: 1115, width: 240, height: 65))
            #expect(!cache.recordDockedHeight(of: bar, screenBounds: Self.iPad10, responder: .init()))
            #expect(cache.hardwareKeyboardWasLastSeen)
            #expect(store.defaults.object(forKey: "KeyboardProtocols.v1.height.820x1180.portrait") == nil)
        }

        @Test("a hardware keyboard noted by an earlier version or an earlier launch is not taken as attached now")
        func hardwareKeyboardNotKeptAcrossLaunches() {
            let store = TestDefaults()
            let key = "KeyboardProtocols.v1.hardwareKeyboardWasLastSeen"
            store.defaults.set(true, forKey: key)  // version 1 kept a Boolean
            #expect(KeyboardHeightCache(defaults: store.defaults).hardwareKeyboardWasLastSeen == false)
            store.defaults.set("5C0A2F1E-0000-4000-8000-000000000000", forKey: key)  // another launch
            #expect(KeyboardHeightCache(defaults: store.defaults).hardwareKeyboardWasLastSeen == false)
            KeyboardHeightCache(defaults: store.defaults).hardwareKeyboardWasLastSeen = true
            #expect(KeyboardHeightCache(defaults: store.defaults).hardwareKeyboardWasLastSeen)
        }
    }
}
