import Dispatch
import Foundation
import KeyboardProtocols

extension KeyboardReplay {
    /// Replays a recorded session through the observers registered on a center, turn by turn, as the app heard it:
    /// keyboard notifications, the frames tracked during each interactive-dismissal drag, and the drags' start and
    /// end. Returns once the observers have heard everything the trace makes them hear.
    ///
    /// Events with the same `time` are posted in one turn of the main run loop, and each turn in the main queue's
    /// next block, so a hide is held and cancelled as it was live, and a drag let go waits for what the keyboard does
    /// next (its notification, or the layout showing it back). Frames and notifications are measured on the trace's screen (`KeyboardTrace.Layout.screenBounds`) while the replay
    /// runs. Tracked frames count only during the drags the trace records (format version 3), and a tracked frame
    /// that is not a rectangle is skipped (`rows(for:)` shows why). After a layout change (format version 5), its
    /// frames are fitted to the trace's first screen, heights kept, as a preview plays them; `rows(for:)` measures
    /// each against its own layout.
    ///
    /// ```swift
    /// let trace = try KeyboardTrace(json: Data(contentsOf: dragURL))
    /// let center = NotificationCenter()
    /// let composer = ComposerHeights()  // a KeyboardChangeFrameObserver recording the heights it hears
    /// composer.addKeyboardFrameChangesObserver(center: center)
    /// await KeyboardReplay.post(trace, to: center)
    /// #expect(composer.heights == [336, 252, 152, 336])
    /// ```
    ///
    /// - Parameters:
    ///   - trace: A recorded session, such as a `KeyboardTraceRecorder`'s JSON read with `KeyboardTrace(json:)`.
    ///   - center: The center the observers registered on, e.g. a fresh `NotificationCenter()` in a test.
    @MainActor
    public static func post(_ trace: KeyboardTrace, to center: NotificationCenter) async {
        let registry = KeyboardObserverRegistry.registry(for: center)
        let screenBounds = trace.layout.screenBounds
        let provider = registry.screenBoundsProvider
        registry.screenBoundsProvider = { _ in screenBounds }
        let posting = TracePosting(
            turns: KeyboardTracePlayback(trace, screenBounds: screenBounds).turns, center: center,
            screenBounds: screenBounds)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            posting.run(from: 0) { done.resume() }
        }
        await settleKeyboardNotifications()
        registry.screenBoundsProvider = provider
    }
}

/// Posts a trace's turns one main-queue block at a time, as the main run loop delivers UIKit's notifications.
@MainActor
private final class TracePosting {
    private let turns: [KeyboardTraceTurn]
    private let center: NotificationCenter
    private let screenBounds: CGRect

    init(
        turns: [KeyboardTraceTurn], center: NotificationCenter, screenBounds: CGRect
    ) {
        self.turns = turns
        self.center = center
        self.screenBounds = screenBounds
    }

    /// Posts turn `index`, then schedules the next one; calls `done` after the last.
    ///
    /// The next turn runs in the main queue's next block: after the registry's end of this turn and before its end
    /// of the next one, as the next turn of a run loop does.
    func run(from index: Int, done: @escaping @MainActor () -> Void) {
        guard index < turns.count else {
            DispatchQueue.main.async { MainActor.assumeIsolated { done() } }
            return
        }
        for step in turns[index].steps {
            step.play(on: center, screen: nil, screenBounds: screenBounds)
        }
        DispatchQueue.main.async { MainActor.assumeIsolated { [self] in run(from: index + 1, done: done) } }
    }
}
