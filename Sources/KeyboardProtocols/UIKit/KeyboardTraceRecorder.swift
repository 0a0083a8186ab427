#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// Records a running app's keyboard session as a ``KeyboardTrace`` to attach to a bug report and replay
    /// anywhere with `keyboard-replay` or `KeyboardReplay` (in `KeyboardProtocolsTesting`).
    ///
    /// The recorder reads the window's screen size and safe-area insets when it starts, then appends every
    /// keyboard notification the center posts, every keyboard frame `KeyboardFrameTracker` tracks and every
    /// interactive-dismissal drag, with its time, until it stops. Every event of one turn of the main run loop gets
    /// the time of the turn's first one, as the trace format asks ("events with the same `time` happen in one turn"),
    /// so a replay holds and cancels a hide as the registry did: the registry's turn, like the recorder's, ends when
    /// the main queue next runs.
    ///
    /// ```swift
    /// let recorder = KeyboardTraceRecorder()
    /// recorder.start(in: view.window!)
    /// // … show, change and hide the keyboard …
    /// recorder.stop()
    /// let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard-trace.json")
    /// try recorder.json()?.write(to: url)
    /// ```
    @MainActor
    public final class KeyboardTraceRecorder {
        /// The recording in progress or last stopped; nil before the first ``start(in:)``.
        private(set) var recording: KeyboardTraceRecording?

        private let center: NotificationCenter
        /// The registry of ``center``: it posts the tracked frames while this recorder listens, and counts what rides
        /// on the keyboard.
        private let registry: KeyboardObserverRegistry
        private let observations: KeyboardTraceObservations

        /// The time of the first event of the current turn of the main run loop, until the main queue next runs.
        private var turnTime: TimeInterval?

        /// Creates a recorder that is not recording yet.
        ///
        /// - Parameter center: The center keyboard notifications are posted on. Defaults to `.default`.
        public init(center: NotificationCenter = .default) {
            self.center = center
            self.registry = .tracing(center)
            self.observations = KeyboardTraceObservations(center: center)
        }

        /// Whether the recorder is observing keyboard notifications.
        public var isRecording: Bool { !observations.tokens.isEmpty }

        /// The trace recorded so far; nil before the first ``start(in:)``.
        public var trace: KeyboardTrace? { recording?.trace }

        /// Starts a new recording in a window's layout, replacing any earlier one.
        ///
        /// - Parameter window: The window whose screen size and safe-area insets the trace records. Its
        ///   scene's screen gives the size (keyboard frames are in screen coordinates); on visionOS, which
        ///   has no `UIScreen`, the window's bounds do.
        public func start(in window: UIWindow) {
            stop()
            #if os(visionOS)
                let screen = window.bounds.size
            #else
                let screen = window.windowScene?.screen.bounds.size ?? window.bounds.size
            #endif
            let insets = window.safeAreaInsets
            let layout = KeyboardTrace.Layout(
                screen: KeyboardTrace.Size(width: Double(screen.width), height: Double(screen.height)),
                safeAreaInsets: KeyboardTrace.Insets(
                    top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                    right: Double(insets.right)))
            recording = KeyboardTraceRecording(layout: layout, startTime: ProcessInfo.processInfo.systemUptime)
            // Tracked frames and drags too: the registry posts each one before judging it (a tracked frame only while
            // a listener is registered, as this recorder is below).
            let names =
                KeyboardEvent.allCases.map(\.notificationName) + [
                    KeyboardDelivery.trackedFrameNotification,
                    KeyboardDelivery.interactiveDismissalDidBeginNotification,
                    KeyboardDelivery.interactiveDismissalDidEndNotification,
                ]
            observations.tokens = names.map { name in
                center.addObserver(forName: name, object: nil, queue: .main) {
                    [weak self] notification in
                    let received = UncheckedSendable(value: notification)
                    MainActor.assumeIsolated {
                        // A notification beyond the limit is counted in `droppedEventCount`; the result adds nothing.
                        guard let self else { return }
                        _ = self.recording?.record(self.withAccessory(received.value), at: self.timeOfThisTurn())
                    }
                }
            }
            registry.addTrackedFrameListener(self)
        }

        /// A keyboard notification with what rides on the keyboard, as the registry counts it, in its `userInfo`
        /// (trace format version 4); any other notification as it is.
        private func withAccessory(_ notification: Notification) -> Notification {
            guard KeyboardEvent(notificationName: notification.name) != nil,
                let accessory = registry.sensedAccessory()
            else { return notification }
            var userInfo = notification.userInfo ?? [:]
            for (key, value) in accessory.userInfo { userInfo[key] = value }
            return Notification(name: notification.name, object: notification.object, userInfo: userInfo)
        }

        /// The time stamped on every event of this turn of the main run loop: its first event's.
        private func timeOfThisTurn() -> TimeInterval {
            if let turnTime { return turnTime }
            let now = ProcessInfo.processInfo.systemUptime
            turnTime = now
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.turnTime = nil }
            }
            return now
        }

        /// Stops observing; the recording stays available in ``trace`` and ``json()``.
        public func stop() {
            observations.removeAll()
            registry.removeTrackedFrameListener(self)
        }

        /// The recorded trace as pretty-printed JSON; nil before the first ``start(in:)``.
        ///
        /// - Returns: The trace in the format described on ``KeyboardTrace``.
        public func json() -> Data? {
            trace?.json()
        }
    }

    /// The recorder's center observations, removed when it stops or goes away. Outside the recorder so it
    /// isn't main-actor isolated: its `deinit` runs wherever the recorder is released.
    private final class KeyboardTraceObservations {
        let center: NotificationCenter
        var tokens: [any NSObjectProtocol] = []

        init(center: NotificationCenter) {
            self.center = center
        }

        func removeAll() {
            for token in tokens { center.removeObserver(token) }
            tokens = []
        }

        deinit {
            removeAll()
        }
    }
#endif
