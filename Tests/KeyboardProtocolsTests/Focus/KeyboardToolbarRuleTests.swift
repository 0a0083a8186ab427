import Foundation
import Testing

@testable import KeyboardProtocols

/// Where the toolbar goes and what its buttons do, from the facts the UIKit layer senses.
@Suite("The keyboard toolbar's rule")
struct KeyboardToolbarRuleTests {
    typealias Field = KeyboardFocusOrder.Field
    typealias Facts = KeyboardToolbarRule.Facts

    static func field(_ id: AnyHashable, y: CGFloat, isEnabled: Bool = true) -> Field {
        Field(id: id, frame: CGRect(x: 16, y: y, width: 361, height: 44), isEnabled: isEnabled)
    }

    static var form: [Field] { [Self.field("name", y: 100), Self.field("email", y: 160), Self.field("phone", y: 220)] }

    @Test("On iPhone the buttons ride the keyboard as the input's accessory, Previous and Next from the order")
    func iPhoneUsesTheAccessory() {
        let answer = KeyboardToolbarRule(order: .readingOrder).decide(Facts(focused: "email", fields: Self.form))
        #expect(answer.placement == .accessory)
        #expect(answer.isPreviousEnabled && answer.isNextEnabled)
    }

    @Test("On iPad the buttons go to the shortcut bar, which a hardware keyboard keeps on screen, and no accessory bar")
    func iPadUsesTheShortcutBar() {
        let answer = KeyboardToolbarRule(order: .readingOrder).decide(
            Facts(focused: "phone", fields: Self.form, isPad: true))
        #expect(answer.placement == .shortcutBar)
        #expect(answer.isPreviousEnabled && !answer.isNextEnabled)
    }

    @Test("On iPad an input whose shortcut bar the app hid gets the buttons as its accessory, the bar left hidden")
    func iPadInputWithHiddenShortcutBarUsesTheAccessory() {
        // Emptied leading and trailing groups, as react-native's disableKeyboardShortcuts leaves them (PR 48518).
        var facts = Facts(focused: "phone", fields: Self.form, isPad: true)
        facts.hidesShortcutBar = true
        let answer = KeyboardToolbarRule(order: .readingOrder).decide(facts)
        #expect(answer.placement == .accessory)
        #expect(answer.isPreviousEnabled && !answer.isNextEnabled)
    }

    @Test("Inputs get the bar before their keyboard starts on iPhone, and on iPad where no shortcut bar shows")
    func inputsDressedBeforeTheKeyboard() {
        typealias Rule = KeyboardToolbarRule
        #expect(Rule.placement(isPad: false, isKeyboardUndocked: false) == .accessory)
        #expect(Rule.placement(isPad: true, isKeyboardUndocked: false) == .shortcutBar)
        #expect(Rule.placement(isPad: true, isKeyboardUndocked: true) == .accessory)
        #expect(Rule.placement(isPad: true, isKeyboardUndocked: false, hidesShortcutBar: true) == .accessory)
        // iPhone has no shortcut bar to hide: the emptied groups change nothing there.
        #expect(Rule.placement(isPad: false, isKeyboardUndocked: false, hidesShortcutBar: true) == .accessory)
    }

    @Test("A field with the app's own accessory is left alone")
    func ownAccessoryIsLeftAlone() {
        let answer = KeyboardToolbarRule(order: .readingOrder).decide(
            Facts(focused: "email", fields: Self.form, hasOwnAccessory: true))
        #expect(answer == .hidden)
    }

    @Test("Nothing focused, no toolbar")
    func nothingFocusedHidesIt() {
        #expect(KeyboardToolbarRule(order: .readingOrder).decide(Facts(focused: nil, fields: Self.form)) == .hidden)
    }

    @Test("With a hardware keyboard, Tab is Next and Shift-Tab is Previous, as in Safari's forms")
    func tabIsNextAndShiftTabIsPrevious() {
        #expect(
            KeyboardToolbarRule.keyCommands == [
                .init(input: "\t", isShifted: false, forward: true, title: "Next"),
                .init(input: "\t", isShifted: true, forward: false, title: "Previous"),
            ])
    }

    @Test("Between the first and last fields both keys are the toolbar's, on iPhone and iPad alike")
    func bothKeysAreTakenBetweenTheEnds() {
        let rule = KeyboardToolbarRule(order: .readingOrder)
        for isPad in [false, true] {
            let shown = KeyboardToolbarMixin.Shown(
                rule.decide(Facts(focused: "email", fields: Self.form, isPad: isPad)))
            #expect(shown.keyCommands == KeyboardToolbarRule.keyCommands)
        }
    }

    @Test("On the last field Tab stays UIKit's and Shift-Tab is Previous; on the first, the other way round")
    func theEndsLeaveTheirKeyToUIKit() {
        let rule = KeyboardToolbarRule(order: .readingOrder)
        let last = KeyboardToolbarMixin.Shown(rule.decide(Facts(focused: "phone", fields: Self.form)))
        let first = KeyboardToolbarMixin.Shown(rule.decide(Facts(focused: "name", fields: Self.form)))
        #expect(last.keyCommands.map(\.title) == ["Previous"])
        #expect(first.keyCommands.map(\.title) == ["Next"])
    }

    @Test("No key is taken with nothing focused or in a field with the app's own accessory")
    func noKeyIsTakenWhereTheToolbarDoesNotServe() {
        let rule = KeyboardToolbarRule(order: .readingOrder)
        let unfocused = KeyboardToolbarMixin.Shown(rule.decide(Facts(focused: nil, fields: Self.form)))
        let own = KeyboardToolbarMixin.Shown(
            rule.decide(Facts(focused: "email", fields: Self.form, hasOwnAccessory: true)))
        #expect(unfocused.keyCommands.isEmpty)
        #expect(own.keyCommands.isEmpty)
    }

    @Test("Next to a field on screen focuses it")
    func nextOnScreenFocuses() {
        let rule = KeyboardToolbarRule(order: .readingOrder)
        #expect(rule.step(forward: true, Facts(focused: "name", fields: Self.form)) == .focus("email"))
        #expect(rule.step(forward: false, Facts(focused: "name", fields: Self.form)) == nil)
    }

    @Test("Next to a row not on screen reveals it first, then focuses it once it is loaded")
    @MainActor
    func nextOffscreenReveals() {
        let rows = Array(0..<30)
        let rule = KeyboardToolbarRule(order: .explicit(rows, field: { _ in nil }, reveal: { _ in }))
        let loaded = (0..<10).map { Self.field($0, y: 100 + CGFloat($0) * 60) }
        #expect(rule.step(forward: true, Facts(focused: 9, fields: loaded)) == .reveal(10))
        let afterScroll = (5..<15).map { Self.field($0, y: 100 + CGFloat($0 - 5) * 60) }
        #expect(rule.stepAfterReveal(of: 10, Facts(focused: 9, fields: afterScroll)) == .focus(10))
    }

    @Test("A revealed row whose input is disabled is not focused")
    @MainActor
    func revealedDisabledRowIsNotFocused() {
        let rule = KeyboardToolbarRule(order: .explicit([0, 1], field: { _ in nil }, reveal: { _ in }))
        let facts = Facts(focused: 0, fields: [Self.field(0, y: 100), Self.field(1, y: 160, isEnabled: false)])
        #expect(rule.stepAfterReveal(of: 1, facts) == nil)
    }

    @Test("A SwiftUI focus sequence enables Previous and Next from its ends, every value counting as reachable")
    func swiftUISequenceEnablesFromItsEnds() {
        let rule = KeyboardToolbarRule(sequence: ["name", "email", "phone"])
        let first = rule.decide(Facts(focused: "name", fields: []))
        let middle = rule.decide(Facts(focused: "email", fields: []))
        #expect(!first.isPreviousEnabled && first.next == AnyHashable("email"))
        #expect(middle.previous == AnyHashable("name") && middle.next == AnyHashable("phone"))
        #expect(rule.decide(Facts(focused: nil, fields: [])) == .hidden)
    }

    // MARK: - What the UIKit layer senses

    /// An input as the UIKit layer senses it, with the ancestors that clip it.
    static func sensed(
        _ id: AnyHashable, y: CGFloat, x: CGFloat = 16, inSearchBar: Bool = false, clips: [Field.Clip] = []
    ) -> Field {
        Field(
            id: id, frame: CGRect(x: x, y: y, width: 361, height: 44), isHidden: false, isEnabled: true,
            isEditable: true, isUserInteractionEnabled: true, isInWindow: true, tag: 0, group: nil,
            isInSearchBar: inSearchBar, clips: clips)
    }

    @Test(
        "A search bar's field above the form is not part of it: Previous from the first field stays off, and it gets no bar"
    )
    func searchFieldIsLeftOut() {
        // A settings screen: a UISearchController's field at y 100 (in the navigation bar), then the form.
        let fields = [Self.sensed("search", y: 100, inSearchBar: true), Self.sensed("name", y: 160)]
        let rule = KeyboardToolbarRule(order: .readingOrder)
        #expect(rule.decide(Facts(focused: "name", fields: fields)).previous == nil)
        // The search field itself gets no toolbar, and no bar before its keyboard.
        #expect(rule.decide(Facts(focused: "search", fields: fields)) == .hidden)
        #expect(!rule.serves(fields[0]) && rule.serves(fields[1]))
        // An explicit order that names the search field includes it.
        let named = KeyboardToolbarRule(order: .explicit(["search", "name"]))
        #expect(named.decide(Facts(focused: "name", fields: fields)).previous == AnyHashable("search"))
        #expect(named.serves(fields[0]))
    }

    @Test("A field in a collapsed section (its section clipped to zero height) is skipped")
    func collapsedSectionIsSkipped() {
        // An "advanced" section at y 220 collapsed to 0 pt with clipsToBounds; its field still lays out at 220.
        let collapsed = Field.Clip(visible: CGRect(x: 0, y: 220, width: 393, height: 0), kind: .clips)
        let fields = [
            Self.sensed("name", y: 100), Self.sensed("proxy", y: 220, clips: [collapsed]),
            Self.sensed("email", y: 280),
        ]
        #expect(
            KeyboardToolbarRule(order: .readingOrder).decide(Facts(focused: "name", fields: fields)).next
                == AnyHashable("email"))
    }

    @Test("A field on another page of a paging scroll view is skipped; one scrolled out of a plain scroll view is not")
    func anotherPageIsSkippedButScrolledAwayIsNot() {
        // An onboarding carousel 393 pt wide: page 2's field is at x 409. A long form's field at y 1200 below a
        // scroll view showing y 0...852, inside a card that clips to y 0...900.
        let page = Field.Clip(visible: CGRect(x: 0, y: 0, width: 393, height: 852), kind: .pages)
        let scroller = Field.Clip(visible: CGRect(x: 0, y: 0, width: 393, height: 852), kind: .scrolls)
        let card = Field.Clip(visible: CGRect(x: 0, y: 0, width: 393, height: 900), kind: .clips)
        #expect(Field.Clip.hides(CGRect(x: 409, y: 300, width: 361, height: 44), [page]))
        #expect(!Field.Clip.hides(CGRect(x: 16, y: 300, width: 361, height: 44), [page]))
        #expect(!Field.Clip.hides(CGRect(x: 16, y: 1200, width: 361, height: 44), [scroller, card]))
        // The same field clipped by a collapsed section inside the scroll view is out of reach.
        let section = Field.Clip(visible: CGRect(x: 0, y: 1180, width: 393, height: 0), kind: .clips)
        #expect(Field.Clip.hides(CGRect(x: 16, y: 1200, width: 361, height: 44), [section, scroller]))
    }

    @Test("A field that refuses the focus is passed over for the next, and no field is tried twice")
    func refusedFieldIsPassedOver() {
        // Name, then a date field whose delegate presents a picker and refuses, then phone.
        let fields = [Self.field("name", y: 100), Self.field("date", y: 160), Self.field("phone", y: 220)]
        let rule = KeyboardToolbarRule(order: .readingOrder)
        var facts = Facts(focused: "name", fields: fields)
        #expect(rule.step(forward: true, facts) == .focus("date"))
        facts.refused.insert("date")
        #expect(rule.step(forward: true, facts) == .focus("phone"))
        facts.refused.insert("phone")
        #expect(rule.step(forward: true, facts) == nil)
    }

    @Test("A row of an explicit sequence that refuses is passed over too, loaded or not")
    @MainActor
    func refusedRowIsPassedOver() {
        let rule = KeyboardToolbarRule(order: .explicit([0, 1, 2], field: { _ in nil }, reveal: { _ in }))
        var facts = Facts(focused: 0, fields: [Self.field(0, y: 100)])
        #expect(rule.step(forward: true, facts) == .reveal(1))
        facts.refused.insert(AnyHashable(1))
        #expect(rule.step(forward: true, facts) == .reveal(2))
    }

    @Test("Tab leaves marked text alone: during a Japanese composition the keys are the input method's")
    func markedTextKeepsTheKeys() {
        let rule = KeyboardToolbarRule(order: .readingOrder)
        var facts = Facts(focused: "email", fields: Self.form)
        facts.hasMarkedText = true
        #expect(rule.keyStep(forward: true, facts) == nil)
        #expect(KeyboardToolbarMixin.Shown(rule.decide(facts), hasMarkedText: true).keyCommands.isEmpty)
        // The on-screen buttons still move: tapping Next commits the composition, as tapping another field does.
        #expect(rule.step(forward: true, facts) == .focus("phone"))
        facts.hasMarkedText = false
        #expect(rule.keyStep(forward: true, facts) == .focus("phone"))
    }

    @Test("On iPad a floating or split keyboard, which has no shortcut bar, gets the buttons as an accessory")
    func undockedIPadKeyboardGetsTheAccessory() {
        var facts = Facts(focused: "email", fields: Self.form, isPad: true)
        facts.isKeyboardUndocked = true
        #expect(KeyboardToolbarRule(order: .readingOrder).decide(facts).placement == .accessory)
    }

    @Test("Every word is looked up in the package's tables: the key titles are the localized Previous and Next")
    func keyTitlesAreLocalized() {
        #expect(
            KeyboardToolbarRule.keyCommands.map(\.title) == [
                KeyboardToolbarWords.next.localized, KeyboardToolbarWords.previous.localized,
            ])
    }

    // MARK: - Focus moves under the same keyboard

    @Test("Focus moving between inputs is a move whether UIKit ends the old input's editing first or last")
    func focusMoveInEitherOrder() {
        var endFirst = KeyboardFocusMoves()
        let firstKeyboard = endFirst.began("name")
        endFirst.ended("name")
        let endThenBegin = endFirst.began("email")
        #expect(!firstKeyboard && endThenBegin)
        var beginFirst = KeyboardFocusMoves()
        _ = beginFirst.began("name")
        let beginThenEnd = beginFirst.began("email")
        beginFirst.ended("name")
        beginFirst.turnEnded()
        let afterATurn = beginFirst.began("phone")
        #expect(beginThenEnd && afterATurn)
    }

    @Test("An input that begins editing after the keyboard left with the last one is no move")
    func beginAfterTheKeyboardLeftIsNoMove() {
        var moves = KeyboardFocusMoves()
        _ = moves.began("name")
        moves.ended("name")
        moves.turnEnded()
        let afterTheKeyboardLeft = moves.began("email")
        // The same input beginning again (reloadInputViews, a re-focus) is no move either.
        let again = moves.began("email")
        #expect(!afterTheKeyboardLeft && !again)
    }
}
