import Foundation

// MARK: - Tracked keyboard frames

extension KeyboardObserverRegistry {
    /// Feeds the keyboard's frame as the layout sees it to the observers, for the moments no notification speaks.
    ///
    /// UIKit posts nothing while the user drags the keyboard down (`keyboardDismissMode = .interactive`), only on
    /// release. A tracking source (on iOS, `KeyboardFrameTracker`, an invisible view on the keyboard layout guide)
    /// calls this on every layout pass; ``KeyboardFrameTracking`` decides whether the frame is news, and news is
    /// delivered as a notification is (through ``deliveryGate`` and the duplicate filter) to every observer whose
    /// ``KeyboardChangeFrameObserver/followsInteractiveKeyboardDismissal`` is `true`, as a change with
    /// ``KeyboardFrameChange/isTracked`` and duration 0. A frame that is not a finite rectangle reaches observers as
    /// ``KeyboardChangeFrameObserver/keyboardNotificationFailed(_:)``, naming ``KeyboardFrameChange/trackedFrameKey``.
    ///
    /// Every frame is first posted on the center as ``KeyboardFrameTracking/trackedFrameNotification``, so that a
    /// trace recorder keeps it; while no observer is registered, that is all that happens.
    ///
    /// ```swift
    /// // iPhone 15: the keyboard, 336 points high, dragged 84 points down.
    /// KeyboardObserverRegistry.registry(for: .default).trackKeyboardFrame(
    ///     CGRect(x: 0, y: 600, width: 393, height: 336), screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    /// ```
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame in screen coordinates.
    ///   - screenBounds: The bounds of the screen the keyboard is on; `nil` asks ``screenBoundsProvider`` (given the
    ///     posted notification), as for a change-frame notification.
    public func trackKeyboardFrame(_ frame: CGRect, screenBounds: CGRect?) {
        let notification = Notification(
            name: KeyboardFrameTracking.trackedFrameNotification, object: nil,
            userInfo: [KeyboardFrameChange.trackedFrameKey: NSValue.keyboardBoxing(frame)])
        center?.post(notification)
        // Unheard, a frame must not become the "last delivered" keyboard an observer added later never heard of.
        guard observerCount > 0 else { return }
        let change: KeyboardFrameChange?
        do {
            change = try frameTracking.change(
                forTrackedFrame: frame, screenBounds: screenBounds ?? screenBoundsProvider?(notification))
        } catch {
            reportFailure(error)
            return
        }
        if let change { deliver(change) }
    }

    /// The user started dragging a scroll view whose `keyboardDismissMode` is `.interactive`: tracked frames count
    /// until ``interactiveDismissalDidEnd()``.
    ///
    /// Posts ``interactiveDismissalDidBeginNotification`` on the center first, so a trace recorder keeps it.
    func interactiveDismissalDidBegin() {
        center?.post(name: Self.interactiveDismissalDidBeginNotification, object: nil)
        isInteractivelyDismissing = true
    }

    /// The user stopped dragging: tracked frames no longer count.
    ///
    /// Posts ``interactiveDismissalDidEndNotification`` on the center first, so a trace recorder keeps it.
    func interactiveDismissalDidEnd() {
        center?.post(name: Self.interactiveDismissalDidEndNotification, object: nil)
        isInteractivelyDismissing = false
    }

    /// Posted on the registry's center when an interactive-dismissal drag begins. UIKit never posts it.
    package static let interactiveDismissalDidBeginNotification = Notification.Name(
        "KeyboardProtocolsInteractiveDismissalDidBeginNotification")

    /// Posted on the registry's center when an interactive-dismissal drag ends. UIKit never posts it.
    package static let interactiveDismissalDidEndNotification = Notification.Name(
        "KeyboardProtocolsInteractiveDismissalDidEndNotification")

    /// Tells ``frameTracking`` about an understood notification, and ends its turn when the main queue next runs.
    func noteNotificationForTracking(_ change: KeyboardFrameChange) {
        guard frameTracking.noteNotification(change), !frameTrackingTurnEndIsScheduled else { return }
        frameTrackingTurnEndIsScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.frameTrackingTurnEndIsScheduled = false
                self?.frameTracking.endTurn()
            }
        }
    }
}
