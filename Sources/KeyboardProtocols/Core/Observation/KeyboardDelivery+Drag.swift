import Foundation

// MARK: - Tracked frames during a drag

extension KeyboardDelivery {
    /// The name of the notification the registry posts on its center for every tracked frame, before judging it, so a
    /// trace recorder keeps the raw input. Its `userInfo` holds the frame under
    /// ``KeyboardFrameChange/trackedFrameKey`` as an `NSValue` of a `CGRect`. UIKit never posts it.
    static let trackedFrameNotification = Notification.Name("KeyboardProtocolsTrackedKeyboardFrameNotification")

    /// Posted on the registry's center when an interactive-dismissal drag begins. UIKit never posts it.
    static let interactiveDismissalDidBeginNotification = Notification.Name(
        "KeyboardProtocolsInteractiveDismissalDidBeginNotification")

    /// Posted on the registry's center when an interactive-dismissal drag ends. UIKit never posts it.
    static let interactiveDismissalDidEndNotification = Notification.Name(
        "KeyboardProtocolsInteractiveDismissalDidEndNotification")

    /// The change a tracked frame stands for: a tracked change, duration 0, beginning where observers last heard.
    ///
    /// - Throws: ``KeyboardPayloadError`` naming ``KeyboardFrameChange/trackedFrameKey`` and the frame, or
    ///   `screenBounds`.
    @inline(__always) func trackedChange(_ frame: CGRect, screenBounds: CGRect?) throws(KeyboardPayloadError)
        -> KeyboardFrameChange
    {
        try KeyboardFrameChange(trackedFrame: frame, previousFrame: lastDelivered?.endFrame, screenBounds: screenBounds)
    }

    /// ``trackedChange(_:screenBounds:)`` of a frame printed as a trace stores it (`"NSRect: {{0, 600}, {393, 336}}"`).
    package func trackedChange(printed: String, screenBounds: CGRect?) throws(KeyboardPayloadError)
        -> KeyboardFrameChange
    {
        try trackedChange(
            PayloadValue.rect(printed, key: KeyboardFrameChange.trackedFrameKey), screenBounds: screenBounds)
    }

    /// Whether two changes leave the keyboard at the same place, within ``KeyboardGeometry/edgeTolerance``; with
    /// screen bounds only the on-screen part counts, and two keyboards with nothing on screen are at the same place.
    static func endsAtSamePlace(_ first: KeyboardFrameChange, _ second: KeyboardFrameChange) -> Bool {
        // Every change's frames were checked finite: FiniteEdges reads them all.
        var a = FiniteEdges(first.endFrame).flatMap { $0.isEmpty ? nil : $0 }
        var b = FiniteEdges(second.endFrame).flatMap { $0.isEmpty ? nil : $0 }
        if let screen = (second.screenBounds ?? first.screenBounds).flatMap(FiniteEdges.init) {
            a = a?.overlap(with: screen)
            b = b?.overlap(with: screen)
        }
        guard let a, let b else { return (a == nil) == (b == nil) }
        let tolerance = KeyboardGeometry.edgeTolerance
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    /// A tracked frame (the layout's keyboard, 60 to 120 times a second during a drag), as observers would hear it.
    mutating func receiveTracked(
        _ tracked: KeyboardFrameChange, gate: ((KeyboardFrameChange) -> Bool)?
    ) -> Decision {
        // Nothing copied (`case nil`: `== nil` would compare whole changes, Equatable): a tracked frame copies the
        // announced change only when it is clamped to it.
        guard let announcedHeight = announcedDockedHeight(), case nil = heldHide, case nil = heldGuess else {
            return .drop
        }
        let tolerance = KeyboardGeometry.edgeTolerance
        if !isDragging, heldReturn != nil {
            // After the release: only the layout showing the announced keyboard again counts, as the return.
            guard let returned = returnConfirmed(byTracked: tracked) else { return .drop }
            if let gate, !gate(returned) { return .drop }
            return .deliver(returned)
        }
        // Outside a drag a tracked frame says nothing (a version-2 trace's drags are inferred by its replay).
        guard isDragging else { return .drop }
        if tracked.height >= announcedHeight - tolerance, let announced {
            // Never more keyboard than announced: iOS 26 leaves the input accessory out of the notification's frame
            // while the layout guide includes it (badoo/Chatto PR 797).
            return receiveDragged(Self.tracked(at: announced, beginning: tracked.beginFrame), gate: gate)
        }
        return receiveDragged(tracked, gate: gate)
    }

    /// A tracked frame during a drag, as observers would hear it: dropped when it repeats where they are or jumps,
    /// else delivered.
    mutating func receiveDragged(
        _ change: KeyboardFrameChange, gate: ((KeyboardFrameChange) -> Bool)?
    ) -> Decision {
        // (`map` compares in place; `if let` would copy the last change 60 to 120 times a second.)
        if lastDelivered.map({ Self.endsAtSamePlace($0, change) }) == true { return .drop }
        if reversesItsPass(change) { return .drop }
        if let gate, !gate(change) { return .drop }
        let start = lastDelivered?.endFrame.minY
        lastDelivered = change
        notePass(change, from: start)
        return .deliver(change)
    }

    /// The announced keyboard as a tracked change from the last tracked frame, animated as the keyboard animates,
    /// when observers last heard a tracked frame elsewhere.
    func returnToAnnounced() -> KeyboardFrameChange? {
        guard let announced, announced.isDocked, heldHide == nil, heldGuess == nil, let lastDelivered,
            lastDelivered.isTracked,
            !Self.endsAtSamePlace(lastDelivered, announced)
        else { return nil }
        // The keyboard's own animation, whatever the announcement's was (a keyboard shown without animation
        // announces duration 0): the keyboard springs back as UIKit animates it, 0.25 s on curve 7 on every device
        // payload in ../shared/fixtures, which are also the defaults for a payload carrying none.
        guard
            var change = try? KeyboardFrameChange(
                event: .willChangeFrame, beginFrame: lastDelivered.endFrame, endFrame: announced.endFrame,
                animationDuration: KeyboardFrameChange.defaultAnimationDuration,
                animationCurve: KeyboardFrameChange.defaultAnimationCurve, isLocal: announced.isLocal,
                screen: announced.screen)
        else { return Self.tracked(at: announced, beginning: lastDelivered.endFrame) }
        change.isTracked = true
        return change
    }

    /// A tracked change to the announced keyboard's frame, beginning at `beginFrame`.
    static func tracked(at announced: KeyboardFrameChange, beginning beginFrame: CGRect?)
        -> KeyboardFrameChange
    {
        // The announced frame was checked when it was read: this initializer can't throw for it.
        var change =
            (try? KeyboardFrameChange(
                trackedFrame: announced.endFrame, previousFrame: beginFrame, screenBounds: announced.screenBounds))
            ?? announced.withoutAnimation
        change.isTracked = true
        return change
    }
}

// MARK: - Tracked frames

extension KeyboardFrameChange {
    /// The name a tracked frame goes by in errors and in traces (`"trackedKeyboardFrame"`).
    package static let trackedFrameKey = "trackedKeyboardFrame"

    /// Creates the change a tracked keyboard frame stands for: a will-change-frame with ``isTracked``, duration 0,
    /// the default curve, beginning at `previousFrame`.
    ///
    /// - Throws: ``KeyboardPayloadError`` naming ``trackedFrameKey`` and the frame when it is not a finite frame of
    ///   positive or zero size, and naming `screenBounds` for bad screen bounds.
    init(
        trackedFrame: CGRect,
        previousFrame: CGRect? = nil,
        screenBounds: CGRect? = nil
    ) throws(KeyboardPayloadError) {
        // UIKit posts nothing while the keyboard follows the finger, only on release (freshOS/KeyboardLayoutGuide
        // issues 17 and 35).
        try Self.check(trackedFrame, key: Self.trackedFrameKey)
        try self.init(
            event: .willChangeFrame,
            beginFrame: previousFrame,
            endFrame: trackedFrame,
            animationDuration: 0,
            animationCurve: Self.defaultAnimationCurve,
            isLocal: nil,
            screen: screenBounds.map(KeyboardScreen.init(bounds:))
        )
        isTracked = true
    }
}
