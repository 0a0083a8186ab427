import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@Suite("The keyboard trace format")
struct ReplayTraceTests {
    static let documentedExample = """
        {
          "version": 1,
          "layout": {
            "screen": { "width": 375, "height": 667 },
            "safeAreaInsets": { "top": 20, "left": 0, "bottom": 0, "right": 0 }
          },
          "events": [
            {
              "time": 0,
              "notification": "UIKeyboardWillShowNotification",
              "userInfo": {
                "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 667}, {375, 216}}",
                "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 451}, {375, 216}}",
                "UIKeyboardAnimationDurationUserInfoKey": 0.25,
                "UIKeyboardAnimationCurveUserInfoKey": 7,
                "UIKeyboardIsLocalUserInfoKey": 1
              }
            }
          ]
        }
        """

    @Test("the documented example reads as one will-show on a 375 x 667 screen with a 20-point top inset")
    func readsDocumentedExample() throws {
        let trace = try KeyboardTrace(json: Data(Self.documentedExample.utf8))
        #expect(trace.version == 1)
        #expect(trace.layout.screen == KeyboardTrace.Size(width: 375, height: 667))
        #expect(trace.layout.safeAreaInsets == KeyboardTrace.Insets(top: 20))
        #expect(trace.events.count == 1)
        #expect(trace.events[0].time == 0)
        #expect(trace.events[0].userInfo["UIKeyboardAnimationCurveUserInfoKey"] == .number(7))
        #expect(trace.events[0].userInfo["UIKeyboardFrameEndUserInfoKey"] == .printed("NSRect: {{0, 451}, {375, 216}}"))
    }

    @Test("a trace is written as the format says, byte for byte: a notification, a tracked frame and a drag")
    func writtenBytes() {
        let trace = KeyboardTrace(
            layout: KeyboardTrace.Layout(
                screen: KeyboardTrace.Size(width: 393, height: 852),
                safeAreaInsets: KeyboardTrace.Insets(top: 59, bottom: 34)),
            events: [
                KeyboardTrace.Event(
                    notification: "UIKeyboardWillShowNotification",
                    userInfo: ["UIKeyboardAnimationCurveUserInfoKey": .number(7)], time: 0),
                KeyboardTrace.Event(trackedKeyboardFrame: "NSRect: {{0, 600}, {393, 336}}", time: 1.05),
                KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.5),
            ])
        let expected = """
            {
              "events" : [
                {
                  "notification" : "UIKeyboardWillShowNotification",
                  "time" : 0,
                  "userInfo" : {
                    "UIKeyboardAnimationCurveUserInfoKey" : 7
                  }
                },
                {
                  "time" : 1.05,
                  "trackedKeyboardFrame" : "NSRect: {{0, 600}, {393, 336}}"
                },
                {
                  "interactiveDismissal" : "ended",
                  "time" : 1.5
                }
              ],
              "layout" : {
                "safeAreaInsets" : {
                  "bottom" : 34,
                  "left" : 0,
                  "right" : 0,
                  "top" : 59
                },
                "screen" : {
                  "height" : 852,
                  "width" : 393
                }
              },
              "version" : 5
            }
            """
        #expect(String(decoding: trace.json(), as: UTF8.self) == expected)
    }

    @Test("a trace written and read back is the same trace")
    func roundTrip() throws {
        let trace = KeyboardTrace(
            layout: KeyboardTrace.Layout(
                screen: KeyboardTrace.Size(width: 393, height: 852),
                safeAreaInsets: KeyboardTrace.Insets(top: 59, bottom: 34)),
            events: [
                KeyboardTrace.Event(
                    notification: "UIKeyboardWillShowNotification",
                    userInfo: [
                        "UIKeyboardFrameEndUserInfoKey": .printed("NSRect: {{0, 516}, {393, 336}}"),
                        "UIKeyboardAnimationDurationUserInfoKey": .number(0.25),
                    ],
                    time: 1.5)
            ])
        #expect(try KeyboardTrace(json: trace.json()) == trace)
    }

    @Test("a trace without safe-area insets reads them as zero")
    func missingInsetsAreZero() throws {
        let json = #"{"version": 1, "layout": {"screen": {"width": 768, "height": 1024}}, "events": []}"#
        let trace = try KeyboardTrace(json: Data(json.utf8))
        #expect(trace.layout.safeAreaInsets == KeyboardTrace.Insets())
        #expect(trace.layout.screenBounds == CGRect(x: 0, y: 0, width: 768, height: 1024))
    }

    @Test("safe-area insets giving only the iPhone 15 Pro's 34-point bottom read the other three as zero")
    func partialInsetsAreZero() throws {
        let json = #"""
            {"version": 1, "layout": {"screen": {"width": 393, "height": 852}, "safeAreaInsets": {"bottom": 34}},
             "events": []}
            """#
        let trace = try KeyboardTrace(json: Data(json.utf8))
        #expect(trace.layout.safeAreaInsets == KeyboardTrace.Insets(bottom: 34))
    }

    @Test(
        "a screen side of 0 or 1e308 points fails naming the key and the value",
        arguments: [
            (#"{"width": 375, "height": 0}"#, "layout.screen.height: 0"),
            (#"{"width": 1e308, "height": 667}"#, "layout.screen.width: 1e+308"),
        ])
    func screenSideOutOfRange(screen: String, keyAndValue: String) {
        let json = #"{"version": 1, "layout": {"screen": "# + screen + #"}, "events": []}"#
        #expect(
            throws: KeyboardTraceError.unreadableJSON(
                keyAndValue + " is not a screen side in points, greater than 0 and at most 1000000")
        ) { try KeyboardTrace(json: Data(json.utf8)) }
    }

    @Test("a negative safe-area inset fails naming the key and the value")
    func negativeInset() {
        let json = #"""
            {"version": 1, "layout": {"screen": {"width": 393, "height": 852}, "safeAreaInsets": {"bottom": -34}},
             "events": []}
            """#
        #expect(
            throws: KeyboardTraceError.unreadableJSON(
                "layout.safeAreaInsets.bottom: -34 is not an inset in points, 0 or more and at most 1000000")
        ) { try KeyboardTrace(json: Data(json.utf8)) }
    }

    @Test("an event recorded before the recording started fails naming the event, the time and the value")
    func negativeTime() {
        let json = #"""
            {"version": 1, "layout": {"screen": {"width": 375, "height": 667}},
             "events": [{"time": -0.5, "notification": "UIKeyboardWillShowNotification",
                         "userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 451}, {375, 216}}"}}]}
            """#
        #expect(
            throws: KeyboardTraceError.unreadableJSON(
                "events[0].time: -0.5 is not a number of seconds since the recording started, 0 or more")
        ) { try KeyboardTrace(json: Data(json.utf8)) }
    }

    @Test("an event without a time, as printed text gives, keeps no time")
    func eventWithoutTime() throws {
        let json = #"""
            {"version": 1, "layout": {"screen": {"width": 375, "height": 667}},
             "events": [{"notification": "keyboardWillHideNotification", "userInfo": {"UIKeyboardIsLocalUserInfoKey": true}}]}
            """#
        let event = try KeyboardTrace(json: Data(json.utf8)).events[0]
        #expect(event.time == nil)
        #expect(event.userInfo["UIKeyboardIsLocalUserInfoKey"] == .printed("true"))
    }

    @Test(
        "a JSON Boolean reads as isLocal true, but as a duration is named and takes 0.25 s instead of lasting 1 second")
    func jsonBooleans() throws {
        let json = #"""
            {"version": 1, "layout": {"screen": {"width": 375, "height": 667}},
             "events": [{"notification": "UIKeyboardWillShowNotification",
                         "userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 451}, {375, 216}}",
                                      "UIKeyboardIsLocalUserInfoKey": true}},
                        {"notification": "UIKeyboardWillShowNotification",
                         "userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 451}, {375, 216}}",
                                      "UIKeyboardAnimationDurationUserInfoKey": true}}]}
            """#
        let events = try KeyboardTrace(json: Data(json.utf8)).events
        #expect(try KeyboardPrintedPayload.frameChange(from: events[0]).isLocal == true)
        let duration = try KeyboardPrintedPayload.frameChange(from: events[1])
        #expect(duration.animationDuration == 0.25)
        #expect(
            duration.recoveredErrors == [
                .unreadableValue(key: "UIKeyboardAnimationDurationUserInfoKey", value: "true", expected: "a number")
            ])
    }

    // Version 5 is read since layout changes are recorded; the first unknown version is now 6.
    @Test("a trace of version 6 fails naming the version")
    func unsupportedVersion() {
        let json = #"{"version": 6, "layout": {"screens": []}, "events": []}"#
        #expect(throws: KeyboardTraceError.unsupportedVersion(6)) { try KeyboardTrace(json: Data(json.utf8)) }
        #expect(KeyboardTraceError.unsupportedVersion(6).description.hasPrefix("version: 6 is not"))
    }

    @Test("a trace missing the screen width fails naming where")
    func missingWidth() {
        let json = #"{"version": 1, "layout": {"screen": {"height": 667}}, "events": []}"#
        let error = #expect(throws: KeyboardTraceError.self) { try KeyboardTrace(json: Data(json.utf8)) }
        #expect(error?.description.contains("layout.screen: missing key 'width'") == true)
    }

    @Test("a userInfo value that is an object fails naming the event and key")
    func objectValue() {
        let json = #"""
            {"version": 1, "layout": {"screen": {"width": 375, "height": 667}},
             "events": [{"notification": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": {"x": 0}}}]}
            """#
        let error = #expect(throws: KeyboardTraceError.self) { try KeyboardTrace(json: Data(json.utf8)) }
        #expect(error?.description.contains("events[0].userInfo.UIKeyboardFrameEndUserInfoKey") == true)
    }

    @Test("bytes that are not JSON fail as unreadable")
    func notJSON() {
        #expect(throws: KeyboardTraceError.self) { try KeyboardTrace(json: Data([0xFF, 0x00, 0x7B])) }
    }

    @Test("printed numbers read back as the digits iOS prints: 451, 187.5, 0.25")
    func valueDescriptions() {
        #expect(KeyboardTrace.Value.number(451).printedText == "451")
        #expect(KeyboardTrace.Value.number(187.5).printedText == "187.5")
        #expect(KeyboardTrace.Value.number(0.25).printedText == "0.25")
        #expect(KeyboardTrace.Value.printed("NSPoint: {187.5, 559}").printedText == "NSPoint: {187.5, 559}")
    }
}
