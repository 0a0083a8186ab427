import Foundation
import Testing

@testable import KeyboardProtocols

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

        @Test(
            "a frame tracked mid-drag records nothing, though the layout-guide tracker reports it resting on the bottom"
        )
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
            #expect(
                cache.estimatedHeight(screenSize: .zero) == KeyboardHeightEstimates.lastResortHeight(for: .portrait))
            #expect(cache.estimatedHeight(screenSize: CGSize(width: -1, height: 852)) == 335)
        }
        // MARK: - Which keyboards are recorded

        private static let shown336 = try! KeyboardFrameChange(
            event: .willShow, endFrame: CGRect(x: 0, y: 516, width: 393, height: 336))

        @Test("a live keyboard of a default text field is recorded")
        func defaultFieldRecorded() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            #expect(cache.recordDockedHeight(of: Self.shown336, screenBounds: Self.iPhone15, responder: .init()))
            #expect(try cache.measuredHeight(screenSize: Self.iPhone15.size) == 336)
        }

        @Test(
            "the emoji keyboard, an input accessory off screen, an input view or a non-text responder record nothing",
            arguments: [
                KeyboardInputTraits(primaryLanguage: "emoji"),
                KeyboardInputTraits(hasInputAccessoryView: true),
                KeyboardInputTraits(hasInputView: true),
                KeyboardInputTraits(takesKeyboardInput: false),
            ])
        func otherKeyboardsNotRecorded(traits: KeyboardInputTraits) throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let numberPad = try KeyboardFrameChange(
                event: .willShow, endFrame: CGRect(x: 0, y: 561, width: 393, height: 291))
            #expect(!cache.recordDockedHeight(of: numberPad, screenBounds: Self.iPhone15, responder: traits))
            #expect(try cache.measuredHeight(screenSize: Self.iPhone15.size) == nil)
            #expect(cache.estimatedHeight(screenSize: Self.iPhone15.size) == 336)
        }

        @Test(
            "a number pad or a secure field is recorded under its own key and leaves the default field's estimate alone",
            arguments: [
                KeyboardInputTraits(keyboardType: 4),  // UIKeyboardType.numberPad
                KeyboardInputTraits(isSecureTextEntry: true),
            ])
        func otherKeyboardsRecordedApart(traits: KeyboardInputTraits) throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            // A 291-point keyboard on an iPhone 15 would skew the 336-point default estimate by 45.
            let change = try KeyboardFrameChange(
                event: .willShow, endFrame: CGRect(x: 0, y: 561, width: 393, height: 291))
            #expect(cache.recordDockedHeight(of: change, screenBounds: Self.iPhone15, responder: traits))
            #expect(try cache.measuredHeight(screenSize: Self.iPhone15.size) == nil)
            #expect(cache.estimatedHeight(screenSize: Self.iPhone15.size) == 336)
            #expect(cache.estimatedHeight(for: traits.fieldTraits, screenSize: Self.iPhone15.size) == 291)
        }

        @Test("a keyboard whose first responder is unknown is not recorded")
        func unknownResponderNotRecorded() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            #expect(!cache.recordDockedHeight(of: Self.shown336, screenBounds: Self.iPhone15, responder: nil))
            #expect(store.defaults.object(forKey: "KeyboardProtocols.v1.height.393x852.portrait") == nil)
        }

        @Test(
            "a text field docking only the 55-point shortcut bar notes a hardware keyboard; a full keyboard clears it")
        func shortcutBarNotesHardwareKeyboard() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let iPad = CGRect(x: 0, y: 0, width: 820, height: 1180)
            let bar = try KeyboardFrameChange(event: .willShow, endFrame: CGRect(x: 0, y: 1125, width: 820, height: 55))
            #expect(!cache.recordDockedHeight(of: bar, screenBounds: iPad, responder: .init()))
            #expect(KeyboardHeightCache(defaults: store.defaults).hardwareKeyboardWasLastSeen)
            let keyboard = try KeyboardFrameChange(
                event: .willShow, endFrame: CGRect(x: 0, y: 805, width: 820, height: 375))
            #expect(cache.recordDockedHeight(of: keyboard, screenBounds: iPad, responder: .init()))
            #expect(KeyboardHeightCache(defaults: store.defaults).hardwareKeyboardWasLastSeen == false)
        }

        @Test("a chat screen's accessory bar docked alone is no sign of a hardware keyboard")
        func accessoryBarAloneIsNoHardwareKeyboard() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let bar = try KeyboardFrameChange(event: .willShow, endFrame: CGRect(x: 0, y: 780, width: 393, height: 72))
            let viewController = KeyboardInputTraits(takesKeyboardInput: false, hasInputAccessoryView: true)
            #expect(!cache.recordDockedHeight(of: bar, screenBounds: Self.iPhone15, responder: viewController))
            #expect(cache.hardwareKeyboardWasLastSeen == false)
        }
    }
}
