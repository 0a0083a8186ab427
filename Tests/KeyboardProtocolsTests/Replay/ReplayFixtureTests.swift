import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

/// The shared fixtures folder, `<repo>/../shared/fixtures` (beside the clone, as CI lays it out), or one level
/// further up for a git worktree kept in a folder of worktrees; nil when neither exists.
private let sharedFixturesFolder: URL? = {
    let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Replay
        .deletingLastPathComponent()  // KeyboardProtocolsTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository
    let candidates = [
        repository.deletingLastPathComponent().appendingPathComponent("shared/fixtures"),
        repository.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures"),
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("README.md").path) }
}()

@Suite("The published fixtures")
struct ReplayFixtureTests {
    @Test(
        "the embedded fixtures equal the files in shared/fixtures byte for byte",
        .enabled(if: sharedFixturesFolder != nil, "shared/fixtures is not beside the repository"))
    func embeddedEqualShared() throws {
        let folder = try #require(sharedFixturesFolder)
        for fixture in ReplayFixtures.all {
            let shared = try Data(contentsOf: folder.appendingPathComponent(fixture.fileName))
            #expect(shared == Data(fixture.text.utf8), "\(fixture.fileName)")
        }
    }

    @Test(
        "each fixture reads with curve 7, duration 0.25 and its published end frame",
        arguments: [
            (ReplayFixtures.objcWillShow, CGRect(x: 0, y: 451, width: 375, height: 216)),
            (ReplayFixtures.swiftWillShow, CGRect(x: 0, y: 550, width: 414, height: 346)),
            (ReplayFixtures.objcUnquotedWillHide, CGRect(x: 0, y: 667, width: 375, height: 258)),
        ])
    func publishedValues(text: String, endFrame: CGRect) throws {
        let change = try KeyboardPrintedPayload.frameChange(from: text)
        #expect(change.animationCurve == 7)
        #expect(change.animationDuration == 0.25)
        #expect(change.endFrame == endFrame)
        #expect(change.isLocal == true)
        #expect(change.recoveredErrors.isEmpty)
    }

    @Test(
        "each fixture replays as it was printed: the payload's 0.25 s and curve 7, heard as said, nothing recovered",
        arguments: [
            (ReplayFixtures.objcWillShow, KeyboardTrace.Size(width: 375, height: 667)),
            (ReplayFixtures.swiftWillShow, KeyboardTrace.Size(width: 414, height: 896)),
            (ReplayFixtures.objcUnquotedWillHide, KeyboardTrace.Size(width: 375, height: 667)),
        ])
    func replayedAsPrinted(text: String, screen: KeyboardTrace.Size) throws {
        let rows = KeyboardReplay.rows(
            for: KeyboardTrace(
                layout: KeyboardTrace.Layout(screen: screen), events: KeyboardPrintedPayload.events(in: text)))
        let row = try #require(rows.first)
        let payload = try #require(row.payload)
        #expect(payload.animationDuration == 0.25)
        #expect(payload.animationCurve == 7)
        #expect(payload.recoveredErrors.isEmpty)
        #expect(row.isDelivered)
        #expect(row.change == payload)
    }

    @Test("each fixture holds eight entries, the centers and bounds included, as one event")
    func eightEntries() {
        for fixture in ReplayFixtures.all {
            let events = KeyboardPrintedPayload.events(in: fixture.text)
            #expect(events.count == 1, "\(fixture.fileName)")
            #expect(events.first?.userInfo.count == 8, "\(fixture.fileName)")
        }
    }
}
