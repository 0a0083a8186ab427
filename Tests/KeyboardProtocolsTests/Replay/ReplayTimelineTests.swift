import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting
@testable import KeyboardReplayCommand

/// `keyboard-replay --timeline`: the lines it draws, and every KeyboardLab session it reads.
@Suite("keyboard-replay's SVG timeline")
struct ReplayTimelineTests {
    /// iPhone 11: 414 x 896 points, 34 of home indicator; the published will-show to 346 points.
    static let layout = KeyboardTrace.Layout(
        screen: .init(width: 414, height: 896), safeAreaInsets: .init(top: 48, bottom: 34))

    static let labSessions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("KeyboardLab.swiftpm/Tests/KeyboardLabCoreTests/Sessions")

    static func labTraces() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: labSessions.path)
            .filter { $0.hasSuffix(".trace.json") }.sorted()
    }

    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString)-\(name)").path
    }

    static func show(duration: Double, time: Double = 0) -> [KeyboardTrace.Event] {
        let userInfo: [String: KeyboardTrace.Value] = [
            "UIKeyboardFrameBeginUserInfoKey": .printed("NSRect: {{0, 896}, {414, 346}}"),
            "UIKeyboardFrameEndUserInfoKey": .printed("NSRect: {{0, 550}, {414, 346}}"),
            "UIKeyboardAnimationDurationUserInfoKey": .number(duration),
            "UIKeyboardAnimationCurveUserInfoKey": .number(7),
        ]
        return [
            KeyboardTrace.Event(notification: "UIKeyboardWillChangeFrameNotification", userInfo: userInfo, time: time),
            KeyboardTrace.Event(notification: "UIKeyboardWillShowNotification", userInfo: userInfo, time: time),
        ]
    }

    /// A sidecar with guide frames given as heights above the screen's bottom: test inputs, not recordings.
    static func sidecar(_ heights: [(Double, Double)]) -> LabSidecarReading {
        LabSidecarReading(
            version: 1, scenario: "rest-per-orientation", provenance: "assembled",
            device: .init(model: "test", system: "iOS"),
            guideFrames: heights.map { .init(time: $0.0, frame: [0, 896 - $0.1, 414, $0.1]) })
    }

    // MARK: - The lines

    @Test("A keyboard spring from 0 to 346 points is at 94.2 % (326 points) after 0.25 s and at rest after 0.51 s")
    func springLine() {
        let line = TimelineOutput.line(
            [.init(time: 0, height: 346, motion: .spring(.keyboard))], initial: 0, start: 0, end: 1)
        #expect(abs(TimelineOutput.height(of: line, at: 0.25) - 346 * 0.942_038) < 0.5)
        #expect(TimelineOutput.height(of: line, at: 0.6) == 346)
        #expect(line.allSatisfy { $0.height <= 346 }, "the keyboard spring is critically damped: no bounce")
    }

    @Test("A hide 0.1 s into a show starts where the show got to, as .beginFromCurrentState does")
    func interruptedLine() {
        let line = TimelineOutput.line(
            [
                .init(time: 0, height: 346, motion: .spring(.keyboard)),
                .init(time: 0.1, height: 0, motion: .spring(.keyboard)),
            ], initial: 0, start: 0, end: 1)
        let reached = 346 * KeyboardSpring.keyboard.fractionComplete(at: 0.1)
        #expect(abs(TimelineOutput.height(of: line, at: 0.1) - reached) < 0.01)
        #expect(line.allSatisfy { $0.height <= reached + 0.01 })
        #expect(TimelineOutput.height(of: line, at: 0.9) == 0)
    }

    @Test("An immediate move is a vertical step")
    func immediateLine() {
        let line = TimelineOutput.line(
            [.init(time: 0.5, height: 55, motion: .immediate)], initial: 0, start: 0, end: 1)
        #expect(TimelineOutput.height(of: line, at: 0.49) == 0)
        #expect(TimelineOutput.height(of: line, at: 0.5) == 55)
    }

    // MARK: - Snaps and gaps

    @Test("The embedded iPad session draws no snap and no gap: observers hear what the keyboard does")
    func embeddedSessionIsClean() {
        let rows = KeyboardReplay(layout: DefaultSession.layout).rows(for: DefaultSession.trace.events)
        let model = TimelineOutput.model(rows: rows, layout: DefaultSession.layout, guide: nil)
        #expect(model.snaps.isEmpty)
        #expect(model.gaps.isEmpty)
        #expect(!model.keyboardFromGuide)
        #expect(model.rests.map(\.height).last == 0)
    }

    @Test("A show heard at once while the layout guide moved through 180 points is a snap")
    func snapAgainstGuide() {
        let rows = KeyboardReplay(layout: Self.layout).rows(for: Self.show(duration: 0))
        let guide = Self.sidecar([(0, 34), (0.05, 120), (0.1, 180), (0.3, 340), (0.6, 346)]).guideFrames
        let model = TimelineOutput.model(rows: rows, layout: Self.layout, guide: guide)
        #expect(model.snaps.count == 1)
        #expect(model.snaps.first?.to == 346)
        // The same show with the payload's own duration 0 and no guide: the keyboard jumped too, no snap.
        #expect(TimelineOutput.model(rows: rows, layout: Self.layout, guide: nil).snaps.isEmpty)
    }

    @Test("A layout guide at rest 44 points above the moved views is a gap of 44 points")
    func gapAgainstGuide() {
        let rows = KeyboardReplay(layout: Self.layout).rows(for: Self.show(duration: 0.25))
        let guide = Self.sidecar([(0.3, 380), (0.9, 390), (1.0, 390)]).guideFrames
        let model = TimelineOutput.model(rows: rows, layout: Self.layout, guide: guide)
        #expect(model.gaps.count == 1)
        #expect(model.gaps.first.map { $0.keyboard - $0.views } == 44)
    }

    @Test("A layout guide that goes to 352 points on its way to 346 is a bounce of 6 points; one that doesn't, none")
    func bounceAgainstGuide() {
        let rows = KeyboardReplay(layout: Self.layout).rows(for: Self.show(duration: 0.25))
        let bouncing = Self.sidecar([(0.1, 250), (0.2, 352), (0.3, 344), (0.6, 346)]).guideFrames
        let model = TimelineOutput.model(rows: rows, layout: Self.layout, guide: bouncing)
        #expect(model.bounces.count == 1)
        #expect(model.bounces.first.map { ($0.time, $0.overshoot) } ?? (0, 0) == (0.2, 6))
        let settling = Self.sidecar([(0.1, 250), (0.2, 330), (0.3, 345.5), (0.6, 346)]).guideFrames
        #expect(TimelineOutput.model(rows: rows, layout: Self.layout, guide: settling).bounces.isEmpty)
    }

    // MARK: - The command

    @Test("--timeline writes the embedded session's SVG with the keyboard, what observers heard and the turns")
    func writesTheEmbeddedSession() throws {
        let path = temporaryPath("timeline.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = KeyboardReplayCommand.run(arguments: ["--timeline", path])
        #expect(outcome.status == 0)
        #expect(outcome.output == "Wrote the timeline of 16 events to \(path)\n")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("id=\"keyboard\"") && svg.contains("id=\"heard\""))
        #expect(svg.contains(">wCF+wS</text>"))
        #expect(!svg.contains(">snap</text>"))
    }

    @Test("Printed dumps carry no times: the timeline draws them one second apart and says so")
    func untimedDumps() throws {
        let path = temporaryPath("dumps.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let dumps = """
            UIKeyboardWillShowNotification
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 216}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardAnimationCurveUserInfoKey = 7;
            UIKeyboardWillHideNotification
                UIKeyboardFrameBeginUserInfoKey = NSRect: {{0, 409}, {375, 258}};
                UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 667}, {375, 258}};
                UIKeyboardAnimationDurationUserInfoKey = 0.25;
                UIKeyboardAnimationCurveUserInfoKey = 7;
            """
        let outcome = KeyboardReplayCommand.run(
            arguments: ["-", "--timeline", path], standardInput: { _ in Data(dumps.utf8) })
        #expect(outcome.status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("no times in the input: events drawn one second apart"))
        #expect(svg.contains(">wS</text>") && svg.contains(">wH</text>"))
    }

    @Test(
        "--timeline conflicts are usage errors",
        arguments: [
            (["--timeline", "a.svg", "--json"], "--json does not go with --timeline"),
            (["--timeline", "a.svg", "--curve"], "--timeline draws a replayed session: it does not go with --curve"),
        ])
    func conflicts(arguments: [String], message: String) {
        let outcome = KeyboardReplayCommand.run(arguments: arguments)
        #expect(outcome.status == 2)
        #expect(outcome.errorOutput.hasPrefix("keyboard-replay: \(message)"))
    }

    @Test("--timeline into a missing folder exits 1 naming the path")
    func unwritable() {
        let outcome = KeyboardReplayCommand.run(arguments: ["--timeline", "/nonexistent-folder/t.svg"])
        #expect(outcome.status == 1)
        #expect(
            outcome.errorOutput
                == "keyboard-replay: --timeline: cannot write '/nonexistent-folder/t.svg': there is no folder "
                + "'/nonexistent-folder'\n")
    }

    // MARK: - KeyboardLab sessions

    @Test("keyboard-replay reads every KeyboardLab session, its trace and its sidecar", arguments: try labTraces())
    func readsEveryLabSession(_ file: String) throws {
        let trace = Self.labSessions.appendingPathComponent(file).path
        let table = KeyboardReplayCommand.run(arguments: [trace])
        #expect(table.status == 0)
        #expect(table.output.hasPrefix("KeyboardLab session '"))
        let sidecar = String(trace.dropLast(".trace.json".count)) + ".lab.json"
        #expect(KeyboardReplayCommand.run(arguments: [sidecar]).output == table.output)

        let path = temporaryPath("lab.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let drawn = KeyboardReplayCommand.run(arguments: [sidecar, "--timeline", path])
        #expect(drawn.status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("KeyboardLab session '"))
    }

    /// Replays the embedded session as a lab session with `sidecarJSON` beside it, in a folder of its own.
    private func replayBeside(sidecarJSON: String) throws -> (KeyboardReplayCommand.Outcome, sidecar: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("x--m--s--t.trace.json")
        try DefaultSession.trace.json().write(to: trace)
        let sidecar = folder.appendingPathComponent("x--m--s--t.lab.json")
        try Data(sidecarJSON.utf8).write(to: sidecar)
        return (KeyboardReplayCommand.run(arguments: [trace.path]), sidecar)
    }

    @Test("A sidecar of another version is refused, naming the file and the value")
    func sidecarVersion() throws {
        let (outcome, sidecar) = try replayBeside(
            sidecarJSON:
                #"{"version": 2, "scenario": "x", "provenance": "device", "device": {"model": "m", "system": "s"}, "guideFrames": []}"#
        )
        #expect(outcome.status == 1)
        #expect(outcome.errorOutput == "keyboard-replay: '\(sidecar.path)': version: '2' is not 1, the one it reads\n")
    }

    // MARK: - What the lab records beside the guide

    /// A chat on the iPhone 11 with its composer moved above the 346-point keyboard: the composer's frame ends 346
    /// points above the screen's bottom (y 498 + 52 = 550), the newest row's at 412 (y 440 + 44), scrolled out
    /// (absent) for one frame; the chat's offset, inset and content size; a focus, an option and what a screen heard.
    static var chatSidecar: LabSidecarReading {
        var sidecar = sidecar([(0.1, 200), (0.3, 340), (0.6, 346)])
        sidecar.presentedGuideFrames = [
            .init(time: 0.1, frame: [0, 720, 414, 176]), .init(time: 0.3, frame: [0, 552, 414, 344]),
        ]
        sidecar.tracks = [
            .init(
                name: "chat.newestRow", fields: ["x", "y", "width", "height"],
                samples: [[0.1, 0, 700, 414, 44], [0.2], [0.3, 0, 460, 414, 44], [0.6, 0, 440, 414, 44]]),
            .init(
                name: "view.composer", fields: ["x", "y", "width", "height"],
                samples: [[0.1, 0, 810, 414, 52], [0.6, 0, 498, 414, 52]]),
            .init(name: "chat.contentOffset", fields: ["x", "y"], samples: [[0.1, 0, 3200], [0.6, 0, 3512]]),
            .init(
                name: "chat.contentInset", fields: ["top", "left", "bottom", "right"],
                samples: [[0.1, 48, 0, 86, 0], [0.6, 48, 0, 398, 0]]),
            .init(
                name: "chat.contentSize", fields: ["width", "height"], samples: [[0.1, 414, 4400], [0.6, 414, 4400]]),
        ]
        sidecar.events = [
            .init(time: 0, kind: "focusBegan", subject: "UITextView", detail: "Message, keyboardType 0"),
            .init(time: 0, kind: "option", subject: "scroll behavior", detail: "keepsLatestMessage"),
            .init(time: 0, kind: "heard", subject: "Long chat", detail: "346 over 0.25 s"),
        ]
        return sidecar
    }

    @Test("The timeline draws the probe as drawn, the newest row broken where it was absent, and where views ended")
    func drawsTheLabTracks() {
        let rows = KeyboardReplay(layout: Self.layout).rows(for: Self.show(duration: 0.25))
        let svg = TimelineOutput.svg(rows: rows, layout: Self.layout, source: "chat", sidecar: Self.chatSidecar)
        #expect(svg.contains("<polyline id=\"presented\""))
        #expect(svg.contains("id=\"chat.newestRow-0\"") && svg.contains("id=\"chat.newestRow-1\""))
        #expect(!svg.contains("id=\"chat.newestRow-2\""))
        #expect(svg.contains(">composer ended at 346 pt</text>"))
        #expect(svg.contains("newest row&apos;s bottom") || svg.contains("newest row's bottom"))
    }

    @Test("Under the plot: the chat's offset, inset and content height, and the lab's focus, option and heard events")
    func drawsTheChatAndTheLabEvents() {
        let rows = KeyboardReplay(layout: Self.layout).rows(for: Self.show(duration: 0.25))
        let svg = TimelineOutput.svg(rows: rows, layout: Self.layout, source: "chat", sidecar: Self.chatSidecar)
        #expect(svg.contains("height=\"935\""))
        #expect(svg.contains("chat (points): content offset y, adjusted inset bottom, content height; from 0 to 4400"))
        #expect(svg.contains(">adjusted inset bottom 398</text>"))
        #expect(svg.contains(">focus UITextView Message, keyboardType 0</text>"))
        #expect(svg.contains(">scroll behavior = keepsLatestMessage</text>"))
        #expect(svg.contains(">Long chat heard 346 over 0.25 s</text>"))
    }

    @Test("A sidecar without tracks or events draws as before: 675 points high, no lab panels")
    func plainSidecarDrawsAsBefore() {
        let rows = KeyboardReplay(layout: Self.layout).rows(for: Self.show(duration: 0.25))
        let svg = TimelineOutput.svg(
            rows: rows, layout: Self.layout, source: "plain", sidecar: Self.sidecar([(0.6, 346)]))
        #expect(svg.contains("height=\"675\""))
        #expect(!svg.contains("chat (points)") && !svg.contains("lab events"))
    }

    @Test("A track sample that is not [time] or [time, one number per field] is refused, naming the file and the key")
    func badTrackSample() throws {
        let (outcome, _) = try replayBeside(
            sidecarJSON: #"""
                {"version": 1, "scenario": "x", "provenance": "device", "device": {"model": "m", "system": "s"},
                 "guideFrames": [], "tracks": [{"name": "chat.contentOffset", "fields": ["x", "y"], "samples": [[0.1, 0]]}]}
                """#)
        #expect(outcome.status == 1)
        #expect(outcome.errorOutput.contains("tracks[0].samples[0]: [0.1, 0.0] is not [time] or [time, x, y]"))
    }
}
