import Foundation
import KeyboardProtocols

/// Compares delivering keyboard notifications through the toolkit with raw `NotificationCenter` block observers that
/// each read the payload themselves, as the original gist did; both in this process, on one center.
@MainActor
enum DispatchBenchmark {
    /// The observer counts compared; `dispatch.ratio` is the 100-observer figure.
    static let observerCounts = [1, 10, 100, 1000]
    static let headlineObserverCount = 100
    /// Notifications per round are picked so one toolkit round takes about this long, between the two bounds below:
    /// the whole run stays under a minute even where dispatch costs more than linear.
    static let targetRoundNanoseconds = 150_000_000.0
    static let notificationBounds = 10...10_000
    static let rounds = 5

    nonisolated static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    static let shown216 = CGRect(x: 0, y: 451, width: 375, height: 216)
    static let shown258 = CGRect(x: 0, y: 409, width: 375, height: 258)

    /// QuickType appearing and going, 216 ↔ 258 points: every notification is a real transition, so none is filtered
    /// out. (Alternating show and hide would measure nothing: all of them are posted in one turn of the main run loop,
    /// where a show cancels the hide before it.)
    static let payloads: [[AnyHashable: Any]] = [(shown216, shown258), (shown258, shown216)].map { begin, end in
        [
            // `NSValue(rect:)`: this tool builds on macOS and Linux only, where Foundation has it (iOS has `cgRect:`).
            "UIKeyboardFrameBeginUserInfoKey": NSValue(rect: begin),
            "UIKeyboardFrameEndUserInfoKey": NSValue(rect: end),
            "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
            "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
            "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
        ]
    }

    /// `dispatch.ratio.N` for every observer count (toolkit time / raw time, both in this run, medians of
    /// ``rounds``), then the 100-observer figures under their old names.
    static func figures() -> [(name: String, value: String)] {
        let center = NotificationCenter()
        var figures: [(name: String, value: String)] = []
        var headline: [(name: String, value: String)] = []
        for observerCount in observerCounts {
            let notificationCount = calibratedNotificationCount(observers: observerCount, center: center)
            var toolkitTimes: [Double] = []
            var rawTimes: [Double] = []
            for _ in 0..<rounds {
                toolkitTimes.append(
                    timeToolkit(observers: observerCount, notifications: notificationCount, center: center))
                rawTimes.append(timeRaw(observers: observerCount, notifications: notificationCount, center: center))
            }
            let toolkit = median(toolkitTimes) / Double(notificationCount)
            let raw = median(rawTimes) / Double(notificationCount)
            figures.append(("dispatch.ratio.\(observerCount)", String(format: "%.3f", toolkit / raw)))
            if observerCount == headlineObserverCount {
                headline = [
                    ("dispatch.ratio", String(format: "%.3f", toolkit / raw)),
                    ("dispatch.toolkit_ns_per_notification", String(format: "%.0f", toolkit)),
                    ("dispatch.raw_ns_per_notification", String(format: "%.0f", raw)),
                ]
            }
        }
        return figures + headline + [("dispatch.checksum", String(format: "%.0f", BenchSink.shared.total))]
    }

    /// Enough notifications for one toolkit round to take about ``targetRoundNanoseconds``, from a 10-notification
    /// trial, within ``notificationBounds``; even, so every round ends where it began.
    private static func calibratedNotificationCount(observers: Int, center: NotificationCenter) -> Int {
        let trial = notificationBounds.lowerBound
        let perNotification = max(1, timeToolkit(observers: observers, notifications: trial, center: center) / 10)
        let count = Int(targetRoundNanoseconds / perNotification)
        return min(max(count, notificationBounds.lowerBound), notificationBounds.upperBound) / 2 * 2
    }

    private static func timeToolkit(observers count: Int, notifications: Int, center: NotificationCenter) -> Double {
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.screenBoundsProvider = { _ in screen }
        let observers = (0..<count).map { _ in SinkObserver() }
        for observer in observers { observer.addKeyboardFrameChangesObserver(center: center) }
        let nanoseconds = measure { post(notifications, to: center) }
        for observer in observers { observer.removeKeyboardFrameChangesObserver(center: center) }
        return nanoseconds
    }

    private static func timeRaw(observers count: Int, notifications: Int, center: NotificationCenter) -> Double {
        let tokens = (0..<count).map { _ in
            center.addObserver(
                forName: KeyboardEvent.willChangeFrame.notificationName, object: nil, queue: nil,
                using: readLikeTheGist)
        }
        let nanoseconds = measure { post(notifications, to: center) }
        for token in tokens { center.removeObserver(token) }
        return nanoseconds
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

    private static func post(_ count: Int, to center: NotificationCenter) {
        let name = KeyboardEvent.willChangeFrame.notificationName
        for index in 0..<count {
            center.post(name: name, object: nil, userInfo: payloads[index % 2])
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
