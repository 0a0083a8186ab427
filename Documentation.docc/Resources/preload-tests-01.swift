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
}
