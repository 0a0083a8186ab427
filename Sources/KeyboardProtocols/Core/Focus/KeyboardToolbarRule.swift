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

        /// Whether the keyboard last heard is on screen but not docked: an iPad's floating or split keyboard.
        var isKeyboardUndocked = false

        /// Whether the app hid the focused input's shortcut bar: its `inputAssistantItem` has no leading and no
        /// trailing groups, the toolbar's own aside.
        var hidesShortcutBar = false

        /// Whether the focused input holds marked text: a Chinese or Japanese composition not yet committed.
        var hasMarkedText = false

        /// The inputs that refused the focus during this move (`becomeFirstResponder()` returned `false`: a date
        /// field whose delegate presents a picker instead): the move goes on past them, each tried once.
        var refused: Set<AnyHashable> = []
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
        KeyCommand(input: "\t", isShifted: false, forward: true, title: KeyboardToolbarWords.next.localized),
        KeyCommand(input: "\t", isShifted: true, forward: false, title: KeyboardToolbarWords.previous.localized),
    ]

    /// The order the buttons follow.
    var kind: KeyboardFocusOrder.Kind
    /// Whether each focus group is a closed loop (``KeyboardFocusOrder/keepingFocusInGroups()``).
    var keepsFocusInGroups = false
    /// Whether rows not on screen can be revealed.
    var canReveal: Bool

    init(order: KeyboardFocusOrder) {
        self.kind = order.kind
        self.keepsFocusInGroups = order.keepsFocusInGroups
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
        // A search bar's field belongs to the search, not the form, unless the app names it.
        if let field = facts.fields.first(where: { $0.id == focused }), !serves(field) { return .hidden }
        // An input that refused the focus during this move is passed over, as one the user cannot reach.
        let fields = facts.refused.isEmpty ? facts.fields : facts.fields.filter { !facts.refused.contains($0.id) }
        var moves = KeyboardFocusOrder.navigation(
            kind: kind, keepsFocusInGroups: keepsFocusInGroups, canReveal: canReveal, from: focused, among: fields,
            isRightToLeft: facts.isRightToLeft)
        if !facts.refused.isEmpty {
            // A row not loaded that refused (explicit sequences list ids, not fields) is passed over too.
            let order = moves.order.filter { $0 == focused || !facts.refused.contains($0) }
            let index = order.firstIndex(of: focused)
            moves.previous = index.flatMap { $0 > order.startIndex ? order[$0 - 1] : nil }
            moves.next = index.flatMap { $0 + 1 < order.endIndex ? order[$0 + 1] : nil }
        }
        let placement = Self.placement(
            isPad: facts.isPad, isKeyboardUndocked: facts.isKeyboardUndocked, hidesShortcutBar: facts.hidesShortcutBar)
        return Answer(placement: placement, previous: moves.previous, next: moves.next)
    }

    /// Whether the toolbar serves `field` at all: every input an explicit order names, and every input but a search
    /// bar's in the reading orders. The UIKit layer puts the bar only on those.
    func serves(_ field: KeyboardFocusOrder.Field) -> Bool {
        if case .explicit = kind { return true }
        return !field.isInSearchBar
    }

    /// Where the buttons go for an input without an accessory of its own: also which inputs get the bar before their
    /// keyboard starts (those where it is ``Placement/accessory``).
    static func placement(isPad: Bool, isKeyboardUndocked: Bool, hidesShortcutBar: Bool = false) -> Placement {
        // iPad: Safari's forms put Previous / Next in the shortcut bar, which a hardware keyboard keeps on screen. A
        // floating or split keyboard has no shortcut bar ("Apple removes any extra keyboard elements whenever the
        // floating keyboard is enabled", hbang/NewTerm issue 72): the buttons ride it as an accessory, as on iPhone.
        // An input whose groups the app emptied has none either, and the buttons must not bring it back
        // (UITextInputAssistantItem: empty leading and trailing groups hide the shortcuts; react-native's
        // disableKeyboardShortcuts, PR 48518, does exactly that).
        isPad && !isKeyboardUndocked && !hidesShortcutBar ? .shortcutBar : .accessory
    }

    /// What Previous (`forward` false) or Next does for the facts now, or `nil` when the button is disabled. After an
    /// input refuses, ask again with it in ``Facts/refused``: the step goes on to the one after it, and no input is
    /// tried twice in one move.
    func step(forward: Bool, _ facts: Facts) -> Step? {
        let answer = decide(facts)
        guard let target = forward ? answer.next : answer.previous else { return nil }
        let isOnScreen = facts.fields.contains { $0.id == target && $0.isFocusable }
        return isOnScreen ? .focus(target) : .reveal(target)
    }

    /// What a hardware key does: the step, unless the focused input is composing marked text, whose keys belong to
    /// the input method (a Japanese or Chinese IME takes Tab, and a move would commit the composition mid-word).
    func keyStep(forward: Bool, _ facts: Facts) -> Step? {
        facts.hasMarkedText ? nil : step(forward: forward, facts)
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
        /// Whether the focused input is composing marked text, during which the keys stay the input method's.
        var hasMarkedText = false

        /// The keys of ``KeyboardToolbarRule/keyCommands`` that are the toolbar's now: those whose button is enabled,
        /// while it shows for the focused input. A key command that moved nothing would still swallow the key (it
        /// goes first, `wantsPriorityOverSystemBehavior`): Tab on the last field stays UIKit's, which moves the iPad's
        /// keyboard focus on (or types a tab in a text view).
        var keyCommands: [KeyboardToolbarRule.KeyCommand] {
            guard placement != .none, !hasMarkedText else { return [] }
            return KeyboardToolbarRule.keyCommands.filter { $0.forward ? isNextEnabled : isPreviousEnabled }
        }

        /// What the bar shows for the rule's answer, while the focused input composes marked text or not.
        init(_ answer: KeyboardToolbarRule.Answer, hasMarkedText: Bool = false) {
            self.init(
                placement: answer.placement, isPreviousEnabled: answer.isPreviousEnabled,
                isNextEnabled: answer.isNextEnabled)
            self.hasMarkedText = hasMarkedText
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

    /// Whether the toolbar senses the screen for `change`: not for a frame tracked during a drag, which moves no
    /// focus (the UIKit layer would otherwise walk the screen's views on every frame of the drag).
    static func senses(_ change: KeyboardFrameChange) -> Bool { !change.isTracked }

    /// Whether `change` leaves an iPad's keyboard floating or split (on screen, not docked), or `nil` when it says
    /// nothing of it (a hide): what the toolbar remembers for ``KeyboardToolbarRule/Facts/isKeyboardUndocked``.
    static func isUndocked(_ change: KeyboardFrameChange) -> Bool? {
        change.isVisible ? !change.isDocked : nil
    }

    mutating func decide(_ facts: Facts, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase)
        -> KeyboardMixinMove<Shown>?
    {
        guard Self.senses(change) else { return nil }
        var screen = facts.screen
        if let undocked = Self.isUndocked(change) { screen.isKeyboardUndocked = undocked }
        let next = Shown(facts.rule.decide(screen), hasMarkedText: screen.hasMarkedText)
        guard next != shown else { return nil }
        shown = next
        return KeyboardMixinMove(value: next, plan: .applyImmediately)
    }
}

/// Tells a focus move under the same keyboard (an input began editing as another ended) from a keyboard's first input,
/// for `AddsKeyboardToolbar`'s `keyboardFocusDidMove(to:)`, from the begin- and end-editing notifications in either
/// order. UIKit ends one input's editing and begins the next's within one turn of the main queue (both from
/// `becomeFirstResponder()`); no source says in which order, so both count.
struct KeyboardFocusMoves {
    /// The input editing now, as last heard.
    private var editing: AnyHashable?
    /// The input that ended editing since the main queue last turned.
    private var endedThisTurn: AnyHashable?

    /// An input began editing: whether the focus moved to it from another input under the same keyboard.
    mutating func began(_ input: AnyHashable) -> Bool {
        let moved = (editing.map { $0 != input } ?? false) || (endedThisTurn.map { $0 != input } ?? false)
        editing = input
        endedThisTurn = nil
        return moved
    }

    /// An input ended editing.
    mutating func ended(_ input: AnyHashable) {
        if editing == input { editing = nil }
        endedThisTurn = input
    }

    /// The main queue turned: an input that ended before now left with its keyboard.
    mutating func turnEnded() {
        endedThisTurn = nil
    }
}
