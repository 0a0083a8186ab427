import Foundation
import KeyboardLabCore

/// A session in the app's folder: its two files and what its check found.
struct LabRecordedSession: Identifiable {
    var id: String { name.base }
    let name: LabFileName
    let traceURL: URL
    let sidecarURL: URL
    /// ``LabReport``'s description: one line per invariant, then the findings; or why the files can't be read.
    let report: String
    /// Stopped, or cut short when the app died while recording.
    let recording: LabSidecar.Recording
}

/// The sessions in `Documents/Sessions` (shown in the Files app: AdditionalInfo.plist), listed again at every launch,
/// and the recording armed for the next launch. An `ObservableObject`: the Linux toolchain can't expand
/// `@Observable` against the iOS 17.0 SDK's macros, and the lab runs on iOS 16.
@MainActor
final class LabStore: ObservableObject {
    @Published private(set) var sessions: [LabRecordedSession] = []
    /// Sessions the app died while recording, found at this launch.
    @Published private(set) var interrupted: [LabFileName] = []

    /// Where sessions are written: Documents/Sessions.
    let folder = LabSessionFolder(
        url: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("Sessions", isDirectory: true))

    /// The key of the scenario armed to record from the next launch.
    static let armedKey = "KeyboardLab.recordFromLaunch"

    init() {
        // Nothing records yet: a session still in progress is one the app died while writing.
        interrupted = (try? folder.markInterrupted()) ?? []
        reload()
    }

    /// Lists the folder's sessions again, newest first, each checked.
    func reload() {
        let names = (try? folder.sessions()) ?? []
        sessions = names.map { name in
            let report: String
            var recording = LabSidecar.Recording.stopped
            do {
                let session = try folder.session(name)
                recording = session.sidecar.recording ?? .stopped
                report = session.check().description
            } catch {
                report = "not checked: \(error)"
            }
            return LabRecordedSession(
                name: name, traceURL: folder.url.appendingPathComponent(name.trace),
                sidecarURL: folder.url.appendingPathComponent(name.sidecar), report: report, recording: recording)
        }
    }

    /// The session named `name`, once listed.
    func session(_ name: LabFileName) -> LabRecordedSession? {
        sessions.first { $0.name == name }
    }

    /// Arms `scenario` to record from the next launch, before its screen appears.
    func armForNextLaunch(_ scenario: LabScenario) {
        UserDefaults.standard.set(scenario.id, forKey: Self.armedKey)
    }

    /// The scenario armed at the last launch, disarmed as it is read (one launch records).
    func takeArmedScenario() -> LabScenario? {
        let id = UserDefaults.standard.string(forKey: Self.armedKey)
        UserDefaults.standard.removeObject(forKey: Self.armedKey)
        return id.flatMap(LabScenario.named)
    }
}
