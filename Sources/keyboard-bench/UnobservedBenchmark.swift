import Foundation
import KeyboardProtocols

/// What one keyboard notification costs while nobody is registered: once a screen has registered, the registry goes
/// on reading its center's keyboard notifications after the last one leaves, so the next screen hears the keyboard as
/// it is (issue 36). Compared with posting the same notification to a center nobody observes.
@MainActor
enum UnobservedBenchmark {
    static let notifications = 20_000

    static func figures() -> [(name: String, value: String)] {
        let center = NotificationCenter()
        KeyboardObserverRegistry.registry(for: center).screenBoundsProvider = { _ in DispatchBenchmark.screen }
        let observer = SinkObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        observer.removeKeyboardFrameChangesObserver(center: center)
        RunLoop.main.run(until: Date())
        let silentCenter = NotificationCenter()
        var listening: [Double] = []
        var silent: [Double] = []
        for _ in 0..<DispatchBenchmark.rounds {
            listening.append(measure { post(to: center) } / Double(notifications))
            silent.append(measure { post(to: silentCenter) } / Double(notifications))
        }
        return [
            ("unobserved.toolkit_ns_per_notification", String(format: "%.0f", median(listening))),
            ("unobserved.bare_center_ns_per_notification", String(format: "%.0f", median(silent))),
        ]
    }

    /// QuickType appearing and going, as ``DispatchBenchmark`` posts it: every notification a real transition.
    private static func post(to center: NotificationCenter) {
        let name = KeyboardEvent.willChangeFrame.notificationName
        let payloads = DispatchBenchmark.payloads
        for index in 0..<notifications {
            center.post(name: name, object: nil, userInfo: payloads[index % payloads.count])
        }
    }
}
