import Foundation

/// What `AddsKeyboardToolbar` and `keyboardToolbar(focus:order:)` decide: where the toolbar goes for the focused
/// input, which of its buttons are enabled, and what Previous or Next does. Pure values; the UIKit and SwiftUI
/// layers sense the facts and apply the answers.
struct KeyboardToolbarRule {
    /// What the UI layer reads of the screen when an input takes focus or a button is tapped.
    struct Facts {
        /// The focused input, or `nil` when nothing of the screen has focus.
        var focused: AnyHashable?

        /// The screen's text inputs, the focused one included.
        var fields: [KeyboardFocusOrder.Field]

        /// Whether the screen reads right to left.
        var isRightToLeft = false

        /// Whether the device is an iPad (`UIUserInterfaceIdiom.pad`), whose keyboards carry a shortcut bar.
        var isPad = false

        /// Whether the focused input has the app's own `inputAccessoryView` (on iPad, its own shortcut-bar groups).
        var hasOwnAccessory = false
    }

    /// Where the buttons go.
    enum Placement: Equatable {
        /// Nowhere: nothing of the screen has focus, or the input has the app's own accessory.
        case none

        /// In the bar the toolbar puts on the input as its `inputAccessoryView`.
        case accessory

        /// In the iPad's shortcut bar (`inputAssistantItem`), which also shows above a hardware keyboard.
        case shortcutBar
    }

    /// What the toolbar shows.
    struct Answer: Equatable {
        var placement: Placement
        var previous: AnyHashable?
        var next: AnyHashable?

        var isPreviousEnabled: Bool { previous != nil }
        var isNextEnabled: Bool { next != nil }

        static var hidden: Answer { Answer(placement: .none, previous: nil, next: nil) }
    }

    /// What tapping Previous or Next does.
    enum Step: Equatable {
        /// Make the input with this id first responder: it is on screen.
        case focus(AnyHashable)

        /// Bring the row of this id on screen, lay the screen out, then sense it again and focus its input.
        case reveal(AnyHashable)
    }

    /// A hardware-keyboard key that moves the focus as Previous or Next does.
    struct KeyCommand: Equatable {
        /// The key, as `UIKeyCommand` spells it.
        var input: String
        /// Whether Shift is held.
        var isShifted: Bool
        /// Next (`true`) or Previous.
        var forward: Bool
        /// What the iPad's shortcut overlay (hold Command) shows.
        var title: String
    }

    /// Tab is Next and Shift-Tab is Previous, as in Safari's forms (openradar 23547591 asks the same of the iPad Pro's
    /// on-screen keyboard). They take priority over UIKit's own Tab handling (`wantsPriorityOverSystemBehavior`:
    /// "In iOS 15 and later, the system delivers physical keyboard events to the text input or focus systems first"),
    /// so Tab follows the screen's order, its groups and its off-screen rows, not UIKit's.
    static let keyCommands = [
        KeyCommand(input: "\t", isShifted: false, forward: true, title: "Next"),
        KeyCommand(input: "\t", isShifted: true, forward: false, title: "Previous"),
    ]

    /// The order the buttons follow.
    var kind: KeyboardFocusOrder.Kind
    /// Whether rows not on screen can be revealed.
    var canReveal: Bool

    init(order: KeyboardFocusOrder) {
        self.kind = order.kind
        self.canReveal = order.reveal != nil
    }

    /// A sequence whose every id counts as reachable: SwiftUI's `FocusState` tells only the focused one, and focusing
    /// a value brings its field on screen.
    init(sequence ids: [AnyHashable]) {
        self.kind = .explicit(ids)
        self.canReveal = true
    }

    /// The toolbar for the facts: one bar per screen, its buttons' states updated in place.
    func decide(_ facts: Facts) -> Answer {
        guard let focused = facts.focused else { return .hidden }
        // A field with the app's own accessory is left alone: the app chose what rides on its keyboard.
        if facts.hasOwnAccessory { return .hidden }
        let moves = KeyboardFocusOrder.navigation(
            kind: kind, canReveal: canReveal, from: focused, among: facts.fields, isRightToLeft: facts.isRightToLeft)
        // iPad: Safari's forms put Previous / Next in the shortcut bar, which a hardware keyboard keeps on screen.
        return Answer(placement: facts.isPad ? .shortcutBar : .accessory, previous: moves.previous, next: moves.next)
    }

    /// What Previous (`forward` false) or Next does for the facts now, or `nil` when the button is disabled.
    func step(forward: Bool, _ facts: Facts) -> Step? {
        let answer = decide(facts)
        guard let target = forward ? answer.next : answer.previous else { return nil }
        let isOnScreen = facts.fields.contains { $0.id == target && $0.isFocusable }
        return isOnScreen ? .focus(target) : .reveal(target)
    }

    /// After a reveal: focus the row's input when it is now on screen and focusable, else nothing (the row never
    /// loaded, or its input is disabled).
    func stepAfterReveal(of target: AnyHashable, _ facts: Facts) -> Step? {
        facts.fields.contains { $0.id == target && $0.isFocusable } ? .focus(target) : nil
    }
}

/// The toolbar as a keyboard mixin (``KeyboardMixin/toolbar``): at each announced change (UIKit posts will-show again
/// when focus moves between fields), the buttons shown for the focused input, set only when they change.
struct KeyboardToolbarMixin: KeyboardMixin.Rule {
    static let mixin = KeyboardMixin.toolbar

    /// What the UIKit layer senses: the screen's order and its inputs.
    struct Facts {
        var rule: KeyboardToolbarRule
        var screen: KeyboardToolbarRule.Facts
    }

    /// What the bar shows.
    struct Shown: Sendable, Equatable {
        var placement: KeyboardToolbarRule.Placement
        var isPreviousEnabled: Bool
        var isNextEnabled: Bool

        /// The keys of ``KeyboardToolbarRule/keyCommands`` that are the toolbar's now: those whose button is enabled,
        /// while it shows for the focused input. A key command that moved nothing would still swallow the key (it
        /// goes first, `wantsPriorityOverSystemBehavior`): Tab on the last field stays UIKit's, which moves the iPad's
        /// keyboard focus on (or types a tab in a text view).
        var keyCommands: [KeyboardToolbarRule.KeyCommand] {
            guard placement != .none else { return [] }
            return KeyboardToolbarRule.keyCommands.filter { $0.forward ? isNextEnabled : isPreviousEnabled }
        }

        /// What the bar shows for the rule's answer.
        init(_ answer: KeyboardToolbarRule.Answer) {
            self.init(
                placement: answer.placement, isPreviousEnabled: answer.isPreviousEnabled,
                isNextEnabled: answer.isNextEnabled)
        }

        init(placement: KeyboardToolbarRule.Placement, isPreviousEnabled: Bool, isNextEnabled: Bool) {
            self.placement = placement
            self.isPreviousEnabled = isPreviousEnabled
            self.isNextEnabled = isNextEnabled
        }
    }

    /// What was last applied, or `nil`.
    private(set) var shown: Shown?

    init() {}

    mutating func decide(_ facts: Facts, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase)
        -> KeyboardMixinMove<Shown>?
    {
        // A frame tracked during a drag moves no focus.
        guard !change.isTracked else { return nil }
        let next = Shown(facts.rule.decide(facts.screen))
        guard next != shown else { return nil }
        shown = next
        return KeyboardMixinMove(value: next, plan: .applyImmediately)
    }
}
