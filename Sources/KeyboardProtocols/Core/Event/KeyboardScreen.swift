import Foundation

/// The screen a keyboard change is measured against: its identity, so two displays are told apart, and its bounds.
///
/// A keyboard's frames are in its own screen's coordinates. With an external display or a second window on another
/// screen, comparing a view's screen with ``KeyboardFrameChange/screen`` tells whether the keyboard is there at all;
/// comparing bounds alone can't (two screens may share a size). On iOS the UIKit layer makes one from a `UIScreen`;
/// tests and replays, which have no screen object, make one from bounds alone.
///
/// ```swift
/// let screen = KeyboardScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
/// screen.id       // nil: no screen object stands behind it
/// ```
public struct KeyboardScreen: Sendable, Equatable {
    /// The identity of the screen object (a `UIScreen` on iOS), or `nil` when only the bounds are known.
    ///
    /// An `ObjectIdentifier` does not keep the screen alive; compare it only with screens that are still connected.
    public let id: ObjectIdentifier?

    /// The screen's bounds in points, in the coordinate space of the keyboard's frames.
    public let bounds: CGRect

    /// Creates a screen with a known identity, or none.
    ///
    /// - Parameters:
    ///   - id: The identity of the screen object, or `nil`.
    ///   - bounds: The screen's bounds in points.
    init(id: ObjectIdentifier?, bounds: CGRect) {
        self.id = id
        self.bounds = bounds
    }

    /// Creates a screen identified by the object that stands for it, such as a `UIScreen`.
    ///
    /// - Parameters:
    ///   - object: The screen object; held by identity only, not retained.
    ///   - bounds: The screen's bounds in points, read now.
    public init(_ object: AnyObject, bounds: CGRect) {
        self.init(id: ObjectIdentifier(object), bounds: bounds)
    }

    /// Creates a screen known only by its bounds, as in tests and replays.
    ///
    /// - Parameter bounds: The screen's bounds in points.
    public init(bounds: CGRect) {
        self.init(id: nil, bounds: bounds)
    }

    /// Whether `other` stands for the same screen: the same identity, or, for two screens without one, the same bounds.
    ///
    /// Bounds are not compared for identified screens: a screen's bounds change when the interface rotates.
    ///
    /// - Parameter other: Another screen.
    /// - Returns: `true` for the same screen.
    func isSameScreen(as other: KeyboardScreen) -> Bool {
        if let id, let otherID = other.id { return id == otherID }
        return id == nil && other.id == nil && bounds == other.bounds
    }
}

// MARK: - Which screen a keyboard is on

extension KeyboardFrameChange {
    /// Whether this change's keyboard can cover views on `screen`: `false` only when both screens are known by
    /// identity and differ (an external display, or a second window's screen in Stage Manager), so a keyboard
    /// shown on one screen never insets or lifts anything on another.
    ///
    /// - Parameter screen: The screen of the view being measured.
    /// - Returns: `true` when the change names no screen identity, or the same one.
    func isOnSameScreen(as screen: KeyboardScreen) -> Bool {
        guard let own = self.screen, own.id != nil, screen.id != nil else { return true }
        return own.isSameScreen(as: screen)
    }
}
