import Foundation
import KeyboardLabCore
import KeyboardProtocols
import KeyboardProtocolsTesting
import Testing

/// An iPhone 11 (414 x 896 points, safe area 48 and 34) showing the published 346-point keyboard at 0 s and hiding
/// it at 2 s, as in the invariants' own tests; the sidecars below are test inputs, not recordings.
enum ShowAndHide {
    static let facts = LabDeviceFacts(
        model: "test", system: "iOS", idiom: "phone", screen: [414, 896], window: [0, 0, 414, 896],
        safeAreaInsets: [48, 0, 34, 0], orientation: "portrait", reduceMotion: false,
        prefersCrossFadeTransitions: false, hardwareKeyboard: false, fieldTraits: [:])

    static func trace() throws -> KeyboardTrace {
        func payload(from: Int, to: Int) -> String {
            """
            "userInfo": {"UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, \(from)}, {414, 346}}",
            "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, \(to)}, {414, 346}}",
            "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}
            """
        }
        let show = payload(from: 896, to: 550)
        let hide = payload(from: 550, to: 896)
        let json = """
            {"version": 3, "layout": {"screen": {"width": 414, "height": 896}, "safeAreaInsets": {"top": 48, "bottom": 34}},
             "events": [{"time": 0, "notification": "UIKeyboardWillChangeFrameNotification", \(show)},
                        {"time": 0, "notification": "UIKeyboardWillShowNotification", \(show)},
                        {"time": 2, "notification": "UIKeyboardWillChangeFrameNotification", \(hide)},
                        {"time": 2, "notification": "UIKeyboardWillHideNotification", \(hide)}]}
            """
        return try KeyboardTrace(json: Data(json.utf8))
    }

    /// The guide at rest up (top 550) and down (top 862, the safe area), sampled after each settles.
    static let guide: [LabSidecar.GuideFrame] = [
        .init(time: 1.0, x: 0, y: 550, width: 414, height: 346), .init(time: 3.0, x: 0, y: 862, width: 414, height: 34),
    ]

    static func check(_ invariant: LabInvariant, _ edit: (inout LabSidecar) -> Void) throws -> LabReport {
        var sidecar = LabSidecar(scenario: "chat-200-rows-120hz", device: facts, guideFrames: guide)
        edit(&sidecar)
        return LabSessionCheck.check(
            rows: KeyboardReplay.rows(for: try trace()), layout: try trace().layout, sidecar: sidecar,
            invariants: [invariant])
    }

    static func frames(_ name: String, _ samples: [[Double]]) -> LabTrack {
        LabTrack(name: name, fields: LabTrack.frameFields, samples: samples)
    }
}

@Suite("What the screens record, checked at rest and frame by frame")
struct TrackInvariantTests {
    @Test("A newest row missing for two 120 Hz frames after it was drawn is a vanished row, with when and how long")
    func rowsVanish() throws {
        let report = try ShowAndHide.check(.rowsStayDrawn) {
            $0.tracks = [
                ShowAndHide.frames(
                    LabTrack.newestRow,
                    [[0.0, 0, 700, 414, 44], [0.1], [0.108], [0.117, 0, 400, 414, 44]])
            ]
        }
        #expect(report.checked[.rowsStayDrawn] == 4)
        #expect(
            report.findings.map(\.message) == ["from 0.100 to 0.108 s the newest row was not drawn (2 display frames)"])
    }

    @Test("A row not drawn before it first was (scrolled out at the start) is not a vanished row")
    func rowsNotYetDrawn() throws {
        let report = try ShowAndHide.check(.rowsStayDrawn) {
            $0.tracks = [ShowAndHide.frames(LabTrack.newestRow, [[0.0], [0.1, 0, 700, 414, 44]])]
        }
        #expect(report.findings.isEmpty)
    }

    @Test("A session without the track its question needs says it can't answer, rather than passing")
    func missingTrack() throws {
        let report = try ShowAndHide.check(.rowsStayDrawn) { _ in }
        #expect(
            report.findings.map(\.message) == [
                "the session has no 'chat.newestRow' track: it can't answer the scenario's question"
            ])
    }

    @Test("A bottom inset back to 0 after the hide is no ghost space; 40 points left over is")
    func ghostSpace() throws {
        func inset(after: Double) -> LabTrack {
            LabTrack(
                name: LabTrack.contentInset, fields: ["top", "left", "bottom", "right"],
                samples: [[0, 0, 0, 0, 0], [1.0, 0, 0, 312, 0], [3.0, 0, 0, after, 0]])
        }
        let clean = try ShowAndHide.check(.noGhostSpace) { $0.tracks = [inset(after: 0)] }
        #expect(clean.checked[.noGhostSpace] == 1)
        #expect(clean.findings.isEmpty)
        let ghost = try ShowAndHide.check(.noGhostSpace) { $0.tracks = [inset(after: 40)] }
        #expect(
            ghost.findings.map(\.message) == [
                "at rest after 2.000 s, the keyboard hidden, the chat's bottom inset was 40 pt; 0 pt before the "
                    + "keyboard first showed"
            ])
    }

    @Test("A 44-point accessory above the 346 points heard is not covered; one inside them is")
    func accessory() throws {
        let above = try ShowAndHide.check(.accessoryCovered) {
            $0.tracks = [ShowAndHide.frames(LabTrack.accessory, [[1.0, 0, 506, 414, 44]])]
        }
        #expect(
            above.findings.map(\.message) == [
                "at rest after 0.000 s observers heard 346 pt and the accessory's top was 390 pt above the screen's "
                    + "bottom"
            ])
        let inside = try ShowAndHide.check(.accessoryCovered) {
            $0.tracks = [ShowAndHide.frames(LabTrack.accessory, [[1.0, 0, 550, 414, 44]])]
        }
        #expect(inside.checked[.accessoryCovered] == 1)
        #expect(inside.findings.isEmpty)
    }

    @Test("A composer ending on the guide's top clears the keyboard; one 50 points lower doesn't")
    func viewsAtRest() throws {
        let onTop = try ShowAndHide.check(.viewsClearKeyboard) {
            $0.tracks = [ShowAndHide.frames("view.composer", [[1.0, 0, 498, 414, 52]])]
        }
        #expect(onTop.checked[.viewsClearKeyboard] == 1)
        #expect(onTop.findings.isEmpty)
        let below = try ShowAndHide.check(.viewsClearKeyboard) {
            $0.tracks = [ShowAndHide.frames("view.composer", [[1.0, 0, 548, 414, 52]])]
        }
        #expect(
            below.findings.map(\.message) == [
                "at rest after 0.000 s view.composer's bottom was at 600 pt, below the layout guide's top at 550 pt"
            ])
    }

    @Test("An environment overlap of 346 matches what was heard; 312 (the safe area taken off) doesn't")
    func environment() throws {
        func overlap(_ value: Double) -> LabTrack {
            LabTrack(name: LabTrack.environmentOverlap, fields: ["overlap"], samples: [[1.0, value], [3.0, 0]])
        }
        let matching = try ShowAndHide.check(.environmentMatchesHeard) { $0.tracks = [overlap(346)] }
        #expect(matching.checked[.environmentMatchesHeard] == 2)
        #expect(matching.findings.isEmpty)
        let short = try ShowAndHide.check(.environmentMatchesHeard) { $0.tracks = [overlap(312)] }
        #expect(
            short.findings.map(\.message) == [
                "at rest after 0.000 s observers heard 346 pt and @Environment(\\.keyboard) read an overlap of 312 pt"
            ])
    }

    @Test("A keyboard drawn where the guide is matches; one drawn 10 points lower at rest doesn't")
    func presented() throws {
        let drawn = try ShowAndHide.check(.presentedMatchesGuide) { $0.presentedGuideFrames = ShowAndHide.guide }
        #expect(drawn.checked[.presentedMatchesGuide] == 2)
        #expect(drawn.findings.isEmpty)
        let lower = try ShowAndHide.check(.presentedMatchesGuide) {
            $0.presentedGuideFrames = [.init(time: 1.0, x: 0, y: 560, width: 414, height: 336)]
        }
        #expect(
            lower.findings.map(\.message) == [
                "at rest after 0.000 s the keyboard's top was drawn at 560 pt and laid out at 550 pt"
            ])
    }
}

@Suite("Known issues: a session that shows a bug lands, and says when it is fixed")
struct KnownIssueTests {
    static let name = LabFileName(
        scenario: "chat-200-rows-120hz", model: "iPhone17,1", system: "iOS 26.1",
        date: Date(timeIntervalSince1970: 1_764_160_496))
    static let finding = LabFinding(
        invariant: .noGhostSpace,
        message: "at rest after 2.000 s, the keyboard hidden, the chat's bottom inset was 40 pt; 0 pt before")
    static let issue = LabKnownIssue(
        session: name.base, invariant: .noGhostSpace, finding: "bottom inset was 40 pt", issue: "#39: ghost space")

    @Test("A finding a known issue names is known, one it doesn't is unexpected")
    func knownAndUnexpected() {
        let other = LabFinding(invariant: .noSnap, message: "at 0.000 s observers heard 0 → 346 pt at once")
        let triage = LabKnownIssues([Self.issue]).triage(
            LabReport(findings: [Self.finding, other]), session: Self.name)
        #expect(triage.known == [LabTriage.Known(issue: Self.issue, finding: Self.finding)])
        #expect(triage.unexpected == [other])
        #expect(triage.fixed.isEmpty)
    }

    @Test("A known issue the session no longer shows is fixed; another session's is not this one's")
    func fixed() {
        let elsewhere = LabKnownIssue(
            session: "glass-composer--iPhone17,1--iOS-26.1--20251126T123456Z", invariant: .noSnap, finding: "at once",
            issue: "#40")
        let triage = LabKnownIssues([Self.issue, elsewhere]).triage(LabReport(), session: Self.name)
        #expect(triage.fixed == [Self.issue])
        #expect(triage.known.isEmpty && triage.unexpected.isEmpty)
    }

    @Test("The same words under another invariant are not the known issue")
    func invariantMatters() {
        let finding = LabFinding(invariant: .restMatchesGuide, message: Self.finding.message)
        let triage = LabKnownIssues([Self.issue]).triage(LabReport(findings: [finding]), session: Self.name)
        #expect(triage.unexpected == [finding])
        #expect(triage.fixed == [Self.issue])
    }

    @Test("A list written is the list read")
    func roundTrip() throws {
        let list = LabKnownIssues([Self.issue])
        #expect(try LabKnownIssues(json: list.json()) == list)
    }

    @Test("A known issue naming no session file, or no issue, is refused, naming the key and the value")
    func refused() {
        var unnamed = Self.issue
        unnamed.session = "chat-200-rows-120hz"
        #expect(
            throws: LabFileError.invalid(
                key: "knownIssues[0].session", value: "chat-200-rows-120hz",
                expected: "a session's base name, <scenario>--<model>--<system>--<time>")
        ) {
            try LabKnownIssues(json: LabKnownIssues([unnamed]).json())
        }
        var untracked = Self.issue
        untracked.issue = " "
        #expect(
            throws: LabFileError.invalid(key: "knownIssues[0].issue", value: " ", expected: "where the bug is tracked")
        ) {
            try LabKnownIssues(json: LabKnownIssues([untracked]).json())
        }
    }
}

@Suite("The sessions folder: written as they go, listed after a relaunch")
struct SessionFolderTests {
    static func temporaryFolder() -> LabSessionFolder {
        LabSessionFolder(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("lab-\(UUID().uuidString)/Sessions"))
    }

    static func name(_ seconds: Double, scenario: String = "chat-200-rows-120hz") -> LabFileName {
        LabFileName(
            scenario: scenario, model: "iPhone17,1", system: "iOS 26.1", date: Date(timeIntervalSince1970: seconds))
    }

    static func write(_ folder: LabSessionFolder, _ name: LabFileName, _ recording: LabSidecar.Recording) throws {
        var sidecar = LabSidecar(scenario: name.scenario, device: ShowAndHide.facts)
        sidecar.recording = recording
        try folder.write(trace: ShowAndHide.trace().json(), sidecar: sidecar, name: name)
    }

    @Test("A folder not created yet lists no sessions")
    func empty() throws {
        #expect(try Self.temporaryFolder().sessions().isEmpty)
    }

    @Test("Sessions written are listed newest first and read back; a trace without its sidecar is not listed")
    func listed() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url.deletingLastPathComponent()) }
        try Self.write(folder, Self.name(1_764_160_496), .stopped)
        try Self.write(folder, Self.name(1_764_160_900), .stopped)
        try Data("{}".utf8).write(to: folder.url.appendingPathComponent(Self.name(1_764_161_000).trace))
        #expect(try folder.sessions() == [Self.name(1_764_160_900), Self.name(1_764_160_496)])
        let session = try folder.session(Self.name(1_764_160_496))
        #expect(session.sidecar.recording == .stopped)
        #expect(session.trace.events.count == 4)
    }

    @Test("At launch a session still in progress is marked interrupted; a stopped one is left as it was")
    func interrupted() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url.deletingLastPathComponent()) }
        try Self.write(folder, Self.name(1_764_160_496), .inProgress)
        try Self.write(folder, Self.name(1_764_160_900), .stopped)
        #expect(try folder.markInterrupted() == [Self.name(1_764_160_496)])
        #expect(try folder.session(Self.name(1_764_160_496)).sidecar.recording == .interrupted)
        #expect(try folder.session(Self.name(1_764_160_900)).sidecar.recording == .stopped)
        #expect(try folder.markInterrupted().isEmpty)
    }

    @Test("A checkpoint is due at 0, 1.0 and 2.05 s, not at 0.5 or 1.9: a crash loses at most a second")
    func checkpoint() {
        var checkpoint = LabCheckpoint()
        #expect([0, 0.5, 1.0, 1.9, 2.05].map { checkpoint.isDue(at: $0) } == [true, false, true, false, true])
    }
}

@Suite("The sidecar's recorded extras")
struct SidecarExtrasTests {
    @Test("Tracks, events, the presented guide, the display rate and the recording state are written and read back")
    func roundTrip() throws {
        var sidecar = LabSidecar(scenario: "chat-200-rows-120hz", device: ShowAndHide.facts)
        sidecar.recording = .stopped
        sidecar.displayRate = 120
        sidecar.presentedGuideFrames = [.init(time: 0.008, x: 0, y: 880, width: 414, height: 16)]
        sidecar.tracks = [ShowAndHide.frames(LabTrack.newestRow, [[0.008, 0, 700, 414, 44], [0.017]])]
        sidecar.events = [LabEvent(time: 0.5, kind: .focusBegan, subject: "UITextView", detail: "Message")]
        #expect(try LabSidecar(json: sidecar.json()) == sidecar)
    }

    @Test("A sidecar of the first files, without the extras, reads with none of them")
    func firstFiles() throws {
        let sidecar = try LabSidecar(
            json: LabSidecar(scenario: "rest-per-orientation", device: ShowAndHide.facts).json())
        #expect(sidecar.recording == nil && sidecar.tracks == nil && sidecar.events == nil)
    }

    @Test("A track sample with the wrong count of numbers is refused, naming the sample and the fields")
    func wrongSample() {
        var sidecar = LabSidecar(scenario: "chat-200-rows-120hz", device: ShowAndHide.facts)
        sidecar.tracks = [ShowAndHide.frames(LabTrack.newestRow, [[0.008, 0, 700]])]
        #expect(
            throws: LabFileError.invalid(
                key: "tracks[0].samples[0]", value: "[0.008, 0.0, 700.0]",
                expected: "[time] or [time, x, y, width, height], finite numbers")
        ) {
            try LabSidecar(json: sidecar.json())
        }
    }

    @Test("Events out of time order are refused, naming the event")
    func eventsInOrder() {
        var sidecar = LabSidecar(scenario: "chat-200-rows-120hz", device: ShowAndHide.facts)
        sidecar.events = [
            LabEvent(time: 1, kind: .option, subject: "behavior", detail: "always"),
            LabEvent(time: 0.5, kind: .option, subject: "behavior", detail: "never"),
        ]
        #expect(
            throws: LabFileError.invalid(
                key: "events[1].time", value: "0.5",
                expected: "seconds since the recording started, 0 or more, in order")
        ) {
            try LabSidecar(json: sidecar.json())
        }
    }
}
