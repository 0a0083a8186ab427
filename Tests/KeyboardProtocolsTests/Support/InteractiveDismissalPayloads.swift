import Foundation

@testable import KeyboardProtocols

/// An iPhone 15 (393 x 852 points, safe-area bottom 34) whose 336-point keyboard is dragged down interactively.
///
/// UIKit posts nothing during the drag, only on release (freshOS/KeyboardLayoutGuide issues 17 and 35): the frames in
/// between are what the keyboard layout guide reports, in screen coordinates.
enum InteractiveDismissalPayloads {
    static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let safeAreaBottom: CGFloat = 34
    /// The keyboard at rest: 336 points from the bottom.
    static let resting = keyboard(top: 516)
    /// The keyboard below the screen, as the hide notification ends.
    static let hidden = keyboard(top: 852)

    /// The 336-point keyboard with its top edge at `top`.
    static func keyboard(top: CGFloat) -> CGRect {
        CGRect(x: 0, y: top, width: 393, height: 336)
    }

    /// The notifications of one transition (will-change-frame, will-show or will-hide, and the two did-notifications)
    /// with the payload UIKit sends: `NSValue` frames, 0.25 seconds, curve 7.
    static func transition(showing: Bool, from begin: CGRect, to end: CGRect) -> [Notification] {
        DevicePayloads.transition(showing: showing, begin: begin, end: end)
    }
}

// MARK: - Traces

extension InteractiveDismissalPayloads {
    /// The iPhone 15 layout: 393 x 852 points, safe area top 59, bottom 34.
    static let layout = KeyboardTrace.Layout(
        screen: KeyboardTrace.Size(width: 393, height: 852), safeAreaInsets: KeyboardTrace.Insets(top: 59, bottom: 34))

    /// A full interactive dismissal in trace format version 2, as `KeyboardTraceRecorder` wrote it before it wrote
    /// version 3 (which records the drag's start and end too): the show with the layout guide's report of its own
    /// frame, four frames dragged down without a notification, the release.
    static let fullDragJSON = #"""
        {
          "version": 2,
          "layout": {"screen": {"width": 393, "height": 852}, "safeAreaInsets": {"top": 59, "bottom": 34}},
          "events": [
            {"time": 0, "notification": "UIKeyboardWillChangeFrameNotification", "userInfo": {
              "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
              "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}",
              "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7,
              "UIKeyboardIsLocalUserInfoKey": 1}},
            {"time": 0, "notification": "UIKeyboardWillShowNotification", "userInfo": {
              "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
              "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}",
              "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7,
              "UIKeyboardIsLocalUserInfoKey": 1}},
            {"time": 0, "trackedKeyboardFrame": "NSRect: {{0, 516}, {393, 336}}"},
            {"time": 1.0, "trackedKeyboardFrame": "NSRect: {{0, 560}, {393, 336}}"},
            {"time": 1.05, "trackedKeyboardFrame": "NSRect: {{0, 600}, {393, 336}}"},
            {"time": 1.1, "trackedKeyboardFrame": "NSRect: {{0, 700}, {393, 336}}"},
            {"time": 1.15, "trackedKeyboardFrame": "NSRect: {{0, 800}, {393, 336}}"},
            {"time": 1.2, "notification": "UIKeyboardWillChangeFrameNotification", "userInfo": {
              "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 800}, {393, 336}}",
              "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
              "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7,
              "UIKeyboardIsLocalUserInfoKey": 1}},
            {"time": 1.2, "notification": "UIKeyboardWillHideNotification", "userInfo": {
              "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 800}, {393, 336}}",
              "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
              "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7,
              "UIKeyboardIsLocalUserInfoKey": 1}},
            {"time": 1.2, "trackedKeyboardFrame": "NSRect: {{0, 852}, {393, 336}}"}
          ]
        }
        """#

    /// The will-notifications of one transition as trace events, at one time.
    static func traceTransition(showing: Bool, from begin: CGRect, to end: CGRect, at time: TimeInterval)
        -> [KeyboardTrace.Event]
    {
        let userInfo = KeyboardTraceRecording.traceValues(from: DevicePayloads.userInfo(begin: begin, end: end))
        let names = [
            "UIKeyboardWillChangeFrameNotification",
            showing ? "UIKeyboardWillShowNotification" : "UIKeyboardWillHideNotification",
        ]
        return names.map { KeyboardTrace.Event(notification: $0, userInfo: userInfo, time: time) }
    }

    /// A tracked-frame event for the keyboard with its top edge at `top`.
    static func traceTracked(top: CGFloat, at time: TimeInterval) -> KeyboardTrace.Event {
        KeyboardTrace.Event(trackedKeyboardFrame: "NSRect: {{0, \(Int(top))}, {393, 336}}", time: time)
    }

    /// The show at time 0, with the layout guide's report of the resting frame in the same turn.
    static let traceShow =
        traceTransition(showing: true, from: hidden, to: resting, at: 0) + [traceTracked(top: 516, at: 0)]
}
