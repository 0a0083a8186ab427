import Foundation
import KeyboardProtocols
import Testing

@MainActor
@Suite("The search screen's first keyboard")
struct FirstKeyboardTests {
    /// An iPhone SE (2nd or 3rd generation) in portrait.
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// A height cache over a defaults suite of its own, emptied first.
    private func emptyCache(named name: String) throws -> KeyboardHeightCache {
        let defaults = try #require(UserDefaults(suiteName: name))
        defaults.removePersistentDomain(forName: name)
        return KeyboardHeightCache(defaults: defaults)
    }

    @Test("before any keyboard was measured, an iPhone SE reserves 260 points, the keyboard with QuickType")
    func estimateBeforeAnyKeyboard() throws {
        let cache = try emptyCache(named: "FirstKeyboardTests.estimate")
        #expect(cache.estimatedHeight(screenSize: screen.size) == 260)
    }

    @Test("a keyboard measured on this device wins over the table: 216 points with QuickType turned off")
    func measuredHeightWins() throws {
        let cache = try emptyCache(named: "FirstKeyboardTests.measured")
        try cache.recordMeasuredHeight(216, screenSize: screen.size)
        #expect(cache.estimatedHeight(screenSize: screen.size) == 216)
        // Another cache over the same suite reads it back: the next launch starts from it.
        let sameSuite = try #require(UserDefaults(suiteName: "FirstKeyboardTests.measured"))
        #expect(try KeyboardHeightCache(defaults: sameSuite).measuredHeight(screenSize: screen.size) == 216)
    }

    @Test("a hardware keyboard's 55-point shortcut bar is no keyboard: refused with an error naming the key")
    func barRefused() throws {
        let cache = try emptyCache(named: "FirstKeyboardTests.bar")
        #expect(throws: KeyboardHeightCacheError.self) {
            try cache.recordMeasuredHeight(55, screenSize: screen.size)
        }
        #expect(cache.estimatedHeight(screenSize: screen.size) == 260)
    }
}
