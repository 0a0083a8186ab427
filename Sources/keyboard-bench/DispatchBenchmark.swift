import Foundation
import KeyboardProtocols

/// Compares delivering keyboard notifications through the toolkit with raw `NotificationCenter` block observers that
/// each read the payload themselves, as the original gist did; both in this process, each on its own center.
///
/// NB: each on its own center. A registry goes on observing its center, with observers or without, once one has
/// registered: on one center, the raw rounds paid for the registry reading
/// every notification too, which hid the toolkit's fixed cost per notification (dispatch.ratio.1 read 0.95 where it
/// is several times that).
@MainActor
enum DispatchBenchmark {
    /// The observer counts compared; `dispatch.ratio` is the 100-observer figure.
    static let observerCounts = [1, 10, 100, 1000]
    static let headlineObserverCount = 100
    /// Notifications per round are picked so one toolkit round takes about this long, between the two bounds below:
    /// the whole run stays about a minute even where dispatch costs more than linear (the raw side takes 15 times
    /// as long with 1,000 observers: the faster the toolkit, the longer the run).
    static let targetRoundNanoseconds = 100_000_000.0
    static let notificationBounds = 10...10_000
    /// Trials per figure: the median of seven (at least five, as issue 28 asks).
    static let rounds = 7
    /// How many times the toolkit and raw `NotificationCenter` take turns within one trial.
    static let turnsPerTrial = 10

    nonisolated static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    static let shown216 = CGRect(x: 0, y: 451, width: 375, height: 216)
    static let shown258 = CGRect(x: 0, y: 409, width: 375, height: 258)

    /// QuickType appearing and going, 216 ↔ 258 points: every notification is a real transition, so none is filtered
    /// out. (Alternating show and hide would measure nothing: all of them are posted in one turn of the main run loop,
    /// where a show cancels the hide before it.) An even index appears, an odd one goes, in ``payloadLayouts`` copies.
    ///
    /// NB: copies, not one dictionary of each: Swift seeds each dictionary's hashing anew, so where a dictionary puts
    /// its five keys, and how many a raw observer's lookups run into, is luck. With two dictionaries a run drew that
    /// luck twice, and dispatch.checked.ratio.1 ranged from 0.88 to 1.06 from run to run (0.86 to 0.95 with
    /// SWIFT_DETERMINISTIC_HASHING set); cycling through copies, a run averages it.
    static let payloads: [[AnyHashable: Any]] = (0..<payloadLayouts).flatMap { _ in
        [(shown216, shown258), (shown258, shown216)].map { begin, end -> [AnyHashable: Any] in
            [
                // `NSValue(rect:)`: this tool builds on macOS and Linux only, where Foundation has it (iOS has
                // `cgRect:`).
                "UIKeyboardFrameBeginUserInfoKey": NSValue(rect: begin),
                "UIKeyboardFrameEndUserInfoKey": NSValue(rect: end),
                "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
                "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
                "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
            ]
        }
    }

    /// How many copies of each payload the notifications cycle through.
    static let payloadLayouts = 16

    /// `dispatch.ratio.N` (against the gist's unchecked observer, ``readLikeTheGist(_:)``) and
    /// `dispatch.checked.ratio.N` (against observers that check what they read as the toolkit must,
    /// ``readChecked(_:)``) for every observer count, then the 100-observer figures under their old names. Each ratio
    /// is the median of ``rounds`` trials, each trial timing the toolkit and raw `NotificationCenter` in turns (in
    /// alternating order) on the same notifications: a ratio within one trial cancels most of what other processes
    /// cost both, where a ratio of two medians would not.
    static func figures() -> [(name: String, value: String)] {
        let center = NotificationCenter()
        let rawCenter = NotificationCenter()
        var figures: [(name: String, value: String)] = []
        var checked: [(name: String, value: String)] = []
        var headline: [(name: String, value: String)] = []
        for observerCount in observerCounts {
            let notificationCount = calibratedCount {
                toolkitSession(observers: observerCount, center: center).timeOnce($0)
            }
            let trials = trials(notifications: notificationCount) {
                toolkitSession(observers: observerCount, center: center)
            } raw: {
                rawSession(observers: observerCount, center: rawCenter, readLikeTheGist)
            }
            figures.append(("dispatch.ratio.\(observerCount)", String(format: "%.3f", trials.ratio)))
            let checkedTrials = self.trials(notifications: notificationCount) {
                toolkitSession(observers: observerCount, center: center)
            } raw: {
                rawSession(observers: observerCount, center: rawCenter, readChecked)
            }
            checked.append(("dispatch.checked.ratio.\(observerCount)", String(format: "%.3f", checkedTrials.ratio)))
            if observerCount == headlineObserverCount {
                headline = [
                    ("dispatch.ratio", String(format: "%.3f", trials.ratio)),
                    ("dispatch.toolkit_ns_per_notification", String(format: "%.0f", trials.toolkit)),
                    ("dispatch.raw_ns_per_notification", String(format: "%.0f", trials.raw)),
                    ("dispatch.checked_raw_ns_per_notification", String(format: "%.0f", checkedTrials.raw)),
                ]
            }
        }
        return figures + checked + headline + [("dispatch.checksum", String(format: "%.0f", BenchSink.shared.total))]
    }

    /// `drag.ratio.N` for every observer count: one frame of an interactive dismissal tracked through the registry
    /// (`trackKeyboardFrame(_:screenBounds:)`, as `KeyboardFrameTracker` feeds it 60 to 120 times a second) to N
    /// observers doing the gist's work, against raw `NotificationCenter` posting one notification carrying the frame
    /// to N block observers doing the same. Medians of ``rounds`` trials, as ``figures()``.
    static func dragFigures() -> [(name: String, value: String)] {
        var figures: [(name: String, value: String)] = []
        for observerCount in observerCounts {
            let frameCount = calibratedCount { toolkitDragSession(observers: observerCount).timeOnce($0) }
            let trials = trials(notifications: frameCount) {
                toolkitDragSession(observers: observerCount)
            } raw: {
                rawDragSession(observers: observerCount)
            }
            figures.append(("drag.ratio.\(observerCount)", String(format: "%.3f", trials.ratio)))
            if observerCount == headlineObserverCount {
                figures.append(("drag.toolkit_ns_per_frame", String(format: "%.0f", trials.toolkit)))
                figures.append(("drag.raw_ns_per_frame", String(format: "%.0f", trials.raw)))
            }
        }
        return figures + [("drag.checksum", String(format: "%.0f", BenchSink.shared.total))]
    }

    /// One side of a trial, set up (its observers registered) before the trial: ``time`` times the next `count`
    /// notifications (or tracked frames), turn after turn; ``end`` unregisters.
    struct Session {
        let time: (_ count: Int) -> Double
        let end: () -> Void

        /// Times `count` in one turn, then ends: what calibration needs.
        func timeOnce(_ count: Int) -> Double {
            defer { end() }
            return time(count)
        }
    }

    /// ``rounds`` trials of both: the median of the per-trial ratios, and the median nanoseconds per notification of
    /// each. A trial sets both sides up, then they take turns ``turnsPerTrial`` times on a share of its
    /// notifications, alternating which goes first, and each sums its turns.
    ///
    /// NB: in turns, not one after the other: another process taking the core for a few milliseconds slowed the one
    /// timed then, and one trial's ratio ranged from 0.69 to 1.20 within a run (each side timing the same
    /// notifications for 150 ms); taking turns, both meet the same machine (0.98 to 1.03).
    private static func trials(
        notifications: Int, toolkit makeToolkit: () -> Session, raw makeRaw: () -> Session
    ) -> (ratio: Double, toolkit: Double, raw: Double) {
        var ratios: [Double] = []
        var toolkitTimes: [Double] = []
        var rawTimes: [Double] = []
        // Even, so every turn ends where it began.
        let turn = max(2, notifications / turnsPerTrial / 2 * 2)
        for round in 0..<rounds {
            let toolkit = makeToolkit()
            let raw = makeRaw()
            var toolkitTime = 0.0
            var rawTime = 0.0
            var done = 0
            while done < notifications {
                let count = min(turn, notifications - done)
                if (round + done / turn).isMultiple(of: 2) {
                    toolkitTime += toolkit.time(count)
                    rawTime += raw.time(count)
                } else {
                    rawTime += raw.time(count)
                    toolkitTime += toolkit.time(count)
                }
                done += count
            }
            toolkit.end()
            raw.end()
            ratios.append(toolkitTime / rawTime)
            toolkitTimes.append(toolkitTime / Double(notifications))
            rawTimes.append(rawTime / Double(notifications))
        }
        return (median(ratios), median(toolkitTimes), median(rawTimes))
    }

    /// Enough notifications for one toolkit round to take about ``targetRoundNanoseconds``, from a 10-notification
    /// trial, within ``notificationBounds``; even, so every round ends where it began.
    private static func calibratedCount(_ time: (Int) -> Double) -> Int {
        let trial = notificationBounds.lowerBound
        let perNotification = max(1, time(trial) / Double(trial))
        let count = Int(targetRoundNanoseconds / perNotification)
        return min(max(count, notificationBounds.lowerBound), notificationBounds.upperBound) / 2 * 2
    }

    private static func toolkitSession(observers count: Int, center: NotificationCenter) -> Session {
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.screenBoundsProvider = { _ in screen }
        let observers = (0..<count).map { _ in SinkObserver() }
        for observer in observers { observer.addKeyboardFrameChangesObserver(center: center) }
        return Session { notifications in
            measure { post(notifications, to: center) }
        } end: {
            for observer in observers { observer.removeKeyboardFrameChangesObserver(center: center) }
        }
    }

    private static func rawSession(
        observers count: Int, center: NotificationCenter, _ read: @escaping @Sendable (Notification) -> Void
    ) -> Session {
        let tokens = (0..<count).map { _ in
            center.addObserver(
                forName: KeyboardEvent.willChangeFrame.notificationName, object: nil, queue: nil, using: read)
        }
        return Session { notifications in
            measure { post(notifications, to: center) }
        } end: {
            for token in tokens { center.removeObserver(token) }
        }
    }

    /// What a hand-written observer does: read the end frame, duration and curve, and work out height and options.
    private nonisolated static func readLikeTheGist(_ notification: Notification) {
        guard let info = notification.userInfo,
            let end = (info["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.rectValue,  // macOS and Linux, as above
            let duration = (info["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue,
            let curve = (info["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.uintValue
        else { return }
        let height = end.intersection(screen).height
        let options = curve << 16 | 4
        BenchSink.shared.add(Double(height) + duration + Double(options))
    }

    /// What a hand-written observer does that checks its reads as the toolkit must: a frame is read only once the
    /// value is known to be an `NSValue` holding a `CGRect` (not an `NSNumber`, which is an `NSValue` too), the
    /// duration and the curve only as `NSNumber`s; a missing or mistyped value skips the notification, never crashes.
    /// It reads both frames, where the keyboard starts and where it ends, as the toolkit does to tell a show from a
    /// move; then works out height and options as ``readLikeTheGist(_:)``.
    private nonisolated static func readChecked(_ notification: Notification) {
        guard let info = notification.userInfo,
            let begin = checkedRect(info["UIKeyboardFrameBeginUserInfoKey"]),
            let end = checkedRect(info["UIKeyboardFrameEndUserInfoKey"]),
            let duration = info["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber,
            let curve = info["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber
        else { return }
        let height = end.intersection(screen).height
        let options = curve.uintValue << 16 | 4
        BenchSink.shared.add(Double(height) + duration.doubleValue + Double(options) + (begin.minY - end.minY))
    }

    /// The `CGRect` `value` holds, or `nil` when it is not an `NSValue` holding one: its Objective-C type is compared
    /// before its bytes are read. The bytes are copied out, not read with `rectValue`, which traps on Linux for a
    /// rectangle boxed from its bytes (`NSValue(bytes:objCType:)`, as a replayed payload is).
    private nonisolated static func checkedRect(_ value: Any?) -> CGRect? {
        guard let boxed = value as? NSValue, !(boxed is NSNumber),
            strcmp(boxed.objCType, rectEncoding) == 0
        else { return nil }
        var rect = CGRect.zero
        withUnsafeMutableBytes(of: &rect) { bytes in
            guard let base = bytes.baseAddress else { return }
            #if canImport(Darwin)
                boxed.getValue(base, size: bytes.count)
            #else
                boxed.getValue(base)
            #endif
        }
        return rect
    }

    /// How `NSValue` encodes a `CGRect`, on Apple platforms and Linux alike.
    private nonisolated static let rectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"

    // MARK: - Drag

    /// A drag, one point per frame: the 258-point keyboard follows the finger down to the screen's bottom edge and
    /// back up, a sweep of ``sweepLength`` frames each way. Every frame is news after the one before it.
    ///
    /// A sweep is one layout pass: within one pass the registry drops a frame that steps back against the pass's
    /// direction (a jump, `KeyboardDelivery.reversalTolerance`), and a pass ends when the main queue next runs. So
    /// between sweeps (outside the timed part, on both sides) the main queue runs once, as it does between passes on
    /// a device. Frames that all went one way and came back in one pass would be dropped, and the toolkit's side would
    /// tell its observers nothing.
    static let sweepLength = 256
    static let draggedFrames: [CGRect] = {
        let down = (1...sweepLength).map { 410 + CGFloat($0) }  // 411 ... 666, one point of keyboard left on screen
        let up = (0..<sweepLength).map { 665 - CGFloat($0) }  // 665 ... 410
        return (down + up).map { CGRect(x: 0, y: $0, width: 375, height: 258) }
    }()
    static let dragPayloads: [[AnyHashable: Any]] = draggedFrames.map {
        [KeyboardFrameChange.trackedFrameKey: NSValue(rect: $0)]  // macOS and Linux, as above
    }
    static let dragNotification = Notification.Name("KeyboardBenchTrackedFrame")

    /// A fresh center (and so registry) per trial: a will-show docks the 258-point keyboard, a drag begins, then the
    /// frames are tracked, sweep by sweep, turn after turn.
    private static func toolkitDragSession(observers count: Int) -> Session {
        let center = NotificationCenter()
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.screenBoundsProvider = { _ in screen }
        let observers = (0..<count).map { _ in DragSinkObserver() }
        for observer in observers { observer.addKeyboardFrameChangesObserver(center: center) }
        center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: payloads[0])
        registry.interactiveDismissalDidBegin()
        let sweeps = Sweeps()
        return Session { frames in
            sweeps.measure(frames) { index in
                registry.trackKeyboardFrame(draggedFrames[index % draggedFrames.count], screenBounds: screen)
            }
        } end: {
            for observer in observers { observer.removeKeyboardFrameChangesObserver(center: center) }
        }
    }

    private static func rawDragSession(observers count: Int) -> Session {
        let center = NotificationCenter()
        let tokens = (0..<count).map { _ in
            center.addObserver(forName: dragNotification, object: nil, queue: nil, using: readTrackedFrame)
        }
        let sweeps = Sweeps()
        return Session { frames in
            sweeps.measure(frames) { index in
                center.post(name: dragNotification, object: nil, userInfo: dragPayloads[index % dragPayloads.count])
            }
        } end: {
            for token in tokens { center.removeObserver(token) }
        }
    }

    /// A side's frames, turn after turn: each turn goes on where the last one stopped, and a sweep is one layout
    /// pass whichever turns it spans.
    @MainActor
    final class Sweeps {
        /// The index of the next frame.
        private var next = 0

        /// Nanoseconds `frame` takes for the next `frames` frames, timed sweep by sweep; the main queue runs between
        /// sweeps (every ``DispatchBenchmark/sweepLength`` frames), untimed, ending the layout pass.
        func measure(_ frames: Int, _ frame: (Int) -> Void) -> Double {
            var nanoseconds = 0.0
            let end = next + frames
            while next < end {
                let sweepEnd = min(end, (next / sweepLength + 1) * sweepLength)
                let start = next
                nanoseconds += keyboard_bench.measure {
                    for index in start..<sweepEnd { frame(index) }
                }
                if sweepEnd.isMultiple(of: sweepLength) { RunLoop.main.run(until: Date()) }
                next = sweepEnd
            }
            return nanoseconds
        }
    }

    /// What a hand-written observer of a tracked frame does: read the frame, work out the height, and hand on the
    /// gist's duration (0: a drag follows the finger) and options.
    private nonisolated static func readTrackedFrame(_ notification: Notification) {
        guard let frame = (notification.userInfo?[KeyboardFrameChange.trackedFrameKey] as? NSValue)?.rectValue else {
            return
        }
        let height = frame.intersection(screen).height
        BenchSink.shared.add(Double(height) + 0 + Double(7 << 16 | 4))
    }

    private static func post(_ count: Int, to center: NotificationCenter) {
        let name = KeyboardEvent.willChangeFrame.notificationName
        for index in 0..<count {
            center.post(name: name, object: nil, userInfo: payloads[index % payloads.count])
        }
    }
}

/// An observer doing the same work with what the toolkit hands it.
@MainActor
final class SinkObserver: KeyboardChangeFrameObserver {
    func willChangeKeyboardFrame(
        height: CGFloat, animationDuration: TimeInterval, animationOptions: KeyboardAnimationOptions
    ) {
        BenchSink.shared.add(Double(height) + animationDuration + Double(animationOptions.rawValue))
    }
}

/// An observer that follows the drag doing the same work: the gist's callback is never called for a tracked frame
/// (``KeyboardChangeFrameObserver/willChangeKeyboardFrame(height:animationDuration:animationOptions:)``), so it takes
/// `handleKeyboardChange(_:)` over, as an app that follows the finger does, and reads what the toolkit hands it.
@MainActor
final class DragSinkObserver: KeyboardChangeFrameObserver {
    func handleKeyboardChange(_ change: KeyboardFrameChange) {
        BenchSink.shared.add(
            Double(change.height) + change.animationDuration + Double(change.animationOptions.rawValue))
    }
}

/// Keeps results alive so the optimiser cannot drop the work being measured.
final class BenchSink: @unchecked Sendable {
    static let shared = BenchSink()
    private(set) var total = 0.0
    func add(_ value: Double) { total += value }
}

/// Nanoseconds one run of `work` takes.
func measure(_ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}
