import Foundation

/// The keyboard as the last delivered notification left it.
///
/// ```swift
/// let snapshot = keyboardState.snapshot
/// if snapshot.isVisible {
///     tableView.contentInset.bottom = snapshot.height
/// }
/// ```
public struct KeyboardSnapshot: Sendable, Equatable {
    /// The keyboard's end frame in screen coordinates, as the last notification gave it.
    public var endFrame: CGRect
    /// The points of the screen the keyboard covers; 0 when hidden.
    public var height: CGFloat
    /// Whether the keyboard covers any of the screen.
    public var isVisible: Bool
    /// The duration of the last keyboard animation, in seconds.
    public var animationDuration: TimeInterval
    /// The options of the last keyboard animation (its curve, shifted as UIKit expects).
    public var animationOptions: KeyboardAnimationOptions

    /// Creates a snapshot.
    ///
    /// - Parameters:
    ///   - endFrame: The keyboard's end frame in screen coordinates.
    ///   - height: The points of the screen the keyboard covers; 0 when hidden.
    ///   - isVisible: Whether the keyboard covers any of the screen.
    ///   - animationDuration: The animation's duration in seconds.
    ///   - animationOptions: The animation's options.
    public init(
        endFrame: CGRect,
        height: CGFloat,
        isVisible: Bool,
        animationDuration: TimeInterval,
        animationOptions: KeyboardAnimationOptions
    ) {
        self.endFrame = endFrame
        self.height = height
        self.isVisible = isVisible
        self.animationDuration = animationDuration
        self.animationOptions = animationOptions
    }

    /// Creates the snapshot a keyboard notification leaves behind.
    ///
    /// - Parameter change: A delivered keyboard notification.
    public init(_ change: KeyboardFrameChange) {
        self.init(
            endFrame: change.endFrame,
            height: change.height,
            isVisible: change.isVisible,
            animationDuration: change.animationDuration,
            animationOptions: change.animationOptions
        )
    }

    /// The keyboard before any notification arrived: hidden, zero frame, and the defaults a payload without duration
    /// or curve gets, ``KeyboardFrameChange/defaultAnimationDuration`` (0.25 s) and
    /// ``KeyboardFrameChange/defaultAnimationCurve`` (7).
    public static let hidden = KeyboardSnapshot(
        endFrame: .zero,
        height: 0,
        isVisible: false,
        animationDuration: KeyboardFrameChange.defaultAnimationDuration,
        animationOptions: KeyboardAnimationOptions(curve: KeyboardFrameChange.defaultAnimationCurve)
    )
}
