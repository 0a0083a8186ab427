import Foundation

// MARK: - An interactive navigation transition

extension KeyboardDelivery {
    /// Whether a hide is held until the interactive navigation transition under way ends.
    var holdsTransitionHide: Bool { transitionHeldHide != nil }

    /// An interactive navigation transition began: the user swipes back from a screen while the keyboard is up.
    ///
    /// A hide posted at the swipe's start, while the keyboard stays on screen, waits for the transition's end
    /// (``interactiveTransitionDidEnd(cancelled:)``): posted earlier in this turn, it stops being held to the turn's
    /// end; posted later, it is held as it comes. No source gives the order of the swipe's start and that hide, so
    /// both count.
    // nathantannar4/InputBarAccessoryView issue 282: when the user "starts to drag right the whole view, keyboard
    // stays as is while your algorithm starts the hiding animation moving the input view downwards".
    mutating func interactiveTransitionDidBegin() {
        isInInteractiveTransition = true
        guard let hide = heldHide else { return }
        heldHide = nil
        heldHideScreenIsGuessed = false
        transitionHeldHide = hide
        // The keyboard observers know is the one before the hide, until the transition ends.
        noteAnnounced(lastDeliveredAnnouncement)
    }

    /// The interactive transition ended: the change to deliver now, as it was posted, when the swipe completed and a
    /// hide was posted during it (``receive(_:gate:screenIsGuessed:)`` decides it as it would have then); `nil` when
    /// it was cancelled (the screen stays, and so does everything on it) or nothing was posted.
    mutating func interactiveTransitionDidEnd(cancelled: Bool) -> KeyboardFrameChange? {
        isInInteractiveTransition = false
        defer { transitionHeldHide = nil }
        return cancelled ? nil : transitionHeldHide
    }

    /// During an interactive transition, holds a change that says the keyboard covers nothing (a will-hide, or a
    /// did-change-frame after it) until the transition ends; a docked will-notification meanwhile (the keyboard
    /// announced again) drops the held hide and is decided as usual. `nil` outside a transition, or for a change
    /// decided as usual.
    mutating func holdForInteractiveTransition(_ change: KeyboardFrameChange) -> Decision? {
        guard isInInteractiveTransition, change.event != .didShow, change.event != .didHide else { return nil }
        guard !change.isDocked else {
            if change.event != .didChangeFrame { transitionHeldHide = nil }
            return nil
        }
        // The will-hide is the one to deliver, with its animation; a did-change-frame only when nothing else came.
        if transitionHeldHide == nil || change.event != .didChangeFrame { transitionHeldHide = change }
        return .hold
    }
}

// MARK: - Sensing one

/// What the UIKit layer reads of a view controller unregistering (in `viewWillDisappear`): whether it leaves in an
/// interactive transition that may still be cancelled.
struct KeyboardTransitionFacts: Sendable, Equatable {
    /// Whether its `transitionCoordinator` is interactive (the user's finger drives it).
    var isInteractive: Bool
    /// Whether it is leaving its parent (`isMovingFromParent`: a navigation controller pops it).
    var isMovingFromParent: Bool

    /// Facts read from a transition coordinator and the view controller.
    init(isInteractive: Bool, isMovingFromParent: Bool) {
        self.isInteractive = isInteractive
        self.isMovingFromParent = isMovingFromParent
    }

    /// Whether hides wait for the transition's end: an interactive pop (a back-swipe), which the user may cancel.
    var holdsHides: Bool { isInteractive && isMovingFromParent }
}
