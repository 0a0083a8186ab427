import Foundation

/// The words the keyboard toolbar shows or speaks, from the package's own bundle (`Bundle.module`, never the app's):
/// `Resources/<language>.lproj/Localizable.strings`, one folder for each language iOS ships.
///
/// `.lproj` string tables rather than a String Catalog: Xcode compiles an `.xcstrings` file, but SwiftPM on Linux
/// (swift 6.3.1) only copies it into the bundle, where `Bundle.localizedString(forKey:value:table:)` finds nothing;
/// `.lproj` tables are read by both, so the Linux tests check the words the app shows.
enum KeyboardToolbarWords: String, CaseIterable, Sendable {
    /// The button that puts the keyboard away. UIKit shows the system's own (`UIBarButtonItem.SystemItem.done`),
    /// localized by UIKit with its VoiceOver label; SwiftUI has none, so its button shows this.
    case done = "keyboardToolbar.done"
    /// Previous's VoiceOver label, and Shift-Tab's title in the iPad's shortcut overlay.
    case previous = "keyboardToolbar.previous"
    /// Next's VoiceOver label, and Tab's title in the iPad's shortcut overlay.
    case next = "keyboardToolbar.next"

    /// The package's bundle, which holds the string tables: `Bundle.module` in every build that makes one (SwiftPM
    /// and Xcode define `SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE` then, as Foundation's `#bundle` relies on).
    #if SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE
        static var bundle: Bundle { .module }
    #else
        /// A build that generates no accessor (a bare `swiftc` type check): the bundle where SwiftPM puts it, or the
        /// code's own.
        static let bundle: Bundle = {
            let code = Bundle(for: BundleFinder.self)
            let places = [Bundle.main.resourceURL, Bundle.main.bundleURL, code.resourceURL, code.bundleURL]
            for place in places.compactMap({ $0 }) {
                for name in [
                    "KeyboardProtocols_KeyboardProtocols.bundle", "KeyboardProtocols_KeyboardProtocols.resources",
                ] {
                    if let bundle = Bundle(url: place.appendingPathComponent(name)) { return bundle }
                }
            }
            return code
        }()

        private final class BundleFinder {}
    #endif

    /// The word in the language the app runs in, as UIKit's own words are (Foundation picks the bundle's table
    /// for the app's language, the first of the user's languages the app is localized in; English without one).
    var localized: String { Self.bundle.localizedString(forKey: rawValue, value: nil, table: nil) }

    /// The word in `language` (an `.lproj` folder's name, such as `"de"` or `"zh-Hans"`), or `nil` when the bundle
    /// has no table for it or the table lacks the word.
    func localized(in language: String) -> String? {
        guard let table = Self.bundle(for: language) else { return nil }
        let word = table.localizedString(forKey: rawValue, value: Self.missing, table: nil)
        return word == Self.missing ? nil : word
    }

    /// The languages the bundle has a table for, as its folders spell them.
    static var languages: [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: bundle.bundlePath)) ?? []
        return folders.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }
    }

    /// The bundle of one language's folder. SwiftPM on Linux writes folder names in lower case (`zh-hans.lproj`),
    /// Xcode as given: the name is matched without regard to case.
    private static func bundle(for language: String) -> Bundle? {
        guard let folder = languages.first(where: { $0.caseInsensitiveCompare(language) == .orderedSame }) else {
            return nil
        }
        return Bundle(path: (bundle.bundlePath as NSString).appendingPathComponent(folder + ".lproj"))
    }

    /// What a lookup returns for a key its table lacks.
    private static let missing = "\u{0}missing"
}
