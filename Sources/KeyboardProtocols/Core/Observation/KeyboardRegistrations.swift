import Foundation

/// The registrations half of a ``KeyboardObserverRegistry``: who is registered, the screens that left and may come
/// back, what a registering screen must hear (its catch-up), whether a presentation covers a screen, and the at-rest
/// and layout passes. It tells observers what the input half decided; it never reads a notification.
///
/// It reads the input half's ``KeyboardDelivery`` (whether a hide is held, what a registering screen must hear) and
/// never changes it.
@MainActor
final class KeyboardRegistrations {
    /// The registry whose registrations these are: its platform, and its delivery as it stands now (read afresh each
    /// time: a callback may deliver meanwhile). It owns this half.
    private unowned let registry: KeyboardObserverRegistry

    /// What the registrations ask of the UI layer: their registry's platform, kept here (it never changes) so that
    /// telling an observer does not load the registry.
    let platform: KeyboardPlatform

    /// Registered observers in registration order, held weakly, each with its screen's layout state.
    @exclusivity(unchecked) private(set) var entries: [KeyboardRegistration] = []

    /// The registrations by observer identity, for constant-time lookups during delivery.
    @exclusivity(unchecked) private var byObserver: [ObjectIdentifier: KeyboardRegistration] = [:]

    /// How many times an observer registered: a registration made during a delivery is told by its catch-up, not
    /// again by that delivery.
    @exclusivity(unchecked) private var registrationCount = 0

    /// How many times an observer unregistered: a delivery during which nobody registered or unregistered needs no
    /// lookup to know each of its entries is still registered.
    @exclusivity(unchecked) private var removalCount = 0

    /// The registrations of observers that unregistered (holding them weakly), so a returning screen catches up from
    /// what it heard last and finds what its mixins applied. A registered observer's state lives in its entry,
    /// written in constant time per delivery.
    private var departed: [ObjectIdentifier: KeyboardRegistration] = [:]

    /// Observers that registered while a hide was held, waiting for it to be delivered or cancelled before they catch
    /// up: the keyboard they would be told is up may be on its way out.
    @exclusivity(unchecked) private var awaitingCatchUp: [KeyboardRegistration] = []

    init(registry: KeyboardObserverRegistry) {
        self.registry = registry
        platform = registry.platform
    }

    // MARK: - Who is registered

    /// Whether `observer` is registered.
    func contains(_ observer: AnyObject) -> Bool {
        byObserver[ObjectIdentifier(observer)]?.object === observer
    }

    /// The registration of `observer`, registered or departed; `nil` when it never registered.
    func registration(of observer: AnyObject) -> KeyboardRegistration? {
        let id = ObjectIdentifier(observer)
        if let entry = byObserver[id], entry.object === observer { return entry }
        if let entry = departed[id], entry.object === observer { return entry }
        return nil
    }

    /// The live registered observers, in registration order.
    var observers: [any KeyboardChangeFrameObserver] { entries.compactMap(\.object) }

    /// Whether a live observer is registered (stops at the first one).
    var hasLiveObserver: Bool { entries.contains { $0.object != nil } }

    /// Whether any registered observer is left behind under a presentation.
    var hasObserversBehind: Bool {
        entries.contains { $0.object != nil && $0.layout.isBehind }
    }

    /// Registers `observer` (taking back its registration when it comes back): it hears
    /// the keyboard as it is at once, or at the turn's end while a hide is held. A registered observer only catches up
    /// if it is no longer covered.
    func add(_ observer: any KeyboardChangeFrameObserver) {
        prune()
        if let registered = registration(of: observer), contains(observer) {
            catchUpIfUncovered(registered)
            return
        }
        let id = ObjectIdentifier(observer)
        var entry = KeyboardRegistration(object: observer, platform: platform, registry: registry)
        if let returning = departed.removeValue(forKey: id), returning.object === observer { entry = returning }
        registrationCount += 1
        entry.registeredAt = registrationCount
        entries.append(entry)
        byObserver[id] = entry
        if registry.deliveryHoldsHide {
            awaitingCatchUp.append(entry)
        } else if let current = catchUp(entry) {
            tell(entry, current)
        }
    }

    /// Unregisters `observer`, which first hears `heldHide` (a hide posted in this turn) if it last heard a keyboard.
    func remove(_ observer: AnyObject, heldHide: KeyboardFrameChange?) {
        let id = ObjectIdentifier(observer)
        // From deinit the weak reference is already nil: the entry goes with the deallocated ones.
        guard let entry = byObserver[id], entry.object === observer else { return prune() }
        if let heldHide, entry.layout.lastHeard?.isVisible == true {
            tell(entry, heldHide)
        }
        departed = departed.filter { $0.value.object != nil }
        departed[id] = entry
        entries.removeAll { $0 === entry }
        byObserver[id] = nil
        removalCount += 1
        prune()
    }

    /// Drops the registrations of deallocated observers.
    func prune() {
        guard entries.contains(where: { $0.object == nil }) else { return }
        entries.removeAll { $0.object == nil }
        byObserver = byObserver.filter { $0.value.object != nil }
    }

    // MARK: - Telling observers

    /// Tells every registered observer; returns whether it may have left a deallocated one to prune (it met one, or
    /// a callback added or removed observers).
    ///
    /// NB: `registry` is this half's own, handed by the caller: loading the `unowned` one for each observer retained
    /// it, an atomic operation on its side table (it is held weakly), on every notification.
    @discardableResult
    func tellAll(_ change: KeyboardFrameChange, from registry: KeyboardObserverRegistry) -> Bool {
        let registeredBefore = registrationCount
        let removedBefore = removalCount
        let countBefore = entries.count
        var metDeallocated = false
        // A snapshot: callbacks may add or remove observers.
        for entry in entries {
            // Skips observers removed (or deallocated) by an earlier callback of this same delivery, and those
            // registered again since (their catch-up told them). Until a callback adds or removes one, every live
            // entry of the snapshot is registered: no lookup per observer.
            guard let observer = entry.object else {
                metDeallocated = true
                continue
            }
            if registrationCount != registeredBefore || removalCount != removedBefore {
                guard byObserver[ObjectIdentifier(observer)] === entry, entry.registeredAt <= registeredBefore
                else { continue }
            }
            tell(entry, change, to: observer, in: registry)
        }
        return metDeallocated || registrationCount != registeredBefore || entries.count != countBefore
    }

    /// Tells every observer that a keyboard value could not be understood.
    func reportFailure(_ error: KeyboardPayloadError) {
        for observer in observers { observer.keyboardNotificationFailed(error) }
    }

    /// What a registering observer must hear at once: for one that opted out of tracked frames, the keyboard as the
    /// last notification left it, never a tracked frame.
    private func catchUp(_ entry: KeyboardRegistration) -> KeyboardFrameChange? {
        registry.delivery.catchUp(
            lastHeard: entry.layout.lastHeard,
            followsTrackedFrames: entry.object?.followsInteractiveKeyboardDismissal ?? true)
    }

    /// Once no hide is held, tells the observers that registered meanwhile what they still need to hear.
    func catchUpAwaitingObservers() {
        guard !awaitingCatchUp.isEmpty, !registry.deliveryHoldsHide else { return }
        let waiting = awaitingCatchUp
        awaitingCatchUp.removeAll()
        for entry in waiting {
            // Skips an observer removed since it registered; one added again is told once, its catch-up finding
            // nothing new the second time.
            guard let observer = entry.object, byObserver[ObjectIdentifier(observer)] === entry,
                let current = catchUp(entry)
            else { continue }
            tell(entry, current)
        }
    }

    /// Tells one observer, unless it opted out of frames tracked during a drag (then neither the delivery nor a
    /// catch-up hands it one) or a presentation covers it (then it stays where it was, behind, until it is uncovered:
    /// at its next delivery, its next registration or a layout pass of its view).
    private func tell(_ entry: KeyboardRegistration, _ change: KeyboardFrameChange) {
        guard let observer = entry.object else { return }
        tell(entry, change, to: observer, in: registry)
    }

    /// ``tell(_:_:)`` to `observer`, the entry's observer its caller holds already (a weak load fewer per observer),
    /// asking `registry` (this half's own) whether a presentation covers it.
    private func tell(
        _ entry: KeyboardRegistration, _ change: KeyboardFrameChange, to observer: any KeyboardChangeFrameObserver,
        in registry: KeyboardObserverRegistry
    ) {
        if change.isTracked, !observer.followsInteractiveKeyboardDismissal { return }
        // A tracked frame never uncovers a screen left behind: the cover search (up to 1,024 views) would run 60 to
        // 120 times a second; its next notification or layout pass catches it up.
        if change.isTracked, entry.layout.isBehind { return }
        // A form sheet, page sheet or .overFullScreen presentation doesn't call the presenter's viewWillDisappear.
        let covered = platform.coverFacts(observer, registry).covers(keyboardVisible: change.isVisible)
        guard entry.layout.hear(change, covered: covered) else { return }
        entry.tell(change, to: observer)
    }

    // MARK: - Observers under a presentation

    /// Tells an observer left behind under a presentation, once it is no longer covered, where the keyboard is now,
    /// with duration 0. Nothing polls: UIKit posts nothing when a sheet is dismissed, so this runs at the screen's next
    /// delivery (``tell(_:_:)``), its next registration and a layout pass of its view.
    @discardableResult
    func catchUpIfUncovered(_ entry: KeyboardRegistration) -> Bool {
        guard entry.layout.isBehind, !registry.deliveryHoldsHide, let observer = entry.object else {
            return false
        }
        let current = catchUp(entry)
        let covered = platform.coverFacts(observer, registry).covers(
            keyboardVisible: current?.isVisible ?? entry.layout.lastHeard?.isVisible ?? false)
        guard entry.layout.uncover(covered: covered), let current else { return false }
        tell(entry, current)
        return true
    }

    // MARK: - At rest and layout passes

    /// A did-change-frame confirmed the keyboard at rest: every screen not left behind measures its mixins again.
    func settle(_ settled: KeyboardFrameChange) {
        for entry in entries {
            guard entry.object != nil, !entry.layout.isBehind else { continue }
            entry.measureAtRest(settled)
        }
    }

    /// A field began editing: a screen left behind catches up if it is no longer covered, and every other screen
    /// hearing a docked keyboard measures again at rest for `change` (the keyboard with its focus moved), if any.
    func focusMoved(_ change: KeyboardFrameChange?) {
        // A snapshot: callbacks may add or remove observers.
        for entry in entries {
            guard entry.object != nil else { continue }
            if entry.layout.isBehind {
                catchUpIfUncovered(entry)
            } else if let change, entry.layout.lastHeard?.isDocked == true {
                entry.measureAtRest(change)
            }
        }
    }

    /// Keeps a registered screen's reported layout; returns its registration when a pass must run after the layout
    /// commit (``layoutCommitted(_:)``).
    func layoutReported(_ observer: any KeyboardChangeFrameObserver, facts: KeyboardLayoutFacts)
        -> KeyboardRegistration?
    {
        guard let entry = registration(of: observer), contains(observer), entry.layout.layoutReported(facts)
        else { return nil }
        return entry
    }

    /// The pass after the layout commit that a layout report scheduled: catches up or measures at rest, as the
    /// screen's layout state answers. Returns whether it told or measured anything.
    func layoutCommitted(_ entry: KeyboardRegistration) -> Bool {
        guard let facts = entry.layout.takeReportedLayout(), let observer = entry.object, contains(observer) else {
            return false
        }
        let caughtUp = catchUpIfUncovered(entry)
        guard let change = entry.layout.layoutChanged(facts) else { return caughtUp }
        entry.measureAtRest(change)
        return true
    }
}
