import Foundation
import KeyboardLabCore
import KeyboardProtocols
import KeyboardProtocolsTesting
import Testing

/// The contributed sessions in `Sessions/`: each is replayed on Linux against its scenario's invariants.
@Suite("Contributed device sessions")
struct SessionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")

    static func sessionNames() throws -> [LabFileName] {
        try LabSessionFolder(url: folder).sessions()
    }

    static func session(_ name: LabFileName) throws -> LabSession {
        try LabSessionFolder(url: folder).session(name)
    }

    static func knownIssues() throws -> LabKnownIssues {
        try LabKnownIssues(json: Data(contentsOf: folder.appendingPathComponent(LabKnownIssues.fileName)))
    }

    @Test("Every file in Sessions is a named trace or sidecar with its partner beside it")
    func filesComeInPairs() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0 != "README.md" && $0 != LabKnownIssues.fileName
        }
        #expect(!files.isEmpty)
        for file in files {
            let name = try #require(LabFileName(fileName: file), "\(file) is not a session file name")
            let partner = file.hasSuffix(LabFileName.traceSuffix) ? name.sidecar : name.trace
            #expect(files.contains(partner), "\(file) has no \(partner) beside it")
        }
    }

    @Test(
        "Every session replays without a broken invariant of its scenario but its known issues, each still shown",
        arguments: try sessionNames())
    func sessionKeepsItsInvariants(_ name: LabFileName) throws {
        let session = try Self.session(name)
        #expect(session.sidecar.scenario == name.scenario)
        let scenario = try #require(session.scenario)
        let report = session.check()
        let triage = try Self.knownIssues().triage(report, session: name)
        #expect(triage.unexpected.isEmpty, "\(name.base):\n\(report)")
        for known in triage.known {
            // Recorded as known: the run stays green and lists it; once the finding is gone, `fixed` says so below.
            withKnownIssue("\(known.issue.issue)") {
                Issue.record("\(name.base): \(known.finding.invariant.rawValue): \(known.finding.message)")
            }
        }
        for fixed in triage.fixed {
            let known = LabKnownIssues.fileName
            Issue.record(
                "\(name.base) no longer shows '\(fixed.finding)' (\(fixed.issue)): the bug is fixed; remove it from \(known)"
            )
        }
        #expect(Set(report.checked.keys) == Set(scenario.invariants))
        #expect((report.checked[.oneDeliveryPerTransition] ?? 0) > 0)
    }

    @Test("Every known issue names a session in the folder")
    func knownIssuesNameSessions() throws {
        let names = Set(try Self.sessionNames().map(\.base))
        for issue in try Self.knownIssues().knownIssues {
            #expect(names.contains(issue.session), "\(issue.session) is not in Sessions")
        }
    }

    @Test("A session not recorded on a device says so in its name and its sidecar")
    func assembledSessionsAreLabelled() throws {
        for name in try Self.sessionNames() {
            let session = try Self.session(name)
            if session.sidecar.provenance == .assembled {
                #expect(name.model.hasPrefix("assembled"))
                #expect(session.sidecar.note?.contains("not a device recording") == true)
                #expect(session.sidecar.guideFrames.isEmpty, "an assembled session has no layout guide to show")
            }
        }
    }
}

/// The invariants themselves, on sessions built here to break them. The guide frames below are test inputs, not
/// recordings.
@Suite("The invariants a session is checked against")
struct InvariantTests {
    /// iPhone 11: 414 x 896, safe area bottom 34; the published will-show to 346 points.
    static let layout = KeyboardTrace.Layout(
        screen: .init(width: 414, height: 896), safeAreaInsets: .init(top: 48, bottom: 34))
    static let hidden = CGRect(x: 0, y: 896, width: 414, height: 346)
    static let shown = CGRect(x: 0, y: 550, width: 414, height: 346)

    static func facts(window: [Double] = [0, 0, 414, 896]) -> LabDeviceFacts {
        LabDeviceFacts(
            model: "test", system: "iOS", idiom: "phone", screen: [414, 896], window: window,
            safeAreaInsets: [48, 0, 34, 0], orientation: "portrait", reduceMotion: false,
            prefersCrossFadeTransitions: false, hardwareKeyboard: false, fieldTraits: [:])
    }

    static func trace(duration: Double = 0.25) throws -> KeyboardTrace {
        let payload = """
            "userInfo": {"UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 896}, {414, 346}}",
            "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 550}, {414, 346}}",
            "UIKeyboardAnimationDurationUserInfoKey": \(duration), "UIKeyboardAnimationCurveUserInfoKey": 7}
            """
        let json = """
            {"version": 3, "layout": {"screen": {"width": 414, "height": 896}, "safeAreaInsets": {"top": 48, "bottom": 34}},
             "events": [{"time": 0, "notification": "UIKeyboardWillChangeFrameNotification", \(payload)},
                        {"time": 0, "notification": "UIKeyboardWillShowNotification", \(payload)}]}
            """
        return try KeyboardTrace(json: Data(json.utf8))
    }

    static func guide(_ samples: [(Double, Double)]) -> [LabSidecar.GuideFrame] {
        samples.map { .init(time: $0.0, x: 0, y: 896 - $0.1, width: 414, height: $0.1) }
    }

    static func row(_ event: KeyboardEvent, time: Double, delivered: Bool, end: CGRect = shown) throws
        -> KeyboardReplayRow
    {
        let change = try KeyboardFrameChange(
            notification: KeyboardNotification(event, beginFrame: hidden, endFrame: end).notification)
        return KeyboardReplayRow(
            time: time, notification: event.notificationName.rawValue, change: change, isVisible: true,
            isDocked: true, height: 346, bottomInset: 312, isDelivered: delivered, error: nil)
    }

    @Test("Two deliveries in one turn break one-delivery-per-transition, naming both")
    func twoDeliveriesInATurn() throws {
        let rows = [
            try Self.row(.willChangeFrame, time: 0, delivered: true), try Self.row(.willShow, time: 0, delivered: true),
        ]
        let report = LabSessionCheck.check(
            rows: rows, layout: Self.layout,
            sidecar: LabSidecar(scenario: "rest-per-orientation", device: Self.facts()),
            invariants: [.oneDeliveryPerTransition])
        #expect(
            report.findings.map(\.message) == [
                "at 0.000 s observers heard 2 deliveries in one turn: willChangeFrame, willShow"
            ])
    }

    @Test("A will-show that moved the keyboard 0 → 346 with nothing delivered breaks it too")
    func movedWithoutDelivery() throws {
        let rows = [try Self.row(.willShow, time: 0, delivered: false)]
        let report = LabSessionCheck.check(
            rows: rows, layout: Self.layout,
            sidecar: LabSidecar(scenario: "rest-per-orientation", device: Self.facts()),
            invariants: [.oneDeliveryPerTransition])
        #expect(
            report.findings.map(\.message) == [
                "at 0.000 s the keyboard moved from 0 to 346 pt and observers heard nothing"
            ])
    }

    @Test("The guide at rest at 346 + 0 matches what observers heard; 44 points more (an accessory left out) does not")
    func restAgainstTheGuide() throws {
        let trace = try Self.trace()
        let matching = LabSidecar(
            scenario: "rest-per-orientation", device: Self.facts(),
            guideFrames: Self.guide([(0.1, 200), (0.8, 346), (1.5, 346)]))
        let matched = LabSession(trace: trace, sidecar: matching).check()
        #expect(matched.checked[.restMatchesGuide] == 1)
        #expect(matched.findings.isEmpty)

        let taller = LabSidecar(
            scenario: "rest-per-orientation", device: Self.facts(), guideFrames: Self.guide([(0.8, 390), (1.5, 390)]))
        let report = LabSession(trace: trace, sidecar: taller).check()
        #expect(
            report.findings.map(\.message) == [
                "at rest after 0.000 s observers heard 346 pt (with the safe area, 346 pt) and the layout guide said 390 pt at 1.500 s"
            ])
    }

    @Test("A guide on the keyboard spring deviates by nothing; one 10 points behind it at 0.1 s deviates by 10")
    func springAgainstTheGuide() throws {
        let trace = try Self.trace()
        let onSpring = [0.05, 0.1, 0.2, 0.4].map { time in
            (time, max(346 * KeyboardSpring.keyboard.fractionComplete(at: time), 34))
        }
        let followed = LabSidecar(
            scenario: "rest-per-orientation", device: Self.facts(), guideFrames: Self.guide(onSpring))
        let deviation = try #require(LabSession(trace: trace, sidecar: followed).check().largestAnimationDeviation)
        #expect(deviation.points < 0.001)

        let behind = onSpring.map { $0.0 == 0.1 ? ($0.0, $0.1 - 10) : $0 }
        let lagging = LabSidecar(
            scenario: "rest-per-orientation", device: Self.facts(), guideFrames: Self.guide(behind))
        let measured = try #require(LabSession(trace: trace, sidecar: lagging).check().largestAnimationDeviation)
        #expect(abs(measured.points - 10) < 0.001)
        #expect(measured.time == 0.1)
    }

    /// An iPhone 15 (393 × 852) shows its 336-point keyboard, then turns to landscape at 2 s, where UIKit posts the
    /// 219-point landscape keyboard (the package's iOS 18 figure for iPhone 12 to 16) in the same turn.
    static func rotation() throws -> KeyboardTrace {
        func show(_ begin: String, _ end: String) -> String {
            """
            "userInfo": {"UIKeyboardFrameBeginUserInfoKey": "NSRect: \(begin)", "UIKeyboardFrameEndUserInfoKey": \
            "NSRect: \(end)", "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}
            """
        }
        let json = """
            {"version": 5, "layout": {"screen": {"width": 393, "height": 852}, "safeAreaInsets": {"top": 59, "bottom": 34},
                                      "orientation": "portrait"},
             "events": [
               {"time": 0, "notification": "UIKeyboardWillShowNotification",
                \(show("{{0, 852}, {393, 336}}", "{{0, 516}, {393, 336}}"))},
               {"time": 2, "layout": {"screen": {"width": 852, "height": 393},
                                      "safeAreaInsets": {"left": 59, "bottom": 21, "right": 59},
                                      "orientation": "landscapeRight"}},
               {"time": 2, "notification": "UIKeyboardWillShowNotification",
                \(show("{{0, 393}, {852, 219}}", "{{0, 174}, {852, 219}}"))}]}
            """
        return try KeyboardTrace(json: Data(json.utf8))
    }

    @Test("A rotation's rests are measured against their own screens: 336 pt in portrait, 219 pt in landscape")
    func restAfterARotation() throws {
        let trace = try Self.rotation()
        let iPhone15 = LabDeviceFacts(
            model: "iPhone15,4", system: "iOS 18.0", idiom: "phone", screen: [393, 852], window: [0, 0, 393, 852],
            safeAreaInsets: [59, 0, 34, 0], orientation: "portrait", reduceMotion: false,
            prefersCrossFadeTransitions: false, hardwareKeyboard: false, fieldTraits: [:])
        let sidecar = LabSidecar(
            scenario: "rest-per-orientation", device: iPhone15,
            guideFrames: [
                .init(time: 1.5, x: 0, y: 516, width: 393, height: 336),
                .init(time: 2.8, x: 0, y: 174, width: 852, height: 219),
            ])
        let report = LabSession(trace: trace, sidecar: sidecar).check()
        #expect(report.checked[.restMatchesGuide] == 2)
        #expect(report.findings.filter { $0.invariant == .restMatchesGuide }.isEmpty, "\(report)")

        // Measured against the portrait screen throughout, the landscape rest would read 678 pt.
        let oneLayout = LabSessionCheck.check(
            rows: KeyboardReplay.rows(for: trace), layout: trace.layout, sidecar: sidecar,
            invariants: [.restMatchesGuide])
        #expect(oneLayout.findings.map(\.message).contains { $0.contains("the layout guide said 678 pt") })
    }

    @Test("A window that doesn't fill the screen (Stage Manager) leaves the rest unchecked rather than wrong")
    func restNeedsAFullScreenWindow() throws {
        let sidecar = LabSidecar(
            scenario: "rest-per-orientation", device: Self.facts(window: [100, 40, 300, 700]),
            guideFrames: Self.guide([(0.8, 390)]))
        let report = LabSession(trace: try Self.trace(), sidecar: sidecar).check()
        #expect(report.checked[.restMatchesGuide] == 0)
        #expect(report.findings.isEmpty)
    }

    @Test("An unanimated delivery while the guide moved through 180 points is a snap; with a guide that jumped, not")
    func snapAgainstTheGuide() throws {
        let trace = try Self.trace(duration: 0)
        let animated = LabSidecar(
            scenario: "rest-per-orientation", device: Self.facts(),
            guideFrames: Self.guide([(0.016, 34), (0.1, 180), (0.6, 346)]))
        let report = LabSession(trace: trace, sidecar: animated).check()
        #expect(report.checked[.noSnap] == 1)
        #expect(
            report.findings.map(\.message) == [
                "at 0.000 s observers heard 0 → 346 pt at once while the layout guide moved through 180 pt at 0.100 s"
            ])

        let jumped = LabSidecar(
            scenario: "rest-per-orientation", device: Self.facts(), guideFrames: Self.guide([(0.016, 346), (0.6, 346)]))
        #expect(LabSession(trace: trace, sidecar: jumped).check().findings.isEmpty)
    }

    @Test("With guide frames that jumped to the end (the layout's values), a payload that animated is still a snap")
    func payloadWhateverTheSamples() throws {
        var delivered = try Self.row(.willShow, time: 0, delivered: true)
        delivered.change = try KeyboardFrameChange(
            notification: KeyboardNotification(.willShow, beginFrame: Self.hidden, endFrame: Self.shown, duration: 0)
                .notification)
        let sidecar = LabSidecar(
            scenario: "rest-per-orientation", device: Self.facts(), guideFrames: Self.guide([(0.016, 346), (0.6, 346)]))
        let report = LabSessionCheck.check(
            rows: [delivered], layout: Self.layout, sidecar: sidecar, invariants: [.noSnap])
        #expect(
            report.findings.map(\.message) == [
                "at 0.000 s observers heard 0 → 346 pt at once while the payload animated over 0.25 s"
            ])
    }

    @Test("The probe drawn through 180 points shows a snap the layout's values, jumping to 346, hide")
    func drawnProbeOverLayoutValues() throws {
        var sidecar = LabSidecar(
            scenario: "rest-per-orientation", device: Self.facts(), guideFrames: Self.guide([(0.016, 346), (0.6, 346)]))
        sidecar.presentedGuideFrames = Self.guide([(0.016, 34), (0.1, 180), (0.6, 346)])
        let report = LabSession(trace: try Self.trace(duration: 0), sidecar: sidecar).check()
        #expect(
            report.findings.map(\.message) == [
                "at 0.000 s observers heard 0 → 346 pt at once while the layout guide moved through 180 pt at 0.100 s"
            ])
    }

    @Test("Without guide frames, a will-notification heard at once while its payload animated is a snap")
    func snapAgainstThePayload() throws {
        var delivered = try Self.row(.willShow, time: 0, delivered: true)
        let atOnce = try KeyboardFrameChange(
            notification: KeyboardNotification(.willShow, beginFrame: Self.hidden, endFrame: Self.shown, duration: 0)
                .notification)
        delivered.change = atOnce
        let report = LabSessionCheck.check(
            rows: [delivered], layout: Self.layout,
            sidecar: LabSidecar(scenario: "rest-per-orientation", device: Self.facts()), invariants: [.noSnap])
        #expect(
            report.findings.map(\.message) == [
                "at 0.000 s observers heard 0 → 346 pt at once while the payload animated over 0.25 s"
            ])
    }
}
