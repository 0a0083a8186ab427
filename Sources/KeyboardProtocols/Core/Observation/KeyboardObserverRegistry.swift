import Foundation

/// The observers of one notification center's keyboard notifications, and the single observation that feeds them.
///
/// You rarely use it directly: ``KeyboardChangeFrameObserver/addKeyboardFrameChangesObserver(center:)`` and
/// ``KeyboardChangeFrameObserver/removeKeyboardFrameChangesObserver(center:)`` do. It exists once per center and:
///
/// - holds observers weakly and keyed by identity, so adding twice registers once and a deallocated observer is
///   dropped without anyone calling remove;
/// - observes the center only while it has observers: one block observation for each *will* notification and for
///   did-change-frame, removed at the main queue's next turn after the last observer went (so a screen leaving and
///   the next one arriving in the same turn, as view controller transitions do, lose nothing), so nothing stacks up
///   however often a screen appears;
/// - resolves the screen of each notification with a ``KeyboardScreenResolver`` (the notification's own, else its
///   observers' ``KeyboardChangeFrameObserver/keyboardScreen``, else the last one named, else the UIKit layer's
///   window), reads each payload once, consults ``deliveryGate``, and lets a ``KeyboardDeliverySchedule`` decide:
///   one delivery per transition, a hide held until the main queue's next turn and cancelled by a show in the same
///   turn, did-change-frame as ``KeyboardChangeFrameObserver/keyboardDidSettle(_:)`` or, for a move nothing
///   announced, as a change with duration 0;
/// - tells an observer registering while the keyboard is up where it is, at once (or, while a hide is held, once
///   the hide is cancelled or delivered), and one that last heard a visible keyboard that it went away (what each
///   observer heard last is kept, weakly);
/// - calls every observer on the main actor, even when the notification was posted on another thread.
///
/// ```swift
/// let registry = KeyboardObserverRegistry.registry(for: .default)
/// registry.observerCount           // observers alive and registered
/// registry.centerObservationCount  // 4 while anyone listens, 0 otherwise
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
        let key = ObjectIdentifier(center)
        if let registry = registries[key], registry.center === center {
            return registry
        }
        registries = registries.filter { $0.value.center != nil }
        let registry = KeyboardObserverRegistry(center: center)
        registries[key] = registry
        return registry
    }

    /// Decides, before duplicates are filtered and hides held, whether an understood notification reaches observers.
    ///
    /// Defaults to `nil`: everything understood is delivered. Keyboard preloading installs a gate.
    public var deliveryGate: (any KeyboardDeliveryGate)?

    /// Returns the screen a notification itself names, or `nil`: step 1 of the ``KeyboardScreenResolver`` rule.
    ///
    /// On iOS and Mac Catalyst it defaults to the `UIScreen` that iOS 16.1 and later pass as a show or hide
    /// notification's `object`; everywhere else it is `nil`.
    public var notificationScreenProvider: (@MainActor (Notification) -> KeyboardScreen?)? =
        KeyboardPlatform.current.notificationScreen

    /// Returns the screen of the window the UIKit layer last worked in, or `nil`: step 4 of the rule.
    ///
    /// On iOS and Mac Catalyst it defaults to the screen of the keyboard preload's window or of the last view a mixin
    /// measured; it never reads `UIApplication.shared`, so it works in app extensions. On visionOS (no `UIScreen`) and
    /// wherever the UIKit layer is not built (tvOS, watchOS, macOS, Linux) it is `nil`.
    public var windowScreenProvider: (@MainActor () -> KeyboardScreen?)? = KeyboardPlatform.current.lastWindowScreen

    /// Returns the bounds of the screen a notification's keyboard appears on, overriding the notification's own.
    ///
    /// Defaults to `nil`. Tests set it to a device's screen; when it answers, its bounds (without an identity) are the
    /// notification's screen in step 1 of the ``KeyboardScreenResolver`` rule.
    public var screenBoundsProvider: (@MainActor (Notification) -> CGRect?)?

    /// The rule that picks each notification's screen, and its memory of the last screen a notification named.
    public private(set) var screenResolver = KeyboardScreenResolver()

    /// The center observed; weak, so a registry never keeps a center alive.
    private(set) weak var center: NotificationCenter?

    /// Registered observers in registration order, held weakly.
    private var entries: [ObserverEntry] = []

    /// The identities of registered observers, for constant-time membership checks during delivery.
    private var registeredIDs: Set<ObjectIdentifier> = []

    /// The center's observation tokens while anyone listens.
    private var tokens: [any NSObjectProtocol] = []

    /// Decides what observers hear, turn by turn, and remembers what they heard last.
    private var schedule = KeyboardDeliverySchedule()

    /// Whether the end of the current turn is queued on the main queue, to deliver a held hide.
    private var isTurnEndQueued = false

    /// Whether a check is queued on the main queue to stop observing the center if no observer came back.
    private var isStopQueued = false

    /// What each observer that unregistered heard last (weakly), so a returning observer can catch up. A registered
    /// observer's last change lives in its entry, written in constant time per delivery.
    private var departed: [ObjectIdentifier: HeardChange] = [:]

    /// Observers that registered while a hide was held, waiting for it to be delivered or cancelled before they catch
    /// up: the keyboard they would be told is up may be on its way out.
    private var awaitingCatchUp: [ObserverEntry] = []

    /// Decides which tracked frames are news; see ``trackKeyboardFrame(_:screenBounds:)``.
    var frameTracking = KeyboardFrameTracking()

    /// Whether an interactive-dismissal drag is under way (between ``interactiveDismissalDidBegin()`` and
    /// ``interactiveDismissalDidEnd()``).
    var isInteractivelyDismissing = false

    /// Whether an end of the main-run-loop turn is scheduled for ``frameTracking``.
    var frameTrackingTurnEndIsScheduled = false

    private init(center: NotificationCenter) {
        self.center = center
    }

    /// How many live observers are registered. Deallocated observers are dropped first.
    public var observerCount: Int {
        pruneDeallocatedObservers()
        return entries.count
    }

    /// How many observations the registry holds on its center: one per observed notification while anyone listens,
    /// 0 from the main queue's next turn after the last observer went. Deallocated observers are dropped first.
    public var centerObservationCount: Int {
        pruneDeallocatedObservers()
        return tokens.count
    }

    /// Whether `observer` is registered.
    ///
    /// - Parameter observer: Any object.
    /// - Returns: `true` between its add and its remove (or deallocation).
    public func contains(_ observer: AnyObject) -> Bool {
        registeredIDs.contains(ObjectIdentifier(observer))
            && entries.contains { $0.object === observer }
    }

    /// Registers `observer`; does nothing when it is registered already.
    ///
    /// When the keyboard is up, the observer hears it before this returns, with duration 0; when it last heard a
    /// visible keyboard that went away since, it hears the hidden one (see
    /// ``KeyboardDeliverySchedule/catchUp(lastHeard:)``). While a hide is held (a field resigned earlier in this turn
    /// of the main run loop, as before a push), the catch-up waits until a show in the same turn cancels the hide
    /// or the turn ends: a screen pushed as the keyboard goes away never hears it up.
    ///
    /// - Parameter observer: The object to call for every keyboard transition. Held weakly.
    public func add(_ observer: any KeyboardChangeFrameObserver) {
        pruneDeallocatedObservers()
        guard !contains(observer) else { return }
        let entry = ObserverEntry(object: observer)
        if let heard = departed.removeValue(forKey: ObjectIdentifier(observer)), heard.object === observer {
            entry.lastHeard = heard.change
        }
        entries.append(entry)
        registeredIDs.insert(ObjectIdentifier(observer))
        if tokens.isEmpty { startObservingCenter() }
        if schedule.holdsHide {
            awaitingCatchUp.append(entry)
        } else if let current = catchUp(entry) {
            tell(entry, current)
        }
    }

    /// Unregisters `observer`; does nothing when it is not registered.
    ///
    /// - Parameter observer: The object given to ``add(_:)``.
    public func remove(_ observer: AnyObject) {
        if let entry = entries.first(where: { $0.object === observer }), let heard = entry.lastHeard {
            departed[ObjectIdentifier(observer)] = HeardChange(object: observer, change: heard)
        }
        departed = departed.filter { $0.value.object != nil }
        entries.removeAll { $0.object === observer }
        registeredIDs.remove(ObjectIdentifier(observer))
        pruneDeallocatedObservers()
    }

    /// Delivers a change to the observers as a live notification would be: through ``deliveryGate`` and the
    /// ``KeyboardDeliverySchedule``, so a hide waits for the main queue's next turn.
    ///
    /// - Parameter change: A checked keyboard notification.
    public func deliver(_ change: KeyboardFrameChange) {
        if let deliveryGate, !deliveryGate.shouldDeliver(change) { return }
        switch schedule.receive(change) {
        case .deliver(let delivered):
            tellObservers(delivered)
        case .settle(let settled):
            for observer in registeredObservers() { observer.keyboardDidSettle(settled) }
        case .hold:
            queueTurnEnd()
        case .drop:
            break
        }
        catchUpAwaitingObservers()
        pruneDeallocatedObservers()
    }

    // MARK: - Receiving notifications

    private func receive(_ notification: Notification) {
        let named = screenBoundsProvider?(notification).map(KeyboardScreen.init(bounds:))
            ?? notificationScreenProvider?(notification)
        // Observers are asked only when the notification names no screen: every change-frame notification.
        let screen = screenResolver.resolve(
            named: named, observerScreens: named == nil ? entries.compactMap { $0.object?.keyboardScreen } : [],
            windowScreen: windowScreenProvider?())
        let change: KeyboardFrameChange
        do {
            change = try KeyboardFrameChange(notification: notification, screen: screen)
        } catch {
            reportFailure(error)
            return
        }
        noteNotificationForTracking(change)
        deliver(change)
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
        if let held = schedule.endTurn() { tellObservers(held) }
        catchUpAwaitingObservers()
        pruneDeallocatedObservers()
    }

    /// Once no hide is held, tells the observers that registered meanwhile what they still need to hear.
    private func catchUpAwaitingObservers() {
        guard !awaitingCatchUp.isEmpty, !schedule.holdsHide else { return }
        let waiting = awaitingCatchUp
        awaitingCatchUp.removeAll()
        for entry in waiting {
            // Skips an observer removed (or removed and added again, with a new entry) since it registered.
            guard entry.object != nil, entries.contains(where: { $0 === entry }),
                let current = catchUp(entry)
            else { continue }
            tell(entry, current)
        }
    }

    // MARK: - Telling observers

    /// The registered observers still alive, in registration order, at the moment of the call.
    private func registeredObservers() -> [any KeyboardChangeFrameObserver] {
        entries.compactMap(\.object)
    }

    private func tellObservers(_ change: KeyboardFrameChange) {
        frameTracking.noteDelivered(change)
        // A snapshot: callbacks may add or remove observers.
        for entry in entries {
            // Skips observers removed (or deallocated) by an earlier callback of this same delivery.
            guard let observer = entry.object, registeredIDs.contains(ObjectIdentifier(observer)) else { continue }
            tell(entry, change)
        }
    }

    /// What a registering observer must hear at once: for one that opted out of tracked frames, the keyboard as the
    /// last notification left it, never a tracked frame.
    private func catchUp(_ entry: ObserverEntry) -> KeyboardFrameChange? {
        schedule.catchUp(
            lastHeard: entry.lastHeard,
            followsTrackedFrames: entry.object?.followsInteractiveKeyboardDismissal ?? true)
    }

    /// Tells one observer, unless it opted out of frames tracked during a drag: then neither the delivery nor a
    /// catch-up hands it one.
    private func tell(_ entry: ObserverEntry, _ change: KeyboardFrameChange) {
        guard let observer = entry.object else { return }
        if change.isTracked, !observer.followsInteractiveKeyboardDismissal { return }
        entry.lastHeard = change
        observer.handleKeyboardChange(change)
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
    }

    private func stopObservingCenter() {
        for token in tokens { center?.removeObserver(token) }
        tokens.removeAll()
        // Unobserved, the keyboard may have moved and come back: the next transition must not look like a repeat,
        // and nothing is known to tell an observer registering later.
        schedule.reset()
        frameTracking.reset()
        awaitingCatchUp.removeAll()
    }

    private func pruneDeallocatedObservers() {
        if entries.contains(where: { $0.object == nil }) {
            entries.removeAll { $0.object == nil }
            registeredIDs = Set(entries.compactMap { $0.object.map(ObjectIdentifier.init) })
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

/// A registered observer, held weakly, with the last change it heard.
@MainActor
private final class ObserverEntry {
    weak var object: (any KeyboardChangeFrameObserver)?
    var lastHeard: KeyboardFrameChange?

    init(object: any KeyboardChangeFrameObserver) {
        self.object = object
    }
}

/// What an observer heard last, without keeping it alive.
private struct HeardChange {
    weak var object: AnyObject?
    let change: KeyboardFrameChange
}
