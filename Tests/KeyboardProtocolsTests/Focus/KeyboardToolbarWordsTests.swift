import Foundation
import Testing

@testable import KeyboardProtocols

/// Every word the toolbar shows or speaks, in every language iOS ships, from the package's own bundle.
@Suite("The keyboard toolbar's words are localized")
struct KeyboardToolbarWordsTests {
    /// The languages of iOS 26's interface, as `.lproj` folders name them (Settings > General > Language & Region).
    static let iOSLanguages = [
        "ar", "ca", "cs", "da", "de", "el", "en", "en-AU", "en-GB", "es", "es-419", "fi", "fr", "fr-CA", "he", "hi",
        "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th",
        "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK",
    ]

    @Test("Every word has a translation in every language iOS ships", arguments: iOSLanguages)
    func everyWordInEveryLanguage(language: String) {
        for word in KeyboardToolbarWords.allCases {
            let localized = word.localized(in: language)
            #expect(localized != nil, "\(word.rawValue) has no \(language) translation")
            #expect(localized?.isEmpty == false && localized != word.rawValue, "\(word.rawValue) in \(language)")
        }
    }

    @Test("The bundle has no language the list above lacks, so a new table is checked too")
    func noUncheckedLanguage() {
        let checked = Set(Self.iOSLanguages.map { $0.lowercased() })
        let tables = Set(KeyboardToolbarWords.languages.map { $0.lowercased() })
        #expect(tables == checked)
    }

    @Test("The words read as iOS says them: German Fertig, Japanese 完了, Arabic تم")
    func wordsReadAsIOSSaysThem() {
        #expect(KeyboardToolbarWords.done.localized(in: "de") == "Fertig")
        #expect(KeyboardToolbarWords.next.localized(in: "de") == "Weiter")
        #expect(KeyboardToolbarWords.done.localized(in: "ja") == "完了")
        #expect(KeyboardToolbarWords.previous.localized(in: "zh-Hans") == "上一项")
        #expect(KeyboardToolbarWords.done.localized(in: "ar") == "تم")
    }

    @Test("A language the bundle lacks, and a key no table has, give nil rather than the key")
    func missingGivesNil() {
        #expect(KeyboardToolbarWords.done.localized(in: "tlh") == nil)
    }

    @Test("In English, the fallback, the words are Done, Previous and Next")
    func englishWords() {
        #expect(KeyboardToolbarWords.allCases.map { $0.localized(in: "en") } == ["Done", "Previous", "Next"])
    }
}
