import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@MainActor
@Suite("A valid frame with a wrong duration or curve is delivered with the defaults and reported")
struct RecoveredPayloadDeliveryTests {
    typealias Device = DevicePayloads

    let center = NotificationCenter()
    private let curveKey = "UIKeyboardAnimationCurveUserInfoKey"
    private let durationKey = "UIKeyboardAnimationDurationUserInfoKey"

    /// The iPhone SE show as iOS posts it (will-change-frame, will-show, did-change-frame, did-show), each
    /// notification's payload changed by `edit`.
    private func postSEShow(_ edit: (inout [AnyHashable: Any]) -> Void) {
        for notification in Device.transition(showing: true, begin: Device.seShowBegin, end: Device.seShowEnd) {
            var userInfo = notification.userInfo ?? [:]
            edit(&userInfo)
            center.post(name: notification.name, object: nil, userInfo: userInfo)
        }
    }

    @Test("Listable's will-change-frame with curve 123 reaches the observer with 2.5 s and curve 7, and 123 is named")
    func listableCurve123() {
        // square/Listable, ListableUI/Tests/Internal/KeyboardObserverTests.swift (test_notifications): its observer
        // delivers this payload; rejecting it for its curve would leave every bar under the keyboard.
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        center.post(
            name: KeyboardEvent.willChangeFrame.notificationName, object: nil,
            userInfo: [
                "UIKeyboardFrameEndUserInfoKey": NSValue.keyboardBoxing(CGRect(x: 10, y: 10, width: 100, height: 200)),
                durationKey: NSNumber(value: 2.5), curveKey: NSNumber(value: 123),
            ])
        #expect(
            observer.deliveries == [.init(height: 200, duration: 2.5, options: KeyboardAnimationOptions(curve: 7))])
        #expect(observer.failures == [.outOfRange(key: curveKey, value: "123", range: "0...15")])
    }

    @Test("the iPhone SE show with curve 123 lifts the bar 216 points on curve 7, each notification read reporting 123")
    func seShowWithCurve123() {
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow { $0[curveKey] = NSNumber(value: 123) }
        #expect(
            observer.deliveries == [
                .init(height: 216, duration: 0.25, options: KeyboardAnimationOptions(rawValue: 458_756))
            ])
        // The registry reads three of the four notifications iOS posts for a show (will-change-frame, will-show,
        // did-change-frame; not did-show); each carried the curve, so each says so.
        #expect(observer.failures.count == 3)
        #expect(Set(observer.failures.map(\.description)) == ["\(curveKey) has the value 123, outside 0...15"])
    }

    @Test("a missing curve and a curve of 123 are heard the same; only 123 is reported")
    func missingAndWrongCurveAreHeardAlike() async {
        let missing = RecordingObserver()
        missing.addKeyboardFrameChangesObserver(center: center)
        postSEShow { $0[curveKey] = nil }
        missing.removeKeyboardFrameChangesObserver(center: center)
        // The registry listens on with nobody registered (issue 36): the keyboard goes, so the next show is news.
        for notification in Device.transition(showing: false, begin: Device.seShowEnd, end: Device.seShowBegin) {
            center.post(notification)
        }
        await Device.endMainTurn()

        let wrong = RecordingObserver()
        wrong.addKeyboardFrameChangesObserver(center: center)
        postSEShow { $0[curveKey] = NSNumber(value: 123) }
        #expect(missing.deliveries == wrong.deliveries)
        #expect(missing.failures.isEmpty)
        #expect(!wrong.failures.isEmpty)
    }

    @Test("a duration of \"fast\" in the printed iPhone SE fixture is heard as 0.25 s, and \"fast\" is reported")
    func printedFixtureWithTextDuration() throws {
        // objc-willshow-375x667.txt (shared/fixtures), its duration replaced by text no number reads.
        let dump = ReplayFixtures.objcWillShow.replacingOccurrences(
            of: #"UIKeyboardAnimationDurationUserInfoKey = "0.25";"#,
            with: #"UIKeyboardAnimationDurationUserInfoKey = "fast";"#)
        try #require(dump != ReplayFixtures.objcWillShow)
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        let posted = KeyboardReplay.post(
            KeyboardPrintedPayload.events(in: "UIKeyboardWillShowNotification\n" + dump), to: center)
        #expect(posted == 1)
        #expect(observer.deliveries.map(\.height) == [216])
        #expect(observer.deliveries.map(\.duration) == [0.25])
        #expect(
            observer.failures.map(\.description) == ["\(durationKey) has the value \"fast\", which is not a number"])
    }

    @Test("a show whose end frame is garbage and whose curve is 123 is withheld, the frame named, not the curve")
    func badFrameStillWithholds() {
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        postSEShow {
            $0["UIKeyboardFrameEndUserInfoKey"] = "garbage"
            $0[curveKey] = NSNumber(value: 123)
        }
        #expect(observer.deliveries.isEmpty)
        #expect(Set(observer.failures.map(\.key)) == ["UIKeyboardFrameEndUserInfoKey"])
    }
}
