import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

/// Layout changes in a trace (format version 5): a rotation, a Stage Manager resize and a move to another screen,
/// each notification measured against the layout in force at its time.
///
/// Figures: the iPhone 15 (393 × 852, safe area 59 top and 34 bottom in portrait; 59 left and right and 21 bottom
/// in landscape) with its 336-point portrait keyboard and the 219-point landscape keyboard (QuickType on) the
/// package's height estimates give for iPhone 12 to 16 Pro Max, measured on iOS 18; the iPad Air 11 in landscape
/// (1180 × 820) with its 417-point keyboard, measured on iOS 18. The external display's keyboard (1920 × 1080 with
/// the iPad's 417 points) is no device measurement: nobody has published one.
@Suite("Layout changes in a trace")
struct LayoutChangeTraceTests {
    static let portrait = KeyboardTrace.Layout(
        screen: KeyboardTrace.Size(width: 393, height: 852), safeAreaInsets: KeyboardTrace.Insets(top: 59, bottom: 34))

    static var landscape: KeyboardTrace.Layout {
        var layout = KeyboardTrace.Layout(
            screen: KeyboardTrace.Size(width: 852, height: 393),
            safeAreaInsets: KeyboardTrace.Insets(left: 59, bottom: 21, right: 59))
        layout.orientation = .landscapeRight
        return layout
    }

    static func show(
        _ name: String = "UIKeyboardWillShowNotification", from begin: String, to end: String, time: TimeInterval
    ) -> KeyboardTrace.Event {
        KeyboardTrace.Event(
            notification: name,
            userInfo: [
                "UIKeyboardFrameBeginUserInfoKey": .printed(begin), "UIKeyboardFrameEndUserInfoKey": .printed(end),
                "UIKeyboardAnimationDurationUserInfoKey": .number(0.25),
                "UIKeyboardAnimationCurveUserInfoKey": .number(7), "UIKeyboardIsLocalUserInfoKey": .number(1),
            ],
            time: time)
    }

    /// Portrait show at 0 s, a turn to landscape at 2 s with the keyboard UIKit posts for it in the same turn.
    static var rotation: KeyboardTrace {
        KeyboardTrace(
            layout: portrait,
            events: [
                show(from: "NSRect: {{0, 852}, {393, 336}}", to: "NSRect: {{0, 516}, {393, 336}}", time: 0),
                KeyboardTrace.Event(layout: landscape, time: 2),
                show(
                    "UIKeyboardWillChangeFrameNotification", from: "NSRect: {{0, 393}, {852, 219}}",
                    to: "NSRect: {{0, 174}, {852, 219}}", time: 2),
                show(from: "NSRect: {{0, 393}, {852, 219}}", to: "NSRect: {{0, 174}, {852, 219}}", time: 2),
            ])
    }

    @Test("a rotation replays each notification against its own layout: docked, 336 pt, then docked, 219 pt")
    func rotationReplaysAgainstEachLayout() throws {
        let rows = KeyboardReplay.rows(for: Self.rotation)
        #expect(rows.count == 4)
        #expect(rows[0].isDocked && rows[0].height == 336)
        #expect(rows[1].layout == Self.landscape)
        // The layout change keeps the keyboard as observers know it.
        #expect(rows[1].height == 336 && !rows[1].isDelivered)
        for row in rows[2...] {
            #expect(row.isVisible && row.isDocked && row.height == 219 && row.error == nil)
        }
        #expect(rows[2...].filter(\.isDelivered).count == 1)
        // The scroll view's inset above the landscape safe area's 21 points.
        #expect(rows[3].bottomInset == 198)
    }

    @Test("without the layout change the landscape keyboard reads 'not docked, 0 pt' on the portrait screen")
    func oneLayoutReadsTheRotationWrong() {
        var trace = Self.rotation
        trace.events.remove(at: 1)
        let rows = KeyboardReplay.rows(for: trace)
        #expect(!rows[2].isDocked && rows[2].height == 0)
    }

    @Test("the layout in force at a time: the trace's before the change, the change's from its time on")
    func layoutAtTime() {
        #expect(Self.rotation.layout(at: 1.99) == Self.portrait)
        #expect(Self.rotation.layout(at: 2) == Self.landscape)
        #expect(Self.rotation.layout(at: 60) == Self.landscape)
    }

    @Test("a Stage Manager window resized to 800 x 600 at (190, 24) measures its scroll view's inset in the window")
    func stageManagerResize() {
        var full = KeyboardTrace.Layout(
            screen: KeyboardTrace.Size(width: 1180, height: 820), safeAreaInsets: KeyboardTrace.Insets(bottom: 20))
        full.orientation = .landscapeLeft
        var resized = full
        resized.windowFrame = CGRect(x: 190, y: 24, width: 800, height: 600)
        resized.safeAreaInsets = KeyboardTrace.Insets()
        let keyboard = "NSRect: {{0, 403}, {1180, 417}}"
        let trace = KeyboardTrace(
            layout: full,
            events: [
                Self.show(from: "NSRect: {{0, 820}, {1180, 417}}", to: keyboard, time: 0),
                KeyboardTrace.Event(layout: resized, time: 3),
                Self.show("UIKeyboardWillChangeFrameNotification", from: keyboard, to: keyboard, time: 3),
            ])
        let rows = KeyboardReplay.rows(for: trace)
        // Full screen: 417 covered, less the 20-point safe area.
        #expect(rows[0].isDocked && rows[0].height == 417 && rows[0].bottomInset == 397)
        // The window's bottom at 624 is 221 points below the keyboard's top at 403; the keyboard is still docked.
        #expect(rows[2].isDocked && rows[2].height == 417 && rows[2].bottomInset == 221)
    }

    @Test("a move to another screen measures the keyboard on the new screen: 417 pt, not the 157 pt the iPad reads")
    func moveToAnotherScreen() {
        var iPad = KeyboardTrace.Layout(
            screen: KeyboardTrace.Size(width: 1180, height: 820), safeAreaInsets: KeyboardTrace.Insets(bottom: 20))
        iPad.screenIdentity = "1"
        var external = KeyboardTrace.Layout(screen: KeyboardTrace.Size(width: 1920, height: 1080))
        external.screenIdentity = "2"
        let onExternal = Self.show(
            from: "NSRect: {{0, 1080}, {1920, 417}}", to: "NSRect: {{0, 663}, {1920, 417}}", time: 5)
        let trace = KeyboardTrace(
            layout: iPad, events: [KeyboardTrace.Event(layout: external, time: 5), onExternal])
        let rows = KeyboardReplay.rows(for: trace)
        #expect(rows[1].isDocked && rows[1].height == 417 && rows[1].bottomInset == 417)
        let wrong = KeyboardReplay.rows(for: KeyboardTrace(layout: iPad, events: [onExternal]))
        #expect(wrong[0].height == 157)
    }

    // MARK: - The format

    @Test("a layout change is written as the format says and reads back equal")
    func layoutChangeRoundTrips() throws {
        var trace = Self.rotation
        var resized = Self.landscape
        resized.windowFrame = CGRect(x: 0, y: 0, width: 852, height: 393)
        resized.screenIdentity = "1"
        trace.events.append(KeyboardTrace.Event(layout: resized, time: 4))
        let json = String(decoding: trace.json(), as: UTF8.self)
        #expect(json.contains("\"version\" : 5"))
        #expect(json.contains("\"orientation\" : \"landscapeRight\""))
        #expect(json.contains("\"windowFrame\" : {\n"))
        #expect(try KeyboardTrace(json: trace.json()) == trace)
    }

    @Test("a layout that records none of version 5's fields is written as version 4 wrote it")
    func plainLayoutWrittenAsBefore() {
        let json = String(decoding: KeyboardTrace(layout: Self.portrait).json(), as: UTF8.self)
        #expect(!json.contains("windowFrame") && !json.contains("orientation") && !json.contains("screenIdentity"))
    }

    @Test("a version-4 trace holding a layout change is refused, naming the event and the version it needs")
    func layoutChangeNeedsVersion5() {
        let json = """
            {"version": 4, "layout": {"screen": {"width": 393, "height": 852}},
             "events": [{"time": 2, "layout": {"screen": {"width": 852, "height": 393}}}]}
            """
        #expect(throws: KeyboardTraceError.self) { try KeyboardTrace(json: Data(json.utf8)) }
        do {
            _ = try KeyboardTrace(json: Data(json.utf8))
        } catch {
            #expect(error.description.contains("events[0].layout: layout changes"))
            #expect(error.description.contains("need trace format version 5"))
        }
    }

    @Test("a version-4 trace whose layout names an orientation is refused, naming the key")
    func orientationNeedsVersion5() {
        let json = """
            {"version": 4, "layout": {"screen": {"width": 393, "height": 852}, "orientation": "portrait"},
             "events": []}
            """
        #expect(throws: KeyboardTraceError.self) { try KeyboardTrace(json: Data(json.utf8)) }
        do {
            _ = try KeyboardTrace(json: Data(json.utf8))
        } catch {
            #expect(error.description.contains("layout.orientation: "))
        }
    }

    @Test(
        "a bad orientation, a window side of 0 and an empty screen are refused, naming the key and the value",
        arguments: [
            (#""orientation": "sideways""#, "'sideways' is not an interface orientation"),
            (#""windowFrame": {"x": 0, "y": 0, "width": 0, "height": 600}"#, "0 is not a window side"),
            (#""screenIdentity": """#, "'' names no screen"),
        ])
    func badLayoutValues(member: String, message: String) {
        let json = """
            {"version": 5, "layout": {"screen": {"width": 1180, "height": 820}},
             "events": [{"time": 1, "layout": {"screen": {"width": 1180, "height": 820}, \(member)}}]}
            """
        do {
            _ = try KeyboardTrace(json: Data(json.utf8))
            Issue.record("read a layout with \(member)")
        } catch {
            #expect(error.description.contains("events[0].layout"))
            #expect(error.description.contains(message))
        }
    }

    @Test("a layout change holding a notification too is refused")
    func layoutChangeHoldsNothingElse() {
        let json = """
            {"version": 5, "layout": {"screen": {"width": 393, "height": 852}},
             "events": [{"time": 1, "notification": "UIKeyboardWillShowNotification", "userInfo": {},
                         "layout": {"screen": {"width": 852, "height": 393}}}]}
            """
        do {
            _ = try KeyboardTrace(json: Data(json.utf8))
            Issue.record("read a layout change holding a notification")
        } catch {
            #expect(error.description.contains("events[0].layout: a layout change holds no notification"))
        }
    }

    @Test("a preview playing a rotation skips the layout change and maps each frame from its own screen")
    func playbackFollowsLayoutChanges() {
        let playback = KeyboardTracePlayback(Self.rotation, screenBounds: CGRect(x: 0, y: 0, width: 852, height: 393))
        let steps = playback.turns.flatMap(\.steps)
        #expect(steps.count == 3)
    }

    // MARK: - Recording

    final class Screen {}

    @Test("the recording adds a layout event only when the layout changed by more than half a point")
    func recordingAddsChangesOnly() {
        let screen = Screen()
        var recording = KeyboardTraceRecording(
            layout: Self.portrait, screen: ObjectIdentifier(screen), startTime: 100)
        #expect(recording.trace.layout.screenIdentity == "1")
        let same = recording.recordLayout(Self.portrait, screen: ObjectIdentifier(screen), at: 101)
        var nudged = Self.portrait
        nudged.safeAreaInsets.bottom = 34.3
        let nudge = recording.recordLayout(nudged, screen: ObjectIdentifier(screen), at: 101.5)
        let rotated = recording.recordLayout(Self.landscape, screen: ObjectIdentifier(screen), at: 102)
        #expect(!same && !nudge && rotated)
        #expect(recording.trace.events.count == 1)
        #expect(recording.trace.events[0].time == 2)
        #expect(recording.trace.events[0].layout?.screen == KeyboardTrace.Size(width: 852, height: 393))
        #expect(recording.trace.events[0].layout?.screenIdentity == "1")
    }

    @Test("the recording numbers the screens it meets in order, and a window filling its screen records no frame")
    func recordingNumbersScreens() {
        let first = Screen()
        let second = Screen()
        var filling = Self.portrait
        filling.windowFrame = CGRect(x: 0, y: 0, width: 393, height: 852)
        var recording = KeyboardTraceRecording(layout: filling, screen: ObjectIdentifier(first), startTime: 0)
        #expect(recording.trace.layout.windowFrame == nil)
        recording.recordLayout(filling, screen: ObjectIdentifier(second), at: 1)
        recording.recordLayout(filling, screen: ObjectIdentifier(first), at: 2)
        #expect(recording.trace.events.compactMap(\.layout?.screenIdentity) == ["2", "1"])
        var resized = filling
        resized.windowFrame = CGRect(x: 0, y: 100, width: 393, height: 752)
        recording.recordLayout(resized, screen: ObjectIdentifier(first), at: 3)
        #expect(recording.trace.events.last?.layout?.windowFrame == CGRect(x: 0, y: 100, width: 393, height: 752))
    }
}
