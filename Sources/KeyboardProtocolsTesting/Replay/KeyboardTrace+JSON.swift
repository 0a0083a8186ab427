import Foundation
import KeyboardProtocols

// MARK: - Reading a trace

extension KeyboardTrace {
    /// Reads a trace from its JSON.
    ///
    /// - Parameter json: The trace's UTF-8 JSON.
    /// - Throws: ``KeyboardTraceError/unreadableJSON(_:)`` when the data isn't a trace, including a screen
    ///   side that is not positive, a negative inset, a negative time or an event that is both a notification and
    ///   a tracked frame (naming the key and the value), ``KeyboardTraceError/unsupportedVersion(_:)`` when it was
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
        if version < 2, let index = events.firstIndex(where: \.isTracked) {
            throw .trackedFrameInVersion1(eventIndex: index)
        }
        if version < 3, let index = events.firstIndex(where: { $0.interactiveDismissal != nil }) {
            throw .interactiveDismissalBeforeVersion3(eventIndex: index)
        }
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

    /// "1, 2, 3 or 4": the versions ``KeyboardTrace/supportedVersions`` names.
    private static var versions: String {
        let all = KeyboardTrace.supportedVersions.map(String.init)
        return all.dropLast().joined(separator: ", ") + (all.count > 1 ? " or " : "") + (all.last ?? "")
    }
}
