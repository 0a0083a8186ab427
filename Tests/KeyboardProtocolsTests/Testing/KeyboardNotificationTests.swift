import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@Suite("Building a keyboard notification as UIKit posts it")
struct KeyboardNotificationTests {
    /// iPhone SE (2nd/3rd generation): the 216-point keyboard of `objc-willshow-375x667.txt`.
    static let seScreen = CGRect(x: 0, y: 0, width: 375, height: 667)
    static let seBelowScreen = CGRect(x: 0, y: 667, width: 375, height: 216)
    static let seDocked = CGRect(x: 0, y: 451, width: 375, height: 216)

    static let rectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"

    @Test("each of the six builders posts under UIKit's name and with no object", arguments: KeyboardEvent.allCases)
    func namesAndObject(event: KeyboardEvent) {
        let builders: [KeyboardEvent: (CGRect) -> Notification] = [
            .willShow: { KeyboardNotification.willShow(endFrame: $0) },
            .didShow: { KeyboardNotification.didShow(endFrame: $0) },
            .willHide: { KeyboardNotification.willHide(endFrame: $0) },
            .didHide: { KeyboardNotification.didHide(endFrame: $0) },
            .willChangeFrame: { KeyboardNotification.willChangeFrame(endFrame: $0) },
            .didChangeFrame: { KeyboardNotification.didChangeFrame(endFrame: $0) },
        ]
        let notification = builders[event]?(Self.seDocked)
        #expect(notification?.name == event.notificationName)
        #expect(notification?.object == nil)
    }

    @Test("frames are NSValues holding a CGRect, as UIWindow.h documents them")
    func framesAreBoxedRects() throws {
        let userInfo = KeyboardNotification(.willShow, beginFrame: Self.seBelowScreen, endFrame: Self.seDocked).userInfo
        for key in [KeyboardUserInfoKey.frameBegin, .frameEnd] {
            let boxed = try #require(userInfo[key.rawValue] as? NSValue, "\(key.rawValue)")
            #expect(String(cString: boxed.objCType) == Self.rectEncoding)
        }
    }

    @Test("the duration and the curve are NSNumbers, 0.25 and 7 unless told otherwise")
    func durationAndCurveAreNumbers() throws {
        let userInfo = KeyboardNotification(.willShow, endFrame: Self.seDocked).userInfo
        let duration = try #require(userInfo[KeyboardUserInfoKey.animationDuration.rawValue] as? NSNumber)
        let curve = try #require(userInfo[KeyboardUserInfoKey.animationCurve.rawValue] as? NSNumber)
        #expect(duration.doubleValue == 0.25)
        #expect(curve.intValue == 7)
    }

    @Test("isLocal is an NSNumber Boolean, encoded as a BOOL, which the core tells apart from the number 1")
    func isLocalIsABoolean() throws {
        let userInfo = KeyboardNotification(.willShow, endFrame: Self.seDocked, isLocal: false).userInfo
        let isLocal = try #require(userInfo[KeyboardUserInfoKey.isLocal.rawValue] as? NSNumber)
        #expect(String(cString: isLocal.objCType) == "c")
        #expect(isLocal.boolValue == false)
    }

    @Test(
        "the payload has the keys and values an iPhone SE printed, key for key, deprecated bounds and centers included")
    func matchesTheDevicePrintout() throws {
        let printed = try #require(KeyboardPrintedPayload.events(in: ReplayFixtures.objcWillShow).first)
        let device = KeyboardPrintedPayload.userInfo(from: printed.userInfo)
        let built = KeyboardNotification(.willShow, beginFrame: Self.seBelowScreen, endFrame: Self.seDocked).userInfo
        #expect(Set(built.keys) == Set(device.keys))
        for (key, value) in device {
            #expect((built[key] as? NSObject) == (value as? NSObject), "\(key)")
        }
    }

    @Test("without a begin frame, neither the begin frame nor the begin center is sent")
    func noBeginFrame() {
        let userInfo = KeyboardNotification(.willHide, endFrame: Self.seBelowScreen).userInfo
        #expect(userInfo[KeyboardUserInfoKey.frameBegin.rawValue] == nil)
        #expect(userInfo["UIKeyboardCenterBeginUserInfoKey"] == nil)
        #expect(userInfo[KeyboardUserInfoKey.frameEnd.rawValue] != nil)
    }

    @Test("KeyboardFrameChange(notification:) reads back every value: an iPhone SE show of 216 points")
    func readsBack() throws {
        let notification = KeyboardNotification.willShow(
            beginFrame: Self.seBelowScreen, endFrame: Self.seDocked, duration: 0.25, curve: 7)
        let change = try KeyboardFrameChange(notification: notification, screenBounds: Self.seScreen)
        #expect(change.event == .willShow)
        #expect(change.beginFrame == Self.seBelowScreen)
        #expect(change.endFrame == Self.seDocked)
        #expect(change.animationDuration == 0.25)
        #expect(change.animationCurve == 7)
        #expect(change.isLocal == true)
        #expect(change.height == 216)
    }

    @Test("a bad value is sent as given, so the core names it: curve 99")
    func badValuesReachTheCore() throws {
        let notification = KeyboardNotification.willShow(endFrame: Self.seDocked, curve: 99)
        let change = try KeyboardFrameChange(notification: notification, screenBounds: Self.seScreen)
        #expect(
            change.recoveredErrors.map(String.init(describing:)) == [
                "UIKeyboardAnimationCurveUserInfoKey has the value 99, outside 0...15"
            ])
    }

    @Test("post(to:) delivers the notification once to an observer of that center, with the built userInfo")
    func postsToTheCenter() throws {
        let center = NotificationCenter()
        let received = ReceivedNotifications()
        let token = center.addObserver(forName: KeyboardEvent.willHide.notificationName, object: nil, queue: nil) {
            received.append($0)
        }
        defer { center.removeObserver(token) }

        KeyboardNotification(.willHide, beginFrame: Self.seDocked, endFrame: Self.seBelowScreen).post(to: center)

        let delivered = received.all
        #expect(delivered.count == 1)
        let change = try KeyboardFrameChange(notification: try #require(delivered.first), screenBounds: Self.seScreen)
        #expect(change.endFrame == Self.seBelowScreen)
        #expect(!change.isVisible)
    }
}

/// Notifications an observer block received; locked, since the block may run on the posting thread.
private final class ReceivedNotifications: @unchecked Sendable {
    private let lock = NSLock()
    private var notifications: [Notification] = []

    var all: [Notification] { lock.withLock { notifications } }

    func append(_ notification: Notification) { lock.withLock { notifications.append(notification) } }
}
