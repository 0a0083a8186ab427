import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@Suite("Recording a keyboard session into a trace")
struct ReplayRecordingTests {
    static let iPhone15Pro = KeyboardTrace.Layout(
        screen: KeyboardTrace.Size(width: 393, height: 852), safeAreaInsets: KeyboardTrace.Insets(top: 59, bottom: 34))

    /// What UIKit posts when the iPhone 15 Pro's 336-point keyboard shows.
    static var liveShow: Notification {
        KeyboardNotification.willShow(
            beginFrame: CGRect(x: 0, y: 852, width: 393, height: 336),
            endFrame: CGRect(x: 0, y: 516, width: 393, height: 336), duration: 0.25, curve: 7, isLocal: true)
    }

    @Test("a live notification is stored with printed frames, numbers and its time since the start")
    func recordsPrintedValues() {
        var recording = KeyboardTraceRecording(layout: Self.iPhone15Pro, startTime: 100)
        let recorded = recording.record(Self.liveShow, at: 101.5)
        #expect(recorded)
        let event = recording.trace.events[0]
        #expect(event.notification == "UIKeyboardWillShowNotification")
        #expect(event.time == 1.5)
        #expect(event.userInfo["UIKeyboardFrameEndUserInfoKey"] == .printed("NSRect: {{0, 516}, {393, 336}}"))
        #expect(event.userInfo["UIKeyboardCenterEndUserInfoKey"] == .printed("NSPoint: {196.5, 684}"))
        #expect(event.userInfo["UIKeyboardBoundsUserInfoKey"] == .printed("NSRect: {{0, 0}, {393, 336}}"))
        #expect(event.userInfo["UIKeyboardAnimationDurationUserInfoKey"] == .number(0.25))
        #expect(event.userInfo["UIKeyboardAnimationCurveUserInfoKey"] == .number(7))
        #expect(event.userInfo["UIKeyboardIsLocalUserInfoKey"] == .number(1))
    }

    @Test("a recorded notification replays to the same frame change the live one gives")
    func recordedReplaysLikeLive() throws {
        var recording = KeyboardTraceRecording(layout: Self.iPhone15Pro, startTime: 0)
        recording.record(Self.liveShow, at: 0)
        let screen = Self.iPhone15Pro.screenBounds
        let live = try KeyboardFrameChange(notification: Self.liveShow, screenBounds: screen)
        let trace = try KeyboardTrace(json: recording.trace.json())
        let row = KeyboardReplay.rows(for: trace)[0]
        #expect(row.change == live)
        #expect(row.height == 336)
        #expect(row.bottomInset == 302)
    }

    @Test("notifications other than the keyboard's are not recorded")
    func ignoresOtherNotifications() {
        var recording = KeyboardTraceRecording(layout: Self.iPhone15Pro, startTime: 0)
        let other = Notification(name: Notification.Name("UIApplicationDidBecomeActiveNotification"))
        let recorded = recording.record(other, at: 1)
        #expect(!recorded)
        #expect(recording.trace.events.isEmpty)
    }

    @Test("beyond 10 000 events the recording counts what it drops instead of growing")
    func boundedEventCount() {
        var recording = KeyboardTraceRecording(layout: Self.iPhone15Pro, startTime: 0)
        for index in 0..<(KeyboardTraceRecording.maximumEventCount + 3) {
            recording.record(Self.liveShow, at: Double(index))
        }
        #expect(recording.trace.events.count == 10_000)
        #expect(recording.droppedEventCount == 3)
    }

    @Test("a value of an unexpected type is stored as its description, for the replay to report")
    func unexpectedValueType() {
        let values = KeyboardTraceRecording.traceValues(from: ["UIKeyboardFrameEndUserInfoKey": ["not", "a", "rect"]])
        #expect(values["UIKeyboardFrameEndUserInfoKey"] == .printed(#"["not", "a", "rect"]"#))
    }
}
