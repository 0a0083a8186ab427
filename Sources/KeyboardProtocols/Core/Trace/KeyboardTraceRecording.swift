import Foundation

/// Builds a ``KeyboardTrace`` from live keyboard notifications: the pure part of `KeyboardTraceRecorder`.
///
/// Each keyboard notification becomes an event with its time since the recording started and its
/// `userInfo` as a trace stores it: `NSValue` rects and points as their printed text
/// (`"NSRect: {{0, 451}, {375, 216}}"`), numbers as numbers. Each tracked keyboard frame (the
/// ``KeyboardDelivery.trackedFrameNotification`` the registry posts, or ``recordTrackedFrame(_:at:)``)
/// becomes a tracked event, all of them, news or not, so a replay makes the same decisions; the start and end of each
/// interactive-dismissal drag become drag events (format version 3).
/// Other notifications are ignored.
///
/// ```swift
/// var recording = KeyboardTraceRecording(
///     layout: KeyboardTrace.Layout(screen: KeyboardTrace.Size(width: 393, height: 852),
///                                  safeAreaInsets: KeyboardTrace.Insets(top: 59, bottom: 34)),
///     startTime: ProcessInfo.processInfo.systemUptime)
/// recording.record(notification, at: ProcessInfo.processInfo.systemUptime)
/// let json = recording.trace.json()
/// ```
package struct KeyboardTraceRecording: Sendable, Equatable {
    /// The most events kept: 10 000, far more than a bug report needs. Later events are counted in
    /// ``droppedEventCount`` instead, so a recorder left running can't grow without bound.
    package static let maximumEventCount = 10_000

    /// The trace recorded so far.
    package private(set) var trace: KeyboardTrace
    /// The time the recording started, on the clock passed to ``record(_:at:)``.
    package let startTime: TimeInterval
    /// Keyboard notifications not kept because the trace already held ``maximumEventCount`` events.
    package private(set) var droppedEventCount = 0

    /// Starts an empty recording.
    ///
    /// - Parameters:
    ///   - layout: The screen and safe-area insets the session happens in.
    ///   - startTime: The current time on the clock later passed to ``record(_:at:)``, such as
    ///     `ProcessInfo.processInfo.systemUptime`.
    package init(layout: KeyboardTrace.Layout, startTime: TimeInterval) {
        self.trace = KeyboardTrace(layout: layout)
        self.startTime = startTime
    }

    /// Adds a keyboard notification to the trace.
    ///
    /// - Parameters:
    ///   - notification: Any notification; the six keyboard notifications and
    ///     ``KeyboardDelivery.trackedFrameNotification`` are recorded.
    ///   - time: When it was received, on the clock of ``startTime``.
    /// - Returns: Whether the notification was recorded (false for other notifications, for a tracked-frame
    ///   notification without a frame, and beyond ``maximumEventCount``).
    @discardableResult
    package mutating func record(_ notification: Notification, at time: TimeInterval) -> Bool {
        switch notification.name {
        case KeyboardDelivery.interactiveDismissalDidBeginNotification:
            return append(KeyboardTrace.Event(interactiveDismissal: .began, time: max(0, time - startTime)))
        case KeyboardDelivery.interactiveDismissalDidEndNotification:
            return append(KeyboardTrace.Event(interactiveDismissal: .ended, time: max(0, time - startTime)))
        default:
            break
        }
        if notification.name == KeyboardDelivery.trackedFrameNotification {
            let boxed = notification.userInfo?[KeyboardFrameChange.trackedFrameKey] as? NSValue
            guard let frame = boxed?.keyboardRectValue else { return false }
            return recordTrackedFrame(frame, at: time)
        }
        guard let event = KeyboardEvent(notificationName: notification.name) else { return false }
        return append(
            KeyboardTrace.Event(
                notification: event.notificationName.rawValue,
                userInfo: Self.traceValues(from: notification.userInfo ?? [:]),
                time: max(0, time - startTime)))
    }

    /// Adds a keyboard frame the layout tracked to the trace, as a tracked event.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame in screen coordinates, as given to
    ///     `trackKeyboardFrame(_:screenBounds:)`.
    ///   - time: When it was tracked, on the clock of ``startTime``.
    /// - Returns: Whether the frame was recorded (false beyond ``maximumEventCount``).
    @discardableResult
    package mutating func recordTrackedFrame(_ frame: CGRect, at time: TimeInterval) -> Bool {
        append(KeyboardTrace.Event(trackedKeyboardFrame: PrintedNumber.rect(frame), time: max(0, time - startTime)))
    }

    /// Appends an event unless the trace is full, which the dropped count then records.
    private mutating func append(_ event: KeyboardTrace.Event) -> Bool {
        guard trace.events.count < Self.maximumEventCount else {
            droppedEventCount += 1
            return false
        }
        trace.events.append(event)
        return true
    }

    /// A notification's `userInfo` as a trace stores it.
    ///
    /// - Parameter userInfo: The dictionary UIKit delivered.
    /// - Returns: String keys; `NSValue` rects and points as their printed text, numbers as numbers,
    ///   anything else as its description.
    package static func traceValues(from userInfo: [AnyHashable: Any]) -> [String: KeyboardTrace.Value] {
        var values: [String: KeyboardTrace.Value] = [:]
        for (key, value) in userInfo {
            let name = (key.base as? String) ?? String(describing: key.base)
            values[name] = traceValue(value)
        }
        return values
    }

    private static func traceValue(_ value: Any) -> KeyboardTrace.Value {
        switch value {
        case let text as String:
            return .printed(text)
        case let flag as Bool where type(of: value) == Bool.self:
            return .number(flag ? 1 : 0)
        case let number as NSNumber:
            return .number(number.doubleValue)
        case let boxed as NSValue:
            if let rect = boxed.keyboardRectValue { return .printed(PrintedNumber.rect(rect)) }
            if let point = boxed.keyboardPointValue { return .printed(PrintedNumber.point(point)) }
            return .printed(String(describing: boxed))
        case let rect as CGRect:
            return .printed(PrintedNumber.rect(rect))
        case let point as CGPoint:
            return .printed(PrintedNumber.point(point))
        case let number as Int:
            return .number(Double(number))
        case let number as Double:
            return .number(number)
        case let number as CGFloat:
            return .number(Double(number))
        default:
            return .printed(String(describing: value))
        }
    }
}
