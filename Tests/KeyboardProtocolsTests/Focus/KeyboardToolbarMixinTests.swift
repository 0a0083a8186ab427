import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

/// The toolbar as a keyboard mixin: UIKit posts will-show again at each focus move, and the bar's buttons are set only
/// when what they show changes. iPhone 15: screen 393 x 852, keyboard 336.
@MainActor
@Suite("The keyboard toolbar runs as a mixin unit")
struct KeyboardToolbarMixinTests {
    typealias Field = KeyboardFocusOrder.Field

    static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)

    static var form: [Field] {
        [100, 160, 220].enumerated().map { index, y in
            Field(id: index, frame: CGRect(x: 16, y: y, width: 361, height: 44))
        }
    }

    static func facts(focused: Int?) -> KeyboardToolbarMixin.Facts {
        KeyboardToolbarMixin.Facts(
            rule: KeyboardToolbarRule(order: .readingOrder),
            screen: KeyboardToolbarRule.Facts(focused: focused.map { AnyHashable($0) }, fields: form))
    }

    static func show() throws -> KeyboardFrameChange {
        try KeyboardFrameChange(event: .willShow, endFrame: keyboard, screenBounds: screen)
    }

    @Test("The first announced change sets the bar at once; the same buttons again set nothing")
    func setsOnlyWhatChanged() throws {
        var rule = KeyboardToolbarMixin()
        let first = rule.decide(Self.facts(focused: 0), for: try Self.show(), at: .announced)
        #expect(first?.value == .init(placement: .accessory, isPreviousEnabled: false, isNextEnabled: true))
        #expect(first?.plan == .applyImmediately)
        #expect(rule.decide(Self.facts(focused: 0), for: try Self.show(), at: .announced) == nil)
    }

    @Test("Focus moving to the last field, with the same keyboard, turns Next off")
    func focusMoveTurnsNextOff() throws {
        var rule = KeyboardToolbarMixin()
        _ = rule.decide(Self.facts(focused: 0), for: try Self.show(), at: .announced)
        let last = rule.decide(Self.facts(focused: 2), for: try Self.show(), at: .announced)
        #expect(last?.value == .init(placement: .accessory, isPreviousEnabled: true, isNextEnabled: false))
    }

    final class FormScreen: KeyboardChangeFrameObserver {
        var focused: Int? = 1
        var applied: [KeyboardToolbarMixin.Shown] = []
    }

    @Test("A screen's registration keeps the toolbar's rule: sense, decide, apply, and nothing applied twice")
    func registrationKeepsTheRule() throws {
        let screen = FormScreen()
        let center = NotificationCenter()
        screen.addKeyboardFrameChangesObserver(center: center)
        defer { screen.removeKeyboardFrameChangesObserver(center: center) }
        let unit = KeyboardMixin.Unit<FormScreen, KeyboardToolbarMixin>(
            runsAgain: false, sense: { screen, _ in Self.facts(focused: screen.focused) },
            apply: { screen, move in screen.applied.append(move.value) })
        screen.runKeyboardMixin(unit, for: try Self.show())
        screen.runKeyboardMixin(unit, for: try Self.show())
        screen.focused = nil
        screen.runKeyboardMixin(unit, for: try Self.show())
        #expect(
            screen.applied == [
                .init(placement: .accessory, isPreviousEnabled: true, isNextEnabled: true),
                .init(placement: .none, isPreviousEnabled: false, isNextEnabled: false),
            ])
    }

    @Test("A frame tracked during a drag is not sensed: the toolbar walks no views for it")
    func trackedFramesAreNotSensed() throws {
        var tracked = try Self.show()
        tracked.isTracked = true
        #expect(!KeyboardToolbarMixin.senses(tracked))
        #expect(KeyboardToolbarMixin.senses(try Self.show()))
        let screen = FormScreen()
        let center = NotificationCenter()
        screen.addKeyboardFrameChangesObserver(center: center)
        defer { screen.removeKeyboardFrameChangesObserver(center: center) }
        var sensed = 0
        let unit = KeyboardMixin.Unit<FormScreen, KeyboardToolbarMixin>(
            runsAgain: false,
            sense: { screen, _ in
                sensed += 1
                return Self.facts(focused: screen.focused)
            },
            apply: { screen, move in screen.applied.append(move.value) })
        if KeyboardToolbarMixin.senses(tracked) { screen.runKeyboardMixin(unit, for: tracked) }
        #expect(sensed == 0 && screen.applied.isEmpty)
    }

    @Test("An iPad keyboard undocking moves the buttons from the shortcut bar to the accessory, and back when it docks")
    func undockingMovesTheButtons() throws {
        var rule = KeyboardToolbarMixin()
        var facts = Self.facts(focused: 1)
        facts.screen.isPad = true
        let docked = try Self.show()
        // A floating iPad keyboard, 320 x 250 in the middle of a 1024 x 1366 screen.
        let floating = try KeyboardFrameChange(
            event: .willChangeFrame, endFrame: CGRect(x: 352, y: 800, width: 320, height: 250),
            screenBounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))
        #expect(KeyboardToolbarMixin.isUndocked(docked) == false)
        #expect(KeyboardToolbarMixin.isUndocked(floating) == true)
        #expect(rule.decide(facts, for: docked, at: .announced)?.value.placement == .shortcutBar)
        #expect(rule.decide(facts, for: floating, at: .announced)?.value.placement == .accessory)
        #expect(rule.decide(facts, for: docked, at: .announced)?.value.placement == .shortcutBar)
    }
}
