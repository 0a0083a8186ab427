/// Decides which keyboard notifications reach observers: one delivery per keyboard transition.
///
/// For one show iOS posts will-change-frame, then will-show with the same payload, then the two did-notifications;
/// for a hide, will-change-frame and will-hide, then the did-notifications. The filter passes the first *will*
/// notification of each transition and drops the rest, so an observer hears every show, hide and real frame change
/// (QuickType or emoji, 216 → 258 points) exactly once, and never a duplicate or a did-notification.
///
/// ``KeyboardDeliverySchedule`` applies it to will-notifications, for live notifications and `keyboard-replay` alike.
///
/// ```swift
/// var filter = KeyboardDeliveryFilter()
/// filter.shouldDeliver(willChangeFrame)  // true
/// filter.shouldDeliver(willShow)         // false: same payload, same transition
/// filter.shouldDeliver(didShow)          // false: did-notifications are never delivered
/// ```
public struct KeyboardDeliveryFilter: Sendable {
    /// The last change that was delivered.
    private var lastDelivered: KeyboardFrameChange?

    /// Creates a filter that has delivered nothing yet.
    public init() {}

    /// Whether observers should hear `change`; remembers it when they should.
    ///
    /// - Parameter change: The next notification, in the order it was posted.
    /// - Returns: `true` for a *will* notification that moves the keyboard differently from the last one delivered;
    ///   `false` for did-notifications and for repeats of the transition last delivered.
    public mutating func shouldDeliver(_ change: KeyboardFrameChange) -> Bool {
        guard change.event.isWill else { return false }
        if let lastDelivered, lastDelivered.describesSameTransition(as: change) { return false }
        lastDelivered = change
        return true
    }

    /// Remembers a change delivered by another path (a move only a did-change-frame reported), so the next *will*
    /// notification is compared with where the keyboard really is.
    mutating func remember(_ change: KeyboardFrameChange) {
        lastDelivered = change
    }

    /// Forgets the last delivery, so the next *will* notification is delivered whatever it holds.
    ///
    /// Call it when notifications went unobserved for a while: the keyboard may have moved and come back meanwhile.
    public mutating func reset() {
        lastDelivered = nil
    }
}
