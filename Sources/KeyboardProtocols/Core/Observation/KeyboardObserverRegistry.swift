import Dispatch
import Foundation

/// The observers of one notification center's keyboard notifications, and the single observation that feeds them.
///
/// You rarely use it directly: ``KeyboardChangeFrameObserver/addKeyboardFrameChangesObserver(center:)`` and
/// ``KeyboardChangeFrameObserver/removeKeyboardFrameChangesObserver(center:)`` do. In tests, tell it the screen
/// keyboard frames are measured against with ``screenBoundsProvider``.
///
/// ```swift
/// KeyboardObserverRegistry.registry(for: center).screenBoundsProvider = { _ in
///     CGRect(x: 0, y: 0, width: 393, height: 852)  // iPhone 15
/// }
/// ```
@MainActor
public final class KeyboardObserverRegistry {
    /// The notifications the registry observes: the *will* notifications, and did-change-frame to re-measure (did-show
    /// and did-hide repeat a did-change-frame, so it does not listen to them).
    static let observedEvents: [KeyboardEvent] = [.willChangeFrame, .willShow, .willHide, .didChangeFrame]

    /// One registry per live notification center.
    private static var registries: [ObjectIdentifier: KeyboardObserverRegistry] = [:]

    /// The registry for `center`, created on first use and kept while the center exists.
    ///
    /// - Parameter center: The notification center keyboard notifications are posted to.
    /// - Returns: The same registry for every call with the same center.
    public static func registry(for center: NotificationCenter) -> KeyboardObserverRegistry {
        registry(for: center, platform: nil)
    }

    /// The registry for `center`; one made now asks `platform` (the UI layer's facts and actions; the package's own,
    /// ``KeyboardPlatform/builtIn``, when `nil`). Tests pass a platform of their own with a center of their own.
    package static func registry(for center: NotificationCenter, platform: KeyboardPlatform?)
        -> KeyboardObserverRegistry
    {
        let key = ObjectIdentifier(center)
        if let registry = registries[key], registry.center === center {
            return registry
        }
        registries = registries.filter { $0.value.center != nil }
        let registry = KeyboardObserverRegistry(center: center, platform: platform ?? .builtIn)
        registries[key] = registry
        return registry
    }

    /// What this registry asks of the UI layer, handed to it when it was made.
    package let platform: KeyboardPlatform

    /// What the UI layer keeps for this registry (on iOS, the default center's: the screen of the window it last
    /// worked in, and the keyboard preloader); `nil` until it keeps something.
    package var platformState: AnyObject?

    /// The field that began editing last on this registry's center (the `object` of UIKit's textDidBeginEditing
    /// notifications), held weakly: the UIKit layer reads where the first responder is from the default center's
    /// (its accessory, its window).
    package weak var lastFieldThatBeganEditing: AnyObject?

    /// Decides, before duplicates are filtered and hides held, whether an understood notification (or a tracked frame
    /// that counts) reaches observers. Defaults to `nil`: everything understood is delivered. Preloading installs one.
    package var deliveryGate: (any KeyboardDeliveryGate)?

    /// Returns the screen a notification itself names, or `nil`: step 1 of `KeyboardScreenResolver`.
    package var notificationScreenProvider: (@MainActor (Notification) -> KeyboardScreen?)?

    /// Returns the screen of the window the UIKit layer last worked in, or `nil`: step 4 of `KeyboardScreenResolver`.
    package var windowScreenProvider: (@MainActor () -> KeyboardScreen?)?

    /// Returns the bounds of the screen a notification's keyboard appears on, overriding the notification's own.
    ///
    /// Defaults to `nil`. Tests set it to a device's screen, such as `CGRect(x: 0, y: 0, width: 393, height: 852)`.
    public var screenBoundsProvider: (@MainActor (Notification) -> CGRect?)?

    /// The rule that picks each notification's screen, and its memory of the last screen a notification named.
    package private(set) var screenResolver = KeyboardScreenResolver()

    /// The center observed; weak, so a registry never keeps a center alive.
    private(set) weak var center: NotificationCenter?

    /// Registered observers in registration order, held weakly, each with its screen's layout state.
    private(set) var entries: [KeyboardRegistration] = []

    /// The registrations by observer identity, for constant-time lookups during delivery.
    private var registrations: [ObjectIdentifier: KeyboardRegistration] = [:]

    /// How many times an observer registered: a registration made during a delivery is told by its catch-up, not
    /// again by that delivery.
    private var registrationCount = 0

    /// How many times an observer unregistered: a delivery during which nobody registered or unregistered needs no
    /// lookup to know each of its entries is still registered.
    private var removalCount = 0

    /// The center's observation tokens while anyone listens.
    private var tokens: [any NSObjectProtocol] = []

    /// Decides what observers hear, turn by turn, and remembers what they heard last.
    package internal(set) var delivery = KeyboardDelivery()

    /// Whether the end of the current turn is queued on the main queue, to deliver a held hide.
    private var isTurnEndQueued = false

    /// Whether a check is queued on the main queue to stop observing the center if no observer came back.
    private var isStopQueued = false

    /// The tracked-frame listeners (trace recorders), held weakly: tracked frames are posted only while one lives.
    private var trackedFrameListeners: [WeakListener] = []

    /// A tracked-frame listener, held weakly.
    private struct WeakListener {
        weak var object: AnyObject?
    }

    /// The registrations of observers that unregistered (holding them weakly), so a returning screen catches up from
    /// what it heard last and finds what its mixins applied. A registered observer's state lives in its entry,
    /// written in constant time per delivery.
    private var departed: [ObjectIdentifier: KeyboardRegistration] = [:]

    /// Observers that registered while a hide was held, waiting for it to be delivered or cancelled before they catch
    /// up: the keyboard they would be told is up may be on its way out.
    private var awaitingCatchUp: [KeyboardRegistration] = []

    private init(center: NotificationCenter, platform: KeyboardPlatform) {
        self.center = center
        self.platform = platform
        notificationScreenProvider = platform.notificationScreen
        windowScreenProvider = platform.lastWindowScreen
    }

    /// How many live observers are registered. Deallocated observers are dropped first.
    package var observerCount: Int {
        pruneDeallocatedObservers()
        return entries.count
    }

    /// Whether the last change delivered to observers shows a keyboard; `false` while the center is not observed.
    package var isKeyboardVisible: Bool { delivery.lastDelivered?.isVisible ?? false }

    /// How many observations the registry holds on its center: one per observed notification while anyone listens,
    /// 0 from the main queue's next turn after the last observer went. Deallocated observers are dropped first.
    package var centerObservationCount: Int {
        pruneDeallocatedObservers()
        return tokens.count
    }

    /// Whether `observer` is registered.
    ///
    /// - Parameter observer: Any object.
    /// - Returns: `true` between its add and its remove (or deallocation).
    package func contains(_ observer: AnyObject) -> Bool {
        registrations[ObjectIdentifier(observer)]?.object === observer
    }

    /// The registration of `observer` in this registry, registered or departed; `nil` when it never registered.
    package func registration(of observer: AnyObject) -> KeyboardRegistration? {
        let id = ObjectIdentifier(observer)
        if let entry = registrations[id], entry.object === observer { return entry }
        if let entry = departed[id], entry.object === observer { return entry }
        return nil
    }

    /// The registration of `observer` in the registry of any live center; `nil` when it never registered.
    package static func registration(of observer: AnyObject) -> KeyboardRegistration? {
        for registry in registries.values {
            if let registration = registry.registration(of: observer) { return registration }
        }
        return nil
    }

    /// Registers `observer`; does nothing when it is registered already.
    ///
    /// When the keyboard is up, the observer hears it before this returns, with duration 0; when it last heard a
    /// visible keyboard that went away since, it hears the hidden one. While a hide is held, the catch-up waits for
    /// the end of the turn: a screen pushed as the keyboard goes away never hears it up. A registered screen left
    /// behind under a presentation catches up here if it is no longer covered (its next appearance).
    ///
    /// - Parameter observer: The object to call for every keyboard transition. Held weakly.
    package func add(_ observer: any KeyboardChangeFrameObserver) {
        pruneDeallocatedObservers()
        if let registered = registration(of: observer), contains(observer) {
            catchUpIfUncovered(registered)
            return
        }
        let id = ObjectIdentifier(observer)
        var entry = KeyboardRegistration(object: observer, platform: platform)
        if let returning = departed.removeValue(forKey: id), returning.object === observer { entry = returning }
        registrationCount += 1
        entry.registeredAt = registrationCount
        entries.append(entry)
        registrations[id] = entry
        if tokens.isEmpty { startObservingCenter() }
        if delivery.holdsHide {
            awaitingCatchUp.append(entry)
        } else if let current = catchUp(entry) {
            tell(entry, current)
        }
    }

    /// Unregisters `observer`; does nothing when it is not registered.
    ///
    /// An observer leaving in the turn a hide was posted (a screen that resigns its field and disappears) hears the
    /// held hide first, animated as announced.
    ///
    /// - Parameter observer: The object given to ``add(_:)``.
    package func remove(_ observer: AnyObject) {
        let id = ObjectIdentifier(observer)
        // From deinit the weak reference is already nil: the entry goes with the deallocated ones.
        guard let entry = registrations[id], entry.object === observer else {
            pruneDeallocatedObservers()
            return
        }
        if let held = delivery.heldHideChange, entry.layout.lastHeard?.isVisible == true {
            tell(entry, held)
        }
        departed = departed.filter { $0.value.object != nil }
        departed[id] = entry
        entries.removeAll { $0 === entry }
        registrations[id] = nil
        removalCount += 1
        pruneDeallocatedObservers()
    }

    /// A registered screen's sensor reports its layout (a layout pass of its view). Nothing runs inside that pass:
    /// the facts are kept, and one pass per screen runs after the layout commit, where a screen left behind under a
    /// presentation catches up if it is no longer covered, and one whose layout changed under a visible keyboard
    /// measures its mixins again at rest.
    ///
    /// - Parameters:
    ///   - observer: The registered observer whose view was laid out.
    ///   - facts: Its view's size and safe area, and its window's bounds.
    // NB: a mixin applied from inside a layout pass (a gist callback's layoutIfNeeded(), a bar's constant) would lay
    // out the view that is being laid out.
    package func layoutDidChange(_ observer: any KeyboardChangeFrameObserver, facts: KeyboardLayoutFacts) {
        guard let entry = registration(of: observer), contains(observer),
            entry.layout.layoutReported(facts)
        else { return }
        platform.afterLayoutCommit(true) { [weak self, weak entry] in
            guard let self, let entry else { return false }
            return self.layoutCommitted(entry)
        }
    }

    /// The pass after the layout commit that a layout report scheduled: catches up or measures at rest, as the
    /// screen's layout state answers. Returns whether it told or measured anything.
    private func layoutCommitted(_ entry: KeyboardRegistration) -> Bool {
        guard let facts = entry.layout.takeReportedLayout(), let observer = entry.object, contains(observer) else {
            return false
        }
        let caughtUp = catchUpIfUncovered(entry)
        guard let change = entry.layout.layoutChanged(facts) else { return caughtUp }
        entry.measureAtRest(change)
        return true
    }

    /// Delivers a change to the observers as a live notification would be: through ``deliveryGate`` and
    /// ``KeyboardDelivery``, so a hide waits for the main queue's next turn.
    ///
    /// - Parameters:
    ///   - change: A checked keyboard notification, or a tracked change.
    ///   - screenIsGuessed: Whether the change's screen is a guess (``KeyboardScreenResolver``): a will-notification
    ///     then waits for the end of its turn, where one naming its screen may speak instead.
    package func deliver(_ change: KeyboardFrameChange, screenIsGuessed: Bool = false) {
        let gate = deliveryGate
        let decision = delivery.receive(
            change, gate: gate.map { gate in { gate.shouldDeliver($0) } }, screenIsGuessed: screenIsGuessed)
        var mayHoldDeallocated = true
        switch decision {
        case .deliver(let delivered):
            mayHoldDeallocated = tellObservers(delivered)
        case .settle(let settled):
            for entry in entries {
                guard entry.object != nil, !entry.layout.isBehind else { continue }
                entry.measureAtRest(settled)
            }
        case .hold, .drop:
            break
        }
        // Asked only when no turn end is queued: during a drag every tracked frame would ask again.
        if !isTurnEndQueued, delivery.needsTurnEnd { queueTurnEnd() }
        catchUpAwaitingObservers()
        if mayHoldDeallocated { pruneDeallocatedObservers() }
    }

    // MARK: - Tracked keyboard frames

    /// Feeds the keyboard's frame as the layout sees it, for the moments no notification speaks: an interactive
    /// dismissal. It counts only between ``interactiveDismissalDidBegin()`` and ``interactiveDismissalDidEnd()``,
    /// while the announced keyboard is docked, never showing more keyboard than announced (``KeyboardDelivery``).
    ///
    /// While a tracked-frame listener is registered (``addTrackedFrameListener(_:)``: a trace recorder), every frame
    /// is first posted on the center as ``KeyboardDelivery/trackedFrameNotification``, so the recorder keeps it; with
    /// none, nothing is posted. A frame that is not a finite rectangle reaches observers as
    /// ``KeyboardChangeFrameObserver/keyboardNotificationFailed(_:)``.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame in screen coordinates.
    ///   - screenBounds: The bounds of its screen; `nil` asks ``screenBoundsProvider``.
    package func trackKeyboardFrame(_ frame: CGRect, screenBounds: CGRect?) {
        // Boxing the frame and posting it cost about what one observer's delivery does: only for a listener.
        if hasTrackedFrameListeners { center?.post(Self.trackedFrameNotification(frame)) }
        // Unheard, a frame must not become the "last delivered" keyboard an observer added later never heard of.
        // (Stops at the first live observer: no scan of every registration 60 to 120 times a second.)
        guard entries.contains(where: { $0.object != nil }) else { return pruneDeallocatedObservers() }
        do {
            let bounds = screenBounds ?? screenBoundsProvider?(Self.trackedFrameNotification(frame))
            deliver(try delivery.trackedChange(frame, screenBounds: bounds))
        } catch {
            reportFailure(error)
        }
    }

    /// The notification a tracked frame is posted as, and handed to ``screenBoundsProvider``.
    private static func trackedFrameNotification(_ frame: CGRect) -> Notification {
        Notification(
            name: KeyboardDelivery.trackedFrameNotification, object: nil,
            userInfo: [KeyboardFrameChange.trackedFrameKey: NSValue.keyboardBoxing(frame)])
    }

    /// Registers `listener` (a trace recorder, held weakly) for ``KeyboardDelivery/trackedFrameNotification``: while
    /// one is registered, ``trackKeyboardFrame(_:screenBounds:)`` posts every frame on the center. Adding it again
    /// does nothing.
    package func addTrackedFrameListener(_ listener: AnyObject) {
        trackedFrameListeners.removeAll { $0.object == nil || $0.object === listener }
        trackedFrameListeners.append(WeakListener(object: listener))
    }

    /// Unregisters `listener`; when no listener is left, tracked frames are no longer posted.
    package func removeTrackedFrameListener(_ listener: AnyObject) {
        trackedFrameListeners.removeAll { $0.object == nil || $0.object === listener }
    }

    /// Whether a live tracked-frame listener is registered (the list is empty unless a recorder runs).
    private var hasTrackedFrameListeners: Bool {
        !trackedFrameListeners.isEmpty && trackedFrameListeners.contains { $0.object != nil }
    }

    /// The user started dragging a scroll view whose `keyboardDismissMode` is `.interactive`: tracked frames count
    /// until ``interactiveDismissalDidEnd()``. Posts ``KeyboardDelivery/interactiveDismissalDidBeginNotification``.
    package func interactiveDismissalDidBegin() {
        center?.post(name: KeyboardDelivery.interactiveDismissalDidBeginNotification, object: nil)
        delivery.interactiveDismissalDidBegin()
    }

    /// The user stopped dragging: tracked frames no longer count, and observers left at a tracked frame wait for what
    /// the keyboard does: its notification, or the layout showing it back (``KeyboardDelivery``). Posts
    /// ``KeyboardDelivery/interactiveDismissalDidEndNotification``.
    package func interactiveDismissalDidEnd() {
        center?.post(name: KeyboardDelivery.interactiveDismissalDidEndNotification, object: nil)
        delivery.interactiveDismissalDidEnd()
        if delivery.needsTurnEnd { queueTurnEnd() }
    }

    // MARK: - Interactive navigation transitions

    /// An interactive navigation transition began (the user swipes a screen back with the keyboard up): a hide posted
    /// at its start waits for its end (``KeyboardDelivery/interactiveTransitionDidBegin()``). The UIKit layer calls
    /// it from a leaving view controller's `transitionCoordinator`; calling it again before the end does nothing more.
    package func interactiveTransitionDidBegin() {
        delivery.interactiveTransitionDidBegin()
    }

    /// The interactive transition ended: completed, a hide posted during it is delivered now as it was posted;
    /// cancelled, it is dropped and observers stay where they were.
    package func interactiveTransitionDidEnd(cancelled: Bool) {
        guard let held = delivery.interactiveTransitionDidEnd(cancelled: cancelled) else { return }
        deliver(held)
    }

    // MARK: - Receiving notifications

    private func receive(_ notification: Notification) {
        let named =
            screenBoundsProvider?(notification).map(KeyboardScreen.init(bounds:))
            ?? notificationScreenProvider?(notification)
        // Observers are asked only when the notification names no screen: every change-frame notification.
        let observerScreens = named == nil ? entries.compactMap { $0.object.flatMap(screen(of:)) } : []
        let screen = screenResolver.resolve(
            named: named, observerScreens: observerScreens, windowScreen: windowScreenProvider?())
        let screenIsGuessed = KeyboardScreenResolver.guesses(named: named, observerScreens: observerScreens)
        let change: KeyboardFrameChange
        do {
            change = try KeyboardFrameChange(notification: notification, screen: screen)
        } catch {
            reportFailure(error)
            // A will-hide always hides, whatever its frames say.
            if let hide = KeyboardFrameChange.hide(
                standingFor: notification, screen: screen, from: delivery.lastDelivered?.endFrame)
            {
                deliver(ridingAccessory(hide), screenIsGuessed: screenIsGuessed)
            }
            return
        }
        // A wrong duration, curve or isLocal took its default: reported, and the frame still delivered.
        change.recoveredErrors.forEach(reportFailure)
        deliver(ridingAccessory(change), screenIsGuessed: screenIsGuessed)
    }

    /// The screen of `observer`'s window: as it tells it (a SwiftUI view's, as it sensed it), else as the platform
    /// reads it.
    private func screen(of observer: any KeyboardChangeFrameObserver) -> KeyboardScreen? {
        if let telling = observer as? any KeyboardScreenTelling { return telling.keyboardScreen }
        return platform.observerScreen(observer)
    }

    /// Tells every observer that a keyboard value could not be understood.
    func reportFailure(_ error: KeyboardPayloadError) {
        for observer in entries.compactMap(\.object) { observer.keyboardNotificationFailed(error) }
    }

    /// Ends the turn at the main queue's next turn, once however many hides are held meanwhile.
    ///
    /// The main queue is drained once per turn of the main run loop, after the sources that post keyboard
    /// notifications, so every notification UIKit posts in this turn arrives first.
    private func queueTurnEnd() {
        guard !isTurnEndQueued else { return }
        isTurnEndQueued = true
        atNextMainTurn { $0.endTurn() }
    }

    private func endTurn() {
        isTurnEndQueued = false
        if let held = delivery.endTurn() { tellObservers(held) }
        if delivery.needsTurnEnd { queueTurnEnd() }
        catchUpAwaitingObservers()
        pruneDeallocatedObservers()
    }

    /// Once no hide is held, tells the observers that registered meanwhile what they still need to hear.
    private func catchUpAwaitingObservers() {
        guard !awaitingCatchUp.isEmpty, !delivery.holdsHide else { return }
        let waiting = awaitingCatchUp
        awaitingCatchUp.removeAll()
        for entry in waiting {
            // Skips an observer removed since it registered; one added again is told once, its catch-up finding
            // nothing new the second time.
            guard let observer = entry.object, registrations[ObjectIdentifier(observer)] === entry,
                let current = catchUp(entry)
            else { continue }
            tell(entry, current)
        }
    }

    // MARK: - Telling observers

    /// Tells every registered observer; returns whether it may have left a deallocated one to prune (it met one, or
    /// a callback added or removed observers).
    @discardableResult
    func tellObservers(_ change: KeyboardFrameChange) -> Bool {
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
                guard registrations[ObjectIdentifier(observer)] === entry, entry.registeredAt <= registeredBefore
                else { continue }
            }
            tell(entry, change, to: observer)
        }
        return metDeallocated || registrationCount != registeredBefore || entries.count != countBefore
    }

    /// What a registering observer must hear at once: for one that opted out of tracked frames, the keyboard as the
    /// last notification left it, never a tracked frame.
    private func catchUp(_ entry: KeyboardRegistration) -> KeyboardFrameChange? {
        delivery.catchUp(
            lastHeard: entry.layout.lastHeard,
            followsTrackedFrames: entry.object?.followsInteractiveKeyboardDismissal ?? true)
    }

    /// Tells one observer, unless it opted out of frames tracked during a drag (then neither the delivery nor a
    /// catch-up hands it one) or a presentation covers it (then it stays where it was, behind, until it is uncovered:
    /// at its next delivery, its next registration or a layout pass of its view).
    private func tell(_ entry: KeyboardRegistration, _ change: KeyboardFrameChange) {
        guard let observer = entry.object else { return }
        tell(entry, change, to: observer)
    }

    /// ``tell(_:_:)`` to `observer`, the entry's observer its caller holds already (a weak load fewer per observer).
    private func tell(
        _ entry: KeyboardRegistration, _ change: KeyboardFrameChange, to observer: any KeyboardChangeFrameObserver
    ) {
        if change.isTracked, !observer.followsInteractiveKeyboardDismissal { return }
        // A tracked frame never uncovers a screen left behind: the cover search (up to 1,024 views) would run 60 to
        // 120 times a second; its next notification or layout pass catches it up.
        if change.isTracked, entry.layout.isBehind { return }
        // A form sheet, page sheet or .overFullScreen presentation doesn't call the presenter's viewWillDisappear.
        let covered = platform.coverFacts(observer).covers(keyboardVisible: change.isVisible)
        guard entry.layout.hear(change, covered: covered) else { return }
        entry.tell(change, to: observer)
    }

    // MARK: - Observers under a presentation

    /// Tells an observer left behind under a presentation, once it is no longer covered, where the keyboard is now,
    /// with duration 0. Nothing polls: UIKit posts nothing when a sheet is dismissed, so this runs at the screen's next
    /// delivery (``tell(_:_:)``), its next registration and a layout pass of its view.
    @discardableResult
    func catchUpIfUncovered(_ entry: KeyboardRegistration) -> Bool {
        guard entry.layout.isBehind, !delivery.holdsHide, let observer = entry.object else { return false }
        let current = catchUp(entry)
        let covered = platform.coverFacts(observer).covers(
            keyboardVisible: current?.isVisible ?? entry.layout.lastHeard?.isVisible ?? false)
        guard entry.layout.uncover(covered: covered), let current else { return false }
        tell(entry, current)
        return true
    }

    /// Whether any registered observer is left behind under a presentation.
    package var hasObserversBehind: Bool {
        entries.contains { $0.object != nil && $0.layout.isBehind }
    }

    private func startObservingCenter() {
        guard let center else { return }
        tokens = Self.observedEvents.map { event in
            center.addObserver(forName: event.notificationName, object: nil, queue: nil) { [weak self] notification in
                let posted = UncheckedSendable(value: notification)
                if MainQueue.isCurrent {
                    MainActor.assumeIsolated { self?.receive(posted.value) }
                } else {
                    // UIKit posts on the main thread; anyone else is heard too, in order, on the main queue.
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { self?.receive(posted.value) }
                    }
                }
            }
        }
        tokens += observeFocus(on: center)
    }

    private func stopObservingCenter() {
        for token in tokens { center?.removeObserver(token) }
        tokens.removeAll()
        // Unobserved, the keyboard may have moved and come back: the next transition must not look like a repeat,
        // and nothing is known to tell an observer registering later.
        delivery.reset()
        awaitingCatchUp.removeAll()
    }

    private func pruneDeallocatedObservers() {
        if entries.contains(where: { $0.object == nil }) {
            entries.removeAll { $0.object == nil }
            registrations = registrations.filter { $0.value.object != nil }
        }
        if entries.isEmpty, !tokens.isEmpty { queueStop() }
    }

    /// Stops observing the center at the main queue's next turn unless an observer registered meanwhile.
    ///
    /// A screen going away and the next one appearing (`viewWillDisappear` and `viewWillAppear` of one transition)
    /// happen in one turn; observing on through it keeps what the registry knows for the one that appears.
    private func queueStop() {
        guard !isStopQueued else { return }
        isStopQueued = true
        atNextMainTurn { $0.stopIfUnobserved() }
    }

    /// Runs `action` with this registry on the main queue's next turn, unless the registry is gone by then.
    private func atNextMainTurn(_ action: @escaping @MainActor (KeyboardObserverRegistry) -> Void) {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                if let self { action(self) }
            }
        }
    }

    private func stopIfUnobserved() {
        pruneDeallocatedObservers()  // its own queueStop() does nothing while this one is still queued
        isStopQueued = false
        if entries.isEmpty, !tokens.isEmpty { stopObservingCenter() }
    }
}

// MARK: - Gate

/// A checkpoint that sees every understood will-notification and did-change-frame (and every tracked frame that
/// counts) before observers do, and may hold it back. Keyboard preloading uses one.
@MainActor
package protocol KeyboardDeliveryGate: AnyObject {
    /// Whether the registry should go on to deliver `change` to its observers.
    func shouldDeliver(_ change: KeyboardFrameChange) -> Bool
}

// MARK: - Screen

/// Decides which screen a keyboard notification is measured against when the notification may not say.
///
/// In order: the notification's own screen; the screen of the registered observers' windows when they all report the
/// same one; the last screen a notification named; the window the UIKit layer last worked in. Only the first two are
/// sure: with observers on different screens (two displays of an iPhone Duo, an iPad and an external display) a
/// notification naming none gets a guess, which ``KeyboardDelivery`` holds to the end of its turn.
package struct KeyboardScreenResolver: Sendable {
    /// The last screen a notification named, if any.
    package private(set) var lastNamedScreen: KeyboardScreen?

    /// Creates a resolver that has seen no notification name a screen.
    package init() {}

    /// Resolves the screen of one notification, remembering the screen it names; `nil` when nothing is known.
    package mutating func resolve(
        named: KeyboardScreen?,
        observerScreens: [KeyboardScreen],
        windowScreen: KeyboardScreen?
    ) -> KeyboardScreen? {
        // UIKit names the screen of show and hide notifications from iOS 16.1 on; change-frame ones "include a nil
        // object" (iOS 17 SDK, UIWindow.h).
        if let named {
            lastNamedScreen = named
            return named
        }
        if let shared = Self.onlyScreen(in: observerScreens) { return shared }
        let live = observerScreens + [windowScreen].compactMap { $0 }
        if let lastNamedScreen {
            return live.first { $0.id != nil && $0.isSameScreen(as: lastNamedScreen) } ?? lastNamedScreen
        }
        return windowScreen
    }

    /// Whether ``resolve(named:observerScreens:windowScreen:)`` guesses: the notification names no screen and the
    /// observers' windows are on more than one.
    ///
    /// UIKit's change-frame notifications name no screen (UIWindow.h), so on two displays the will-change-frame that
    /// opens a show can't say which display's keyboard it is; the will-show after it names the `UIScreen`.
    package static func guesses(named: KeyboardScreen?, observerScreens: [KeyboardScreen]) -> Bool {
        named == nil && !observerScreens.isEmpty && onlyScreen(in: observerScreens) == nil
    }

    /// The one screen all of `screens` stand for, or `nil` when there is none or more than one.
    private static func onlyScreen(in screens: [KeyboardScreen]) -> KeyboardScreen? {
        guard let first = screens.first, screens.allSatisfy({ $0.isSameScreen(as: first) }) else { return nil }
        return first
    }
}

// MARK: - Main queue

/// Tells whether code runs on the main queue, which is where the main actor runs.
///
/// `Thread.isMainThread` is not enough: where a process enters `dispatch_main()` (an `async` main on Linux, as in
/// `swift test`), the main queue and the main actor run on worker threads.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (and so on the main actor).
    static var isCurrent: Bool {
        // NB: the queue's key first: on Linux, Thread.isMainThread is two system calls (getpid and gettid, compared)
        // on every notification (keyboard-bench's dispatch.checked.ratio.1).
        DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread
    }
}
