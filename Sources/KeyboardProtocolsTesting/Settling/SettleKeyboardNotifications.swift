import Dispatch
import Foundation

/// Waits until the keyboard notifications a test has posted are delivered, a held hide included.
///
/// Observers hear a hide on the main queue's next turn, since a show in the same turn cancels it. Call this after
/// posting and before checking what your observers heard:
///
/// ```swift
/// KeyboardNotification.willShow(endFrame: docked, duration: 0.25, curve: 7).post(to: center)
/// KeyboardNotification.willHide(endFrame: below, duration: 0.25, curve: 7).post(to: center)
/// await settleKeyboardNotifications()
/// #expect(screen.heights == [216, 0])
/// ```
@MainActor
public func settleKeyboardNotifications() async {
    // Two hops: the first runs after the turn the notifications were posted in, where the registry holds a hide;
    // the second after the turn that delivers it.
    for _ in 0..<2 {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}
