import Foundation

extension StateTests {
    /// A real `UserDefaults` suite unique to one test, removed when the test ends.
    final class TestDefaults {
        let suiteName: String
        let defaults: UserDefaults

        init() {
            suiteName = "KeyboardProtocolsTests.\(UUID().uuidString)"
            defaults = UserDefaults(suiteName: suiteName)!
        }

        deinit {
            defaults.removePersistentDomain(forName: suiteName)
        }
    }
}
