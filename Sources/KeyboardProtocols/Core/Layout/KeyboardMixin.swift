import Foundation

/// The keyboard mixins, in the order a screen's announced pass runs them.
///
/// A mixin is one unit: its core ``Rule`` (a pure value: the screen's state for the mixin, and its decision) and the
/// UI layer's two closures, ``Unit/sense`` and ``Unit/apply``. A mixin's default hands its ``Unit`` to its
/// registration with ``KeyboardChangeFrameObserver/runKeyboardMixin(_:for:)``: the registration runs sense, decide,
/// apply for the announced change, and runs the same unit again after the layout commit, at rest and on a layout
/// change. What each case needs is declared here, in exhaustive `switch`es (``rule``, ``stages``, ``movesLayout``),
/// so a case without its lines does not compile; the engine's `switch` over the cases is the UI layer's.
enum KeyboardMixin: Sendable, Hashable, CaseIterable {
    /// `PinsBarToKeyboard`: the bar's bottom constant.
    case bar
    /// `ModifiableInsetsOnKeyboardFrameChanges`: the scroll view's bottom insets.
    case insets
    /// `AdjustsViewAboveKeyboard`: the container's translation.
    case container
    /// `PreloadsKeyboard`: the height of a delivered keyboard, recorded.
    case preload
    /// A SwiftUI view that reads the keyboard (``KeyboardViewObserver``): its rule is the view's role.
    case view
    /// `AddsKeyboardToolbar`: Previous, Next and Done, enabled for the focused input (`KeyboardToolbarMixin`).
    case toolbar
    /// `KeepsLatestMessageInView`: the chat list's offset, after the insets moved (``KeyboardChatScrollRule``).
    case chat
}

extension KeyboardMixin {
    /// Whether the mixin moves layout with the keyboard, so its screen gets a layout sensor and, where an interactive
    /// dismissal can happen, a frame tracker; the gist's plain observer and the preload do not.
    var movesLayout: Bool {
        switch self {
        case .bar, .insets, .container: return true
        case .preload: return false
        // A SwiftUI view has its own sensor view, and installs its own tracker.
        case .view: return false
        // Sets its buttons, moves nothing.
        case .toolbar: return false
        // It moves the offset of a list the inset mixin, which it refines, already makes movable.
        case .chat: return false
        }
    }

    /// The rule type that decides for the mixin: one per case, naming it as its ``Rule/mixin``.
    ///
    /// The registration keeps a screen's rules by their case, so a rule naming another mixin's case would take that
    /// mixin's place (the bar's original constant forgotten, the bar left lifted after the hide);
    /// `KeyboardMixinRecipeTests` fails for a case whose rule names another, and for a rule no case names.
    var rule: any Rule.Type {
        switch self {
        case .bar: PinnedBarAdjustment.self
        case .insets: ScrollViewInsetAdjustment.self
        case .container: KeyboardAvoidanceTranslation.self
        case .preload: KeyboardHeightRecording.self
        case .view: KeyboardViewLayout.self
        case .toolbar: KeyboardToolbarMixin.self
        case .chat: KeyboardChatScrollRule.self
        }
    }

    /// When the UI layer calls a mixin's part for a screen, in the order the stages come.
    enum Stage: Sendable, Hashable, CaseIterable {
        /// The screen has registered on a center: the part installs what the mixin puts in the screen's views (the
        /// toolbar's bar and its editing observers, the insets' composer sensor).
        case registered
        /// A change is announced, before any mixin's ``announced`` part: the part looks at the screen as it is,
        /// before the others move it (the chat reads its list before the bar and the insets move).
        case beforeMixins
        /// A change is announced: the part runs its mixin, in the cases' order.
        case announced
    }

    /// One stage with what the part works on: the registry of the center registered on, or the announced change.
    enum Moment {
        /// ``Stage/registered`` with the registry of the center the screen registered on.
        case registered(KeyboardObserverRegistry)
        /// ``Stage/beforeMixins`` for `change`.
        case beforeMixins(KeyboardFrameChange)
        /// ``Stage/announced`` for `change`.
        case announced(KeyboardFrameChange)

        /// The stage this moment is.
        var stage: Stage {
            switch self {
            case .registered: .registered
            case .beforeMixins: .beforeMixins
            case .announced: .announced
            }
        }
    }

    /// The stages the UI layer calls the mixin's part in; none for a mixin whose observer runs its own unit (a
    /// SwiftUI view's, from its `handleKeyboardChange(_:)`). Every other mixin runs in ``Stage/announced``; a part
    /// that needs the screen's views at registration or a look before the others move declares it here.
    var stages: Set<Stage> {
        switch self {
        case .bar, .container, .preload: [.announced]
        // A composer bar it measures gets its sensor as the screen registers: the list under it is inset from the
        // bar's first layout, before any keyboard.
        case .insets: [.registered, .announced]
        case .view: []
        // Its bar is installed as the screen registers: UIKit posts the begin-editing notifications from
        // becomeFirstResponder, before the will-show, so the bar rides the first keyboard.
        case .toolbar: [.registered, .announced]
        case .chat: [.beforeMixins, .announced]
        }
    }

    /// The mixins whose part the UI layer calls at `stage`, in the cases' order.
    static func running(at stage: Stage) -> [KeyboardMixin] {
        allCases.filter { $0.stages.contains(stage) }
    }

    /// A mixin's core rule: a pure value holding what the mixin keeps for one screen, and its decision.
    ///
    /// The registration keeps one value per screen and mixin, made with ``init()`` on first use, and passes it the
    /// facts the mixin's ``Unit/sense`` read. A rule keeps its new state only when it decides to (a correction that
    /// moves nothing changes nothing).
    protocol Rule: Sendable {
        /// What the UI layer senses for the decision: a constraint's constant, a view's frame, a window's screen.
        associatedtype Facts
        /// What the UI layer applies: a constant, insets, a translation.
        associatedtype Answer: Sendable & Equatable

        /// The case this rule decides for; one rule type per case.
        static var mixin: KeyboardMixin { get }

        /// The rule of a screen that has applied nothing yet.
        init()

        /// Decides what to apply for `change` at `phase`, from `facts`: the value and how to set it, or `nil` to leave
        /// things as they are.
        mutating func decide(_ facts: Facts, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase)
            -> KeyboardMixinMove<Answer>?
    }

    /// One mixin's run for one screen: the UI layer's two closures around the core's ``Rule``.
    ///
    /// Both closures take the screen (`Observer`) as their first argument, so a unit the registration keeps for the
    /// later passes never keeps the screen alive: write them without capturing `self`.
    @MainActor
    struct Unit<Observer: AnyObject, R: Rule> {
        /// Reads what the rule decides on, for `change`; `nil` when there is nothing to measure (the view is not
        /// loaded, a constraint can't be used), which leaves everything as it is.
        var sense: @MainActor (_ screen: Observer, _ change: KeyboardFrameChange) -> R.Facts?

        /// Sets the rule's answer, animated as its plan says.
        var apply: @MainActor (_ screen: Observer, _ move: KeyboardMixinMove<R.Answer>) -> Void

        /// Whether the registration keeps the unit to run it again after the layout commit, at rest and on a layout
        /// change (a mixin's default); `false` for a run on request only (`automaticallyAdjust(_:padding:)`).
        var runsAgain: Bool

        /// A unit for `R`'s mixin.
        init(
            _ rule: R.Type = R.self, runsAgain: Bool = true,
            sense: @escaping @MainActor (_ screen: Observer, _ change: KeyboardFrameChange) -> R.Facts?,
            apply: @escaping @MainActor (_ screen: Observer, _ move: KeyboardMixinMove<R.Answer>) -> Void
        ) {
            self.sense = sense
            self.apply = apply
            self.runsAgain = runsAgain
        }
    }
}

// MARK: - Running a unit

extension KeyboardChangeFrameObserver {
    /// Runs one mixin for `change`: the one call a mixin's default makes into the core.
    ///
    /// Its registration (the delivery's, else its registry's) senses, decides with the screen's rule and applies, as
    /// the announced pass; a unit that ``KeyboardMixin/Unit/runsAgain`` is kept and run again after the layout
    /// commit, at rest and on a layout change, until the next announced change. A conformer that implements the
    /// mixin's method itself never hands a unit, so is never measured again behind its back.
    ///
    /// - Parameters:
    ///   - unit: The mixin's sense and apply.
    ///   - change: The change to run for; `nil` for the change last announced to this screen (nothing runs if none).
    func runKeyboardMixin<R: KeyboardMixin.Rule>(
        _ unit: KeyboardMixin.Unit<Self, R>, for change: KeyboardFrameChange?
    ) {
        KeyboardRegistration.of(self).run(unit, of: self, for: change)
    }
}

extension KeyboardChangeFrameObserver {
    /// Says `sentence` in the console of a debug build, the first time it is said about `subject` (a constraint a
    /// mixin can't use) for this screen: the mixin leaves things alone, never a trap.
    func sayKeyboardNoticeOnce(_ sentence: String, about subject: AnyObject) {
        let notice = KeyboardRegistration.of(self).layout.sayOnce(sentence, about: ObjectIdentifier(subject))
        #if DEBUG
            if let notice { print(notice) }
        #endif
    }
}
