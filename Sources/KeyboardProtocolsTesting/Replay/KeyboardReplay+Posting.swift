import Dispatch
import Foundation
import KeyboardProtocols

extension KeyboardReplay {
    /// Replays a recorded session through the observers registered on a center, turn by turn, as the app heard it:
    /// keyboard notifications, the frames tracked during each interactive-dismissal drag, and the drags' start and
    /// end. Returns once the observers have heard everything the trace makes them hear.
    ///
    /// Events with the same `time` are posted in one turn of the main run loop, and each turn in the main queue's
    /// next block, so a hide is held and cancelled as it was live. When a drag was let go away from the announced
    /// keyboard and the next turn came after the registry's grace for the release's notification, the replay waits
    /// for that grace first, so observers go back to the keyboard, animated, as they did in the app. Frames and
    /// notifications are measured on the trace's screen (`KeyboardTrace.Layout.screenBounds`) while the replay
    /// runs. Tracked frames count only during the drags the trace records (format version 3), and a tracked frame
    /// that is not a rectangle is skipped (`rows(for:)` shows why).
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
            turns: KeyboardTracePlayback(trace, screenBounds: screenBounds).turns, center: center, registry: registry,
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
    private let registry: KeyboardObserverRegistry
    private let screenBounds: CGRect

    /// When the last drag was let go, on the trace's clock.
    private var releaseTime: TimeInterval?

    /// A little more than the grace a released drag gets: the registry's timer has fired after it.
    private static let afterReleaseGrace = KeyboardDelivery.releaseGracePeriod + 0.05

    init(
        turns: [KeyboardTraceTurn], center: NotificationCenter, registry: KeyboardObserverRegistry,
        screenBounds: CGRect
    ) {
        self.turns = turns
        self.center = center
        self.registry = registry
        self.screenBounds = screenBounds
    }

    /// Posts turn `index`, then schedules the next one; calls `done` once a return held after the last turn is
    /// heard.
    ///
    /// The next turn runs in the main queue's next block: after the registry's end of this turn and before its end
    /// of the next one, as the next turn of a run loop does.
    func run(from index: Int, done: @escaping @MainActor () -> Void) {
        guard index < turns.count else {
            // A drag let go with nothing after it goes back once the registry's grace runs out.
            after(registry.delivery.holdsReturn ? Self.afterReleaseGrace : 0, done)
            return
        }
        let turn = turns[index]
        for step in turn.steps {
            step.play(on: center, screen: nil, screenBounds: screenBounds)
            if step == .interactiveDismissalEnded { releaseTime = turn.time }
        }
        var wait: TimeInterval = 0
        if index + 1 < turns.count, registry.delivery.holdsReturn, let releaseTime,
            turns[index + 1].time >= releaseTime + KeyboardDelivery.releaseGracePeriod
        {
            wait = Self.afterReleaseGrace
        }
        after(wait) { [self] in run(from: index + 1, done: done) }
    }

    /// Runs `action` on the main queue: in its next block, or after `seconds`.
    private func after(_ seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        if seconds > 0 {
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { MainActor.assumeIsolated { action() } }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { action() } }
        }
    }
}
