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
}
