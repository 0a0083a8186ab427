import Foundation

/// Decides what keyboard observers hear, one main-run-loop turn at a time: the one state machine that
/// ``KeyboardObserverRegistry`` runs for live notifications and `KeyboardReplay` runs for recorded ones.
///
/// The will-notifications (will-change-frame, will-show, will-hide) decide where the keyboard goes and how it
/// animates; a tracked frame and a did-change-frame only refine within what they announced. The rules:
///
/// - One delivery per transition: a will-show repeating the will-change-frame before it is dropped.
/// - A change that leaves no docked keyboard (a hide, an undock) is held to the end of its turn; a docked
///   will-notification in the same turn cancels it, else ``endTurn()`` delivers it.
/// - A will-notification whose screen is a guess (it names none, and observers are on different screens) is held
///   to the end of its turn too, when it is news: a will-notification later in the turn, which names its screen,
///   speaks instead; else ``endTurn()`` delivers it.
/// - A did-change-frame that confirms the announced frame is a settle pass; one nothing announced is delivered at
///   duration 0 only when it leaves no docked keyboard; a docked one is dropped, unless it is the docked keyboard the
///   last will-notification announced, back after one that said the keyboard covers nothing (duration 0).
/// - A tracked frame counts only during an interactive-dismissal drag, while the announced keyboard is visible and
///   docked, clamped so it never shows more keyboard than announced; one reversing the direction of its layout pass
///   by more than ``reversalTolerance`` is dropped. A drag let go away from the announced frame waits for what the
///   keyboard does next: a will-notification (a duration-0 spring-back is animated), or the layout or a
///   did-change-frame showing the announced keyboard again; observers then go back on the keyboard's own animation.
/// - A hide posted while an interactive navigation transition (a back-swipe) is under way waits for its end: a
///   completed swipe delivers it, a cancelled one drops it.
///
/// ```swift
/// var delivery = KeyboardDelivery()
/// delivery.receive(willShow336)   // .deliver(willShow336)
/// delivery.receive(willHide)      // .hold: the turn may not be over
/// delivery.receive(willShow336)   // .drop: the next field's keyboard; the hide is cancelled
/// delivery.endTurn()              // nil
/// ```
package struct KeyboardDelivery: Sendable {
    /// What ``KeyboardDelivery/receive(_:gate:)`` decides for one change.
    package enum Decision: Sendable, Equatable {
        /// Tell the observers now.
        case deliver(KeyboardFrameChange)
        /// A hide, or a change whose screen is a guess, held to the end of the turn
        /// (``KeyboardDelivery/endTurn()``).
        case hold
        /// A did-change-frame confirming the announced keyboard: re-measure, nothing moves.
        case settle(KeyboardFrameChange)
        /// Nothing to tell.
        case drop
    }

    // NB: a change is stored once where it plays two parts (the will-notification announced last is nearly always the
    // keyboard announced; the change heard last, the announcement heard last): a notification copies two changes
    // here, not four, each copied and destroyed through the optional's value witnesses (dispatch.checked.ratio.1, 3%).

    /// The change the observers heard last, tracked or not.
    package internal(set) var lastDelivered: KeyboardFrameChange? {
        willSet {
            // Compared in place: a tracked frame (60 to 120 a second) copies no change here, only the first of a drag.
            if lastDelivered?.isTracked == false, newValue?.isTracked != false {
                announcementBeforeLastDelivered = lastDelivered
            }
        }
    }

    /// The last change delivered that was not tracked, while ``lastDelivered`` is tracked or `nil`.
    private var announcementBeforeLastDelivered: KeyboardFrameChange?

    /// The change delivered last that was not tracked: what an observer hearing only notifications believes.
    var lastDeliveredAnnouncement: KeyboardFrameChange? {
        lastDelivered?.isTracked == false ? lastDelivered : announcementBeforeLastDelivered
    }

    /// The keyboard the will-notifications announced last (held or not), or a did-change-frame delivered since.
    package internal(set) var announced: KeyboardFrameChange? {
        get { if case .some(let replaced) = announcedSinceWillNotification { replaced } else { willAnnounced } }
        set { announcedSinceWillNotification = .some(newValue) }
    }

    /// What ``announced`` became since the last will-notification (a did-change-frame, a transition, a recount).
    private var announcedSinceWillNotification: KeyboardFrameChange?? { didSet { measuredAnnouncedDockedHeight = nil } }

    /// ``announcedDockedHeight()`` once measured for the current ``announced``; `nil` until then.
    private var measuredAnnouncedDockedHeight: CGFloat??

    /// The keyboard the will-notifications announced last (held or not), whatever a did-change-frame said since. Set
    /// only together with ``announced`` (``noteAnnounced(_:)``, ``recountAnnouncement(from:to:)``), which reads it
    /// until something sets ``announced`` apart.
    private(set) var willAnnounced: KeyboardFrameChange? { didSet { measuredAnnouncedDockedHeight = nil } }

    /// A will-notification announces `change`, or an interactive transition's start restores it: it is both
    /// ``willAnnounced`` and ``announced``.
    mutating func noteAnnounced(_ change: KeyboardFrameChange?) {
        if case .some = announcedSinceWillNotification { announcedSinceWillNotification = nil }
        willAnnounced = change
    }

    /// The height of ``announced`` when it is docked, else `nil`: measured at the first tracked frame after
    /// ``announced`` changed, then kept, not measured for each tracked frame (60 to 120 a second) nor for each
    /// notification.
    mutating func announcedDockedHeight() -> CGFloat? {
        if case .some(let height) = measuredAnnouncedDockedHeight { return height }
        // Asked in place: `announced` would copy the change.
        let height: CGFloat?
        if case .some = announcedSinceWillNotification {
            height = announcedSinceWillNotification??.isDocked == true ? announcedSinceWillNotification??.height : nil
        } else {
            height = willAnnounced?.isDocked == true ? willAnnounced?.height : nil
        }
        measuredAnnouncedDockedHeight = .some(height)
        return height
    }

    /// The accessory counted again for the announcement observers heard (`recount(_:)`): ``announced`` and
    /// ``willAnnounced`` become `recounted`, each if it was `heard`.
    mutating func recountAnnouncement(from heard: KeyboardFrameChange, to recounted: KeyboardFrameChange) {
        // Asked before either changes: while ``announced`` reads ``willAnnounced``, recounting one recounts both.
        let announcedWasHeard = announced?.endFrame == heard.endFrame
        if willAnnounced?.endFrame == heard.endFrame { willAnnounced = recounted }
        if announcedWasHeard { announced = recounted }
    }

    /// A hide waiting for the end of the turn.
    var heldHide: KeyboardFrameChange?

    /// Whether the held hide's screen is a guess: a will-notification of the same transition naming its screen
    /// takes its place.
    var heldHideScreenIsGuessed = false

    /// A docked will-notification whose screen is a guess, waiting for the end of the turn.
    private(set) var heldGuess: KeyboardFrameChange?

    /// The announced keyboard, waiting for what the keyboard does after a drag let go elsewhere
    /// (`KeyboardDelivery+Release.swift`).
    var heldReturn: KeyboardFrameChange?

    /// How many drags were let go with a return held: a wait that ends after a later release is not its wait.
    var releaseCount = 0

    /// The duration-0 will-notification of a spring-back delivered animated, as UIKit posted it: its twin (the
    /// will-show after the will-change-frame) is the same transition.
    var animatedSpringBack: KeyboardFrameChange?

    /// Where observers were when the current layout pass's first tracked frame came, and the last tracked frame
    /// delivered in it (their top edges): the pass's direction.
    var trackedPass: (start: CGFloat, last: CGFloat)?

    /// Whether an interactive navigation transition (a back-swipe) is under way
    /// (`KeyboardDelivery+Transition.swift`).
    var isInInteractiveTransition = false

    /// A hide posted during the interactive transition, waiting for its end.
    var transitionHeldHide: KeyboardFrameChange?

    /// Whether an interactive-dismissal drag is under way.
    package private(set) var isDragging = false

    /// Creates a machine that has delivered nothing and holds nothing.
    package init() {}

    // NB: the held changes are matched, not compared with nil, which copies the change first (twice per notification
    // in needsTurnEnd).

    /// Whether a hide is held until the end of the turn.
    package var holdsHide: Bool { if case .some = heldHide { true } else { false } }

    /// Whether the return to the announced keyboard is held after a drag was let go away from it.
    var holdsReturn: Bool { if case .some = heldReturn { true } else { false } }

    /// Whether a docked change whose screen is a guess is held until the end of the turn.
    package var holdsGuess: Bool { if case .some = heldGuess { true } else { false } }

    /// Whether ``endTurn()`` has something to do: a held hide or guess to decide, or a layout pass of tracked frames
    /// to close.
    @inline(__always) var needsTurnEnd: Bool { holdsHide || holdsGuess || trackedPass != nil }

    // MARK: - Input

    /// Decides what to do with the next change, in the order it arrived.
    ///
    /// - Parameters:
    ///   - change: A checked notification of any of the six kinds, or a change made by
    ///     ``trackedChange(_:screenBounds:)``.
    ///   - gate: Asked before anything else for a notification, and only for a tracked frame that counts; `false`
    ///     drops the change.
    ///   - screenIsGuessed: `true` when the change's screen is a guess: the notification names none and the
    ///     observers are on different screens (``KeyboardScreenResolver/guesses(named:observerScreens:)``). Such a
    ///     will-notification waits for the end of its turn, where a later one naming its screen may speak.
    /// - Returns: Whether to deliver now, hold to ``endTurn()``, let observers re-measure, or drop.
    @discardableResult
    package mutating func receive(
        _ change: KeyboardFrameChange, gate: ((KeyboardFrameChange) -> Bool)? = nil, screenIsGuessed: Bool = false
    ) -> Decision {
        if change.isTracked { return receiveTracked(change, gate: gate) }
        if let gate, change.event != .didShow, change.event != .didHide, !gate(change) { return .drop }
        if let decision = holdForInteractiveTransition(change) { return decision }
        switch change.event {
        case .willShow, .willHide, .willChangeFrame:
            if let decision = springBack(change, screenIsGuessed: screenIsGuessed) { return decision }
            return announce(change, screenIsGuessed: screenIsGuessed)
        case .didChangeFrame:
            if let returned = returnConfirmed(by: change) { return .deliver(returned) }
            return settle(change)
        case .didShow, .didHide: return .drop
        }
    }

    /// The user started dragging a scroll view whose `keyboardDismissMode` is `.interactive`: a return held from the
    /// last drag is dropped, the new drag's frames speak.
    package mutating func interactiveDismissalDidBegin() {
        isDragging = true
        heldReturn = nil
        trackedPass = nil
    }

    /// The user stopped dragging. When observers last heard a tracked frame away from the announced keyboard, the
    /// announced keyboard is held until the keyboard says where it went: a will-notification speaks (a hide, or a
    /// spring-back); the layout or a did-change-frame showing the announced keyboard again delivers the return,
    /// animated as the keyboard animates. If nothing confirms it within ``releaseWait``, the return is delivered all
    /// the same (``releaseWaitEnded(release:)``), unless a hide came meanwhile (`KeyboardDelivery+Release.swift`).
    ///
    /// - Returns: The number of this release, for ``releaseWaitEnded(release:)``, when a return is held; else `nil`.
    @discardableResult
    package mutating func interactiveDismissalDidEnd() -> Int? {
        isDragging = false
        heldReturn = returnToAnnounced()
        trackedPass = nil
        guard heldReturn != nil else { return nil }
        releaseCount &+= 1
        return releaseCount
    }

    /// Ends the current main-run-loop turn.
    ///
    /// - Returns: The held hide or guess, unless something in the turn cancelled it; `nil` otherwise.
    package mutating func endTurn() -> KeyboardFrameChange? {
        // The layout pass of the turn's tracked frames is over: the next frame starts a new one.
        trackedPass = nil
        // At most one of them is held: a hide and a docked guess each cancel the other.
        if let held = heldHide ?? heldGuess {
            heldHide = nil
            heldHideScreenIsGuessed = false
            heldGuess = nil
            if let lastDelivered, lastDelivered.describesSameTransition(as: held) { return nil }
            lastDelivered = held
            return held
        }
        return nil
    }

    /// The change an observer registering now must hear at once, with duration 0, or `nil` when it is up to date.
    ///
    /// - Parameters:
    ///   - lastHeard: What this observer heard last; `nil` for a new observer.
    ///   - followsTrackedFrames: `false` for an observer that hears only notifications.
    func catchUp(lastHeard: KeyboardFrameChange?, followsTrackedFrames: Bool = true) -> KeyboardFrameChange? {
        guard let current = followsTrackedFrames ? lastDelivered : lastDeliveredAnnouncement else { return nil }
        if let lastHeard {
            guard !Self.restsAlike(lastHeard, current) else { return nil }
        } else {
            guard current.isVisible else { return nil }
        }
        return current.withoutAnimation
    }

    /// Forgets everything: the keyboard may have moved while unobserved.
    mutating func reset() {
        self = KeyboardDelivery()
    }

    // MARK: - Rules

    mutating func announce(_ change: KeyboardFrameChange, screenIsGuessed: Bool) -> Decision {
        noteAnnounced(change)
        // NB: cleared only when set: clearing one that is not destroys it all the same, through the optional's value
        // witnesses, on every notification.
        if holdsReturn { heldReturn = nil }
        if case .some = animatedSpringBack { animatedSpringBack = nil }
        trackedPass = nil
        // A later will-notification of the turn speaks instead of a guess held before it: it names its screen (UIKit
        // names the screen of show and hide notifications, not of change-frame ones: UIWindow.h), or is later news.
        if holdsGuess { heldGuess = nil }
        // A composer left alone at the bottom is the keyboard going away: held like any hide.
        guard change.isDocked, !change.isAccessoryOnly else {
            if let heldHide, heldHide.describesSameTransition(as: change), screenIsGuessed || !heldHideScreenIsGuessed {
                return .drop
            }
            heldHide = change
            heldHideScreenIsGuessed = screenIsGuessed
            return .hold
        }
        // A docked keyboard in the same turn: the hide held before it never reaches observers.
        if holdsHide { heldHide = nil }
        heldHideScreenIsGuessed = false
        // NB: asked through `?.`, in place: `if let lastDelivered` copies the change first, on every notification.
        if lastDelivered?.describesSameTransition(as: change) == true { return .drop }
        if lastDelivered?.isFollowedByFocusChange(change) == true {
            // Its will-show repeating it is dropped as one transition: one re-measure per focus change.
            self.lastDelivered = change
            var moved = change
            moved.movesFocus = true
            return .settle(moved)
        }
        if screenIsGuessed {
            // Observers on two displays and a screenless notification: the will-show naming the keyboard's screen
            // may follow in this turn, in either order (no source gives UIKit's order on two displays).
            heldGuess = change
            return .hold
        }
        lastDelivered = change
        return .deliver(change)
    }

    private mutating func settle(_ change: KeyboardFrameChange) -> Decision {
        if let heldHide, heldHide.endFrame == change.endFrame { return .drop }
        if let heldGuess, heldGuess.endFrame == change.endFrame { return .drop }
        // Only a will-notification cancels a held hide: a docked did-change-frame in its turn (the late end of an
        // interrupted show) is dropped, so the bar never stays lifted over a hidden keyboard.
        if heldHide != nil, change.isDocked { return .drop }
        if let lastDelivered, lastDelivered.endFrame == change.endFrame { return .settle(change) }
        if let recounted = recountAtRest(change) { return .deliver(recounted) }
        if let announced, announced.endFrame == change.endFrame { return .settle(change) }
        if let willAnnounced, willAnnounced.isDocked, willAnnounced.endFrame == change.endFrame {
            // Back at the docked keyboard the will-notifications announced, after a did-change-frame said it covers
            // nothing: observers at 0 with the keyboard up would stay there until the next will-notification.
            let restored = change.withoutAnimation
            announced = willAnnounced
            lastDelivered = restored
            return .deliver(restored)
        }
        // Nothing announced this frame. iOS 27 misreports frames outside the will transaction, and such corrections
        // moved a settled bar (manaflow-ai/cmux PR 10810): only "the keyboard now covers nothing" is believed.
        guard !change.isDocked else { return .drop }
        heldHide = nil
        heldHideScreenIsGuessed = false
        heldGuess = nil
        heldReturn = nil
        let moved = change.withoutAnimation
        announced = moved
        lastDelivered = moved
        return .deliver(moved)
    }

    /// Whether two changes leave the keyboard resting the same way for an observer.
    private static func restsAlike(_ one: KeyboardFrameChange, _ other: KeyboardFrameChange) -> Bool {
        one.endFrame == other.endFrame && one.isVisible == other.isVisible && one.height == other.height
    }
}
