import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@Suite("Reading a keyboard notification")
struct KeyboardFrameChangeReadingTests {
    typealias Device = DevicePayloads

    @Test("an iPhone SE show reads as UIKit sent it: 216 points over 0.25 s on curve 7")
    func readsIPhoneSEShow() throws {
        let notification = KeyboardNotification.willShow(beginFrame: Device.seShowBegin, endFrame: Device.seShowEnd)
        let change = try KeyboardFrameChange(notification: notification, screenBounds: Device.iPhoneSEScreen)
        #expect(change.event == .willShow)
        #expect(change.beginFrame == Device.seShowBegin)
        #expect(change.endFrame == Device.seShowEnd)
        #expect(change.animationDuration == 0.25)
        #expect(change.animationCurve == 7)
        #expect(change.animationOptions.rawValue == 458_756)
        #expect(change.isLocal == true)
        #expect(change.isVisible)
        #expect(change.height == 216)
    }

    @Test("an iPhone 11 show covers 346 points")
    func readsIPhone11Show() throws {
        let change = try KeyboardFrameChange(
            event: .willShow, userInfo: Device.userInfo(begin: Device.iPhone11ShowBegin, end: Device.iPhone11ShowEnd),
            screenBounds: Device.iPhone11Screen)
        #expect(change.height == 346)
    }

    @Test("keys are read by their whole spelling: one of the same length spelled otherwise is not UIKit's")
    func keysAreReadByTheirWholeSpelling() throws {
        // "UIKeyboardFrameEndUserInfoKex" has the length of the end frame's key; the center keys (iOS 3.2's) are
        // in every UIKit payload and read by nobody.
        let change = try KeyboardFrameChange(
            event: .willShow,
            userInfo: [
                "UIKeyboardFrameEndUserInfoKey": Device.seShowEnd, "UIKeyboardFrameEndUserInfoKex": CGRect.zero,
                "UIKeyboardCenterEndUserInfoKey": NSValue(point: CGPoint(x: 187.5, y: 559)),
                "UIKeyboardAnimationDurationUserInfoKey": 0.3,
            ])
        #expect(change.endFrame == Device.seShowEnd)
        #expect(change.animationDuration == 0.3)
        #expect(change.recoveredErrors.isEmpty)
    }

    @Test("keys bridged from NSString read as UIKit's")
    func nsStringKeysRead() throws {
        let change = try KeyboardFrameChange(
            event: .willShow,
            userInfo: [
                NSString(string: "UIKeyboardFrameEndUserInfoKey"): NSValue(rect: Device.seShowEnd),
                NSString(string: "UIKeyboardAnimationCurveUserInfoKey"): NSNumber(value: 7),
            ])
        #expect(change.endFrame == Device.seShowEnd)
        #expect(change.animationCurve == 7)
    }

    @Test("a String key and an NSString key spelled alike: the String's value is read")
    func stringKeyWinsOverNSStringKey() throws {
        // Two entries on Linux (AnyHashable keeps an NSString as it is), one on Darwin.
        let change = try KeyboardFrameChange(
            event: .willShow,
            userInfo: [
                NSString(string: "UIKeyboardFrameEndUserInfoKey"): CGRect(x: 0, y: 409, width: 375, height: 258),
                "UIKeyboardFrameEndUserInfoKey": Device.seShowEnd,
            ])
        #expect(change.endFrame == Device.seShowEnd)
    }

    @Test("a change prints its values by their names, not its packed storage")
    func printsItsValuesByName() throws {
        let notification = KeyboardNotification.willShow(beginFrame: Device.seShowBegin, endFrame: Device.seShowEnd)
        let printed = String(describing: try KeyboardFrameChange(notification: notification))
        #expect(printed.contains("endFrame:"))
        #expect(printed.contains("animationCurve: 7"))
        #expect(printed.contains("isLocal: Optional(true)"))
        #expect(!printed.contains("flags"))
    }

    @Test("a frame may arrive as a CGRect or as printed text")
    func rectTypes() throws {
        let fromRect = try KeyboardFrameChange(
            event: .willShow, userInfo: ["UIKeyboardFrameEndUserInfoKey": Device.seShowEnd])
        let fromText = try KeyboardFrameChange(
            event: .willShow, userInfo: ["UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 451}, {375, 216}}"])
        #expect(fromRect.endFrame == Device.seShowEnd)
        #expect(fromText.endFrame == Device.seShowEnd)
    }

    @Test(
        "a duration of 0.25 s may arrive as NSNumber, Double or text, quoted or not",
        arguments: [NSNumber(value: 0.25), 0.25, "0.25", "\"0.25\""] as [any Sendable])
    func durationTypes(duration: any Sendable) throws {
        let change = try KeyboardFrameChange(
            event: .willShow,
            userInfo: [
                "UIKeyboardFrameEndUserInfoKey": Device.seShowEnd, "UIKeyboardAnimationDurationUserInfoKey": duration,
            ])
        #expect(change.animationDuration == 0.25)
    }

    @Test(
        "a rotation's duration of 0 s may arrive as Int or UInt",
        arguments: [0, UInt(0)] as [any Sendable])
    func wholeDurationTypes(duration: any Sendable) throws {
        let change = try KeyboardFrameChange(
            event: .willChangeFrame,
            userInfo: [
                "UIKeyboardFrameEndUserInfoKey": platformBoxed(Device.seShowEnd),
                "UIKeyboardAnimationDurationUserInfoKey": duration,
            ])
        #expect(change.animationDuration == 0)
    }

    @Test(
        "a curve may arrive as NSNumber, Int, UInt, a whole Double or text",
        arguments: [NSNumber(value: 7), 7, UInt(7), 7.0, "7"] as [any Sendable])
    func curveTypes(curve: any Sendable) throws {
        let change = try KeyboardFrameChange(
            event: .willShow,
            userInfo: ["UIKeyboardFrameEndUserInfoKey": Device.seShowEnd, "UIKeyboardAnimationCurveUserInfoKey": curve])
        #expect(change.animationCurve == 7)
    }

    @Test(
        "isLocal may arrive as NSNumber, Bool or text",
        arguments: [NSNumber(value: true), true, "1", 1] as [any Sendable])
    func isLocalTypes(isLocal: any Sendable) throws {
        let change = try KeyboardFrameChange(
            event: .willShow,
            userInfo: ["UIKeyboardFrameEndUserInfoKey": Device.seShowEnd, "UIKeyboardIsLocalUserInfoKey": isLocal])
        #expect(change.isLocal == true)
    }

    @Test("without a duration or curve the documented defaults apply: 0.25 s and 7")
    func defaults() throws {
        let change = try KeyboardFrameChange(
            event: .willShow, userInfo: ["UIKeyboardFrameEndUserInfoKey": platformBoxed(Device.seShowEnd)])
        #expect(change.animationDuration == 0.25)
        #expect(change.animationCurve == 7)
        #expect(change.beginFrame == nil)
        #expect(change.isLocal == nil)
    }

    @Test("a duration of 0, as rotation sends, is kept")
    func zeroDuration() throws {
        let change = try KeyboardFrameChange(
            event: .willChangeFrame,
            userInfo: Device.userInfo(begin: Device.seShowEnd, end: Device.seShowEnd, duration: 0))
        #expect(change.animationDuration == 0)
    }
}

@Suite("Visibility and height")
struct KeyboardFrameChangeVisibilityTests {
    typealias Device = DevicePayloads

    @Test("a hide reports height 0, not the off-screen frame's 258 points")
    func hideHeightIsZero() throws {
        let change = try KeyboardFrameChange(
            event: .willHide, userInfo: Device.userInfo(begin: Device.seHideBegin, end: Device.seHideEnd),
            screenBounds: Device.iPhoneSEScreen)
        #expect(!change.isVisible)
        #expect(change.height == 0)
    }

    @Test("a change-frame notification whose end frame lies below the screen is a hide")
    func frameBelowScreen() throws {
        let change = try KeyboardFrameChange(
            event: .willChangeFrame, userInfo: Device.userInfo(begin: Device.seHideBegin, end: Device.seHideEnd),
            screenBounds: Device.iPhoneSEScreen)
        #expect(!change.isVisible)
        #expect(change.height == 0)
    }

    @Test("without the screen, a frame that slides below its begin frame is a hide")
    func hideWithoutScreen() throws {
        let change = try KeyboardFrameChange(
            event: .willChangeFrame, userInfo: Device.userInfo(begin: Device.seHideBegin, end: Device.seHideEnd))
        #expect(!change.isVisible)
    }

    @Test("without the screen or a begin frame, a will-hide is hidden, whatever its end frame")
    func hideNotificationWithoutScreen() throws {
        let change = try KeyboardFrameChange(event: .willHide, endFrame: Device.seHideEnd)
        #expect(!change.isVisible)
        #expect(change.height == 0)
    }

    @Test("a zero-height frame, as real keyboards send, is hidden")
    func zeroHeightFrame() throws {
        let change = try KeyboardFrameChange(
            event: .willChangeFrame, endFrame: CGRect(x: 0, y: 667, width: 375, height: 0),
            screenBounds: Device.iPhoneSEScreen)
        #expect(!change.isVisible)
        #expect(change.height == 0)
    }

    @Test("QuickType grows the iPhone SE keyboard from 216 to 260 points")
    func quickTypeGrowth() throws {
        let change = try KeyboardFrameChange(
            event: .willChangeFrame, beginFrame: Device.seShowEnd,
            endFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
            screenBounds: Device.iPhoneSEScreen)
        #expect(change.isVisible)
        #expect(change.height == 260)
    }

    @Test("an iPad split keyboard undocking to a negative origin is visible but covers nothing from the bottom")
    func undockedSplitKeyboard() throws {
        let change = try KeyboardFrameChange(
            event: .willChangeFrame, endFrame: CGRect(x: 0, y: -264, width: 768, height: 304),
            screenBounds: CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(change.isVisible)
        #expect(!change.isDocked)
        #expect(change.height == 0)
    }

    @Test("a hide notification never covers the screen, even with an end frame still docked on it")
    func hideWithDockedFrame() throws {
        let change = try KeyboardFrameChange(
            event: .willHide, beginFrame: Device.seShowBegin, endFrame: Device.seShowEnd,
            screenBounds: Device.iPhoneSEScreen)
        #expect(!change.isDocked)
        #expect(change.height == 0)
    }

    @Test("an iPad keyboard undocking with a hide notification is still on screen, undocked")
    func undockingHide() throws {
        let change = try KeyboardFrameChange(
            event: .willHide, endFrame: CGRect(x: 0, y: -264, width: 768, height: 304),
            screenBounds: CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(change.isVisible)
        #expect(change.height == 0)
    }

    @Test(
        "a frame that only touches a 768 x 1024 iPad screen's edge is not visible",
        arguments: [
            // Older iOS on a rotated iPad publishes this with will-hide and did-hide: flush with the left edge.
            CGRect(x: -352, y: 0, width: 352, height: 1024),
            // Just below the bottom edge, as every hide ends.
            CGRect(x: 0, y: 1024, width: 768, height: 313),
            // Flush with the right edge.
            CGRect(x: 768, y: 0, width: 352, height: 1024),
        ])
    func edgeTouchingFrameHidden(endFrame: CGRect) throws {
        let screen = CGRect(x: 0, y: 0, width: 768, height: 1024)
        for event in [KeyboardEvent.willChangeFrame, .willHide, .didHide] {
            let change = try KeyboardFrameChange(event: event, endFrame: endFrame, screenBounds: screen)
            #expect(!change.isVisible, "\(event)")
            #expect(change.height == 0, "\(event)")
        }
    }

    @Test("a rotated iPad keyboard overlapping the screen by one point is visible")
    func onePointOverlapVisible() throws {
        let change = try KeyboardFrameChange(
            event: .willChangeFrame, endFrame: CGRect(x: -351, y: 0, width: 352, height: 1024),
            screenBounds: CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(change.isVisible)
        #expect(change.height == 0)
    }

    @Test("a floating iPad keyboard 320 points wide covers nothing from the bottom")
    func floatingKeyboard() throws {
        let change = try KeyboardFrameChange(
            event: .willShow, endFrame: CGRect(x: 352, y: 800, width: 320, height: 250),
            screenBounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))
        #expect(change.isVisible)
        #expect(change.height == 0)
    }

    @Test("a hardware keyboard's 55-point shortcut bar covers 55 points")
    func shortcutBar() throws {
        let change = try KeyboardFrameChange(
            event: .willShow, endFrame: CGRect(x: 0, y: 797, width: 393, height: 55),
            screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(change.height == 55)
    }
}

@Suite("Payload errors")
struct KeyboardPayloadErrorTests {
    typealias Device = DevicePayloads

    private func error(_ userInfo: [AnyHashable: Any], event: KeyboardEvent = .willShow) -> KeyboardPayloadError? {
        do {
            _ = try KeyboardFrameChange(event: event, userInfo: userInfo)
            return nil
        } catch {
            return error
        }
    }

    private let endKey = "UIKeyboardFrameEndUserInfoKey"

    @Test("a missing end frame names its key")
    func missingEndFrame() {
        let failure = error(["UIKeyboardAnimationDurationUserInfoKey": 0.25])
        #expect(failure == .missingValue(key: endKey))
        #expect(failure?.description == "UIKeyboardFrameEndUserInfoKey is missing")
    }

    @Test("a notification without userInfo is missing its end frame")
    func missingUserInfo() {
        #expect(throws: KeyboardPayloadError.missingValue(key: "UIKeyboardFrameEndUserInfoKey")) {
            try KeyboardFrameChange(notification: Notification(name: KeyboardEvent.willShow.notificationName))
        }
    }

    @Test("a number where a frame belongs is unreadable, with key and value in the message")
    func numberForFrame() {
        let failure = error([endKey: NSNumber(value: 216)])
        #expect(failure?.description == "UIKeyboardFrameEndUserInfoKey has the value 216, which is not a rectangle")
    }

    @Test("an NSValue holding the iPhone SE keyboard's center point is not a frame, the message naming both")
    func pointForFrame() {
        let failure = error([endKey: NSValue(point: CGPoint(x: 187.5, y: 559))])
        #expect(failure?.key == endKey)
        // NSValue prints a point differently per platform ("NSPoint: {187.5, 559}" on Apple's Foundation).
        let message = failure?.description ?? ""
        #expect(message.hasPrefix("UIKeyboardFrameEndUserInfoKey has the value "))
        #expect(message.contains("187.5"))
        #expect(message.hasSuffix(", which is not a rectangle"))
    }

    @Test("garbage text where a frame belongs is quoted in the message")
    func garbageFrameText() {
        #expect(
            error([endKey: "NSRect: {{0, 451}, {375"])?.description
                == "UIKeyboardFrameEndUserInfoKey has the value \"NSRect: {{0, 451}, {375\", which is not a rectangle")
    }

    @Test("a frame with its four numbers in the wrong braces is not a rectangle")
    func misbracedFrameText() {
        #expect(
            error([endKey: "NSRect: {{0, 451, 375}, {216}}"])?.description
                == "UIKeyboardFrameEndUserInfoKey has the value \"NSRect: {{0, 451, 375}, {216}}\", "
                + "which is not a rectangle")
    }

    @Test("a NaN in a frame is refused")
    func nanFrame() {
        #expect(
            error([endKey: platformBoxed(CGRect(x: 0, y: CGFloat.nan, width: 375, height: 216))])
                == .nonFiniteValue(key: endKey, value: "{{0.0, nan}, {375.0, 216.0}}"))
    }

    @Test("an infinite frame is refused, the message naming the key and the value as not finite")
    func infiniteFrame() {
        #expect(
            error([endKey: platformBoxed(CGRect(x: 0, y: 451, width: CGFloat.infinity, height: 216))])?.description
                == "UIKeyboardFrameEndUserInfoKey has the value {{0.0, 451.0}, {inf, 216.0}}, which is not a finite number"
        )
    }

    @Test("a negative size is refused, the message naming the key and the value as negative")
    func negativeSize() {
        let failure = error([endKey: platformBoxed(CGRect(x: 0, y: 451, width: 375, height: -216))])
        #expect(failure == .negativeValue(key: endKey, value: "{{0.0, 451.0}, {375.0, -216.0}}"))
        #expect(
            failure?.description
                == "UIKeyboardFrameEndUserInfoKey has the value {{0.0, 451.0}, {375.0, -216.0}}, which is negative")
    }

    @Test("a coordinate of 1e308 is out of range, not a silently huge inset, the message naming key and value")
    func hugeCoordinate() {
        #expect(
            error([endKey: "{{0, 1e308}, {375, 216}}"])?.description
                == "UIKeyboardFrameEndUserInfoKey has the value {{0.0, 1e+308}, {375.0, 216.0}}, "
                + "outside ±1000000 points")
    }

    @Test("a notification that is not a keyboard notification is named in the error")
    func unknownNotification() {
        #expect(throws: KeyboardPayloadError.unknownNotification(name: "UIApplicationDidBecomeActiveNotification")) {
            try KeyboardFrameChange(
                notification: Notification(name: Notification.Name("UIApplicationDidBecomeActiveNotification")))
        }
    }

    @Test("a megabyte of garbage is quoted in its first 80 characters, with the key")
    func longValueIsCut() {
        let garbage = String(repeating: "x", count: 1_000_000)
        #expect(
            error([endKey: garbage])?.description
                == "UIKeyboardFrameEndUserInfoKey has the value \"" + String(repeating: "x", count: 79)
                + "…, which is not a rectangle")
    }
}

@Suite("A wrong duration, curve or isLocal takes its default and is named")
struct KeyboardPayloadRecoveryTests {
    typealias Device = DevicePayloads

    private let endKey = "UIKeyboardFrameEndUserInfoKey"
    private let durationKey = "UIKeyboardAnimationDurationUserInfoKey"
    private let curveKey = "UIKeyboardAnimationCurveUserInfoKey"

    /// The iPhone SE show, with `extra` values over its payload.
    private func read(_ extra: [AnyHashable: Any]) throws -> KeyboardFrameChange {
        var userInfo = Device.userInfo(begin: Device.seShowBegin, end: Device.seShowEnd)
        userInfo.merge(extra) { $1 }
        return try KeyboardFrameChange(event: .willShow, userInfo: userInfo, screenBounds: Device.iPhoneSEScreen)
    }

    @Test("Listable's will-change-frame with curve 123 keeps its frame and duration, takes curve 7, and names 123")
    func listableCurve123() throws {
        // square/Listable, ListableUI/Tests/Internal/KeyboardObserverTests.swift (test_notifications): its keyboard
        // observer delivers this payload.
        let notification = Notification(
            name: KeyboardEvent.willChangeFrame.notificationName, object: nil,
            userInfo: [
                endKey: NSValue.keyboardBoxing(CGRect(x: 10, y: 10, width: 100, height: 200)),
                durationKey: NSNumber(value: 2.5), curveKey: NSNumber(value: 123),
            ])
        let change = try KeyboardFrameChange(notification: notification)
        #expect(change.endFrame == CGRect(x: 10, y: 10, width: 100, height: 200))
        #expect(change.animationDuration == 2.5)
        #expect(change.animationCurve == 7)
        #expect(change.animationOptions.rawValue == 458_756)
        #expect(change.recoveredErrors == [.outOfRange(key: curveKey, value: "123", range: "0...15")])
        #expect(change.recoveredErrors.first?.description == "\(curveKey) has the value 123, outside 0...15")
    }

    @Test("every payload iOS sends reads with nothing recovered")
    func devicePayloadsRecoverNothing() throws {
        #expect(try read([:]).recoveredErrors.isEmpty)
        let missing = try KeyboardFrameChange(
            event: .willShow, userInfo: [endKey: NSValue.keyboardBoxing(Device.seShowEnd)])
        #expect(missing.recoveredErrors.isEmpty)
    }

    @Test("a non-numeric duration takes 0.25 s, named with the key and the value; the height stays 216")
    func nonNumericDuration() throws {
        let change = try read([durationKey: "fast"])
        #expect(change.animationDuration == 0.25)
        #expect(change.height == 216)
        #expect(
            change.recoveredErrors.map(\.description) == [
                "\(durationKey) has the value \"fast\", which is not a number"
            ])
    }

    @Test(
        "a Boolean duration, Swift or NSNumber, is named and takes 0.25 s, not 1 second",
        arguments: [true, NSNumber(value: true)] as [any Sendable])
    func booleanDuration(duration: any Sendable) throws {
        let change = try read([durationKey: duration])
        #expect(change.animationDuration == 0.25)
        #expect(
            change.recoveredErrors.map(\.description) == ["\(durationKey) has the value true, which is not a number"])
    }

    @Test("a NaN duration takes 0.25 s, named as not finite")
    func nanDuration() throws {
        let change = try read([durationKey: Double.nan])
        #expect(change.animationDuration == 0.25)
        #expect(change.recoveredErrors == [.nonFiniteValue(key: durationKey, value: "nan")])
    }

    @Test("a negative duration takes 0.25 s, named as negative")
    func negativeDuration() throws {
        let change = try read([durationKey: -0.25])
        #expect(change.animationDuration == 0.25)
        #expect(change.recoveredErrors == [.negativeValue(key: durationKey, value: "-0.25")])
    }

    @Test("a duration of an hour takes 0.25 s, named as outside 0...60 seconds")
    func hourLongDuration() throws {
        let change = try read([durationKey: 3_600])
        #expect(change.animationDuration == 0.25)
        #expect(change.recoveredErrors == [.outOfRange(key: durationKey, value: "3600.0", range: "0...60 seconds")])
    }

    @Test("a fractional curve takes curve 7, named as not a whole number")
    func fractionalCurve() throws {
        let change = try read([curveKey: 7.5])
        #expect(change.animationCurve == 7)
        #expect(
            change.recoveredErrors.map(\.description) == ["\(curveKey) has the value 7.5, which is not a whole number"])
    }

    @Test("a curve beyond the four curve bits takes curve 7, named as out of range")
    func curveOutOfRange() throws {
        let change = try read([curveKey: 99])
        #expect(change.animationCurve == 7)
        #expect(change.recoveredErrors.map(\.description) == ["\(curveKey) has the value 99, outside 0...15"])
    }

    @Test("a curve too large for any Int is out of the curve bits' range, not a fraction")
    func hugeCurve() throws {
        let change = try read([curveKey: 1e308])
        #expect(change.recoveredErrors.map(\.description) == ["\(curveKey) has the value 1e+308, outside 0...15"])
    }

    @Test("a negative curve takes curve 7, named as out of range")
    func negativeCurve() throws {
        let change = try read([curveKey: -1])
        #expect(change.animationCurve == 7)
        #expect(change.recoveredErrors == [.outOfRange(key: curveKey, value: "-1", range: "0...15")])
    }

    @Test("an isLocal that is not a Boolean reads as unknown, named with the key and the value")
    func badIsLocal() throws {
        let change = try read(["UIKeyboardIsLocalUserInfoKey": "maybe"])
        #expect(change.isLocal == nil)
        #expect(
            change.recoveredErrors.map(\.description) == [
                "UIKeyboardIsLocalUserInfoKey has the value \"maybe\", which is not a Boolean"
            ])
    }

    @Test("a wrong duration and a wrong curve are both named, in that order")
    func bothRecovered() throws {
        let change = try read([durationKey: "fast", curveKey: 123])
        #expect(change.recoveredErrors.map(\.key) == [durationKey, curveKey])
        #expect(change.animationOptions == KeyboardAnimationOptions(curve: 7))
    }

    @Test("a bad begin frame still withholds the change: it decides where the keyboard was, not how it moves")
    func badBeginFrameThrows() {
        #expect(
            throws: KeyboardPayloadError.nonFiniteValue(
                key: "UIKeyboardFrameBeginUserInfoKey", value: "{{0.0, nan}, {375.0, 216.0}}")
        ) {
            try read([
                "UIKeyboardFrameBeginUserInfoKey": platformBoxed(CGRect(x: 0, y: CGFloat.nan, width: 375, height: 216))
            ])
        }
    }

    @Test("a bad end frame withholds the change even when the curve is also wrong: the frame's error is thrown")
    func badEndFrameWins() {
        #expect(
            throws: KeyboardPayloadError.unreadableValue(
                key: "UIKeyboardFrameEndUserInfoKey", value: "216", expected: "a rectangle")
        ) {
            try read([endKey: NSNumber(value: 216), curveKey: 123])
        }
    }
}
