import Foundation

/// Why a keyboard trace could not be read.
public enum KeyboardTraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data isn't a trace; the message says where and why (for example
    /// `layout.screen: missing key 'width'`).
    case unreadableJSON(String)
    /// The trace was written in a format version this package doesn't read.
    case unsupportedVersion(Int)

    /// A message naming what was wrong and where.
    public var description: String {
        switch self {
        case .unreadableJSON(let reason):
            return "the trace is not readable JSON of format version \(KeyboardTrace.currentVersion): \(reason)"
        case .unsupportedVersion(let version):
            return "version: \(version) is not a trace format version this package reads "
                + "(it reads version \(KeyboardTrace.currentVersion))"
        }
    }
}
