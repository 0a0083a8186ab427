import Foundation
import Testing

@testable import KeyboardProtocols

@Suite("Keyboard notification names")
struct KeyboardEventTests {
    @Test("each event posts the name UIKit posts")
    func namesMatchUIKit() {
        let names = KeyboardEvent.allCases.map(\.notificationName.rawValue)
        #expect(
            names == [
                "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
                "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
            ])
    }

    @Test("the three spellings found in logs all name the same event")
    func threeSpellings() {
        #expect(KeyboardEvent(name: "UIKeyboardWillHideNotification") == .willHide)
        #expect(KeyboardEvent(name: "keyboardWillHideNotification") == .willHide)
        #expect(KeyboardEvent(name: "UIResponder.keyboardWillHideNotification") == .willHide)
    }

    @Test("a name that is not a keyboard notification gives no event")
    func unknownName() {
        #expect(KeyboardEvent(name: "UIApplicationDidBecomeActiveNotification") == nil)
        #expect(KeyboardEvent(notificationName: Notification.Name("keyboardWillShow")) == nil)
    }

    @Test("every notification name reads as its event, UIKit's spelling and the Swift member's alike")
    func notificationNamesReadBack() {
        for event in KeyboardEvent.allCases {
            #expect(KeyboardEvent(notificationName: event.notificationName) == event)
        }
        #expect(
            KeyboardEvent(notificationName: Notification.Name("keyboardDidChangeFrameNotification")) == .didChangeFrame)
    }

    @Test("only the will notifications come before the animation")
    func willNotifications() {
        #expect(KeyboardEvent.allCases.filter(\.isWill) == [.willShow, .willHide, .willChangeFrame])
    }

    @Test("user info keys are UIKit's strings")
    func userInfoKeys() {
        #expect(
            KeyboardUserInfoKey.allCases.map(\.rawValue) == [
                "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey",
                "UIKeyboardAnimationDurationUserInfoKey", "UIKeyboardAnimationCurveUserInfoKey",
                "UIKeyboardIsLocalUserInfoKey",
            ])
    }
}

@Suite("Keyboard animation options")
struct KeyboardAnimationOptionsTests {
    @Test("curve 7 becomes 458756: the curve shifted by 16 with beginFromCurrentState")
    func keyboardCurve() {
        #expect(KeyboardAnimationOptions(curve: 7).rawValue == 458_756)
        #expect(KeyboardAnimationOptions(curve: 7).contains(.beginFromCurrentState))
    }

    @Test("the public curves keep UIKit's raw bits")
    func publicCurves() {
        #expect(KeyboardAnimationOptions(curve: 0).rawValue == 4)  // easeInOut
        #expect(KeyboardAnimationOptions(curve: 3).rawValue == 3 << 16 | 4)  // linear
    }

    @Test("the curve reads back from the options, whatever other UIKit bits they carry")
    func curveRoundTrip() {
        #expect(KeyboardAnimationOptions(curve: 7).curve == 7)
        #expect(KeyboardAnimationOptions(rawValue: 458_756).curve == 7)
        // 458756 with UIView.AnimationOptions.transitionFlipFromLeft (1 << 20) above the curve bits.
        #expect(KeyboardAnimationOptions(rawValue: 458_756 | 1 << 20).curve == 7)
    }
}
