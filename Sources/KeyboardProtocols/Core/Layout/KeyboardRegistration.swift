import Foundation

/// One observer's registration: the observer, held weakly, its screen's ``KeyboardScreenLayout``, and the mixins'
/// units that run again after the announced change.
///
/// The registry keeps one per registered observer (and keeps it after the observer unregisters, so a screen coming
/// back finds what its mixins applied). It runs each mixin: the mixin's default hands it a ``KeyboardMixin/Unit``
/// (``KeyboardChangeFrameObserver/runKeyboardMixin(_:for:)``), and it senses, decides and applies for the announced
/// change, after the layout commit, at rest and on a layout change. The defaults reach it through ``of(_:)``: during
/// a delivery the registry hands it down (``KeyboardRegistrationScope``), elsewhere it is looked up in the observer's
/// registry.
@MainActor
final class KeyboardRegistration {
    /// The registered observer.
    private(set) weak var object: (any KeyboardChangeFrameObserver)?

    /// The screen's keyboard layout state.
    @exclusivity(unchecked) var layout: KeyboardScreenLayout

    /// The registry's count of registrations when this one last registered.
    var registeredAt = 0

    /// What the registration asks of the UI layer: its registry's platform.
    let platform: KeyboardPlatform

    /// The registry that keeps this registration, held weakly; `nil` for one made for an observer never registered.
    private(set) weak var registry: KeyboardObserverRegistry?

    /// Whether the observer is being told a change by ``tell(_:to:)``.
    @exclusivity(unchecked) private var isAnnouncing = false

    /// The units the mixins' defaults handed for the last announced change, by mixin: run again in the later phases.
    @exclusivity(unchecked) private var units:
        [KeyboardMixin: @MainActor (KeyboardRegistration, KeyboardFrameChange, KeyboardMixinPhase) -> Void] =
            [:]

    /// A registration for `object` asking `platform`, kept by `registry`, with a fresh layout.
    init(
        object: any KeyboardChangeFrameObserver, platform: KeyboardPlatform, registry: KeyboardObserverRegistry? = nil,
        layout: KeyboardScreenLayout = KeyboardScreenLayout()
    ) {
        self.object = object
        self.platform = platform
        self.registry = registry
        self.layout = layout
    }

    /// The registration of `observer`: the one handed down by the delivery running for it, else the one its registry
    /// keeps, else a new one that lives for this call only (an observer never registered), asking the package's own
    /// platform, as the default center's registry does.
    static func of(_ observer: any KeyboardChangeFrameObserver) -> KeyboardRegistration {
        if let scoped = KeyboardRegistrationScope.current(for: observer) { return scoped }
        return KeyboardObserverRegistry.registration(of: observer)
            ?? KeyboardRegistration(object: observer, platform: .builtIn)
    }

    /// Runs `body` with this registration handed down to the mixins' defaults.
    func withScope<Result>(_ body: () -> Result) -> Result {
        if KeyboardRegistrationScope.current === self { return body() }
        return KeyboardRegistrationScope.with(self, body)
    }

    /// Whether a layout pass of the screen's composer runs the mixins now (``composerLayoutPass(_:)``).
    private(set) var isInComposerLayoutPass = false

    /// Runs `body`, with this registration handed down, as a layout pass of the screen's composer (its first layout,
    /// a new size) that moved no keyboard: the insets set there are set as that pass sets its frames.
    func composerLayoutPass<Result>(_ body: () -> Result) -> Result {
        let wasInPass = isInComposerLayoutPass
        isInComposerLayoutPass = true
        defer { isInComposerLayoutPass = wasInPass }
        return withScope(body)
    }

    // MARK: - Running mixins

    /// Runs `unit` for `change` (`nil`: the change last announced) as the announced pass: sense, decide with the
    /// screen's rule, apply. A unit that runs again is kept, holding `observer` weakly, for the later phases.
    func run<Observer: AnyObject, R: KeyboardMixin.Rule>(
        _ unit: KeyboardMixin.Unit<Observer, R>, of observer: Observer, for change: KeyboardFrameChange?
    ) {
        guard let change = change ?? layout.lastAnnounced else { return }
        if unit.runsAgain {
            layout.defaultMeasured(R.mixin)
            units[R.mixin] = { [weak observer] registration, change, phase in
                guard let observer else { return }
                registration.run(unit, of: observer, for: change, at: phase)
            }
        }
        run(unit, of: observer, for: change, at: .announced)
    }

    /// Senses, decides and applies `unit` for `change` at `phase`.
    private func run<Observer: AnyObject, R: KeyboardMixin.Rule>(
        _ unit: KeyboardMixin.Unit<Observer, R>, of observer: Observer, for change: KeyboardFrameChange,
        at phase: KeyboardMixinPhase
    ) {
        guard let facts = unit.sense(observer, change),
            let move = layout.decide(R.self, facts, for: change, at: phase)
        else { return }
        unit.apply(observer, move)
    }

    /// Runs the kept units again for `change` at a later `phase`, in the mixins' order.
    private func runAgain(_ change: KeyboardFrameChange, at phase: KeyboardMixinPhase) {
        for mixin in KeyboardMixin.allCases where layout.remeasures(mixin) {
            units[mixin]?(self, change, phase)
        }
    }

    // MARK: - Phases

    /// Tells `observer` `change` through its `handleKeyboardChange(_:)`, its own or the default, inside the announced
    /// phase: the record of which defaults ran starts empty, and once it returns the after-layout-commit measurement
    /// is scheduled if a mixin's default measured (a screen that takes the method over and calls a default gets it).
    func tell(_ change: KeyboardFrameChange, to observer: any KeyboardChangeFrameObserver) {
        announcing(change, telling: observer) { observer.handleKeyboardChange(change) }
    }

    /// The default `handleKeyboardChange(_:)`: runs `observer`'s mixins, then its gist callback for a notification
    /// unless the inset mixin called it already. Called outside ``tell(_:to:)`` (an app calling the method itself),
    /// it runs the announced phase's bookkeeping too.
    func announce(_ change: KeyboardFrameChange, to observer: any KeyboardChangeFrameObserver) {
        if isAnnouncing {
            withScope { runAnnounced(change, observer) }
        } else {
            announcing(change, telling: observer) { runAnnounced(change, observer) }
        }
    }

    /// The default's own work: `observer`'s mixins, then its gist callback if due.
    private func runAnnounced(_ change: KeyboardFrameChange, _ observer: any KeyboardChangeFrameObserver) {
        platform.announceMixins(observer, change)
        callGistCallbackIfDue(observer)
    }

    /// Runs `body` as the announced phase of `change` to `observer`, which the caller holds throughout: begins it,
    /// then ends it and schedules the after-commit pass.
    private func announcing(
        _ change: KeyboardFrameChange, telling observer: any KeyboardChangeFrameObserver, _ body: () -> Void
    ) {
        // Handed down without asking first whether it is already (once per observer and tracked frame): handing it
        // down again changes nothing.
        KeyboardRegistrationScope.with(self, telling: observer) {
            let wasAnnouncing = isAnnouncing
            isAnnouncing = true
            layout.beginAnnouncing(change)
            if !units.isEmpty { units = [:] }
            body()
            isAnnouncing = wasAnnouncing
            if let measurement = layout.announced(change, at: ProcessInfo.processInfo.systemUptime) {
                scheduleAfterLayoutCommit(measurement)
            }
        }
    }

    /// Runs the units of `observer`'s mixins again at rest for `change`: a did-change-frame, or a layout change.
    func measureAtRest(_ change: KeyboardFrameChange) {
        withScope { runAgain(change, at: .atRest) }
    }

    /// Calls `observer`'s gist callback now if it is due in this delivery, and learns whether it is implemented.
    func callGistCallbackIfDue(_ observer: any KeyboardChangeFrameObserver) {
        guard let arguments = layout.takeDueGistCallback() else { return }
        observer.willChangeKeyboardFrame(
            height: arguments.height,
            animationDuration: arguments.animationDuration,
            animationOptions: arguments.animationOptions
        )
        layout.gistCallbackReturned()
    }

    /// Whether the inset mixin leaves the insets to `observer`'s own gist callback (calling it first if it is due,
    /// to learn); a debug build says so once per registration.
    func leavesInsetsToGistCallback(_ observer: any KeyboardChangeFrameObserver) -> Bool {
        callGistCallbackIfDue(observer)
        let answer = layout.insetsTakeover(conformer: String(describing: type(of: observer)))
        say(answer.notice)
        return answer.takenOver
    }

    /// Prints `notice` to the console in a debug build; the layout state decides it is said once.
    private func say(_ notice: String?) {
        #if DEBUG
            if let notice { print(notice) }
        #endif
    }

    /// Asks for the pass after the next layout commit; one that only waits for a window lets the run loop sleep.
    private func scheduleAfterLayoutCommit(_ measurement: KeyboardMeasurement, wakesRunLoop: Bool = true) {
        platform.afterLayoutCommit(wakesRunLoop) { [weak self] in
            self?.layoutCommitted(measurement) ?? false
        }
    }

    /// The layout committed after `measurement` was scheduled: measures, waits for a window, or does nothing, as the
    /// layout state answers. Returns whether it measured.
    private func layoutCommitted(_ measurement: KeyboardMeasurement) -> Bool {
        guard let observer = object else { return false }
        let answer = layout.layoutCommitted(
            measurement, at: ProcessInfo.processInfo.systemUptime,
            hasWindow: platform.hasWindow(observer))
        switch answer {
        case .none:
            return false
        case .waitForWindow:
            scheduleAfterLayoutCommit(measurement, wakesRunLoop: false)
            return false
        case .measure(let change, let phase):
            withScope { runAgain(change, at: phase) }
            return true
        }
    }
}

/// The registration a delivery hands down to the mixins' defaults, for the time of one synchronous call.
///
/// NB: a main-actor variable saved and restored around the call, not a `TaskLocal`: deliveries, their mixins and their
/// callbacks all run synchronously on the main actor, and on swift-corelibs-foundation a task-local's push, pop and
/// read on every delivery cost about a twentieth of keyboard-bench's dispatch.checked.ratio.1. A `Task` an observer
/// starts finds its registration through its registry, as any call outside a delivery does.
@MainActor
enum KeyboardRegistrationScope {
    /// The registration handed down now, and the observer it is telling, if any; `nil` outside a delivery.
    private static var scoped: (registration: KeyboardRegistration, told: ObjectIdentifier?)?

    /// The registration handed down by the delivery running now, or `nil`.
    static var current: KeyboardRegistration? { scoped?.registration }

    /// The registration handed down now when it is `observer`'s, else `nil`.
    static func current(for observer: AnyObject) -> KeyboardRegistration? {
        guard let scoped else { return nil }
        // NB: the observer being told is known by its identity, not by loading the registration's weak reference (an
        // atomic increment and decrement of a side table, on every delivery): the call telling it holds it
        // throughout, so no other object can have its address meanwhile.
        if let told = scoped.told { return told == ObjectIdentifier(observer) ? scoped.registration : nil }
        return scoped.registration.object === observer ? scoped.registration : nil
    }

    /// Runs `body` with `registration` handed down, and hands the previous one back after it, nested calls included.
    /// `observer`, when given, is the registration's observer, which the caller holds until `body` returns.
    static func with<Result>(
        _ registration: KeyboardRegistration, telling observer: AnyObject? = nil, _ body: () -> Result
    ) -> Result {
        let previous = scoped
        scoped = (registration, observer.map(ObjectIdentifier.init))
        defer { scoped = previous }
        return body()
    }
}
