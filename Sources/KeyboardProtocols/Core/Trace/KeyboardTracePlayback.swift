import Foundation

/// One thing a played trace does in a turn of the main run loop (a SwiftUI preview's keyboard, or
/// `KeyboardReplay.post(_:to:)` in a test): post a keyboard notification as UIKit posts it, or feed the center's
/// registry a drag step, as the app's frame tracker feeds it.
package enum KeyboardTraceStep: Sendable, Equatable {
    /// Post `event`'s notification with these `userInfo` values, keyed by UIKit's key names
    /// (boxed as UIKit boxes them: `KeyboardTrace.Value.delivered`).
    case post(KeyboardEvent, [String: KeyboardTrace.Value])
    /// An interactive-dismissal drag began (``KeyboardObserverRegistry/interactiveDismissalDidBegin()``).
    case interactiveDismissalBegan
    /// The keyboard's frame as the layout tracked it, in the playing screen's coordinates
    /// (``KeyboardObserverRegistry/trackKeyboardFrame(_:screenBounds:)``).
    case trackFrame(CGRect)
    /// The drag ended (``KeyboardObserverRegistry/interactiveDismissalDidEnd()``).
    case interactiveDismissalEnded

    /// Whether a posted notification names the preview's screen as its object: show and hide do since iOS 16.1,
    /// change-frame notifications never.
    // UIWindow.h: "The notification object is the UIScreen that contains the keyboard" (show and hide).
    var namesScreen: Bool {
        guard case .post(let event, _) = self else { return false }
        return event != .willChangeFrame && event != .didChangeFrame
    }
}

extension KeyboardTraceStep {
    /// Plays the step on a preview's `center`: posts the notification (naming `screen` as show and hide do), or
    /// feeds the center's registry the drag step, measured on `screenBounds`.
    ///
    /// - Parameters:
    ///   - center: The preview's own notification center.
    ///   - screen: The preview's screen (on iOS, its `UIScreen`), or `nil`.
    ///   - screenBounds: The bounds of the preview's screen.
    @MainActor
    package func play(on center: NotificationCenter, screen: Any?, screenBounds: CGRect) {
        let registry = KeyboardObserverRegistry.tracing(center)
        switch self {
        case .post(let event, let values):
            center.post(
                name: event.notificationName, object: namesScreen ? screen : nil,
                userInfo: KeyboardTrace.Value.userInfo(values))
        case .interactiveDismissalBegan:
            registry.interactiveDismissalDidBegin()
        case .trackFrame(let frame):
            registry.trackKeyboardFrame(frame, screenBounds: screenBounds)
        case .interactiveDismissalEnded:
            registry.interactiveDismissalDidEnd()
        }
    }
}

extension KeyboardObserverRegistry {
    /// The registry of `center`, for the entry points that are handed a center and register nothing: a trace step
    /// played on a preview's center (``KeyboardTraceStep/play(on:screen:screenBounds:)``), the center a
    /// `KeyboardTraceRecorder` records, and a SwiftUI scroll view's drag, which plays the same steps live.
    static func tracing(_ center: NotificationCenter) -> KeyboardObserverRegistry {
        registry(for: center)
    }
}

/// The steps of one turn of the main run loop, `time` seconds after the preview's keyboard started playing.
package struct KeyboardTraceTurn: Sendable, Equatable {
    /// Seconds after the playback started.
    var time: TimeInterval
    /// What the turn does, in order.
    package var steps: [KeyboardTraceStep]

}

/// What a played keyboard does, turn by turn, and when: a height (`previewKeyboard(height:)`) is one turn, a recorded
/// trace (`previewKeyboard(trace:)`, `KeyboardReplay.post(_:to:)`) its own turns at its own times. The SwiftUI layer
/// posts each turn's steps on the preview's center when ``delay(at:)`` says, then takes the next; the replay posts
/// one turn per main-queue block.
package struct KeyboardTracePlayback: Sendable, Equatable {
    /// The turns, in order.
    package let turns: [KeyboardTraceTurn]
    /// The index of the next turn to play.
    private(set) var nextIndex = 0

    init(turns: [KeyboardTraceTurn]) {
        self.turns = turns
    }

    /// The show or hide of a height, in one turn at once: the will-notification and the did-notification, as UIKit
    /// posts a docked keyboard's, 0.25 s on curve 7.
    ///
    /// ```swift
    /// let show = KeyboardPreviewAnnouncement.next(height: 336, screenBounds: iPhone15, announced: nil)!
    /// KeyboardTracePlayback(show).turns  // [0 s: will-show, did-show, {{0, 852}, {393, 336}} to {{0, 516}, …}]
    /// ```
    init(_ announcement: KeyboardPreviewAnnouncement) {
        let values: [String: KeyboardTrace.Value] = [
            KeyboardUserInfoKey.frameBegin.rawValue: .printed(PrintedNumber.rect(announcement.beginFrame)),
            KeyboardUserInfoKey.frameEnd.rawValue: .printed(PrintedNumber.rect(announcement.endFrame)),
            KeyboardUserInfoKey.animationDuration.rawValue: .number(0.25),
            KeyboardUserInfoKey.animationCurve.rawValue: .number(7),
            KeyboardUserInfoKey.isLocal.rawValue: .number(1),
        ]
        let (will, did): (KeyboardEvent, KeyboardEvent) =
            announcement.isShowing ? (.willShow, .didShow) : (.willHide, .didHide)
        self.init(turns: [KeyboardTraceTurn(time: 0, steps: [.post(will, values), .post(did, values)])])
    }

    /// A recorded trace's turns on the preview's screen: events with the same `time` are one turn, at that time
    /// after the trace's first; an event without a time is a turn of its own, right after the one before. Frames
    /// move from the trace's screen to the preview's (``frame(_:from:to:)``); a notification whose name is no
    /// keyboard notification, and a tracked frame that is not a rectangle, are left out; a payload without a name
    /// is a will-change-frame.
    ///
    /// ```swift
    /// // An iPhone 11 trace (414 × 896) played in an iPhone 15 preview (393 × 852): its 346-point keyboard ends at
    /// // {{0, 506}, {393, 346}}, with the trace's timing.
    /// KeyboardTracePlayback(trace, screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    /// ```
    package init(_ trace: KeyboardTrace, screenBounds: CGRect) {
        var traceScreen = trace.layout.screenBounds
        let start = trace.events.lazy.compactMap(\.time).first { $0.isFinite } ?? 0
        var turns: [KeyboardTraceTurn] = []
        var previousTime: TimeInterval?
        for event in trace.events {
            // A layout event (format version 5) plays nothing: the frames after it are on its screen.
            if let layout = event.layout {
                traceScreen = layout.screenBounds
                continue
            }
            guard let step = Self.step(event, from: traceScreen, to: screenBounds) else { continue }
            let time = event.time.flatMap { $0.isFinite ? Swift.max(0, $0 - start) : nil }
            if let time, time == previousTime, let last = turns.indices.last {
                turns[last].steps.append(step)
            } else {
                // Never earlier than the turn before: times out of order play at once, in order.
                turns.append(KeyboardTraceTurn(time: Swift.max(time ?? 0, turns.last?.time ?? 0), steps: [step]))
            }
            previousTime = time
        }
        self.init(turns: turns)
    }

    // MARK: - Playing

    /// Whether every turn has been taken.
    var isFinished: Bool { nextIndex >= turns.count }

    /// How long to wait, `elapsed` seconds after the playback started, before taking the next turn: 0 when it is
    /// due, `nil` once finished.
    func delay(at elapsed: TimeInterval) -> TimeInterval? {
        guard !isFinished else { return nil }
        return Swift.max(0, turns[nextIndex].time - (elapsed.isFinite ? elapsed : 0))
    }

    /// Takes the next turn to play now, or `nil` once finished.
    mutating func takeTurn() -> KeyboardTraceTurn? {
        guard !isFinished else { return nil }
        defer { nextIndex += 1 }
        return turns[nextIndex]
    }

    // MARK: - Values

    /// A trace event as a step on the preview's screen, or `nil` when it is none.
    private static func step(_ event: KeyboardTrace.Event, from traceScreen: CGRect, to screen: CGRect)
        -> KeyboardTraceStep?
    {
        switch event.interactiveDismissal {
        case .began: return .interactiveDismissalBegan
        case .ended: return .interactiveDismissalEnded
        case nil: break
        }
        if let printed = event.trackedKeyboardFrame {
            return PrintedValue.rect(printed).map { .trackFrame(frame($0, from: traceScreen, to: screen)) }
        }
        // A payload printed without its name is a will-change-frame, as `KeyboardPrintedPayload` reads it.
        guard let keyboardEvent = event.notification.map(KeyboardEvent.init(name:)) ?? .willChangeFrame else {
            return nil
        }
        var values = event.userInfo
        for key in [KeyboardUserInfoKey.frameBegin, .frameEnd] {
            guard case .printed(let printed)? = values[key.rawValue], let rect = PrintedValue.rect(printed) else {
                continue
            }
            values[key.rawValue] = .printed(PrintedNumber.rect(frame(rect, from: traceScreen, to: screen)))
        }
        return .post(keyboardEvent, values)
    }

    /// A keyboard frame recorded on `traceScreen`, on the preview's `screen`: as far above the screen's bottom edge,
    /// as tall, and stretched across its width as it was across the trace's. The same frame on the same screen.
    ///
    /// ```swift
    /// // iPhone 11's docked keyboard in an iPhone 15 preview.
    /// KeyboardTracePlayback.frame(
    ///     CGRect(x: 0, y: 550, width: 414, height: 346), from: CGRect(x: 0, y: 0, width: 414, height: 896),
    ///     to: CGRect(x: 0, y: 0, width: 393, height: 852))  // {{0, 506}, {393, 346}}
    /// ```
    static func frame(_ frame: CGRect, from traceScreen: CGRect, to screen: CGRect) -> CGRect {
        guard traceScreen != screen, traceScreen.width > 0 else { return frame }
        let scale = screen.width / traceScreen.width
        return CGRect(
            x: screen.minX + (frame.minX - traceScreen.minX) * scale, y: screen.maxY - (traceScreen.maxY - frame.minY),
            width: frame.width * scale, height: frame.height)
    }
}
