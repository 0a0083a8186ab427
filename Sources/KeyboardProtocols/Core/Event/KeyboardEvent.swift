import Foundation

/// The six keyboard notifications UIKit posts.
///
/// Raw values are the names as a Swift developer reads them; ``notificationName`` is the name UIKit really posts,
/// so the same value works with a live `NotificationCenter` on iOS and with one you post to yourself on Linux:
///
/// ```swift
/// let center = NotificationCenter()
/// center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: payload)
/// ```
public enum KeyboardEvent: String, CaseIterable, Sendable {
    /// `UIKeyboardWillShowNotification`: the keyboard is about to slide in.
    case willShow
    /// `UIKeyboardDidShowNotification`: the keyboard finished sliding in.
    case didShow
    /// `UIKeyboardWillHideNotification`: the keyboard is about to slide out.
    case willHide
    /// `UIKeyboardDidHideNotification`: the keyboard finished sliding out.
    case didHide
    /// `UIKeyboardWillChangeFrameNotification`: posted before every show, hide and frame change.
    case willChangeFrame
    /// `UIKeyboardDidChangeFrameNotification`: posted after every show, hide and frame change.
    case didChangeFrame

    /// The notification's name exactly as UIKit spells it, for example `UIKeyboardWillShowNotification`.
    ///
    /// These are the string values of UIKit's constants (`UIResponder.keyboardWillShowNotification` and its
    /// siblings), so observing them on iOS observes the real notifications.
    public var notificationName: Notification.Name {
        Notification.Name(uiKitName)
    }

    /// Whether this is one of the three *will* notifications, posted before the keyboard animates.
    package var isWill: Bool {
        switch self {
        case .willShow, .willHide, .willChangeFrame: true
        case .didShow, .didHide, .didChangeFrame: false
        }
    }

    /// Creates the event for a notification name, or `nil` when the name is not a keyboard notification.
    ///
    /// - Parameter notificationName: A name as posted by UIKit, such as `UIKeyboardWillHideNotification`.
    public init?(notificationName: Notification.Name) {
        // NB: every notification reaching a registry comes through here: UIKit's exact spelling is matched first,
        // without building any name (keyboard-bench's dispatch.ratio), the change-frame ones first (every transition
        // posts both, a show or a hide two more).
        switch notificationName.rawValue {
        case "UIKeyboardWillChangeFrameNotification": self = .willChangeFrame
        case "UIKeyboardDidChangeFrameNotification": self = .didChangeFrame
        case "UIKeyboardWillShowNotification": self = .willShow
        case "UIKeyboardDidShowNotification": self = .didShow
        case "UIKeyboardWillHideNotification": self = .willHide
        case "UIKeyboardDidHideNotification": self = .didHide
        default: self.init(name: notificationName.rawValue)
        }
    }

    /// Creates the event for a notification name as people write it, or `nil` when it names no keyboard notification.
    ///
    /// Accepts the three spellings found in logs and source: `UIKeyboardWillShowNotification` (Objective-C and what
    /// UIKit posts), `keyboardWillShowNotification`, and `UIResponder.keyboardWillShowNotification` (Swift).
    ///
    /// - Parameter name: The spelled name; surrounding white space is ignored.
    package init?(name: String) {
        var spelled = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if spelled.hasPrefix("UIResponder.") {
            spelled.removeFirst("UIResponder.".count)
        }
        guard
            let event = Self.allCases.first(where: {
                spelled == $0.uiKitName || spelled == $0.swiftMemberName
            })
        else { return nil }
        self = event
    }

    /// `UIKeyboardWillShowNotification` and its siblings.
    var uiKitName: String {
        switch self {
        case .willShow: "UIKeyboardWillShowNotification"
        case .didShow: "UIKeyboardDidShowNotification"
        case .willHide: "UIKeyboardWillHideNotification"
        case .didHide: "UIKeyboardDidHideNotification"
        case .willChangeFrame: "UIKeyboardWillChangeFrameNotification"
        case .didChangeFrame: "UIKeyboardDidChangeFrameNotification"
        }
    }

    /// `keyboardWillShowNotification` and its siblings: the names of UIKit's constants on `UIResponder` in Swift.
    private var swiftMemberName: String {
        "keyboard" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "Notification"
    }
}

/// The keys of a keyboard notification's `userInfo` that this package reads.
///
/// Raw values are the string values of UIKit's constants (`UIResponder.keyboardFrameEndUserInfoKey` is the string
/// `"UIKeyboardFrameEndUserInfoKey"`), so they read live payloads on iOS and payloads built by hand on Linux alike.
public enum KeyboardUserInfoKey: String, CaseIterable, Sendable {
    /// `UIKeyboardFrameBeginUserInfoKey`: an `NSValue` of the `CGRect` the keyboard starts from, in screen coordinates.
    case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIKeyboardFrameEndUserInfoKey`: an `NSValue` of the `CGRect` the keyboard ends at, in screen coordinates.
    case frameEnd = "UIKeyboardFrameEndUserInfoKey"
    /// `UIKeyboardAnimationDurationUserInfoKey`: an `NSNumber` of the animation's duration in seconds.
    case animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIKeyboardAnimationCurveUserInfoKey`: an `NSNumber` of the animation curve's raw value (7 on current iOS).
    case animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    /// `UIKeyboardIsLocalUserInfoKey`: an `NSNumber` Boolean, whether the keyboard belongs to this app.
    case isLocal = "UIKeyboardIsLocalUserInfoKey"
}
