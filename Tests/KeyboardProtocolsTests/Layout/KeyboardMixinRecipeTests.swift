import Foundation
import Testing

@testable import KeyboardProtocols

/// The recipe for adding a mixin (CONTRIBUTING.md, "Adding a mixin"): each step forgotten fails the build or one of
/// these tests. What a case needs is declared in the core's exhaustive `switch`es over `KeyboardMixin`; these check
/// what a `switch` can't: that the declarations agree with each other and with the rules the package declares.
@Suite("Adding a mixin: each step of the recipe is checked")
struct KeyboardMixinRecipeTests {
    @Test(
        "each mixin's rule names that mixin's case, so no rule takes another mixin's place",
        arguments: KeyboardMixin.allCases)
    func ruleNamesItsCase(_ mixin: KeyboardMixin) {
        #expect(
            mixin.rule.mixin == mixin, "\(mixin.rule) names .\(mixin.rule.mixin); the rule of .\(mixin) must name it")
    }

    @Test("no two mixins share a rule type: as many rule types as cases")
    func rulesAreDistinct() {
        let rules = Set(KeyboardMixin.allCases.map { ObjectIdentifier($0.rule) })
        #expect(rules.count == KeyboardMixin.allCases.count)
    }

    @Test("every rule the package declares is the rule of a case, so none runs under a case that is not its own")
    func everyDeclaredRuleHasItsCase() throws {
        let declared = try Self.declaredRules()
        let named = Set(KeyboardMixin.allCases.map { String(describing: $0.rule) })
        #expect(
            declared.count >= KeyboardMixin.allCases.count,
            "the scan found \(declared.sorted()); it looks for `: KeyboardMixin.Rule`")
        for rule in declared.sorted() {
            #expect(
                named.contains(rule), "\(rule) is a KeyboardMixin.Rule that no case of KeyboardMixin has as its rule")
        }
    }

    @Test("the toolbar installs its bar as its screen registers, and runs again with every announced change")
    func toolbarStages() {
        #expect(KeyboardMixin.toolbar.stages == [.registered, .announced])
        #expect(KeyboardMixin.running(at: .registered) == [.insets, .toolbar])
    }

    @Test("the insets give a pinned composer its sensor as the screen registers, and run with every announced change")
    func insetsStages() {
        #expect(KeyboardMixin.insets.stages == [.registered, .announced])
    }

    @Test("the chat looks at its list before the other mixins move it, then runs after the insets")
    func chatStages() {
        #expect(KeyboardMixin.chat.stages == [.beforeMixins, .announced])
        #expect(KeyboardMixin.running(at: .beforeMixins) == [.chat])
    }

    @Test("every mixin but a SwiftUI view's runs in the announced pass, in the cases' order; a view runs its own unit")
    func announcedPass() {
        #expect(KeyboardMixin.running(at: .announced) == [.bar, .insets, .container, .preload, .toolbar, .chat])
        #expect(KeyboardMixin.view.stages.isEmpty)
    }

    @Test("the bar, the insets and the container move layout, so their screens get a layout sensor; the others don't")
    func layoutMixins() {
        #expect(KeyboardMixin.allCases.filter(\.movesLayout) == [.bar, .insets, .container])
    }

    @Test("a moment says its stage: registered on a center, before the mixins, announced")
    @MainActor func momentStages() throws {
        let change = try KeyboardFrameChange(
            event: .willShow, endFrame: CGRect(x: 0, y: 516, width: 393, height: 336),
            screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(
            KeyboardMixin.Moment.registered(KeyboardObserverRegistry.registry(for: NotificationCenter())).stage
                == .registered)
        #expect(KeyboardMixin.Moment.beforeMixins(change).stage == .beforeMixins)
        #expect(KeyboardMixin.Moment.announced(change).stage == .announced)
    }

    // MARK: - The package's sources

    /// The names of the types `Sources/KeyboardProtocols` declares conforming to `KeyboardMixin.Rule`, read from the
    /// sources: a conformance is only seen where it is written.
    static func declaredRules() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/KeyboardProtocols")
        let conformance = try NSRegularExpression(
            pattern: #"\b(?:struct|enum|class|extension)\s+(\w+)\s*:[^{]*\bKeyboardMixin\.Rule\b"#)
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in conformance.matches(in: text, range: range) {
                guard let name = Range(match.range(at: 1), in: text) else { continue }
                names.insert(String(text[name]))
            }
        }
        return names
    }
}
