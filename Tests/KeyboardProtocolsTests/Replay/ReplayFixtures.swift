import Foundation

/// The three published keyboard payloads of `shared/fixtures`, embedded verbatim so the tests run from any
/// checkout; `ReplayFixtureTests` checks they still equal the shared files when the shared folder is there.
enum ReplayFixtures {
    /// `objc-willshow-375x667.txt`: Objective-C `description`, quoted values, iPhone 375 x 667, will show (cjwirth/RichEditorView issue 102).
    static let objcWillShow = #"""
            UIKeyboardAnimationCurveUserInfoKey = 7;
            UIKeyboardAnimationDurationUserInfoKey = "0.25";
            UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {375, 216}}";
            UIKeyboardCenterBeginUserInfoKey = "NSPoint: {187.5, 775}";
            UIKeyboardCenterEndUserInfoKey = "NSPoint: {187.5, 559}";
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 216}}";
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
            UIKeyboardIsLocalUserInfoKey = 1;

        """#

    /// `swift-willshow-414x896.txt`: Swift `print(userInfo)`, `AnyHashable(...)` keys on several lines, iPhone 414 x 896, will show (marty-suzuki/iOSTraining).
    static let swiftWillShow = #"""
            AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 550}, {414, 346}},
            AnyHashable("UIKeyboardCenterBeginUserInfoKey"): NSPoint: {207, 1069},
            AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25,
            AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 896}, {414, 346}}, AnyHashable("UIKeyboardCenterEndUserInfoKey"): NSPoint: {207, 723},
            AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1,
            AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7,
            AnyHashable("UIKeyboardBoundsUserInfoKey"): NSRect: {{0, 0}, {414, 346}}

        """#

    /// `objc-unquoted-willhide-375x667.txt`: Objective-C, unquoted `NSRect:` values, iPhone 375 x 667, will hide (a public Swift tutorial's comment).
    static let objcUnquotedWillHide = #"""
             UIKeyboardFrameBeginUserInfoKey = NSRect: {{0, 409}, {375, 258}};
             UIKeyboardCenterEndUserInfoKey = NSPoint: {187.5, 796};
             UIKeyboardBoundsUserInfoKey = NSRect: {{0, 0}, {375, 258}};
             UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 667}, {375, 258}};
             UIKeyboardAnimationDurationUserInfoKey = 0.25;
             UIKeyboardCenterBeginUserInfoKey = NSPoint: {187.5, 538};
             UIKeyboardAnimationCurveUserInfoKey = 7;
             UIKeyboardIsLocalUserInfoKey = 1;

        """#

    /// Every embedded fixture with its file name in `shared/fixtures`.
    static let all: [(fileName: String, text: String)] = [
        ("objc-willshow-375x667.txt", objcWillShow),
        ("swift-willshow-414x896.txt", swiftWillShow),
        ("objc-unquoted-willhide-375x667.txt", objcUnquotedWillHide),
    ]
}
