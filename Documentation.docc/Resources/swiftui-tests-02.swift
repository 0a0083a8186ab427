import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting
import Testing

@Suite("The chat composer rides the keyboard")
struct ComposerKeyboardTests {
    /// iPhone 15 in portrait: 393 × 852 points.
    let screen = KeyboardScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    /// The composer at rest: 52 points tall, above the 34-point home indicator.
    let composer = CGRect(x: 0, y: 766, width: 393, height: 52)

    @Test("the composer lifts 302 points onto the 336-point keyboard")
    func composerLiftsOntoTheKeyboard() throws {
        let show = try KeyboardFrameChange(
            notification: KeyboardNotification.willShow(endFrame: CGRect(x: 0, y: 516, width: 393, height: 336)))
        let keyboard = KeyboardInView(show, viewFrame: composer, screen: screen)
        #expect(keyboard.lift == 302)
        #expect(keyboard.motion == .spring(.keyboard))  // SwiftUI animates it with `Animation.keyboard`
    }

    /// A tester's recorded session: the keyboard shows, is dragged down with the messages, and is let go.
    /// Written by hand in trace format version 2, where a drag needs no markers: it is inferred from tracked
    /// frames showing less keyboard than announced. A `KeyboardTraceRecorder` writes version 4, which adds
    /// the drag's start and end and the input accessory; `KeyboardReplay` reads every version.
    static let session = #"""
        {
          "version": 2,
          "layout": {"screen": {"width": 393, "height": 852}, "safeAreaInsets": {"top": 59, "bottom": 34}},
          "events": [
            {"time": 0, "notification": "UIKeyboardWillShowNotification", "userInfo": {
              "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
              "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}",
              "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}},
            {"time": 1.0, "trackedKeyboardFrame": "NSRect: {{0, 600}, {393, 336}}"},
            {"time": 1.1, "trackedKeyboardFrame": "NSRect: {{0, 700}, {393, 336}}"},
            {"time": 1.2, "notification": "UIKeyboardWillHideNotification", "userInfo": {
              "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 700}, {393, 336}}",
              "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
              "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}}
          ]
        }
        """#

    @Test("replayed, the session lifts the composer 302 points, follows the drag, and brings it back to rest")
    func composerFollowsARecordedSession() throws {
        let trace = try JSONDecoder().decode(KeyboardTrace.self, from: Data(Self.session.utf8))
        let heard = KeyboardReplay.rows(for: trace).filter(\.isDelivered).compactMap(\.change)
        let lifts = heard.map { KeyboardInView($0, viewFrame: composer, screen: screen).lift }
        #expect(lifts == [302, 218, 118, 0])
    }
}
