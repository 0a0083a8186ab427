import Foundation
import KeyboardProtocols

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
