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
        let posting = TracePosting(turns: turns(of: trace.events), center: center, registry: registry)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            posting.run(from: 0) { done.resume() }
        }
        await settleKeyboardNotifications()
        registry.screenBoundsProvider = provider
    }

    /// The events in turns: events with the same `time` are one turn; an event without a time is a turn of its own.
    private static func turns(of events: [KeyboardTrace.Event]) -> [ArraySlice<KeyboardTrace.Event>] {
        var turns: [ArraySlice<KeyboardTrace.Event>] = []
        var start = 0
        while start < events.count {
            var end = start + 1
            if let time = events[start].time {
                while end < events.count, events[end].time == time { end += 1 }
            }
            turns.append(events[start..<end])
            start = end
        }
        return turns
    }
}

/// Posts a trace's turns one main-queue block at a time, as the main run loop delivers UIKit's notifications.
@MainActor
private final class TracePosting {
    private let turns: [ArraySlice<KeyboardTrace.Event>]
    private let center: NotificationCenter
    private let registry: KeyboardObserverRegistry

    /// When the last drag was let go, on the trace's clock.
    private var releaseTime: TimeInterval?

    /// A little more than the grace a released drag gets: the registry's timer has fired after it.
    private static let afterReleaseGrace = KeyboardDelivery.releaseGracePeriod + 0.05

    init(turns: [ArraySlice<KeyboardTrace.Event>], center: NotificationCenter, registry: KeyboardObserverRegistry) {
        self.turns = turns
        self.center = center
        self.registry = registry
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
        for event in turns[index] { post(event) }
        var wait: TimeInterval = 0
        if index + 1 < turns.count, registry.delivery.holdsReturn, let releaseTime,
            let next = turns[index + 1].first?.time, next >= releaseTime + KeyboardDelivery.releaseGracePeriod
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

    /// Posts one event: a notification as UIKit posts it, or a tracked frame or a drag through the registry's entry
    /// points, as the app's `KeyboardFrameTracker` feeds them.
    private func post(_ event: KeyboardTrace.Event) {
        switch event.interactiveDismissal {
        case .began:
            registry.interactiveDismissalDidBegin()
        case .ended:
            releaseTime = event.time
            registry.interactiveDismissalDidEnd()
        case nil:
            if let printed = event.trackedKeyboardFrame {
                guard let frame = PrintedValue.rect(printed) else { return }
                registry.trackKeyboardFrame(frame, screenBounds: nil)
            } else {
                KeyboardReplay.post([event], to: center)
            }
        }
    }
}
