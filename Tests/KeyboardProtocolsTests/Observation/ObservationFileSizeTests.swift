import Foundation
import Testing

/// Issue 36: the registry split along the data flow (the input half, the registrations half) stays split. A file of
/// `Core/Observation` growing past 350 lines is the sign that one of them is becoming the package's hub again.
@Suite("The observation files stay small")
struct ObservationFileSizeTests {
    static let lineLimit = 350

    @Test("no file in Core/Observation is over 350 lines")
    func noObservationFileIsOverTheLimit() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/KeyboardProtocols/Core/Observation")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(files.count >= 2, "the input and registrations halves are in \(folder.path)")
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            // A file ending in a newline splits into one empty piece after it.
            let count = lines.last?.isEmpty == true ? lines.count - 1 : lines.count
            #expect(count <= Self.lineLimit, "\(file.lastPathComponent) has \(count) lines")
        }
    }
}
