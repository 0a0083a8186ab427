import Foundation

// MARK: - After a drag is let go

extension KeyboardDelivery {
    /// How far, in points, a tracked frame may step back against the direction its layout pass took before it is
    /// dropped as a jump: 4 points.
    ///
    /// On iOS 26 with an input accessory, "the guide jumps around during the dismiss" (FB18129551, "Keyboard Layout
    /// Guide is unpredictable", in chockenberry/KeyboardAvoider's README): within one layout pass it may report the
    /// keyboard a long way from where the finger holds it. A finger that turns around does so across passes, and within one pass the
    /// guide's own rounding moves a point or two at 2x and 3x scales: 4 points is more than that and far less than a
    /// jump (tens to hundreds of points).
    static let reversalTolerance: CGFloat = 4

    /// A docked will-notification with a duration of 0 while observers are at a tracked frame (a drag under way or
    /// let go): the keyboard springs back, and observers go with it on the keyboard's own animation (0.25 s, curve
    /// 7), from where they are. Its twin (the will-show after the will-change-frame) is then the same transition.
    /// `nil` for any other change.
    // react-native-keyboard-controller PR 1304: iOS 26 announces the spring-back after an interactive dismissal with
    // "animation will be nil, duration may be any (or old)"; delivered at 0 s, the bar would snap up.
    mutating func springBack(_ change: KeyboardFrameChange, screenIsGuessed: Bool) -> Decision? {
        // NB: asked in place, through `?.`: binding a held change copies it first, on every notification.
        if animatedSpringBack?.describesSameTransition(as: change) == true { return .drop }
        guard change.event != .didChangeFrame, change.isDocked, lastDelivered?.isTracked == true, !holdsHide,
            !holdsGuess, !change.animationPlan.isAnimated, let lastDelivered
        else { return nil }
        // The payload was checked when it was read: this initializer can't throw for it.
        guard
            var animated = try? KeyboardFrameChange(
                event: change.event, beginFrame: lastDelivered.endFrame, endFrame: change.endFrame,
                animationDuration: KeyboardFrameChange.defaultAnimationDuration,
                animationCurve: KeyboardFrameChange.defaultAnimationCurve, isLocal: change.isLocal,
                screen: change.screen)
        else { return nil }
        animated.recoveredErrors = change.recoveredErrors
        let decision = announce(animated, screenIsGuessed: screenIsGuessed)
        animatedSpringBack = change
        return decision
    }

    /// The return held after a drag let go, when a did-change-frame reports the announced keyboard: the keyboard
    /// sprang back. `nil` for any other change, or when no return is held.
    mutating func returnConfirmed(by change: KeyboardFrameChange) -> KeyboardFrameChange? {
        guard change.event == .didChangeFrame, heldReturn != nil, !isDragging, let announced, announced.isDocked,
            Self.endsAtSamePlace(change, announced)
        else { return nil }
        return takeReturn()
    }

    /// The return held after a drag let go, when the layout shows the announced keyboard again (at least its height,
    /// within ``KeyboardGeometry/edgeTolerance``): the keyboard sprang back with nothing announced. `nil` for a frame
    /// showing less (the keyboard on its way out, or still where the finger left it).
    mutating func returnConfirmed(byTracked tracked: KeyboardFrameChange) -> KeyboardFrameChange? {
        guard heldReturn != nil, let announced, tracked.height >= announced.height - KeyboardGeometry.edgeTolerance
        else { return nil }
        return takeReturn()
    }

    /// How long a return held after a release waits for the keyboard to confirm it: 1 s, four times the keyboard's
    /// own 0.25-s animation and twice the latest release hide the tests play (0.5 s after the pan ends). A drag let go
    /// that nothing confirms would otherwise leave a pinned composer where the finger left it, under the re-docked
    /// keyboard, until the next keyboard event.
    static let releaseWait: TimeInterval = 4 * KeyboardFrameChange.defaultAnimationDuration

    /// The wait after release number `release` ended with nothing confirming where the keyboard went: observers go
    /// back to the announced keyboard on the keyboard's own animation. `nil` when the return was delivered, dropped
    /// (a hide or another will-notification came), or a later drag began or was let go since.
    ///
    /// ```swift
    /// let release = delivery.interactiveDismissalDidEnd()  // 1: observers at 152, the keyboard announced at 336
    /// // 1 s later, nothing heard:
    /// delivery.releaseWaitEnded(release: 1)  // the return to 336, 0.25 s on curve 7
    /// ```
    mutating func releaseWaitEnded(release: Int) -> KeyboardFrameChange? {
        guard release == releaseCount, !isDragging, heldHide == nil else { return nil }
        return takeReturn()
    }

    /// Delivers the held return: observers go back to the announced keyboard from the last tracked frame, animated.
    private mutating func takeReturn() -> KeyboardFrameChange? {
        guard let returned = heldReturn else { return nil }
        heldReturn = nil
        lastDelivered = returned
        return returned
    }

    // MARK: - One layout pass

    /// Whether a tracked frame, during a drag, steps back against the direction its layout pass took by more than
    /// ``reversalTolerance``. The first frame of a pass sets its direction from where observers were.
    func reversesItsPass(_ change: KeyboardFrameChange) -> Bool {
        guard isDragging, let pass = trackedPass else { return false }
        let direction = pass.last - pass.start
        let step = change.endFrame.minY - pass.last
        return direction * step < 0 && abs(step) > Self.reversalTolerance
    }

    /// Remembers a tracked frame delivered during a drag, from `start` (where observers were), in the current pass.
    mutating func notePass(_ change: KeyboardFrameChange, from start: CGFloat?) {
        guard isDragging else { return }
        let top = change.endFrame.minY
        trackedPass = (start: trackedPass?.start ?? start ?? top, last: top)
    }
}
