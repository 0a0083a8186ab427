#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// Records a running app's keyboard session as a ``KeyboardTrace`` to attach to a bug report and replay
    /// anywhere with `keyboard-replay` or `KeyboardReplay` (in `KeyboardProtocolsTesting`).
    ///
    /// The recorder reads the window's layout when it starts (its screen's size, the window's safe-area insets, frame
    /// and orientation, which screen), then appends every keyboard notification the center posts, every keyboard frame
    /// `KeyboardFrameTracker` tracks and every interactive-dismissal drag, with its time, until it stops. Before each
    /// it reads the layout again, and a rotation, a Stage Manager resize or a move to another screen becomes a layout
    /// event (trace format version 5), so a replay measures each notification against the screen it was posted for.
    /// Every event of one turn of the main run loop gets the time of the turn's first one, as the trace format asks
    /// ("events with the same `time` happen in one turn"), so a replay holds and cancels a hide as the registry did:
    /// the registry's turn, like the recorder's, ends when the main queue next runs.
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
        /// The window whose layout is recorded.
        private weak var window: UIWindow?

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
        /// - Parameter window: The window whose layout the trace records, at the start and whenever it changes: its
        ///   scene's screen gives the size (keyboard frames are in screen coordinates), the window its safe-area
        ///   insets and frame, the scene its orientation; on visionOS, which has no `UIScreen`, the window's bounds
        ///   give the size.
        public func start(in window: UIWindow) {
            stop()
            self.window = window
            let (layout, screen) = Self.layout(of: window)
            recording = KeyboardTraceRecording(
                layout: layout, screen: screen, startTime: ProcessInfo.processInfo.systemUptime)
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
                        let time = self.timeOfThisTurn()
                        // The layout first, so the notification is measured against the screen it was posted for.
                        if let window = self.window {
                            let (layout, screen) = Self.layout(of: window)
                            self.recording?.recordLayout(layout, screen: screen, at: time)
                        }
                        _ = self.recording?.record(self.withAccessory(received.value), at: time)
                    }
                }
            }
            registry.addTrackedFrameListener(self)
        }

        /// A window's layout as a trace records it, and its screen: the screen's size (keyboard frames are in screen
        /// coordinates), the window's safe-area insets, its frame in the screen's coordinate space and the scene's
        /// interface orientation; on visionOS, which has no `UIScreen`, the window's bounds, and no screen.
        private static func layout(of window: UIWindow) -> (KeyboardTrace.Layout, ObjectIdentifier?) {
            let insets = window.safeAreaInsets
            var layout = KeyboardTrace.Layout(
                screen: KeyboardTrace.Size(width: 0, height: 0),
                safeAreaInsets: KeyboardTrace.Insets(
                    top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                    right: Double(insets.right)))
            var screen: ObjectIdentifier?
            var size = window.bounds.size
            #if !os(visionOS)
                if let scene = window.windowScene {
                    size = scene.screen.bounds.size
                    screen = ObjectIdentifier(scene.screen)
                    // UIWindowScene.Geometry.interfaceOrientation (iOS 16): "the current orientation of the scene's
                    // interface"; UIWindowScene.interfaceOrientation, deprecated in iOS 26, before it.
                    if #available(iOS 16, macCatalyst 16, *) {
                        layout.orientation = orientation(scene.effectiveGeometry.interfaceOrientation)
                    } else {
                        layout.orientation = orientation(scene.interfaceOrientation)
                    }
                    layout.windowFrame = window.convert(window.bounds, to: scene.screen.coordinateSpace)
                }
            #endif
            layout.screen = KeyboardTrace.Size(width: Double(size.width), height: Double(size.height))
            return (layout, screen)
        }

        #if !os(visionOS)
            /// A scene's interface orientation as a trace spells it; nil when unknown.
            private static func orientation(_ orientation: UIInterfaceOrientation) -> KeyboardTrace.Layout.Orientation?
            {
                switch orientation {
                case .portrait: return .portrait
                case .portraitUpsideDown: return .portraitUpsideDown
                case .landscapeLeft: return .landscapeLeft
                case .landscapeRight: return .landscapeRight
                case .unknown: return nil
                @unknown default: return nil
                }
            }
        #endif

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
