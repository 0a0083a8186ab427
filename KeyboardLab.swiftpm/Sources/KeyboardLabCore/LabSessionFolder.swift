import Foundation

/// The folder a lab's sessions live in (the app's `Documents/Sessions`, or `Tests/KeyboardLabCoreTests/Sessions`):
/// writing a session's two files as it goes, listing the sessions after a relaunch, and marking the ones the app
/// died while writing.
///
/// ```swift
/// let folder = LabSessionFolder(url: documents.appendingPathComponent("Sessions"))
/// let interrupted = try folder.markInterrupted()  // at launch: sessions still in progress were cut short
/// for name in try folder.sessions() { print(name.base) }  // newest first
/// ```
public struct LabSessionFolder: Sendable {
    /// The folder.
    public let url: URL

    /// A folder of sessions at `url` (created when the first session is written).
    public init(url: URL) {
        self.url = url
    }

    /// Writes a session's two files, each replaced at once (a crash leaves the previous write whole).
    public func write(trace: Data, sidecar: LabSidecar, name: LabFileName) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try trace.write(to: url.appendingPathComponent(name.trace), options: .atomic)
        try sidecar.json().write(to: url.appendingPathComponent(name.sidecar), options: .atomic)
    }

    /// The sessions whose two files are both in the folder, newest first (then by base name); none when the folder
    /// doesn't exist yet.
    public func sessions() throws -> [LabFileName] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: url.path))
        return
            files
            .compactMap { $0.hasSuffix(LabFileName.traceSuffix) ? LabFileName(fileName: $0) : nil }
            .filter { files.contains($0.sidecar) }
            .sorted { ($0.stamp, $1.base) > ($1.stamp, $0.base) }
    }

    /// Reads a session's two files.
    ///
    /// - Throws: ``LabFileError`` naming the file and what is wrong in it.
    public func session(_ name: LabFileName) throws(LabFileError) -> LabSession {
        let trace: Data
        let sidecar: Data
        do {
            trace = try Data(contentsOf: url.appendingPathComponent(name.trace))
            sidecar = try Data(contentsOf: url.appendingPathComponent(name.sidecar))
        } catch {
            throw .unreadable(file: name.base, reason: error.localizedDescription)
        }
        return try LabSession(traceJSON: trace, sidecarJSON: sidecar)
    }

    /// Marks every session still in progress as interrupted: called at launch, before anything records, when no
    /// session can be in progress but one the app died while writing.
    ///
    /// - Returns: The sessions marked.
    public func markInterrupted() throws -> [LabFileName] {
        var marked: [LabFileName] = []
        for name in try sessions() {
            let file = url.appendingPathComponent(name.sidecar)
            guard var sidecar = try? LabSidecar(json: Data(contentsOf: file)), sidecar.recording == .inProgress
            else { continue }
            sidecar.recording = .interrupted
            try sidecar.json().write(to: file, options: .atomic)
            marked.append(name)
        }
        return marked
    }
}

/// When a recording writes its files again: at most once per ``interval``, so a crash loses at most the last
/// interval of a session while a long one is not rewritten on every display frame.
///
/// ```swift
/// var checkpoint = LabCheckpoint()
/// if checkpoint.isDue(at: now) { try folder.write(…) }
/// ```
public struct LabCheckpoint: Sendable, Equatable {
    /// Seconds between two writes.
    public var interval: TimeInterval
    /// When the last write was due; nil before the first.
    public private(set) var last: TimeInterval?

    /// A checkpoint every `interval` seconds (one, by default).
    public init(interval: TimeInterval = 1) {
        self.interval = interval
    }

    /// Whether a write is due at `time` (seconds on any clock that only goes forward); when it is, `time` becomes
    /// the last write's.
    public mutating func isDue(at time: TimeInterval) -> Bool {
        if let last, time - last < interval { return false }
        last = time
        return true
    }
}
