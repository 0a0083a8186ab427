import Foundation
import KeyboardProtocols

#if canImport(UIKit)
    import UIKit
#endif

// Value types per `UIWindow.h`; deprecated keys as an iPhone SE prints them (cjwirth/RichEditorView issue 102).

/// A keyboard notification built in a test exactly as UIKit posts it, on iOS and on Linux alike.
///
/// Frames are `NSValue`s of `CGRect`, the duration, the curve and `isLocal` `NSNumber`s, under UIKit's keys, with the
/// deprecated bounds and center keys UIKit still sends, so the same test compiles and passes on both platforms.
///
/// ```swift
/// import KeyboardProtocolsTesting
///
/// let notification = KeyboardNotification.willShow(
///     endFrame: CGRect(x: 0, y: 451, width: 375, height: 216), duration: 0.25, curve: 7)
/// let change = try KeyboardFrameChange(
///     notification: notification, screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667))
/// // change.height == 216
///
/// KeyboardNotification(.willHide, endFrame: CGRect(x: 0, y: 667, width: 375, height: 216))
///     .post(to: center)
/// ```
public struct KeyboardNotification: Sendable, Equatable {
    /// Which of the six keyboard notifications this is.
    public var event: KeyboardEvent
    /// The frame the keyboard starts from, in screen coordinates; nil leaves out the begin frame and its center.
    public var beginFrame: CGRect?
    /// The frame the keyboard ends at, in screen coordinates.
    public var endFrame: CGRect
    /// The animation's duration in seconds.
    public var duration: TimeInterval
    /// The animation curve's raw value; UIKit sends 7.
    public var curve: Int
    /// Whether the keyboard belongs to this app.
    public var isLocal: Bool

    /// Describes a keyboard notification.
    ///
    /// - Parameters:
    ///   - event: Which notification.
    ///   - beginFrame: The frame the keyboard starts from. Defaults to nil: no begin frame, which UIKit always sends
    ///     but the package reads only as optional.
    ///   - endFrame: The frame the keyboard ends at.
    ///   - duration: The duration in seconds. Defaults to 0.25, what iOS sends.
    ///   - curve: The curve's raw value. Defaults to 7, what iOS sends.
    ///   - isLocal: Whether the keyboard is this app's. Defaults to true.
    public init(
        _ event: KeyboardEvent, beginFrame: CGRect? = nil, endFrame: CGRect, duration: TimeInterval = 0.25,
        curve: Int = 7, isLocal: Bool = true
    ) {
        self.event = event
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
    }

    /// The `userInfo` UIKit delivers with these values, keyed by UIKit's key names.
    ///
    /// Frames and the bounds are `NSValue`s of `CGRect`, the centers `NSValue`s of `CGPoint` (the frame's middle),
    /// the duration and the curve `NSNumber`s, `isLocal` an `NSNumber` Boolean.
    public var userInfo: [AnyHashable: Any] {
        var userInfo: [AnyHashable: Any] = [
            KeyboardUserInfoKey.frameEnd.rawValue: Self.boxed(endFrame),
            Self.centerEndKey: Self.boxed(CGPoint(x: endFrame.midX, y: endFrame.midY)),
            Self.boundsKey: Self.boxed(CGRect(origin: .zero, size: endFrame.size)),
            KeyboardUserInfoKey.animationDuration.rawValue: NSNumber(value: duration),
            KeyboardUserInfoKey.animationCurve.rawValue: NSNumber(value: curve),
            KeyboardUserInfoKey.isLocal.rawValue: NSNumber(value: isLocal),
        ]
        if let beginFrame {
            userInfo[KeyboardUserInfoKey.frameBegin.rawValue] = Self.boxed(beginFrame)
            userInfo[Self.centerBeginKey] = Self.boxed(CGPoint(x: beginFrame.midX, y: beginFrame.midY))
        }
        return userInfo
    }

    /// The notification as UIKit posts it: the UIKit name, no object and ``userInfo``.
    ///
    /// The object is nil as UIKit posts the change-frame notifications; since iOS 16.1 it names the `UIScreen` for
    /// show and hide, which the package never reads and Linux has no type for.
    public var notification: Notification {
        Notification(name: event.notificationName, object: nil, userInfo: userInfo)
    }

    /// Posts ``notification`` to a center, as UIKit posts it to `NotificationCenter.default`.
    ///
    /// - Parameter center: The center to post to, e.g. a fresh `NotificationCenter()` in a test.
    public func post(to center: NotificationCenter) {
        center.post(notification)
    }

    // MARK: - Notifications by name

    /// `UIKeyboardWillShowNotification` with these values.
    ///
    /// - Parameters:
    ///   - beginFrame: The frame the keyboard starts from, usually just below the screen. Defaults to nil (left out).
    ///   - endFrame: The frame it ends at, e.g. `CGRect(x: 0, y: 451, width: 375, height: 216)` on an iPhone SE.
    ///   - duration: The duration in seconds. Defaults to 0.25.
    ///   - curve: The curve's raw value. Defaults to 7.
    ///   - isLocal: Whether the keyboard is this app's. Defaults to true.
    /// - Returns: The notification, ready to post or to read with `KeyboardFrameChange(notification:screenBounds:)`.
    public static func willShow(
        beginFrame: CGRect? = nil, endFrame: CGRect, duration: TimeInterval = 0.25, curve: Int = 7,
        isLocal: Bool = true
    ) -> Notification {
        KeyboardNotification(
            .willShow, beginFrame: beginFrame, endFrame: endFrame, duration: duration, curve: curve, isLocal: isLocal
        ).notification
    }

    /// `UIKeyboardDidShowNotification` with these values, posted after the keyboard finished sliding in.
    ///
    /// - Parameters:
    ///   - beginFrame: The frame the keyboard started from. Defaults to nil (left out).
    ///   - endFrame: The frame it ended at.
    ///   - duration: The duration in seconds. Defaults to 0.25.
    ///   - curve: The curve's raw value. Defaults to 7.
    ///   - isLocal: Whether the keyboard is this app's. Defaults to true.
    /// - Returns: The notification.
    public static func didShow(
        beginFrame: CGRect? = nil, endFrame: CGRect, duration: TimeInterval = 0.25, curve: Int = 7,
        isLocal: Bool = true
    ) -> Notification {
        KeyboardNotification(
            .didShow, beginFrame: beginFrame, endFrame: endFrame, duration: duration, curve: curve, isLocal: isLocal
        ).notification
    }

    /// `UIKeyboardWillHideNotification` with these values.
    ///
    /// - Parameters:
    ///   - beginFrame: The frame the keyboard starts from. Defaults to nil (left out).
    ///   - endFrame: The frame it ends at, usually just below the screen, e.g. `CGRect(x: 0, y: 667, width: 375,
    ///     height: 216)` on an iPhone SE.
    ///   - duration: The duration in seconds. Defaults to 0.25.
    ///   - curve: The curve's raw value. Defaults to 7.
    ///   - isLocal: Whether the keyboard is this app's. Defaults to true.
    /// - Returns: The notification.
    public static func willHide(
        beginFrame: CGRect? = nil, endFrame: CGRect, duration: TimeInterval = 0.25, curve: Int = 7,
        isLocal: Bool = true
    ) -> Notification {
        KeyboardNotification(
            .willHide, beginFrame: beginFrame, endFrame: endFrame, duration: duration, curve: curve, isLocal: isLocal
        ).notification
    }

    /// `UIKeyboardDidHideNotification` with these values.
    ///
    /// - Parameters:
    ///   - beginFrame: The frame the keyboard started from. Defaults to nil (left out).
    ///   - endFrame: The frame it ended at.
    ///   - duration: The duration in seconds. Defaults to 0.25.
    ///   - curve: The curve's raw value. Defaults to 7.
    ///   - isLocal: Whether the keyboard is this app's. Defaults to true.
    /// - Returns: The notification.
    public static func didHide(
        beginFrame: CGRect? = nil, endFrame: CGRect, duration: TimeInterval = 0.25, curve: Int = 7,
        isLocal: Bool = true
    ) -> Notification {
        KeyboardNotification(
            .didHide, beginFrame: beginFrame, endFrame: endFrame, duration: duration, curve: curve, isLocal: isLocal
        ).notification
    }

    /// `UIKeyboardWillChangeFrameNotification` with these values: posted before every show, hide and change of
    /// height (QuickType, emoji) or of docking (an iPad keyboard floating or splitting).
    ///
    /// - Parameters:
    ///   - beginFrame: The frame the keyboard starts from. Defaults to nil (left out).
    ///   - endFrame: The frame it ends at.
    ///   - duration: The duration in seconds. Defaults to 0.25.
    ///   - curve: The curve's raw value. Defaults to 7.
    ///   - isLocal: Whether the keyboard is this app's. Defaults to true.
    /// - Returns: The notification.
    public static func willChangeFrame(
        beginFrame: CGRect? = nil, endFrame: CGRect, duration: TimeInterval = 0.25, curve: Int = 7,
        isLocal: Bool = true
    ) -> Notification {
        KeyboardNotification(
            .willChangeFrame, beginFrame: beginFrame, endFrame: endFrame, duration: duration, curve: curve,
            isLocal: isLocal
        ).notification
    }

    /// `UIKeyboardDidChangeFrameNotification` with these values.
    ///
    /// - Parameters:
    ///   - beginFrame: The frame the keyboard started from. Defaults to nil (left out).
    ///   - endFrame: The frame it ended at.
    ///   - duration: The duration in seconds. Defaults to 0.25.
    ///   - curve: The curve's raw value. Defaults to 7.
    ///   - isLocal: Whether the keyboard is this app's. Defaults to true.
    /// - Returns: The notification.
    public static func didChangeFrame(
        beginFrame: CGRect? = nil, endFrame: CGRect, duration: TimeInterval = 0.25, curve: Int = 7,
        isLocal: Bool = true
    ) -> Notification {
        KeyboardNotification(
            .didChangeFrame, beginFrame: beginFrame, endFrame: endFrame, duration: duration, curve: curve,
            isLocal: isLocal
        ).notification
    }

    // MARK: - Boxing

    /// The keys UIKit deprecated in iOS 3.2 (`UIWindow.h`: "superseded by UIKeyboardFrameBeginUserInfoKey and
    /// UIKeyboardFrameEndUserInfoKey") and still sends; the package reads none of them.
    private static let boundsKey = "UIKeyboardBoundsUserInfoKey"
    private static let centerBeginKey = "UIKeyboardCenterBeginUserInfoKey"
    private static let centerEndKey = "UIKeyboardCenterEndUserInfoKey"

    /// A rect boxed by the platform's own `NSValue` initializer, so the package's reading of frames is tested against
    /// what the platform really produces rather than against the package's own boxing.
    private static func boxed(_ rect: CGRect) -> NSValue {
        // Fenced: `NSValue(cgRect:)` is UIKit's (`UIGeometry.h`), on iOS, Mac Catalyst, tvOS and visionOS only;
        // `NSValue(rect:)` is Foundation's on macOS and Linux only. Both hold a `{CGRect={CGPoint=dd}{CGSize=dd}}`.
        #if canImport(UIKit)
            NSValue(cgRect: rect)
        #else
            NSValue(rect: rect)
        #endif
    }

    /// A point boxed by the platform's own `NSValue` initializer; fenced for the same reason as rects.
    private static func boxed(_ point: CGPoint) -> NSValue {
        #if canImport(UIKit)
            NSValue(cgPoint: point)
        #else
            NSValue(point: point)
        #endif
    }
}
