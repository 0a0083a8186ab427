import Foundation

// MARK: - The input half: the interactive drag and interactive transitions

extension KeyboardObserverRegistry {
    /// Feeds the keyboard's frame as the layout sees it, for the moments no notification speaks: an interactive
    /// dismissal. It counts only between ``interactiveDismissalDidBegin()`` and ``interactiveDismissalDidEnd()``,
    /// while the announced keyboard is docked, never showing more keyboard than announced (``KeyboardDelivery``).
    ///
    /// While a tracked-frame listener is registered (``addTrackedFrameListener(_:)``: a trace recorder), every frame
    /// is first posted on the center as ``KeyboardDelivery/trackedFrameNotification``, so the recorder keeps it; with
    /// none, nothing is posted. A frame that is not a finite rectangle reaches observers as
    /// ``KeyboardChangeFrameObserver/keyboardNotificationFailed(_:)``.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame in screen coordinates.
    ///   - screenBounds: The bounds of its screen; `nil` asks ``screenBoundsProvider``.
    package func trackKeyboardFrame(_ frame: CGRect, screenBounds: CGRect?) {
        // Boxing the frame and posting it cost about what one observer's delivery does: only for a listener.
        if hasTrackedFrameListeners { center?.post(Self.trackedFrameNotification(frame)) }
        // Unheard, a frame must not become the "last delivered" keyboard an observer added later never heard of.
        // (Stops at the first live observer: no scan of every registration 60 to 120 times a second.)
        guard registrations.hasLiveObserver else { return registrations.prune() }
        do {
            let bounds = screenBounds ?? screenBoundsProvider?(Self.trackedFrameNotification(frame))
            deliver(try delivery.trackedChange(frame, screenBounds: bounds))
        } catch {
            reportFailure(error)
        }
    }

    /// The notification a tracked frame is posted as, and handed to ``screenBoundsProvider``.
    private static func trackedFrameNotification(_ frame: CGRect) -> Notification {
        Notification(
            name: KeyboardDelivery.trackedFrameNotification, object: nil,
            userInfo: [KeyboardFrameChange.trackedFrameKey: NSValue.keyboardBoxing(frame)])
    }

    /// Registers `listener` (a trace recorder, held weakly) for ``KeyboardDelivery/trackedFrameNotification``: while
    /// one is registered, ``trackKeyboardFrame(_:screenBounds:)`` posts every frame on the center. Adding it again
    /// does nothing.
    func addTrackedFrameListener(_ listener: AnyObject) {
        trackedFrameListeners.removeAll { $0.object == nil || $0.object === listener }
        trackedFrameListeners.append(WeakReference(object: listener))
    }

    /// Unregisters `listener`; when no listener is left, tracked frames are no longer posted.
    func removeTrackedFrameListener(_ listener: AnyObject) {
        trackedFrameListeners.removeAll { $0.object == nil || $0.object === listener }
    }

    /// Whether a live tracked-frame listener is registered (the list is empty unless a recorder runs).
    private var hasTrackedFrameListeners: Bool {
        !trackedFrameListeners.isEmpty && trackedFrameListeners.contains { $0.object != nil }
    }

    /// The user started dragging a scroll view whose `keyboardDismissMode` is `.interactive`: tracked frames count
    /// until ``interactiveDismissalDidEnd()``. Posts ``KeyboardDelivery/interactiveDismissalDidBeginNotification``.
    package func interactiveDismissalDidBegin() {
        center?.post(name: KeyboardDelivery.interactiveDismissalDidBeginNotification, object: nil)
        delivery.interactiveDismissalDidBegin()
    }

    /// The user stopped dragging: tracked frames no longer count, and observers left at a tracked frame wait for what
    /// the keyboard does: its notification, or the layout showing it back (``KeyboardDelivery``), at most
    /// ``KeyboardDelivery/releaseWait``; then they go back to the announced keyboard. Posts
    /// ``KeyboardDelivery/interactiveDismissalDidEndNotification``.
    func interactiveDismissalDidEnd() {
        center?.post(name: KeyboardDelivery.interactiveDismissalDidEndNotification, object: nil)
        let release = delivery.interactiveDismissalDidEnd()
        if deliveryNeedsTurnEnd { queueTurnEnd() }
        guard let release else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + KeyboardDelivery.releaseWait) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let returned = self.delivery.releaseWaitEnded(release: release) else { return }
                self.tellObservers(returned)
            }
        }
    }

    // MARK: - Interactive navigation transitions

    /// An interactive navigation transition began (the user swipes a screen back with the keyboard up): a hide posted
    /// at its start waits for its end (``KeyboardDelivery/interactiveTransitionDidBegin()``). The UIKit layer calls
    /// it from a leaving view controller's `transitionCoordinator`; calling it again before the end does nothing more.
    func interactiveTransitionDidBegin() {
        delivery.interactiveTransitionDidBegin()
    }

    /// The interactive transition ended: completed, a hide posted during it is delivered now as it was posted;
    /// cancelled, it is dropped and observers stay where they were.
    func interactiveTransitionDidEnd(cancelled: Bool) {
        guard let held = delivery.interactiveTransitionDidEnd(cancelled: cancelled) else { return }
        deliver(held)
    }
}
