#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
    import SwiftUI
    import UIKit

    extension View {
        /// Shows a keyboard `height` points tall in a preview: the views below that read the keyboard
        /// (`keyboardAvoidance(_:)`, `pinnedToKeyboard()`, `@Environment(\.keyboard)`) see it as they would see the
        /// real one, and a gray area marks where it sits.
        ///
        /// ```swift
        /// #Preview {
        ///     ChatScreen(messages: .samples)
        ///         .previewKeyboard(height: 336)  // iPhone 15's keyboard
        /// }
        /// ```
        ///
        /// The keyboard is announced, with the keyboard's own animation, on a notification center of the preview's
        /// own, never on `NotificationCenter.default`: the app's other keyboard observers do not hear it. Change
        /// `height` to move it, 0 hides it. For tests, see <doc:BuildingASwiftUIChatScreen>.
        ///
        /// - Parameter height: The docked keyboard's height on the preview's screen, in points.
        /// - Returns: The view, above a keyboard.
        public func previewKeyboard(height: CGFloat) -> some View {
            modifier(KeyboardPreviewModifier(source: .height(height)))
        }

        /// Plays a recorded keyboard session in a preview, with its timing: its notifications, and the frames of its
        /// interactive-dismissal drags, reach the views below that read the keyboard as the app heard them.
        ///
        /// ```swift
        /// #Preview("The drag from issue 212") {
        ///     let json = try! Data(contentsOf: Bundle.main.url(forResource: "drag", withExtension: "json")!)
        ///     ChatScreen(messages: .samples)
        ///         .previewKeyboard(trace: try! JSONDecoder().decode(KeyboardTrace.self, from: json))
        /// }
        /// ```
        ///
        /// The trace plays once, when the preview appears, from its first event; a new trace plays from its start.
        /// Frames move from the trace's screen (`KeyboardTrace.Layout`) to the preview's: as far above its bottom
        /// edge, as tall, stretched across its width. As with ``previewKeyboard(height:)``, everything is posted on a
        /// notification center of the preview's own. A `KeyboardTraceRecorder` in the app records a trace; the
        /// `KeyboardProtocolsTesting` library replays one in a test.
        ///
        /// - Parameter trace: A recorded keyboard session.
        /// - Returns: The view, above the trace's keyboard.
        public func previewKeyboard(trace: KeyboardTrace) -> some View {
            modifier(KeyboardPreviewModifier(source: .trace(trace)))
        }
    }

    /// What a preview's keyboard plays: a height, or a recorded trace.
    enum KeyboardPreviewSource: Equatable {
        case height(CGFloat)
        case trace(KeyboardTrace)
    }

    /// A preview's keyboard: its own center, the announcements, and the gray area.
    struct KeyboardPreviewModifier: ViewModifier {
        let source: KeyboardPreviewSource
        @State private var center = NotificationCenter()

        func body(content: Content) -> some View {
            content
                .overlay(alignment: .bottom) { KeyboardPreviewArea() }
                .keyboardAvoidance(.automatic)
                .background(KeyboardPreviewAnnouncer(source: source, center: center))
                .environment(\.keyboardNotificationCenter, center)
        }
    }

    /// The gray area where a preview's keyboard sits.
    private struct KeyboardPreviewArea: View {
        @Environment(\.keyboard) private var keyboard

        var body: some View {
            Rectangle()
                .fill(Color.gray.opacity(0.35))
                .frame(height: keyboard.overlap)
                .allowsHitTesting(false)
                .accessibilityHidden(true)
        }
    }

    /// Plays a preview keyboard's turns as UIKit would post them, on the screen of the preview's window.
    private struct KeyboardPreviewAnnouncer: UIViewRepresentable {
        let source: KeyboardPreviewSource
        let center: NotificationCenter

        func makeUIView(context: Context) -> KeyboardPreviewAnnouncerView {
            KeyboardPreviewAnnouncerView(frame: .zero)
        }

        func updateUIView(_ uiView: KeyboardPreviewAnnouncerView, context: Context) {
            uiView.play(source, center: center)
        }
    }

    /// Schedules the core's ``KeyboardTracePlayback`` on the main queue: each turn in a main-queue block of its
    /// own, at its time.
    private final class KeyboardPreviewAnnouncerView: InvisibleView {
        private var wanted: (source: KeyboardPreviewSource, center: NotificationCenter)?
        /// The source whose playback started last: an update with the same one starts nothing.
        private var started: KeyboardPreviewSource?
        private var announcedFrame: CGRect?
        private let startTurn = NextMainTurn()
        /// The playing trace's turns, its start on the system's uptime clock, and its number: a newer playback
        /// stops an older one's scheduled turns.
        private var playback: KeyboardTracePlayback?
        private var playbackStart: TimeInterval = 0
        private var generation = 0

        override func didMoveToWindow() {
            super.didMoveToWindow()
            queueStart()
        }

        func play(_ source: KeyboardPreviewSource, center: NotificationCenter) {
            wanted = (source, center)
            queueStart()
        }

        // On the next turn, once the views that read the keyboard have joined the window and registered.
        private func queueStart() {
            startTurn.run { [weak self] in self?.start() }
        }

        private func start() {
            #if !os(visionOS)
                guard let wanted, let screen = window?.windowScene?.screen else { return }
                switch wanted.source {
                case .height(let height):
                    guard
                        let announcement = KeyboardPreviewAnnouncement.next(
                            height: height, screenBounds: screen.bounds, announced: announcedFrame)
                    else { return }
                    announcedFrame = announcement.isShowing ? announcement.endFrame : nil
                    begin(KeyboardTracePlayback(announcement))
                case .trace(let trace):
                    guard started != wanted.source else { return }
                    begin(KeyboardTracePlayback(trace, screenBounds: screen.bounds))
                }
                started = wanted.source
            #endif
        }

        private func begin(_ playback: KeyboardTracePlayback) {
            generation += 1
            self.playback = playback
            playbackStart = ProcessInfo.processInfo.systemUptime
            schedule(generation)
        }

        /// Takes the next turn when the playback says, unless a newer playback started meanwhile.
        private func schedule(_ generation: Int) {
            guard let delay = playback?.delay(at: ProcessInfo.processInfo.systemUptime - playbackStart) else {
                return
            }
            let takeTurn: @MainActor () -> Void = { [weak self] in
                guard let self, self.generation == generation else { return }
                self.takeTurn()
                self.schedule(generation)
            }
            if delay > 0 {
                DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated(takeTurn) }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated(takeTurn) }
            }
        }

        /// Plays the next turn; in no window, where there is no screen to measure on, it is skipped. (On visionOS,
        /// where the keyboard never covers a window, nothing starts playing.)
        private func takeTurn() {
            #if !os(visionOS)
                guard let turn = playback?.takeTurn() else { return }
                guard let center = wanted?.center, let screen = window?.windowScene?.screen else { return }
                for step in turn.steps { step.play(on: center, screen: screen, screenBounds: screen.bounds) }
            #endif
        }
    }
#endif
