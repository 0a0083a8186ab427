import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@Suite("Reading printed keyboard payloads")
struct ReplayPrintedPayloadTests {
    static let iPhoneSE = DevicePayloads.iPhoneSEScreen
    static let iPhone11 = DevicePayloads.iPhone11Screen
    static let endKey = "UIKeyboardFrameEndUserInfoKey"

    private func change(_ text: String, screen: CGRect = iPhoneSE) throws -> KeyboardFrameChange {
        try KeyboardPrintedPayload.frameChange(from: text, screenBounds: screen)
    }

    // MARK: - Objective-C descriptions

    @Test("an Objective-C description with quoted values reads as the iPhone SE's 216-point keyboard")
    func objectiveCQuoted() throws {
        let change = try change(ReplayFixtures.objcWillShow)
        #expect(change.endFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
        #expect(change.beginFrame == CGRect(x: 0, y: 667, width: 375, height: 216))
        #expect(change.animationDuration == 0.25)
        #expect(change.animationCurve == 7)
        #expect(change.isLocal == true)
        #expect(change.height == 216)
    }

    @Test("an Objective-C description with unquoted NSRect values reads as a keyboard hiding below 667 points")
    func objectiveCUnquoted() throws {
        let change = try change(ReplayFixtures.objcUnquotedWillHide)
        #expect(change.endFrame == CGRect(x: 0, y: 667, width: 375, height: 258))
        #expect(change.beginFrame == CGRect(x: 0, y: 409, width: 375, height: 258))
        #expect(change.isVisible == false)
        #expect(change.height == 0)
    }

    @Test("an Objective-C description inside braces, keys in any order, reads the same frame")
    func objectiveCInBraces() throws {
        let text = """
            {
                UIKeyboardIsLocalUserInfoKey = 1;
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = 0.25;
            }
            """
        let change = try change(text)
        #expect(change.endFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
        #expect(change.animationOptions.rawValue == 458_756)
    }

    @Test("a whole NSConcreteNotification description gives its name and its payload")
    func notificationDescription() throws {
        let text = """
            NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillHideNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 667}, {375, 216}}";
            }}
            """
        let change = try change(text)
        #expect(change.event == .willHide)
        #expect(change.endFrame == CGRect(x: 0, y: 667, width: 375, height: 216))
    }

    // MARK: - Swift prints

    @Test("a Swift print on several lines reads as the iPhone 11's 346-point keyboard")
    func swiftSeveralLines() throws {
        let change = try change(ReplayFixtures.swiftWillShow, screen: Self.iPhone11)
        #expect(change.endFrame == CGRect(x: 0, y: 550, width: 414, height: 346))
        #expect(change.beginFrame == CGRect(x: 0, y: 896, width: 414, height: 346))
        #expect(change.animationDuration == 0.25)
        #expect(change.animationCurve == 7)
        #expect(change.height == 346)
    }

    @Test("a Swift print on one line reads every value")
    func swiftOneLine() throws {
        let text =
            #"[AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 550}, {414, 346}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1]"#
        let change = try change(text, screen: Self.iPhone11)
        #expect(change.endFrame == CGRect(x: 0, y: 550, width: 414, height: 346))
        #expect(change.animationCurve == 7)
        #expect(change.isLocal == true)
    }

    @Test("a Swift print wrapped in Optional and preceded by userInfo = reads the same")
    func swiftOptionalAfterUserInfo() throws {
        let text =
            #"userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 550}, {414, 346}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25])"#
        let change = try change(text, screen: Self.iPhone11)
        #expect(change.endFrame == CGRect(x: 0, y: 550, width: 414, height: 346))
        #expect(change.animationDuration == 0.25)
    }

    @Test("a Swift print with escaped quotes, as pasted from a JSON log, reads the same")
    func swiftEscapedQuotes() throws {
        let text =
            #"[AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, 550}, {414, 346}}, AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7]"#
        let change = try change(text, screen: Self.iPhone11)
        #expect(change.endFrame == CGRect(x: 0, y: 550, width: 414, height: 346))
        #expect(change.animationCurve == 7)
    }

    @Test("an escaped quoted value inside an escaped Swift print is unquoted")
    func escapedQuotedValue() throws {
        let text = #"AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): \"NSRect: {{0, 451}, {375, 216}}\""#
        let change = try change(text)
        #expect(change.endFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
    }

    @Test("a Swift print of CGRect values, (x, y, width, height), reads the whole rectangle")
    func swiftCGRectPrint() throws {
        let text =
            #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): (0.0, 550.0, 414.0, 346.0), AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7]"#
        let change = try change(text, screen: Self.iPhone11)
        #expect(change.endFrame == CGRect(x: 0, y: 550, width: 414, height: 346))
        #expect(change.animationCurve == 7)
    }

    // MARK: - Delivered values

    @Test("rects and points become NSValues and numbers NSNumbers, as UIKit delivers them")
    func deliveredTypes() throws {
        let event = try #require(KeyboardPrintedPayload.events(in: ReplayFixtures.objcWillShow).first)
        let userInfo = KeyboardPrintedPayload.userInfo(from: event.userInfo)
        #expect(userInfo[Self.endKey] as? NSValue == platformBoxed(CGRect(x: 0, y: 451, width: 375, height: 216)))
        #expect(userInfo["UIKeyboardCenterEndUserInfoKey"] as? NSValue == NSValue(point: CGPoint(x: 187.5, y: 559)))
        #expect((userInfo["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.intValue == 7)
        #expect((userInfo["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue == 0.25)
        #expect(userInfo.count == 8)
    }

    @Test("the delivered userInfo goes through the live Notification initializer to the same value")
    func samePathAsLiveNotifications() throws {
        let event = try #require(KeyboardPrintedPayload.events(in: ReplayFixtures.objcWillShow).first)
        let notification = Notification(
            name: KeyboardEvent.willChangeFrame.notificationName, object: nil,
            userInfo: KeyboardPrintedPayload.userInfo(from: event.userInfo))
        let live = try KeyboardFrameChange(notification: notification, screenBounds: Self.iPhoneSE)
        #expect(live == (try change(ReplayFixtures.objcWillShow)))
    }

    // MARK: - Events in text

    @Test("the three spellings of a notification name each start an event of that kind")
    func threeSpellings() throws {
        let dump = #"UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";"#
        let text = """
            UIKeyboardWillShowNotification
            \(dump)
            keyboardDidShowNotification
            \(dump)
            UIResponder.keyboardWillHideNotification
            \(dump)
            """
        let events = KeyboardPrintedPayload.events(in: text)
        #expect(
            events.map(\.notification) == [
                "UIKeyboardWillShowNotification", "keyboardDidShowNotification",
                "UIResponder.keyboardWillHideNotification",
            ])
        let kinds = try events.map { try KeyboardPrintedPayload.keyboardEvent(named: $0.notification) }
        #expect(kinds == [.willShow, .didShow, .willHide])
    }

    @Test("a dump with no name before it is a will-change-frame event")
    func unnamedDumpIsWillChangeFrame() throws {
        let change = try change(ReplayFixtures.objcWillShow)
        #expect(change.event == .willChangeFrame)
    }

    @Test("two dumps pasted one after the other without names are two will-change-frame events")
    func consecutiveUnnamedDumps() {
        let events = KeyboardPrintedPayload.events(
            in: ReplayFixtures.objcWillShow + ReplayFixtures.objcUnquotedWillHide)
        #expect(events.count == 2)
        #expect(events.map(\.notification) == [nil, nil])
        #expect(
            events.map { $0.userInfo[Self.endKey] } == [
                .printed("NSRect: {{0, 451}, {375, 216}}"), .printed("NSRect: {{0, 667}, {375, 258}}"),
            ])
    }

    @Test("a notification name with no dump after it is an event that fails for its missing end frame")
    func nameWithoutDump() {
        let events = KeyboardPrintedPayload.events(in: "UIKeyboardDidHideNotification\n")
        #expect(events == [KeyboardTrace.Event(notification: "UIKeyboardDidHideNotification", userInfo: [:])])
        #expect(throws: KeyboardPrintedPayloadError.payload(.missingValue(key: Self.endKey))) {
            try KeyboardPrintedPayload.frameChange(from: events[0])
        }
    }

    @Test("text without any userInfo key holds no event")
    func noEvents() {
        #expect(KeyboardPrintedPayload.events(in: "Keyboard appeared, height 216").isEmpty)
    }

    // MARK: - Errors

    @Test("text without a payload fails with a message showing what a payload looks like")
    func noPayloadError() {
        #expect(throws: KeyboardPrintedPayloadError.noPayload) {
            try KeyboardPrintedPayload.frameChange(from: "nothing here")
        }
        #expect(KeyboardPrintedPayloadError.noPayload.description.contains("UIKeyboardFrameEndUserInfoKey"))
    }

    @Test("a name that is not a keyboard notification fails naming the notification and the name")
    func unknownNotificationError() {
        let event = KeyboardTrace.Event(
            notification: "UIKeyboardWillWobbleNotification",
            userInfo: [Self.endKey: .printed("NSRect: {{0, 451}, {375, 216}}")])
        #expect(throws: KeyboardPrintedPayloadError.unknownNotification("UIKeyboardWillWobbleNotification")) {
            try KeyboardPrintedPayload.frameChange(from: event)
        }
        #expect(
            KeyboardPrintedPayloadError.unknownNotification("UIKeyboardWillWobbleNotification").description
                .hasPrefix("notification: 'UIKeyboardWillWobbleNotification' is not a keyboard notification"))
    }

    @Test("a frame cut off mid-number fails naming the key and the cut value")
    func cutFrameError() {
        let text = #"UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 2"#
        #expect(
            throws: KeyboardPrintedPayloadError.payload(
                .unreadableValue(key: Self.endKey, value: "\"NSRect: {{0, 451}, {375, 2…\"", expected: "a rectangle"))
        ) {
            try KeyboardPrintedPayload.frameChange(from: text)
        }
    }

    @Test("a quoted duration cut short does not read as a shorter duration: it takes 0.25 s and is named")
    func cutQuotedNumberError() throws {
        let text = """
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
            UIKeyboardAnimationDurationUserInfoKey = "0.2
            """
        let change = try KeyboardPrintedPayload.frameChange(from: text)
        #expect(change.animationDuration == 0.25)
        #expect(
            change.recoveredErrors == [
                .unreadableValue(key: "UIKeyboardAnimationDurationUserInfoKey", value: "\"0.2…\"", expected: "a number")
            ])
    }

    @Test("a NaN frame fails naming the end frame key and the value as not finite")
    func nanFrameError() throws {
        let text = #"UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, nan}, {375, 216}}";"#
        let error = #expect(throws: KeyboardPrintedPayloadError.self) {
            try KeyboardPrintedPayload.frameChange(from: text)
        }
        guard case .payload(.nonFiniteValue(let key, let value)) = try #require(error) else {
            Issue.record("expected a non-finite value error, got \(String(describing: error))")
            return
        }
        #expect(key == Self.endKey)
        #expect(value.contains("nan"))
        #expect(error?.description.contains(Self.endKey) == true)
    }

    @Test("a frame 1e308 points down fails naming the key, the value as printed and the range")
    func hugeFrameError() {
        let text = #"UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 1e308}, {375, 216}}";"#
        #expect(
            throws: KeyboardPrintedPayloadError.payload(
                .outOfRange(key: Self.endKey, value: "NSRect: {{0, 1e308}, {375, 216}}", range: "±1000000 points"))
        ) {
            try KeyboardPrintedPayload.frameChange(from: text)
        }
    }

    @Test("a curve of 1e308 takes curve 7, named with the curve key, the value as printed and the curve bits' range")
    func hugeCurveError() throws {
        let text = """
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
            UIKeyboardAnimationCurveUserInfoKey = 1e308;
            """
        let change = try KeyboardPrintedPayload.frameChange(from: text)
        #expect(change.animationCurve == 7)
        #expect(
            change.recoveredErrors == [
                .outOfRange(key: "UIKeyboardAnimationCurveUserInfoKey", value: "1e308", range: "0...15")
            ])
    }

    @Test("a negative duration takes 0.25 s, named with the duration key and the value as negative")
    func negativeDurationError() throws {
        let text = """
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
            UIKeyboardAnimationDurationUserInfoKey = -0.25;
            """
        let change = try KeyboardPrintedPayload.frameChange(from: text)
        #expect(change.animationDuration == 0.25)
        #expect(
            change.recoveredErrors.map(\.description) == [
                "UIKeyboardAnimationDurationUserInfoKey has the value -0.25, which is negative"
            ])
    }

    @Test("an isLocal of 2 reads as unknown, named with the key as not a Boolean")
    func notBooleanError() throws {
        let text = """
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
            UIKeyboardIsLocalUserInfoKey = 2;
            """
        let change = try KeyboardPrintedPayload.frameChange(from: text)
        #expect(change.isLocal == nil)
        #expect(
            change.recoveredErrors.map(\.description) == [
                "UIKeyboardIsLocalUserInfoKey has the value 2, which is not a Boolean"
            ])
    }

    @Test("a payload error reads exactly like the live path's message")
    func payloadErrorMessage() {
        let error = KeyboardPrintedPayloadError.payload(.missingValue(key: Self.endKey))
        #expect(error.description == "UIKeyboardFrameEndUserInfoKey is missing")
    }

    @Test("a 100 000-character value is cut to 200 characters and fails instead of being read")
    func longValueIsCut() {
        let text = "UIKeyboardAnimationDurationUserInfoKey = " + String(repeating: "9", count: 100_000) + ";"
        let event = KeyboardPrintedPayload.events(in: text)[0]
        guard case .printed(let value) = event.userInfo["UIKeyboardAnimationDurationUserInfoKey"] else {
            Issue.record("expected a printed value")
            return
        }
        #expect(value.count == 201)
        #expect(value.hasSuffix("…"))
    }
}
