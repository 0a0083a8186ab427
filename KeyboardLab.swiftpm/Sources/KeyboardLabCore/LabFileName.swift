import Foundation

/// The names of a session's two files: the trace (`KeyboardTraceRecorder`'s JSON) and its sidecar (device facts and
/// the layout guide's frames), which share one base name so a reader finds one from the other.
///
/// The base name is `<scenario>--<model>--<system>--<UTC time>`, each part made of letters, digits, `.`, `,`
/// and `-` only, so it is a valid file name everywhere and sorts by scenario:
///
/// ```swift
/// let name = LabFileName(scenario: "rest-per-orientation", model: "iPhone16,1", system: "iOS 18.2",
///                        date: Date(timeIntervalSince1970: 1_764_160_496))
/// name.trace    // "rest-per-orientation--iPhone16,1--iOS-18.2--20251126T123456Z.trace.json"
/// name.sidecar  // "rest-per-orientation--iPhone16,1--iOS-18.2--20251126T123456Z.lab.json"
/// ```
public struct LabFileName: Sendable, Hashable {
    /// The scenario's identifier.
    public let scenario: String
    /// The device model, as `utsname` names it (`iPhone16,1`), cleaned.
    public let model: String
    /// The system name and version (`iOS-18.2`), cleaned.
    public let system: String
    /// The UTC time the recording started, `yyyyMMdd'T'HHmmss'Z'`.
    public let stamp: String

    /// The suffix of a trace file.
    public static let traceSuffix = ".trace.json"
    /// The suffix of a sidecar file.
    public static let sidecarSuffix = ".lab.json"
    /// The separator between the parts of a base name.
    static let separator = "--"

    /// Names a session recorded now (or at `date`).
    public init(scenario: String, model: String, system: String, date: Date = Date()) {
        self.scenario = Self.cleaned(scenario)
        self.model = Self.cleaned(model)
        self.system = Self.cleaned(system)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        self.stamp = String(
            format: "%04d%02d%02dT%02d%02d%02dZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0, parts.second ?? 0)
    }

    /// Reads a trace or sidecar file name back; nil when it is neither or its base name has not four parts.
    public init?(fileName: String) {
        let base: Substring
        if fileName.hasSuffix(Self.traceSuffix) {
            base = fileName.dropLast(Self.traceSuffix.count)
        } else if fileName.hasSuffix(Self.sidecarSuffix) {
            base = fileName.dropLast(Self.sidecarSuffix.count)
        } else {
            return nil
        }
        let parts = base.components(separatedBy: Self.separator)
        guard parts.count == 4, parts.allSatisfy({ !$0.isEmpty && Self.cleaned($0) == $0 }) else { return nil }
        scenario = parts[0]
        model = parts[1]
        system = parts[2]
        stamp = parts[3]
    }

    /// The base name both files share.
    public var base: String {
        [scenario, model, system, stamp].joined(separator: Self.separator)
    }

    /// The trace file's name.
    public var trace: String { base + Self.traceSuffix }

    /// The sidecar file's name.
    public var sidecar: String { base + Self.sidecarSuffix }

    /// `text` with every character but letters, digits, `.` and `,` turned into `-`, runs of `-` made one, and no
    /// `-` at either end: `"iOS 18.2"` → `"iOS-18.2"`, `"iPad (A16)/x"` → `"iPad-A16-x"`.
    static func cleaned(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let kept =
                (scalar.value < 0x80 && CharacterSet.alphanumerics.contains(scalar)) || scalar == "." || scalar == ","
            if kept {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") {
                result += "-"
            }
        }
        while result.hasPrefix("-") { result.removeFirst() }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "unknown" : result
    }
}
