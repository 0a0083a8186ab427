/// Decides what observers hear of keyboard notifications as UIKit really posts them, one main-run-loop turn at a time.
///
/// ``KeyboardObserverRegistry`` uses it for live notifications and `KeyboardReplay` (in `KeyboardProtocolsTesting`)
/// for recorded ones, so both agree. On top of ``KeyboardDeliveryFilter`` (one delivery per transition, never a will-show repeating the
/// will-change-frame before it) it holds three rules:
///
/// - **A hide waits for the end of its turn.** Moving first responder from one field to the next posts a will-hide
///   immediately followed by a will-show, with no visible motion of the keyboard: "As each control resigns as first
///   responder an UIKeyboardWillHideNotification is sent, immediately followed by a UIKeyboardWillShowNotification"
///   (http://iphoneincubator.com/blog/tag/textfieldshouldreturn), and ionic-team/cordova-plugin-ionic-keyboard#68
///   ("iOS keyboard always calls willHide, even when user changes the input field") debounces the hide with a timer
///   the willShow cancels. A change that leaves no docked keyboard (a hide, an
///   undock) is therefore held (``KeyboardDeliveryDecision/hold``); a docked change in the same turn cancels it, and
///   otherwise ``endTurn()`` delivers it. A pinned bar never drops and pops back, a chat scrolled to the bottom never
///   jumps.
/// - **A did-change-frame re-measures, never animates.** One that ends where the observers already think the keyboard
///   is settles it (``KeyboardDeliveryDecision/settle(_:)``): a sheet moves after the will-notification. One that ends
///   elsewhere reports a move no will-notification announced (the iPad's floating keyboard posts only
///   did-change-frame: MisterJimson/flutter_keyboard_visibility#162) and is delivered with duration 0.
/// - **A late observer catches up.** ``catchUp(lastHeard:)`` gives the current keyboard, duration 0, to an observer
///   registering while one is up, and the hidden keyboard to one that last heard a visible one.
///
/// ```swift
/// var schedule = KeyboardDeliverySchedule()
/// schedule.receive(show216)        // .deliver(show216)
/// schedule.receive(willHide)       // .hold: the turn may not be over
/// schedule.receive(willShowNext)   // .drop: the same keyboard for the next field; the hide is cancelled
/// schedule.endTurn()               // nil: nothing was left to deliver
/// ```
public struct KeyboardDeliverySchedule: Sendable {
    /// The one-delivery-per-transition rule for will-notifications.
    private var filter = KeyboardDeliveryFilter()

    /// A hide waiting for the end of the turn.
    private var heldHide: KeyboardFrameChange?

    /// The change the observers heard last, as delivered (duration 0 for a move reported by did-change-frame).
    public private(set) var lastDelivered: KeyboardFrameChange? {
        didSet {
            if let lastDelivered, !lastDelivered.isTracked { lastAnnounced = lastDelivered }
        }
    }

    /// The change delivered last that was not a frame tracked during a drag: what an observer that hears only
    /// notifications (``KeyboardChangeFrameObserver/followsInteractiveKeyboardDismissal`` `false`) believes.
    private var lastAnnounced: KeyboardFrameChange?

    /// Creates a schedule that has delivered nothing and holds nothing.
    public init() {}

    /// Whether a hide is held until the end of the turn.
    public var holdsHide: Bool { heldHide != nil }

    /// Decides what to do with the next notification, in the order it was posted.
    ///
    /// - Parameter change: A checked keyboard notification of any of the six kinds.
    /// - Returns: Whether to deliver it now, hold it until ``endTurn()``, let the observers re-measure, or drop it.
    public mutating func receive(_ change: KeyboardFrameChange) -> KeyboardDeliveryDecision {
        switch change.event {
        case .willShow, .willHide, .willChangeFrame: schedule(change)
        case .didChangeFrame: settle(change)
        case .didShow, .didHide: .drop
        }
    }

    /// Ends the current turn of the main run loop: the held hide, if no docked change cancelled it, is delivered now.
    ///
    /// - Returns: The hide to deliver, or `nil` when none is held or it repeats the change delivered last.
    public mutating func endTurn() -> KeyboardFrameChange? {
        guard let held = heldHide else { return nil }
        heldHide = nil
        guard filter.shouldDeliver(held) else { return nil }
        lastDelivered = held
        return held
    }

    /// The change an observer registering now must hear at once, with duration 0, or `nil` when it is up to date.
    ///
    /// While ``holdsHide``, ask again once the hide is cancelled or delivered: the keyboard this returns may be on its
    /// way out (``KeyboardObserverRegistry`` waits).
    ///
    /// - Parameter lastHeard: What this observer heard last, from an earlier registration; `nil` for a new observer.
    /// - Returns: The change delivered last, with duration 0, when the keyboard is visible and the observer never
    ///   heard it, or when the keyboard rests elsewhere than the observer last heard (a modal covered it while the
    ///   keyboard went away); `nil` otherwise, and when nothing was delivered since observation started.
    public func catchUp(lastHeard: KeyboardFrameChange?) -> KeyboardFrameChange? {
        catchUp(lastHeard: lastHeard, followsTrackedFrames: true)
    }

    /// ``catchUp(lastHeard:)`` for an observer that may hear only notifications: without tracked frames, the change
    /// delivered last that was not tracked (after a drag given up without a notification, the keyboard as announced
    /// before it, where it is back to), never a tracked one.
    func catchUp(lastHeard: KeyboardFrameChange?, followsTrackedFrames: Bool) -> KeyboardFrameChange? {
        guard let current = followsTrackedFrames ? lastDelivered : lastAnnounced else { return nil }
        if let lastHeard {
            guard !Self.restsAlike(lastHeard, current) else { return nil }
        } else {
            guard current.isVisible else { return nil }
        }
        return current.withoutAnimation
    }

    /// Forgets everything: call it when notifications went unobserved, since the keyboard may have moved meanwhile.
    public mutating func reset() {
        self = KeyboardDeliverySchedule()
    }

    // MARK: - Rules

    private mutating func schedule(_ change: KeyboardFrameChange) -> KeyboardDeliveryDecision {
        guard change.isDocked else {
            if let heldHide, heldHide.describesSameTransition(as: change) { return .drop }
            heldHide = change
            return .hold
        }
        // A docked keyboard in the same turn: the hide held before it never reaches observers.
        heldHide = nil
        guard filter.shouldDeliver(change) else { return .drop }
        lastDelivered = change
        return .deliver(change)
    }

    private mutating func settle(_ change: KeyboardFrameChange) -> KeyboardDeliveryDecision {
        if let heldHide, heldHide.endFrame == change.endFrame { return .drop }
        if let lastDelivered, lastDelivered.endFrame == change.endFrame {
            // The keyboard is back where observers think it is: a held hide in between is cancelled.
            heldHide = nil
            return .settle(change)
        }
        heldHide = nil
        let moved = change.withoutAnimation
        filter.remember(moved)
        lastDelivered = moved
        return .deliver(moved)
    }

    /// Whether two changes leave the keyboard resting the same way for an observer.
    private static func restsAlike(_ one: KeyboardFrameChange, _ other: KeyboardFrameChange) -> Bool {
        one.endFrame == other.endFrame && one.isVisible == other.isVisible && one.height == other.height
    }
}
