import Foundation

/// The observers of one notification center's keyboard notifications, and the single observation that feeds them.
///
/// You rarely use it directly: ``KeyboardChangeFrameObserver/addKeyboardFrameChangesObserver(center:)`` and
/// ``KeyboardChangeFrameObserver/removeKeyboardFrameChangesObserver(center:)`` do. It exists once per center and:
///
/// - holds observers weakly and keyed by identity, so adding twice registers once and a deallocated observer is
///   dropped without anyone calling remove;
/// - observes the center only while it has observers: one block observation for each *will* notification, removed
///   when the last observer goes, so nothing stacks up however often a screen appears;
/// - reads each payload once, consults ``deliveryGate``, filters duplicates with a ``KeyboardDeliveryFilter``, and
///   calls every observer on the main actor, even when the notification was posted on another thread.
///
/// ```swift
/// let registry = KeyboardObserverRegistry.registry(for: .default)
/// registry.observerCount           // observers alive and registered
/// registry.centerObservationCount  // 3 while anyone listens, 0 otherwise
/// ```
@MainActor
public final class KeyboardObserverRegistry {
    /// The notifications the registry observes: did-notifications are never delivered, so it does not listen to them.
    static let observedEvents: [KeyboardEvent] = [.willChangeFrame, .willShow, .willHide]

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

    /// Decides, before duplicates are filtered, whether an understood notification reaches observers.
    ///
    /// Defaults to `nil`: everything understood is delivered. Keyboard preloading installs a gate.
    public var deliveryGate: (any KeyboardDeliveryGate)?

    /// Returns the bounds of the screen a notification's keyboard appears on, or `nil` when unknown.
    ///
    /// On iOS and Mac Catalyst it defaults to reading the `UIScreen` that iOS 16.1 and later pass as a show or hide
    /// notification's `object`, else the last screen such a notification named or the UIKit layer measured in (the
    /// keyboard preload's window, a mixin's view); it never reads `UIApplication.shared`, so it works in app
    /// extensions. Until a screen is known, on visionOS (no `UIScreen`) and wherever the UIKit layer is not built
    /// (tvOS, watchOS, macOS, Linux), it answers `nil`, which leaves visibility to the frames alone (see
    /// ``KeyboardFrameChange``); tests set it to a device's screen.
    public var screenBoundsProvider: (@MainActor (Notification) -> CGRect?)? = PlatformScreen.boundsProvider

    /// The center observed; weak, so a registry never keeps a center alive.
    private(set) weak var center: NotificationCenter?

    /// Registered observers in registration order, held weakly.
    private var entries: [WeakObserver] = []

    /// The identities of registered observers, for constant-time membership checks during delivery.
    private var registeredIDs: Set<ObjectIdentifier> = []

    /// The center's observation tokens while anyone listens.
    private var tokens: [any NSObjectProtocol] = []

    /// Drops repeats of a transition across will-change-frame and will-show or will-hide.
    private var filter = KeyboardDeliveryFilter()

    /// Decides which tracked frames are news; see ``trackKeyboardFrame(_:screenBounds:)``.
    var frameTracking = KeyboardFrameTracking()

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

    /// How many observations the registry holds on its center: one per *will* notification while anyone listens,
    /// 0 otherwise. Deallocated observers are dropped first.
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
    /// - Parameter observer: The object to call for every keyboard transition. Held weakly.
    public func add(_ observer: any KeyboardChangeFrameObserver) {
        pruneDeallocatedObservers()
        guard !contains(observer) else { return }
        entries.append(WeakObserver(object: observer))
        registeredIDs.insert(ObjectIdentifier(observer))
        if tokens.isEmpty { startObservingCenter() }
    }

    /// Unregisters `observer`; does nothing when it is not registered.
    ///
    /// - Parameter observer: The object given to ``add(_:)``.
    public func remove(_ observer: AnyObject) {
        entries.removeAll { $0.object === observer }
        registeredIDs.remove(ObjectIdentifier(observer))
        pruneDeallocatedObservers()
    }

    /// Delivers a change to the observers as a live notification would be: through ``deliveryGate`` and the
    /// duplicate filter.
    ///
    /// - Parameter change: A checked keyboard notification.
    public func deliver(_ change: KeyboardFrameChange) {
        if let deliveryGate, !deliveryGate.shouldDeliver(change) { return }
        guard filter.shouldDeliver(change) else { return }
        frameTracking.noteDelivered(change)
        for entry in entries {
            // Skips observers removed (or deallocated) by an earlier callback of this same delivery.
            guard let observer = entry.object, registeredIDs.contains(ObjectIdentifier(observer)) else { continue }
            if change.isTracked, !observer.followsInteractiveKeyboardDismissal { continue }
            observer.handleKeyboardChange(change)
        }
        pruneDeallocatedObservers()
    }

    // MARK: - Receiving notifications

    private func receive(_ notification: Notification) {
        let change: KeyboardFrameChange
        do {
            change = try KeyboardFrameChange(
                notification: notification, screenBounds: screenBoundsProvider?(notification))
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
        // Unobserved, the keyboard may have moved and come back: the next transition must not look like a repeat.
        filter.reset()
        frameTracking.reset()
    }

    private func pruneDeallocatedObservers() {
        if entries.contains(where: { $0.object == nil }) {
            entries.removeAll { $0.object == nil }
            registeredIDs = Set(entries.compactMap { $0.object.map(ObjectIdentifier.init) })
        }
        if entries.isEmpty, !tokens.isEmpty { stopObservingCenter() }
    }
}

/// A weak reference to an observer.
private struct WeakObserver {
    weak var object: (any KeyboardChangeFrameObserver)?
}
