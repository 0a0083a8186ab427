import Foundation

/// Why a keyboard trace could not be read.
public enum KeyboardTraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data isn't a trace; the message says where and why (for example
    /// `layout.screen: missing key 'width'`).
    case unreadableJSON(String)
    /// The trace was written in a format version this package doesn't read.
    case unsupportedVersion(Int)
    /// A version-1 trace holds a tracked keyboard frame, which only version 2 defines; the index is the event's.
    case trackedFrameInVersion1(eventIndex: Int)

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
        }
    }

    /// "1 or 2": the versions ``KeyboardTrace/supportedVersions`` names.
    private static var versions: String {
        KeyboardTrace.supportedVersions.map(String.init).joined(separator: " or ")
    }
}
