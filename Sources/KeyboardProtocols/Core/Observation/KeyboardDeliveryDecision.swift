/// What ``KeyboardDeliverySchedule`` does with one keyboard notification.
public enum KeyboardDeliveryDecision: Sendable, Equatable {
    /// Tell the observers now: a new transition, or a move only a did-change-frame reported (then with duration 0).
    case deliver(KeyboardFrameChange)

    /// A hide, held until the turn of the main run loop ends: a show or docked frame change in the same turn cancels
    /// it (``KeyboardDeliverySchedule/endTurn()`` says whether it is delivered).
    case hold

    /// A did-change-frame confirming where the observers already think the keyboard is: nothing moves, but views
    /// that moved after the will-notification (a sheet, a popover) can be measured again.
    case settle(KeyboardFrameChange)

    /// Nothing to tell: a repeat of the transition delivered or held, a did-show or did-hide.
    case drop
}
