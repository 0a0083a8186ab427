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
