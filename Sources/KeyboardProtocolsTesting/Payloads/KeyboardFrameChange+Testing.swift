import Foundation
import KeyboardProtocols

// The conveniences tests use to make a `KeyboardFrameChange`: typed values, a `userInfo` dictionary, screen bounds.
extension KeyboardFrameChange {
    /// Creates a change from already-typed values, checking them as a notification's payload is checked.
    ///
    /// ```swift
    /// let change = try KeyboardFrameChange(
    ///     event: .willShow, endFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
    ///     screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667))
    /// change.height  // 216
    /// ```
    ///
    /// - Parameters:
    ///   - event: Which notification this is.
    ///   - beginFrame: The frame the keyboard starts from, in screen coordinates. Defaults to `nil`.
    ///   - endFrame: The frame the keyboard ends at, in screen coordinates.
    ///   - animationDuration: Seconds, 0 through 60. Defaults to 0.25.
    ///   - animationCurve: The curve's raw value. Defaults to 7.
    ///   - isLocal: Whether the keyboard belongs to this app. Defaults to `nil`.
    ///   - screenBounds: The screen's bounds in points. Defaults to `nil`, which judges visibility by the frames alone.
    /// - Throws: `KeyboardPayloadError` naming the key of the first value that breaks its rule.
    public init(
        event: KeyboardEvent,
        beginFrame: CGRect? = nil,
        endFrame: CGRect,
        animationDuration: TimeInterval = KeyboardFrameChange.defaultAnimationDuration,
        animationCurve: Int = KeyboardFrameChange.defaultAnimationCurve,
        isLocal: Bool? = nil,
        screenBounds: CGRect? = nil
    ) throws(KeyboardPayloadError) {
        try self.init(
            event: event, beginFrame: beginFrame, endFrame: endFrame, animationDuration: animationDuration,
            animationCurve: animationCurve, isLocal: isLocal, screen: screenBounds.map(KeyboardScreen.init(bounds:)))
    }

    /// Creates a change from a `userInfo` dictionary as UIKit delivers it, or as built, replayed or parsed in a test.
    ///
    /// ```swift
    /// let change = try KeyboardFrameChange(
    ///     event: .willShow, userInfo: ["UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 451}, {375, 216}}"])
    /// ```
    ///
    /// - Parameters:
    ///   - event: Which notification the payload came with.
    ///   - userInfo: The payload, keyed by the strings of `KeyboardUserInfoKey`. Other keys are ignored.
    ///   - screenBounds: The screen's bounds in points. Defaults to `nil`.
    /// - Throws: `KeyboardPayloadError` naming the key and the value, as `init(notification:screen:)` does.
    public init(
        event: KeyboardEvent,
        userInfo: [AnyHashable: Any],
        screenBounds: CGRect? = nil
    ) throws(KeyboardPayloadError) {
        try self.init(event: event, userInfo: userInfo, screen: screenBounds.map(KeyboardScreen.init(bounds:)))
    }

    /// Creates a change from a `userInfo` dictionary, measured against a known screen.
    ///
    /// - Parameters:
    ///   - event: Which notification the payload came with.
    ///   - userInfo: The payload, keyed by the strings of `KeyboardUserInfoKey`.
    ///   - screen: The screen the keyboard is on, or `nil`.
    /// - Throws: `KeyboardPayloadError` naming the key and the value.
    public init(event: KeyboardEvent, userInfo: [AnyHashable: Any], screen: KeyboardScreen?)
        throws(KeyboardPayloadError)
    {
        try self.init(
            notification: Notification(name: event.notificationName, object: nil, userInfo: userInfo), screen: screen)
    }

    /// Creates a change from a keyboard notification, measured against a screen's bounds.
    ///
    /// ```swift
    /// let change = try KeyboardFrameChange(
    ///     notification: KeyboardNotification.willShow(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)),
    ///     screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667))
    /// ```
    ///
    /// - Parameters:
    ///   - notification: One of the six keyboard notifications.
    ///   - screenBounds: The screen's bounds in points, or `nil`.
    /// - Throws: `KeyboardPayloadError` naming the key and the value.
    public init(notification: Notification, screenBounds: CGRect?) throws(KeyboardPayloadError) {
        try self.init(notification: notification, screen: screenBounds.map(KeyboardScreen.init(bounds:)))
    }
}
