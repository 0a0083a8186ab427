import Foundation

/// A recorded keyboard session: the layout it happened in, the keyboard notifications it received, the keyboard frames
/// the layout tracked (format version 2), the interactive-dismissal drags they belong to (version 3), what rode on
/// the keyboard (version 4) and each change of layout (version 5: a rotation, a resized window, another screen).
///
/// A trace is what a bug report attaches so the session can be replayed on any machine, Linux CI included, through
/// the same code paths live notifications take. `KeyboardTraceRecorder` writes one from a running app; the
/// `KeyboardProtocolsTesting` library reads it (`KeyboardTrace(json:)`), replays it (`KeyboardReplay`) and reads
/// pasted console dumps into the same events (`KeyboardPrintedPayload`); a SwiftUI preview plays it. Its JSON, field
/// by field and version by version: <doc:TheKeyboardTraceFormat>.
///
/// ```swift
/// let json = recorder.trace.json()   // attach it to the bug report
/// ```
public struct KeyboardTrace: Codable, Sendable, Equatable {
    /// The format version this package writes: 5, the first with layout changes.
    package static let currentVersion = 5

    /// The format versions this package reads: 1 (notifications only), 2 (tracked frames too), 3 (drags too), 4
    /// (the input accessory too) and 5 (layout changes, the window's frame, orientation and screen too).
    package static let supportedVersions: ClosedRange<Int> = 1...5

    /// The first format version with layout events and a layout's window frame, orientation and screen.
    package static let layoutChangesVersion = 5

    /// The format version of this trace.
    package var version: Int
    /// The layout the session was recorded in, when it started; a layout event (format version 5) replaces it from its
    /// time on.
    public var layout: Layout
    /// The keyboard notifications, in the order they were posted.
    public var events: [Event]

    /// Creates a trace of the current format version.
    ///
    /// - Parameters:
    ///   - layout: The layout the session was recorded in.
    ///   - events: The keyboard notifications, in order. Defaults to none.
    package init(layout: Layout, events: [Event] = []) {
        self.version = Self.currentVersion
        self.layout = layout
        self.events = events
    }

    /// The trace as pretty-printed JSON with sorted keys, ready to attach to a bug report.
    ///
    /// - Returns: UTF-8 JSON in the format described on ``KeyboardTrace``.
    public func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every member is a finite number, a string or an array of them; encoding can't fail
        // except for non-finite numbers, which are written as strings so the trace stays valid JSON.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return (try? encoder.encode(self)) ?? Data()
    }

}

// MARK: - Layout

extension KeyboardTrace {
    /// The layout a session was recorded in: the screen size and the window's safe-area insets, in points.
    public struct Layout: Sendable, Equatable {
        /// The screen size in points.
        public var screen: Size
        /// The window's safe-area insets in points.
        public var safeAreaInsets: Insets
        /// The window's frame in screen coordinates (format version 5), such as a Stage Manager window's; nil when not
        /// recorded: the window fills the screen.
        package var windowFrame: CGRect?
        /// The interface orientation as `UIInterfaceOrientation`'s cases are spelled (format version 5):
        /// ``Orientation``; nil when not recorded.
        package var orientation: Orientation?
        /// Which screen the window is on (format version 5): the recorder numbers the screens of a session in the
        /// order it meets them, `"1"` first; nil when not recorded.
        package var screenIdentity: String?

        /// Creates a layout.
        ///
        /// - Parameters:
        ///   - screen: The screen size in points.
        ///   - safeAreaInsets: The window's safe-area insets. Defaults to none.
        public init(screen: Size, safeAreaInsets: Insets = Insets()) {
            self.screen = screen
            self.safeAreaInsets = safeAreaInsets
        }

        /// The screen's bounds: origin zero, the screen size.
        public var screenBounds: CGRect {
            CGRect(x: 0, y: 0, width: screen.width, height: screen.height)
        }

        /// The window's frame in screen coordinates: the recorded one, else the screen's bounds.
        package var windowFrameOnScreen: CGRect { windowFrame ?? screenBounds }

        /// Whether `other` is another layout: a side, inset or frame edge differs by more than
        /// ``KeyboardGeometry/edgeTolerance`` (a window resized by a fraction of a point is the same layout), or the
        /// orientation or screen differs.
        func differs(from other: Layout) -> Bool {
            let tolerance = Double(KeyboardGeometry.edgeTolerance)
            func far(_ lhs: Double, _ rhs: Double) -> Bool { !(abs(lhs - rhs) <= tolerance) }
            func far(_ lhs: CGRect?, _ rhs: CGRect?) -> Bool {
                guard let lhs, let rhs else { return (lhs == nil) != (rhs == nil) }
                return far(Double(lhs.minX), Double(rhs.minX)) || far(Double(lhs.minY), Double(rhs.minY))
                    || far(Double(lhs.width), Double(rhs.width)) || far(Double(lhs.height), Double(rhs.height))
            }
            let insets = safeAreaInsets
            let others = other.safeAreaInsets
            return far(screen.width, other.screen.width) || far(screen.height, other.screen.height)
                || far(insets.top, others.top) || far(insets.left, others.left) || far(insets.bottom, others.bottom)
                || far(insets.right, others.right) || far(windowFrame, other.windowFrame)
                || orientation != other.orientation || screenIdentity != other.screenIdentity
        }

        /// An interface orientation, spelled as `UIInterfaceOrientation`'s cases.
        package enum Orientation: String, Sendable, Equatable, CaseIterable {
            /// The device upright, the home indicator or button at the bottom.
            case portrait
            /// The device upside down.
            case portraitUpsideDown
            /// The device turned so its top is on the left of the interface.
            case landscapeLeft
            /// The device turned so its top is on the right of the interface.
            case landscapeRight
        }
    }

    /// A size in points.
    public struct Size: Sendable, Equatable {
        /// The width in points.
        public var width: Double
        /// The height in points.
        public var height: Double

        /// Creates a size.
        ///
        /// - Parameters:
        ///   - width: The width in points.
        ///   - height: The height in points.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// Edge insets in points.
    public struct Insets: Sendable, Equatable {
        /// The top inset in points.
        public var top: Double
        /// The left inset in points.
        public var left: Double
        /// The bottom inset in points.
        public var bottom: Double
        /// The right inset in points.
        public var right: Double

        /// Creates insets.
        ///
        /// - Parameters:
        ///   - top: The top inset. Defaults to 0.
        ///   - left: The left inset. Defaults to 0.
        ///   - bottom: The bottom inset. Defaults to 0.
        ///   - right: The right inset. Defaults to 0.
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }
}

// MARK: - Events

extension KeyboardTrace {
    /// One keyboard notification of a trace, one keyboard frame the layout tracked (format version 2), or the start or
    /// end of a drag (version 3).
    public struct Event: Sendable, Equatable {
        /// The notification name as recorded or printed, in any of the three spellings;
        /// nil for a printed dump with no name before it, which replays as a will-change-frame event, and for a
        /// tracked frame.
        package var notification: String?
        /// The notification's `userInfo`: keys as UIKit names them, values as printed or as numbers; empty for a
        /// tracked frame or a drag.
        package var userInfo: [String: Value] { storedUserInfo ?? [:] }
        /// `nil` for a tracked frame or a drag, so the JSON leaves `userInfo` out for them.
        private var storedUserInfo: [String: Value]?
        /// Whether the event holds a `userInfo`, even an empty one: every notification does.
        package var holdsUserInfo: Bool { storedUserInfo != nil }
        /// Seconds since the recording started; nil for events read from printed text.
        package var time: TimeInterval?
        /// The keyboard's frame in screen coordinates as the layout tracked it, printed as
        /// `"NSRect: {{0, 600}, {393, 336}}"`; nil for a notification. Checked when replayed, like `userInfo`.
        package var trackedKeyboardFrame: String?

        /// The start or end of an interactive-dismissal drag (format version 3); nil for anything else.
        package var interactiveDismissal: InteractiveDismissal?

        /// The layout in force from this event on (format version 5): the window's screen size, orientation, frame,
        /// safe area or screen changed; nil for anything else.
        package var layout: Layout?

        /// Whether this event is a tracked keyboard frame rather than a notification.
        package var isTracked: Bool { trackedKeyboardFrame != nil }

        /// Whether this event is a notification: neither a tracked frame, a drag nor a layout change.
        package var isNotification: Bool { trackedKeyboardFrame == nil && interactiveDismissal == nil && layout == nil }

        /// Creates an event.
        ///
        /// - Parameters:
        ///   - notification: The notification name, in any of the three spellings, or nil for
        ///     will-change-frame. Defaults to nil.
        ///   - userInfo: The `userInfo`, values as printed or as numbers.
        ///   - time: Seconds since the recording started. Defaults to nil.
        package init(notification: String? = nil, userInfo: [String: Value], time: TimeInterval? = nil) {
            self.notification = notification
            self.storedUserInfo = userInfo
            self.time = time
        }

        /// Creates a tracked-frame event (format version 2).
        ///
        /// - Parameters:
        ///   - trackedKeyboardFrame: The keyboard's frame in screen coordinates, printed as
        ///     `"NSRect: {{0, 600}, {393, 336}}"`.
        ///   - time: Seconds since the recording started. Defaults to nil.
        init(trackedKeyboardFrame: String, time: TimeInterval? = nil) {
            self.notification = nil
            self.time = time
            self.trackedKeyboardFrame = trackedKeyboardFrame
        }

        /// Creates a drag event (format version 3).
        ///
        /// - Parameters:
        ///   - interactiveDismissal: Whether the drag began or ended.
        ///   - time: Seconds since the recording started. Defaults to nil.
        init(interactiveDismissal: InteractiveDismissal, time: TimeInterval? = nil) {
            self.notification = nil
            self.time = time
            self.interactiveDismissal = interactiveDismissal
        }

        /// Creates a layout event (format version 5).
        ///
        /// - Parameters:
        ///   - layout: The layout in force from this event on.
        ///   - time: Seconds since the recording started. Defaults to nil.
        init(layout: Layout, time: TimeInterval? = nil) {
            self.notification = nil
            self.time = time
            self.layout = layout
        }

        /// An event as its JSON holds it, each field present or not.
        fileprivate init(
            notification: String?, storedUserInfo: [String: Value]?, time: TimeInterval?,
            trackedKeyboardFrame: String?, interactiveDismissal: InteractiveDismissal?, layout: Layout?
        ) {
            self.notification = notification
            self.storedUserInfo = storedUserInfo
            self.time = time
            self.trackedKeyboardFrame = trackedKeyboardFrame
            self.interactiveDismissal = interactiveDismissal
            self.layout = layout
        }
    }

    /// The start or end of an interactive-dismissal drag.
    package enum InteractiveDismissal: String, Codable, Sendable, Equatable {
        /// The user started dragging a scroll view whose `keyboardDismissMode` is `.interactive`.
        case began
        /// The user stopped dragging.
        case ended
    }

    /// A `userInfo` value in a trace: a number, or the text the value prints as.
    public enum Value: Sendable, Equatable {
        /// A number, such as the duration 0.25 or the curve 7.
        case number(Double)
        /// A printed value, such as `"NSRect: {{0, 451}, {375, 216}}"` or `"0.25"`.
        case printed(String)

        /// The value as it would print: the number, or the printed text.
        package var printedText: String {
            switch self {
            case .number(let number): return PrintedNumber.text(number)
            case .printed(let text): return text
            }
        }
    }
}

// MARK: - Coding

extension KeyboardTrace {
    /// Reads a trace from its JSON (<doc:TheKeyboardTraceFormat>); `KeyboardTrace(json:)` in `KeyboardProtocolsTesting`
    /// also checks each event and the version each of its fields needs.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` naming the key and the value, such as a screen side that is not positive or a
    ///   negative inset.
    public init(from decoder: any Decoder) throws {
        let coded = try CodedTrace(from: decoder)
        self.init(layout: coded.layout.layout, events: coded.events.map(\.event))
        version = coded.version
    }

    /// Writes the trace's JSON, as ``json()`` does.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try CodedTrace(version: version, layout: CodedLayout(layout), events: events.map(CodedEvent.init))
            .encode(to: encoder)
    }

    // The JSON's shapes. The trace's values carry no `Codable` of their own: a trace is read and written whole.
    private struct CodedTrace: Codable {
        var version: Int
        var layout: CodedLayout
        var events: [CodedEvent]
    }

    private struct CodedLayout: Codable {
        var layout: Layout

        init(_ layout: Layout) {
            self.layout = layout
        }

        private enum CodingKeys: String, CodingKey {
            case screen, safeAreaInsets, windowFrame, orientation, screenIdentity
        }

        private enum SizeKeys: String, CodingKey {
            case width, height
        }

        private enum FrameKeys: String, CodingKey {
            case x, y, width, height
        }

        private enum InsetsKeys: String, CodingKey {
            case top, left, bottom, right
        }

        /// `safeAreaInsets` and each of its members may be absent, meaning zero; a screen side must be positive and an
        /// inset 0 or more, both at most 1,000,000 points.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let screen = try container.nestedContainer(keyedBy: SizeKeys.self, forKey: .screen)
            func side(_ key: SizeKeys) throws -> Double {
                let value = try screen.decode(Double.self, forKey: key)
                guard value > 0, value <= Double(KeyboardFrameChange.maximumCoordinate) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: screen,
                        debugDescription: "\(PrintedNumber.text(value)) is not a screen side in points, "
                            + "greater than 0 and at most \(Int(KeyboardFrameChange.maximumCoordinate))")
                }
                return value
            }
            let size = Size(width: try side(.width), height: try side(.height))
            var insets = Insets()
            if container.contains(.safeAreaInsets), try !container.decodeNil(forKey: .safeAreaInsets) {
                let members = try container.nestedContainer(keyedBy: InsetsKeys.self, forKey: .safeAreaInsets)
                func inset(_ key: InsetsKeys) throws -> Double {
                    let value = try members.decodeIfPresent(Double.self, forKey: key) ?? 0
                    guard value >= 0, value <= Double(KeyboardFrameChange.maximumCoordinate) else {
                        throw DecodingError.dataCorruptedError(
                            forKey: key, in: members,
                            debugDescription: "\(PrintedNumber.text(value)) is not an inset in points, "
                                + "0 or more and at most \(Int(KeyboardFrameChange.maximumCoordinate))")
                    }
                    return value
                }
                insets = Insets(
                    top: try inset(.top), left: try inset(.left), bottom: try inset(.bottom), right: try inset(.right))
            }
            layout = Layout(screen: size, safeAreaInsets: insets)
            layout.windowFrame = try Self.windowFrame(in: container)
            if let name = try container.decodeIfPresent(String.self, forKey: .orientation) {
                guard let orientation = Layout.Orientation(rawValue: name) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .orientation, in: container,
                        debugDescription: "'\(name)' is not an interface orientation: "
                            + Layout.Orientation.allCases.map(\.rawValue).joined(separator: ", "))
                }
                layout.orientation = orientation
            }
            if let identity = try container.decodeIfPresent(String.self, forKey: .screenIdentity) {
                guard !identity.isEmpty else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .screenIdentity, in: container, debugDescription: "'' names no screen")
                }
                layout.screenIdentity = identity
            }
        }

        /// The window's frame (format version 5), absent or null for none: a finite origin and positive sides, each at
        /// most ``KeyboardFrameChange/maximumCoordinate`` in size.
        private static func windowFrame(in container: KeyedDecodingContainer<CodingKeys>) throws -> CGRect? {
            guard container.contains(.windowFrame), try !container.decodeNil(forKey: .windowFrame) else { return nil }
            let members = try container.nestedContainer(keyedBy: FrameKeys.self, forKey: .windowFrame)
            let limit = Double(KeyboardFrameChange.maximumCoordinate)
            func value(_ key: FrameKeys) throws -> Double {
                let value = try members.decode(Double.self, forKey: key)
                let isSide = key == .width || key == .height
                guard isSide ? value > 0 && value <= limit : abs(value) <= limit else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: members,
                        debugDescription: "\(PrintedNumber.text(value)) is not "
                            + (isSide ? "a window side in points, greater than 0" : "a window origin in points, finite")
                            + " and at most \(Int(limit))" + (isSide ? "" : " from 0"))
                }
                return value
            }
            return CGRect(x: try value(.x), y: try value(.y), width: try value(.width), height: try value(.height))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var screen = container.nestedContainer(keyedBy: SizeKeys.self, forKey: .screen)
            try screen.encode(layout.screen.width, forKey: .width)
            try screen.encode(layout.screen.height, forKey: .height)
            var insets = container.nestedContainer(keyedBy: InsetsKeys.self, forKey: .safeAreaInsets)
            try insets.encode(layout.safeAreaInsets.top, forKey: .top)
            try insets.encode(layout.safeAreaInsets.left, forKey: .left)
            try insets.encode(layout.safeAreaInsets.bottom, forKey: .bottom)
            try insets.encode(layout.safeAreaInsets.right, forKey: .right)
            // Version 5's fields only where recorded, so a layout without them is written as before.
            if let frame = layout.windowFrame {
                var members = container.nestedContainer(keyedBy: FrameKeys.self, forKey: .windowFrame)
                try members.encode(Double(frame.minX), forKey: .x)
                try members.encode(Double(frame.minY), forKey: .y)
                try members.encode(Double(frame.width), forKey: .width)
                try members.encode(Double(frame.height), forKey: .height)
            }
            try container.encodeIfPresent(layout.orientation?.rawValue, forKey: .orientation)
            try container.encodeIfPresent(layout.screenIdentity, forKey: .screenIdentity)
        }
    }

    /// Each field present or not; what an event may hold is checked by `KeyboardTrace(json:)`.
    private struct CodedEvent: Codable {
        var notification: String?
        var userInfo: [String: CodedValue]?
        var time: TimeInterval?
        var trackedKeyboardFrame: String?
        var interactiveDismissal: InteractiveDismissal?
        var layout: CodedLayout?

        init(_ event: Event) {
            notification = event.notification
            userInfo = event.holdsUserInfo ? event.userInfo.mapValues(CodedValue.init) : nil
            time = event.time
            trackedKeyboardFrame = event.trackedKeyboardFrame
            interactiveDismissal = event.interactiveDismissal
            layout = event.layout.map(CodedLayout.init)
        }

        var event: Event {
            Event(
                notification: notification, storedUserInfo: userInfo?.mapValues(\.value), time: time,
                trackedKeyboardFrame: trackedKeyboardFrame, interactiveDismissal: interactiveDismissal,
                layout: layout?.layout)
        }
    }

    /// A number or a string; a Boolean reads as the printed `true` or `false` (which `isLocal` reads and a duration
    /// or curve refuses); anything else (objects, arrays, null) is a type mismatch.
    private struct CodedValue: Codable {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) {
                value = .printed(flag ? "true" : "false")
            } else if let number = try? container.decode(Double.self) {
                value = .number(number)
            } else if let text = try? container.decode(String.self) {
                value = .printed(text)
            } else {
                throw DecodingError.typeMismatch(
                    Value.self,
                    .init(codingPath: decoder.codingPath, debugDescription: "expected a number or a printed value"))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch value {
            case .number(let number): try container.encode(number)
            case .printed(let text): try container.encode(text)
            }
        }
    }
}

// MARK: - Recording

/// Builds a ``KeyboardTrace`` from live keyboard notifications: the pure part of `KeyboardTraceRecorder`.
///
/// Each keyboard notification becomes an event with its time since the recording started and its
/// `userInfo` as a trace stores it: `NSValue` rects and points as their printed text
/// (`"NSRect: {{0, 451}, {375, 216}}"`), numbers as numbers. Each tracked keyboard frame (the
/// ``KeyboardDelivery.trackedFrameNotification`` the registry posts, or ``recordTrackedFrame(_:at:)``)
/// becomes a tracked event, all of them, news or not, so a replay makes the same decisions; the start and end of each
/// interactive-dismissal drag become drag events (format version 3); a layout the recorder senses becomes a layout
/// event when it differs from the one in force (``recordLayout(_:screen:at:)``, format version 5).
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
struct KeyboardTraceRecording: Sendable, Equatable {
    /// The most events kept: 10 000, far more than a bug report needs. Later events are counted in
    /// ``droppedEventCount`` instead, so a recorder left running can't grow without bound.
    static let maximumEventCount = 10_000

    /// The trace recorded so far.
    private(set) var trace: KeyboardTrace
    /// The time the recording started, on the clock passed to ``record(_:at:)``.
    let startTime: TimeInterval
    /// Keyboard notifications not kept because the trace already held ``maximumEventCount`` events.
    private(set) var droppedEventCount = 0
    /// The layout in force: the trace's, or its last layout event's.
    private(set) var currentLayout: KeyboardTrace.Layout
    /// The screens met so far, in order: the first is `"1"` in the trace.
    private var screens: [ObjectIdentifier] = []

    /// Starts an empty recording.
    ///
    /// - Parameters:
    ///   - layout: The screen and safe-area insets the session happens in.
    ///   - startTime: The current time on the clock later passed to ``record(_:at:)``, such as
    ///     `ProcessInfo.processInfo.systemUptime`.
    ///   - screen: The window's screen, which the trace names `"1"`; nil where there is none (visionOS).
    ///     Defaults to nil.
    init(layout: KeyboardTrace.Layout, screen: ObjectIdentifier? = nil, startTime: TimeInterval) {
        var layout = Self.withoutFullScreenWindow(layout)
        if let screen {
            screens = [screen]
            layout.screenIdentity = "1"
        }
        self.trace = KeyboardTrace(layout: layout)
        self.currentLayout = layout
        self.startTime = startTime
    }

    /// Adds a layout event when the window's layout differs from the one in force
    /// (``KeyboardTrace/Layout/differs(from:)``): the screen size or orientation after a rotation, the window's frame
    /// after a Stage Manager resize, its safe area, or another screen.
    ///
    /// - Parameters:
    ///   - layout: The layout as sensed now; its `screenIdentity` is ignored, `screen` names it.
    ///   - screen: The window's screen; a screen not met before gets the next number (`"2"`, …). Nil where there is
    ///     none.
    ///   - time: When it was sensed, on the clock of ``startTime``.
    /// - Returns: Whether a layout event was recorded (false when nothing changed, and beyond ``maximumEventCount``).
    @discardableResult
    mutating func recordLayout(_ layout: KeyboardTrace.Layout, screen: ObjectIdentifier?, at time: TimeInterval) -> Bool
    {
        var layout = Self.withoutFullScreenWindow(layout)
        layout.screenIdentity = screen.map { screen in
            if let index = screens.firstIndex(of: screen) { return String(index + 1) }
            screens.append(screen)
            return String(screens.count)
        }
        guard layout.differs(from: currentLayout),
            append(KeyboardTrace.Event(layout: layout, time: max(0, time - startTime)))
        else { return false }
        currentLayout = layout
        return true
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
    mutating func record(_ notification: Notification, at time: TimeInterval) -> Bool {
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
    mutating func recordTrackedFrame(_ frame: CGRect, at time: TimeInterval) -> Bool {
        append(KeyboardTrace.Event(trackedKeyboardFrame: PrintedNumber.rect(frame), time: max(0, time - startTime)))
    }

    /// A layout whose window fills its screen (within ``KeyboardGeometry/edgeTolerance``) records no window frame: the
    /// trace of an app in full screen reads as before version 5.
    static func withoutFullScreenWindow(_ layout: KeyboardTrace.Layout) -> KeyboardTrace.Layout {
        var layout = layout
        var fullScreen = layout
        fullScreen.windowFrame = layout.screenBounds
        if layout.windowFrame != nil, !layout.differs(from: fullScreen) { layout.windowFrame = nil }
        return layout
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
    static func traceValues(from userInfo: [AnyHashable: Any]) -> [String: KeyboardTrace.Value] {
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

// MARK: - Delivering values

extension KeyboardTrace.Value {
    /// What UIKit delivers for this value: `NSValue` for rects and points, `NSNumber` for numbers and for the printed
    /// Booleans (`true`, `false`, `YES`, `NO`), otherwise the text itself, for the frame-change initializer to report
    /// with its key. What replays, previews and the printed-payload reader post.
    package var delivered: Any {
        switch self {
        case .number(let number):
            return Self.boxed(number)
        case .printed(let printed):
            let text = printed.trimmingCharacters(in: .whitespaces)
            if let rect = PrintedValue.rect(text) {
                return NSValue.keyboardBoxing(rect)
            }
            if let point = PrintedValue.point(text) {
                return NSValue.keyboardBoxing(point)
            }
            if let number = PrintedValue.number(text) {
                return Self.boxed(number)
            }
            switch text {
            case "true", "YES": return NSNumber(value: true)
            case "false", "NO": return NSNumber(value: false)
            default: return printed
            }
        }
    }

    /// A `userInfo` dictionary of ``delivered`` values, keyed by the same UIKit key names.
    package static func userInfo(_ values: [String: KeyboardTrace.Value]) -> [AnyHashable: Any] {
        var userInfo: [AnyHashable: Any] = [:]
        for (key, value) in values {
            userInfo[key] = value.delivered
        }
        return userInfo
    }

    /// Integral numbers as integer `NSNumber`s (as UIKit boxes the curve and `isLocal`), others as doubles.
    private static func boxed(_ number: Double) -> NSNumber {
        if number.isFinite, number == number.rounded(), abs(number) <= Double(Int32.max) {
            return NSNumber(value: Int(number))
        }
        return NSNumber(value: number)
    }
}
