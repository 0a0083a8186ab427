import Foundation
import KeyboardProtocols

// MARK: - Reading a trace

extension KeyboardTrace {
    /// Reads a trace from its JSON.
    ///
    /// - Parameter json: The trace's UTF-8 JSON.
    /// - Throws: ``KeyboardTraceError/unreadableJSON(_:)`` when the data isn't a trace, including a screen
    ///   side that is not positive, a negative inset, a negative time or an event that is both a notification and
    ///   a tracked frame (naming the key and the value), or a layout change or a window frame, orientation or screen
    ///   in a trace older than version 5, ``KeyboardTraceError/unsupportedVersion(_:)`` when it was
    ///   written by a format version this package doesn't know, or
    ///   ``KeyboardTraceError/trackedFrameInVersion1(eventIndex:)`` for a tracked frame in a version-1 trace.
    public init(json: Data) throws(KeyboardTraceError) {
        // Read the version first so a future format fails with the version, not with a field it renamed.
        if let header = try? JSONDecoder().decode(VersionHeader.self, from: json),
            !Self.supportedVersions.contains(header.version)
        {
            throw .unsupportedVersion(header.version)
        }
        do {
            self = try JSONDecoder().decode(KeyboardTrace.self, from: json)
        } catch {
            throw .unreadableJSON(Self.describe(error))
        }
        if version < Self.layoutChangesVersion, let field = Self.version5Field(of: layout) {
            throw .unreadableJSON("layout.\(field): " + Self.needsVersion5)
        }
        for (index, event) in events.enumerated() {
            if let problem = Self.problem(with: event) { throw .unreadableJSON("events[\(index)]" + problem) }
            for field in Self.eventFields where version < field.version && field.isHeld(event) {
                throw field.error(index)
            }
        }
    }

    /// The event fields later format versions added, each with the version that introduced it and the error for an
    /// older trace holding one. A new version's field is one more row (and the recorder's `currentVersion`).
    private static let eventFields:
        [(version: Int, isHeld: @Sendable (Event) -> Bool, error: @Sendable (Int) -> KeyboardTraceError)] = [
            (2, { $0.isTracked }, { .trackedFrameInVersion1(eventIndex: $0) }),
            (3, { $0.interactiveDismissal != nil }, { .interactiveDismissalBeforeVersion3(eventIndex: $0) }),
            (layoutChangesVersion, { $0.layout != nil }, { .unreadableJSON("events[\($0)].layout: " + needsVersion5) }),
        ]

    /// Why a version-5 field in an older trace is refused.
    private static let needsVersion5 =
        "layout changes, window frames, orientations and screens need trace format version 5, and this trace says an "
        + "older version"

    /// The first field of a layout only format version 5 records, or nil.
    private static func version5Field(of layout: Layout) -> String? {
        if layout.windowFrame != nil { return "windowFrame" }
        if layout.orientation != nil { return "orientation" }
        if layout.screenIdentity != nil { return "screenIdentity" }
        return nil
    }

    /// What is wrong with an event, after its path: one of a notification (with its `userInfo`), a tracked frame or
    /// a drag, at a time of 0 or more.
    private static func problem(with event: Event) -> String? {
        let holdsUserInfo = event.holdsUserInfo
        if event.layout != nil {
            guard event.notification == nil, event.trackedKeyboardFrame == nil, event.interactiveDismissal == nil,
                !holdsUserInfo
            else {
                return ".layout: a layout change holds no notification, userInfo, tracked frame or drag"
            }
        } else if let drag = event.interactiveDismissal {
            guard event.notification == nil, event.trackedKeyboardFrame == nil, !holdsUserInfo else {
                return ".interactiveDismissal: '\(drag.rawValue)' is a drag, so the event holds no notification, "
                    + "userInfo or tracked frame"
            }
        } else if let frame = event.trackedKeyboardFrame {
            guard event.notification == nil, !holdsUserInfo else {
                return ".trackedKeyboardFrame: '\(frame)' is a tracked frame, so the event holds no notification or "
                    + "userInfo"
            }
        } else if !holdsUserInfo {
            return ": missing key 'userInfo'"
        }
        if let time = event.time, !(time >= 0) {
            return ".time: \(Self.printed(time)) is not a number of seconds since the recording started, 0 or more"
        }
        return nil
    }

    /// A number as a trace prints it: `-0.5`, `3`.
    private static func printed(_ number: Double) -> String {
        KeyboardTrace.Value.number(number).printedText
    }

    private struct VersionHeader: Decodable {
        var version: Int
    }

    private static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            var path = ""
            for key in context.codingPath {
                if let index = key.intValue {
                    path += "[\(index)]"
                } else {
                    path += (path.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return path.isEmpty ? "the top level" : path
        }
        switch decodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(path(context)): missing key '\(key.stringValue)'"
        case .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return String(describing: decodingError)
        }
    }
}

/// Why a keyboard trace could not be read.
public enum KeyboardTraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data isn't a trace; the message says where and why (for example
    /// `layout.screen: missing key 'width'`).
    case unreadableJSON(String)
    /// The trace was written in a format version this package doesn't read.
    case unsupportedVersion(Int)
    /// A version-1 trace holds a tracked keyboard frame, which only version 2 defines; the index is the event's.
    case trackedFrameInVersion1(eventIndex: Int)
    /// A trace older than version 3 holds an interactive-dismissal drag, which only version 3 defines; the index is
    /// the event's.
    case interactiveDismissalBeforeVersion3(eventIndex: Int)

    /// A message naming what was wrong and where.
    public var description: String {
        switch self {
        case .unreadableJSON(let reason):
            return "the trace is not readable JSON of format version \(Self.versions): \(reason)"
        case .unsupportedVersion(let version):
            return "version: \(version) is not a trace format version this package reads "
                + "(it reads version \(Self.versions))"
        case .trackedFrameInVersion1(let index):
            return "events[\(index)].trackedKeyboardFrame: tracked keyboard frames need trace format version 2, "
                + "and this trace says version 1"
        case .interactiveDismissalBeforeVersion3(let index):
            return "events[\(index)].interactiveDismissal: interactive-dismissal drags need trace format version 3, "
                + "and this trace says an older version"
        }
    }

    /// "1, 2, 3, 4 or 5": the versions ``KeyboardTrace/supportedVersions`` names.
    private static var versions: String {
        let all = KeyboardTrace.supportedVersions.map(String.init)
        return all.dropLast().joined(separator: ", ") + (all.count > 1 ? " or " : "") + (all.last ?? "")
    }
}

// MARK: - Layouts in force

extension KeyboardTrace {
    /// The layout in force at a time of the session: the trace's own until its first layout change (format version 5),
    /// then the last one recorded at that time or before. A rotation, a Stage Manager resize or a move to another
    /// screen is a layout change.
    ///
    /// ```swift
    /// // An iPhone 15 turned to landscape 2.4 s into the session:
    /// trace.layout(at: 3).screen   // 852 x 393
    /// ```
    ///
    /// - Parameter time: Seconds since the recording started.
    /// - Returns: The layout events at `time` are measured against.
    public func layout(at time: TimeInterval) -> Layout {
        var layout = self.layout
        for event in events {
            guard let changed = event.layout else { continue }
            guard let changedAt = event.time, changedAt <= time else { break }
            layout = changed
        }
        return layout
    }
}
