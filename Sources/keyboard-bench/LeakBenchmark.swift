import Foundation
import KeyboardProtocols

/// Creates, adds and then removes or simply drops observers many times, and counts what is left behind.
@MainActor
enum LeakBenchmark {
    static let cycles = 10_000

    static func figures() -> [(name: String, value: String)] {
        let center = NotificationCenter()
        let registry = KeyboardObserverRegistry.registry(for: center)
        var listening = 0
        for cycle in 0..<cycles {
            let observer = SinkObserver()
            observer.addKeyboardFrameChangesObserver(center: center)
            if cycle.isMultiple(of: 2) {
                observer.removeKeyboardFrameChangesObserver(center: center)
            }
            // Odd cycles let the observer deallocate here without removing it.
            if cycle == 0 { listening = registry.centerObservationCount }
        }
        // The registry listens on, once per notification, after its last observer went: more would be a leak.
        RunLoop.main.run(until: Date())
        return [
            ("observers.leaked", "\(registry.observerCount)"),
            ("tokens.leaked", "\(registry.centerObservationCount - listening)"),
        ]
    }
}
