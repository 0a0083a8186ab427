import Foundation
import Testing

@testable import KeyboardProtocols

extension StateTests {
    @Suite("Privacy manifest and the defaults the package writes")
    struct PrivacyManifestTests {
        /// Sources/KeyboardProtocols/PrivacyInfo.xcprivacy, found from this file.
        static let manifestURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/KeyboardProtocols/PrivacyInfo.xcprivacy")

        @Test("the manifest declares UserDefaults with reason CA92.1, no tracking and no collected data")
        func manifestDeclaresUserDefaults() throws {
            let data = try Data(contentsOf: Self.manifestURL)
            let plist = try #require(
                try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            #expect(plist["NSPrivacyTracking"] as? Bool == false)
            #expect((plist["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
            #expect((plist["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
            let accessed = try #require(plist["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
            #expect(accessed.count == 1)
            #expect(
                accessed.first?["NSPrivacyAccessedAPIType"] as? String == "NSPrivacyAccessedAPICategoryUserDefaults")
            #expect(accessed.first?["NSPrivacyAccessedAPITypeReasons"] as? [String] == ["CA92.1"])
        }

        @Test("the cache writes only the keys the README names: a height per screen and the hardware-keyboard note")
        func cacheWritesNamedKeys() throws {
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            try cache.recordMeasuredHeight(336, screenSize: CGSize(width: 393, height: 852))
            let show = try KeyboardFrameChange(
                event: .willShow, endFrame: CGRect(x: 0, y: 516, width: 393, height: 336))
            cache.recordDockedHeight(
                of: show, screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852), responder: .init())
            // An iPad's 55-point shortcut bar: a hardware keyboard.
            let bar = try KeyboardFrameChange(event: .willShow, endFrame: CGRect(x: 0, y: 1125, width: 820, height: 55))
            cache.recordDockedHeight(
                of: bar, screenBounds: CGRect(x: 0, y: 0, width: 820, height: 1180), responder: .init())
            let written = Set(store.defaults.persistentDomain(forName: store.suiteName)?.keys.map { $0 } ?? [])
            #expect(
                written == [
                    "KeyboardProtocols.v1.height.393x852.portrait", "KeyboardProtocols.v1.hardwareKeyboardWasLastSeen",
                ])
        }
    }
}
