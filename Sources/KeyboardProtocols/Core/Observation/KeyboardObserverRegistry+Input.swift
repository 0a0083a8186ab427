import Dispatch
import Foundation

// MARK: - The input half: observing the center, reading notifications, delivering

extension KeyboardObserverRegistry {
    /// Delivers a change to the observers as a live notification would be: through ``deliveryGate`` and
    /// ``KeyboardDelivery``, so a hide waits for the main queue's next turn.
    ///
    /// - Parameters:
    ///   - change: A checked keyboard notification, or a tracked change.
    ///   - screenIsGuessed: Whether the change's screen is a guess (``KeyboardScreenResolver``): a will-notification
    ///     then waits for the end of its turn, where one naming its screen may speak instead.
    func deliver(_ change: KeyboardFrameChange, screenIsGuessed: Bool = false) {
        let gate = deliveryGate
        let decision = delivery.receive(
            change, gate: gate.map { gate in { gate.shouldDeliver($0) } }, screenIsGuessed: screenIsGuessed)
        var mayHoldDeallocated = true
        switch decision {
        case .deliver(let delivered):
            mayHoldDeallocated = registrations.tellAll(delivered, from: self)
        case .settle(let settled):
            registrations.settle(settled)
        case .hold, .drop:
            break
        }
        // Asked only when no turn end is queued: during a drag every tracked frame would ask again.
        if !isTurnEndQueued, deliveryNeedsTurnEnd { queueTurnEnd() }
        registrations.catchUpAwaitingObservers()
        if mayHoldDeallocated { registrations.prune() }
    }

    /// Whether ``delivery`` has something to do at the end of the turn (``KeyboardDelivery/needsTurnEnd``).
    var deliveryNeedsTurnEnd: Bool { readDelivery { $0.needsTurnEnd } }

    /// Whether ``delivery`` holds a hide to the end of the turn (``KeyboardDelivery/holdsHide``).
    var deliveryHoldsHide: Bool { readDelivery { $0.holdsHide } }

    /// What `read` finds in ``delivery``, read in place.
    ///
    /// NB: `delivery.needsTurnEnd` would copy all of ``KeyboardDelivery`` first (over a kilobyte: a memcpy and a retain
    /// per change it holds), as a getter called on a struct a class stores does, on every notification; read through
    /// `inout`, it is not copied (keyboard-bench's dispatch.checked.ratio.1, 1.30 to 1.21).
    private func readDelivery<Answer>(_ read: (inout KeyboardDelivery) -> Answer) -> Answer {
        read(&delivery)
    }

    /// Tells every registered observer `change`, as delivered; returns whether it may have left a deallocated
    /// observer to prune.
    @discardableResult
    func tellObservers(_ change: KeyboardFrameChange) -> Bool {
        registrations.tellAll(change, from: self)
    }

    /// Tells every observer that a keyboard value could not be understood.
    func reportFailure(_ error: KeyboardPayloadError) {
        registrations.reportFailure(error)
    }

    // MARK: - Receiving notifications

    /// What an observation of the center hands on.
    enum Heard: Sendable {
        /// A keyboard notification (``observedEvents``).
        case keyboard
        /// A field beginning to edit (textDidBeginEditing).
        case focus
    }

    func startObservingCenter() {
        guard let center else { return }
        tokens =
            observe(Self.observedEvents.map(\.notificationName), on: center, as: .keyboard)
            + observe(KeyboardDelivery.textDidBeginEditingNotifications, on: center, as: .focus)
    }

    /// Observes `names` on `center`, each block holding the registry weakly: a notification posted on the main queue
    /// is handed on before `post` returns, one posted elsewhere in order on the main queue.
    private func observe(_ names: [Notification.Name], on center: NotificationCenter, as heard: Heard)
        -> [any NSObjectProtocol]
    {
        // NB: held in a constant, not by `[weak self]`: a captured weak variable is checked for exclusive access
        // at every read, on every notification.
        let held = WeakReference(object: self)
        return names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { notification in
                guard let registry = held.object else { return }
                if MainQueue.isCurrent {
                    Self.hearOnMainQueue(registry, heard, notification)
                } else {
                    // UIKit posts on the main thread; anyone else is heard too, in order, on the main queue.
                    let posted = UncheckedSendable(value: notification)
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { held.object?.hear(heard, posted.value) }
                    }
                }
            }
        }
    }

    /// ``hear(_:_:)`` for a center's block that found itself on the main queue, and so on the main actor.
    ///
    /// NB: what `MainActor.assumeIsolated` does once it has checked, without checking again. Through it, the runtime
    /// was asked for the current executor twice more (by it, and at the top of the isolated closure handed to it) and
    /// that closure's context was allocated, on every notification: about 1,000 instructions (keyboard-bench's
    /// dispatch.checked.ratio.1, 3%). A function that captures nothing is cast, as assumeIsolated casts its closure:
    /// nothing is allocated.
    private nonisolated static func hearOnMainQueue(
        _ registry: KeyboardObserverRegistry, _ heard: Heard, _ notification: Notification
    ) {
        let hear: @MainActor (KeyboardObserverRegistry, Heard, Notification) -> Void = hear(_:_:_:)
        unsafeBitCast(hear, to: ((KeyboardObserverRegistry, Heard, Notification) -> Void).self)(
            registry, heard, notification)
    }

    private static func hear(_ registry: KeyboardObserverRegistry, _ heard: Heard, _ notification: Notification) {
        registry.hear(heard, notification)
    }

    private func hear(_ heard: Heard, _ notification: Notification) {
        switch heard {
        case .keyboard: receive(notification)
        case .focus: fieldDidBeginEditing(notification)
        }
    }

    private func receive(_ notification: Notification) {
        let named =
            screenBoundsProvider?(notification).map(KeyboardScreen.init(bounds:))
            ?? notificationScreenProvider?(notification)
        // Observers are asked only when the notification names no screen: every change-frame notification.
        let observerScreens = named == nil ? registrations.observers.compactMap(screen(of:)) : []
        // NB: the provider is read here, not by the autoclosure: one capturing `self` retained the registry on every
        // notification, an atomic operation on its side table (it is held weakly).
        let windowScreenProvider = windowScreenProvider
        let screen = screenResolver.resolve(
            named: named, observerScreens: observerScreens, windowScreen: windowScreenProvider?())
        let screenIsGuessed = KeyboardScreenResolver.guesses(named: named, observerScreens: observerScreens)
        let change: KeyboardFrameChange
        do {
            change = try KeyboardFrameChange(name: notification.name, userInfo: notification.userInfo, screen: screen)
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
        for error in change.recoveredErrors { reportFailure(error) }
        deliver(ridingAccessory(change), screenIsGuessed: screenIsGuessed)
    }

    /// The screen of `observer`'s window: as it tells it (a SwiftUI view's, as it sensed it), else as the platform
    /// reads it.
    private func screen(of observer: any KeyboardChangeFrameObserver) -> KeyboardScreen? {
        if let telling = observer as? any KeyboardScreenTelling { return telling.keyboardScreen }
        return platform.observerScreen(observer)
    }

    // MARK: - The turn's end

    /// Ends the turn at the main queue's next turn, once however many hides are held meanwhile.
    ///
    /// The main queue is drained once per turn of the main run loop, after the sources that post keyboard
    /// notifications, so every notification UIKit posts in this turn arrives first.
    func queueTurnEnd() {
        guard !isTurnEndQueued else { return }
        isTurnEndQueued = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.endTurn() }
        }
    }

    private func endTurn() {
        isTurnEndQueued = false
        if let held = delivery.endTurn() { tellObservers(held) }
        if deliveryNeedsTurnEnd { queueTurnEnd() }
        registrations.catchUpAwaitingObservers()
        registrations.prune()
    }
}
