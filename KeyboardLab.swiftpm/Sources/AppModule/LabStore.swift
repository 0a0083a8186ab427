import Foundation
import KeyboardLabCore

/// A session the app recorded: its two files and what its check found.
struct LabRecordedSession: Identifiable {
    var id: String { name.base }
    let name: LabFileName
    let traceURL: URL
    let sidecarURL: URL
    /// ``LabReport``'s description: one line per invariant, then the findings.
    let report: String
}

/// The sessions recorded since launch. An `ObservableObject`: the Linux toolchain can't expand `@Observable`
/// against the iOS 17.0 SDK's macros, and the lab runs on iOS 16.
@MainActor
final class LabStore: ObservableObject {
    @Published private(set) var sessions: [LabRecordedSession] = []

    /// Where sessions are written: Documents/Sessions.
    let folder: URL = {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return documents.appendingPathComponent("Sessions", isDirectory: true)
    }()

    /// Writes a session's two files, checks it and lists it.
    ///
    /// - Returns: The session, or the error that stopped writing it.
    func save(trace: Data, sidecar: LabSidecar, name: LabFileName) throws -> LabRecordedSession {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let traceURL = folder.appendingPathComponent(name.trace)
        let sidecarURL = folder.appendingPathComponent(name.sidecar)
        try trace.write(to: traceURL, options: .atomic)
        try sidecar.json().write(to: sidecarURL, options: .atomic)
        let report: String
        do {
            report = try LabSession(traceJSON: trace, sidecarJSON: sidecar.json()).check().description
        } catch {
            report = "not checked: \(error)"
        }
        let session = LabRecordedSession(name: name, traceURL: traceURL, sidecarURL: sidecarURL, report: report)
        sessions.insert(session, at: 0)
        return session
    }
}
