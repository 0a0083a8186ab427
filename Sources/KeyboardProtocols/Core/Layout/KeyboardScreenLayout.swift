import Foundation

/// One registered screen's keyboard layout, as a state machine: what it last heard, each mixin's rule (what it
/// applied), which mixins' defaults ran, whether the gist's callback is implemented, whether a presentation covers it,
/// and when it must measure again.
///
/// Each registration keeps one (``KeyboardRegistration``); the UIKit layer turns live facts into the values its
/// methods take and applies their answers. Every method is pure: no clock, no UIKit, no global. It names no mixin:
/// what a mixin keeps is its ``KeyboardMixin/Rule``.
struct KeyboardScreenLayout: Sendable {
    /// Each mixin's rule for this screen: what it applied, and its decision (``KeyboardMixin/Rule``).
    private var rules: [KeyboardMixin: any KeyboardMixin.Rule] = [:]

    /// The change last announced to the screen (a tracked frame included); `nil` before any.
    private(set) var lastAnnounced: KeyboardFrameChange?

    /// The last change the screen was told; `nil` before any.
    private(set) var lastHeard: KeyboardFrameChange?

    /// Whether a presentation covered the screen when something was to be told: it catches up once uncovered.
    private(set) var isBehind = false

    /// The mixins whose default ran for the last announced change: only they are measured again later.
    private(set) var measuredDefaults: Set<KeyboardMixin> = []

    /// Whether the screen implements the gist's callback, as learned the last time it was called.
    private(set) var gistCallback: GistCallbackUse = .unknown

    /// The after-layout-commit measurement due, if any.
    private(set) var pending: KeyboardMeasurement?

    /// The screen's layout as its sensor last reported it; `nil` before any report.
    private(set) var layoutFacts: KeyboardLayoutFacts?

    /// The layout the sensor reported last, waiting for the pass after the layout commit; `nil` when none waits.
    private var reportedLayout: KeyboardLayoutFacts?

    /// The gist callback of the change being announced: due, running, or `nil` once called (or for a tracked frame).
    private var gistCall: GistCall?

    /// The last measurement's number: a newer change supersedes an older pending one.
    private var generation = 0

    /// Whether the screen was told, once, that its gist callback takes the insets over.
    private var hasNoticedInsetsTakeover = false

    /// What was said once (``sayOnce(_:about:)``): a sentence and the identity of what it is about.
    private var said: Set<String> = []

    /// Whether the gist's callback is the conformer's own or the default.
    enum GistCallbackUse: Sendable, Equatable {
        /// Not called yet.
        case unknown
        /// The conformer implements it: on an inset mixin it owns the insets, as in the gist.
        case implemented
        /// The default (which does nothing) ran.
        case byDefault
    }

    /// NB: due for ``lastAnnounced``, which ``beginAnnouncing(_:)`` sets with it: a second copy of the change
    /// here cost every observer of every notification a copy in and out.
    private enum GistCall: Sendable {
        case due
        case running(defaultRan: Bool)
    }

    /// A screen that heard `lastHeard` (a screen registering again) or nothing.
    init(lastHeard: KeyboardFrameChange? = nil) {
        self.lastHeard = lastHeard
    }

    // MARK: - Hearing

    /// Decides whether a change reaches the screen: not while `covered`, when the screen falls behind until it is
    /// uncovered. Returns `true` and remembers the change when it is to be told.
    mutating func hear(_ change: KeyboardFrameChange, covered: Bool) -> Bool {
        guard !covered else {
            isBehind = true
            return false
        }
        isBehind = false
        lastHeard = change
        return true
    }

    /// Whether a screen left behind must catch up now that it is no longer `covered`; clears ``isBehind`` if so.
    mutating func uncover(covered: Bool) -> Bool {
        guard isBehind, !covered else { return false }
        isBehind = false
        return true
    }

    // MARK: - Announced

    /// A change is announced to the screen: the mixins run next, then the gist's callback (not for a tracked frame).
    mutating func beginAnnouncing(_ change: KeyboardFrameChange) {
        measuredDefaults = []
        lastAnnounced = change
        gistCall = change.isTracked ? nil : .due
    }

    /// The screen's rule of type `R`: what its mixin applied; a fresh rule before it ran.
    func rule<R: KeyboardMixin.Rule>(_ type: R.Type = R.self) -> R {
        decidedRule() ?? R()
    }

    /// `R`'s state once the screen's rule decided at least once, else `nil`: a mixin whose default the screen took
    /// over (`moveBarWithKeyboard(for:)` of its own) never decides.
    func decidedRule<R: KeyboardMixin.Rule>(_ type: R.Type = R.self) -> R? {
        rules[R.mixin] as? R
    }

    /// Runs `R`'s decision on the screen's rule, keeping the rule's new state.
    mutating func decide<R: KeyboardMixin.Rule>(
        _ type: R.Type, _ facts: R.Facts, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase
    ) -> KeyboardMixinMove<R.Answer>? {
        var rule: R = rule()
        let move = rule.decide(facts, for: change, at: phase)
        rules[R.mixin] = rule
        return move
    }

    /// Records that `mixin`'s default measured the screen, so the later phases measure it again.
    mutating func defaultMeasured(_ mixin: KeyboardMixin) {
        measuredDefaults.insert(mixin)
    }

    /// Whether the later phases measure `mixin` again: its default ran for the last announced change.
    func remeasures(_ mixin: KeyboardMixin) -> Bool {
        measuredDefaults.contains(mixin)
    }

    /// Takes what the gist callback due is called with, marking it running; `nil` when it ran already this delivery.
    mutating func takeDueGistCallback() -> GistCallbackArguments? {
        // NB: read in place: binding the change copied it, for every observer of every notification.
        guard case .due = gistCall, let height = lastAnnounced?.height,
            let animationDuration = lastAnnounced?.animationDuration,
            let animationOptions = lastAnnounced?.animationOptions
        else { return nil }
        gistCall = .running(defaultRan: false)
        return GistCallbackArguments(
            height: height, animationDuration: animationDuration, animationOptions: animationOptions)
    }

    /// What the gist's callback is called with: the announced change's height, duration and options.
    struct GistCallbackArguments: Sendable {
        let height: CGFloat
        let animationDuration: TimeInterval
        let animationOptions: KeyboardAnimationOptions
    }

    /// The default gist callback ran while the callback was running: the screen does not implement it.
    mutating func gistCallbackDefaultRan() {
        guard case .running = gistCall else { return }
        gistCall = .running(defaultRan: true)
    }

    /// The gist callback returned: learns whether the screen implements it.
    mutating func gistCallbackReturned() {
        guard case .running(let defaultRan) = gistCall else { return }
        gistCallback = defaultRan ? .byDefault : .implemented
        gistCall = nil
    }

    /// The announced change's mixins and gist callback ran, at `now` (seconds of system uptime): the measurement due
    /// after the next layout commit, or `nil` when no default measured anything or the change is a tracked frame
    /// (which moves no sheet). A newer measurement supersedes the one pending.
    /// (`now` is read only when a measurement is due: not 60 to 120 times a second for tracked frames.)
    mutating func announced(
        _ change: KeyboardFrameChange, at now: @autoclosure () -> TimeInterval
    ) -> KeyboardMeasurement? {
        gistCall = nil
        guard !change.isTracked, !measuredDefaults.isEmpty else { return nil }
        generation += 1
        let measurement = KeyboardMeasurement(change: change, generation: generation, start: now())
        pending = measurement
        return measurement
    }

    // MARK: - After the layout commit

    /// What to do when the layout committed after a measurement was scheduled.
    enum CommitAnswer: Sendable, Equatable {
        /// Nothing: a newer change superseded this measurement, or none is due.
        case none
        /// The screen's view is in no window yet: schedule again for the next commit.
        case waitForWindow
        /// Measure the mixins again for `change` at `phase`.
        case measure(KeyboardFrameChange, KeyboardMixinPhase)
    }

    /// The layout committed after `measurement` was scheduled, at `now`; `hasWindow` tells whether the screen's view
    /// is in a window.
    mutating func layoutCommitted(
        _ measurement: KeyboardMeasurement, at now: TimeInterval, hasWindow: Bool
    ) -> CommitAnswer {
        guard let pending, pending.generation == measurement.generation else { return .none }
        let elapsed = now - pending.start
        if KeyboardMixinPhase.waitsForWindow(hasWindow: hasWindow, elapsed: elapsed) { return .waitForWindow }
        self.pending = nil
        return .measure(pending.change, .afterLayoutCommit(elapsed: elapsed))
    }

    // MARK: - Layout changes

    /// The screen's sensor reports its layout, in a layout pass: keeps the facts for the pass after the layout
    /// commit. Returns whether to schedule that pass: not when one is scheduled already (the reports of one commit
    /// make one pass, with the last facts).
    mutating func layoutReported(_ facts: KeyboardLayoutFacts) -> Bool {
        defer { reportedLayout = facts }
        return reportedLayout == nil
    }

    /// The pass after the layout commit runs: the facts reported last, for ``layoutChanged(_:)``, or `nil`.
    mutating func takeReportedLayout() -> KeyboardLayoutFacts? {
        defer { reportedLayout = nil }
        return reportedLayout
    }

    /// The screen's layout, as reported before the pass after the layout commit: the change to measure again at rest
    /// when the layout changed while the screen shows a visible keyboard it heard and a default measured it, and no
    /// after-commit pass is pending (it measures anyway); `nil` otherwise. The first report is only remembered. A
    /// keyboard heard on a screen of another size (a rotation whose layout pass comes before its notifications; no
    /// source orders the two) is stale: the rotation's own notifications measure.
    // Apple, keyboardFrameEndUserInfoKey: in Split View, Slide Over and Stage Manager the keyboard's frame and a view's
    // coordinates diverge as the window changes.
    mutating func layoutChanged(_ facts: KeyboardLayoutFacts) -> KeyboardFrameChange? {
        let previous = layoutFacts
        layoutFacts = facts
        guard let previous, previous != facts, !isBehind, pending == nil, !measuredDefaults.isEmpty,
            let lastHeard, lastHeard.isVisible
        else { return nil }
        if let screenSize = facts.screenSize, let heardScreen = lastHeard.screenBounds,
            heardScreen.size != screenSize
        {
            return nil
        }
        return lastHeard
    }

    // MARK: - The composer's layout pass

    /// What a layout pass of the composer bar runs (`PinsBarToKeyboard`'s bar, whose sensor reports its first layout
    /// in a window and each new size), as a screen with the inset mixin has it: the insets for the change last
    /// announced, and then the chat rule. Before any change was announced, both for no keyboard (``noKeyboard``), so a
    /// list under the resting composer is inset from the bar's first layout rather than from the first keyboard, and
    /// follows it as it grows. Once a change was announced, the sensor's first layout runs nothing: that change's pass
    /// measured the bar.
    func composerPass(isFirstLayout: Bool) -> (insets: KeyboardFrameChange?, movesChat: Bool) {
        guard let lastAnnounced else { return (Self.noKeyboard, true) }
        return isFirstLayout ? (nil, false) : (lastAnnounced, true)
    }

    /// A keyboard that isn't there: a did-hide at duration 0 on no screen in particular, which covers nothing.
    static let noKeyboard = try? KeyboardFrameChange(
        event: .didHide, endFrame: .zero, animationDuration: 0, screen: nil)

    // MARK: - Saying things once

    /// `sentence`, the first time it is said about `subject` (an object the screen uses: a constraint it can't use),
    /// then `nil`: a mistake is left alone and said once, never a trap.
    mutating func sayOnce(_ sentence: String, about subject: ObjectIdentifier) -> String? {
        said.insert("\(subject) \(sentence)").inserted ? sentence : nil
    }

    // MARK: - The gist's callback taking the insets over

    /// Whether the inset mixin leaves the insets to the screen's own gist callback, as in the gist; the first time it
    /// does, also the sentence a debug build prints about `conformer` (then `nil` for good).
    mutating func insetsTakeover(conformer: String) -> (takenOver: Bool, notice: String?) {
        guard gistCallback == .implemented else { return (false, nil) }
        guard !hasNoticedInsetsTakeover else { return (true, nil) }
        hasNoticedInsetsTakeover = true
        return (
            true,
            "KeyboardProtocols: \(conformer) implements willChangeKeyboardFrame(height:animationDuration:"
                + "animationOptions:), so ModifiableInsetsOnKeyboardFrameChanges leaves scrollViewToModify's insets "
                + "to it (as in the gist)"
        )
    }
}

/// A measurement due after the next layout commit: for `change`, scheduled `start` seconds of system uptime.
struct KeyboardMeasurement: Sendable, Equatable {
    /// The announced change to measure again.
    let change: KeyboardFrameChange
    /// Its number: a newer measurement supersedes it.
    let generation: Int
    /// When the change was announced, in seconds of system uptime.
    let start: TimeInterval
}

/// A screen's layout as its sensor reads it in a layout pass: the size of its view, the view's safe area, and its
/// window's bounds. A change under a visible keyboard means the mixins measure again.
struct KeyboardLayoutFacts: Sendable, Equatable {
    /// The size of the screen's view.
    var viewSize: CGSize
    /// The view's safe-area insets: top, left, bottom, right (bars, the home indicator, `additionalSafeAreaInsets`).
    var safeArea: [CGFloat]
    /// The bounds of the view's window (a Stage Manager or Split View resize); `.null` without one.
    var windowBounds: CGRect
    /// The size of the window's screen now (it turns with the interface); `nil` without one, and on visionOS.
    var screenSize: CGSize?

    init(viewSize: CGSize, safeArea: [CGFloat], windowBounds: CGRect, screenSize: CGSize? = nil) {
        self.viewSize = viewSize
        self.safeArea = safeArea
        self.windowBounds = windowBounds
        self.screenSize = screenSize
    }
}
