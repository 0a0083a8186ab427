import Foundation
import KeyboardProtocols

/// What one replayed keyboard notification did: what its payload said, the keyboard's state after it, and
/// what observers were told.
///
/// ``payload`` is the notification as read; ``change`` is what observers heard when ``isDelivered`` (a
/// did-change-frame's move arrives without animation, a tracked frame never above the announced keyboard).
///
/// ```swift
/// for row in KeyboardReplay.rows(for: trace) where row.isDelivered {
///     print(row.payload?.animationDuration ?? .nan, "said;", row.change?.animationDuration ?? .nan, "heard")
/// }
/// ```
public struct KeyboardReplayRow: Sendable, Equatable {
    /// Seconds since the recording started; nil for events read from printed text.
    public var time: TimeInterval?
    /// The UIKit notification name (`UIKeyboardWillShowNotification`, …), whatever spelling was printed;
    /// nil when the printed name is not a keyboard notification.
    public var notification: String?
    /// What observers heard when ``isDelivered`` (a tracked frame never more keyboard than announced, a
    /// did-change-frame's move with duration 0); otherwise the payload as read. Nil when the event could not be
    /// understood (see ``error``).
    public var change: KeyboardFrameChange?
    /// What the payload said, checked: its frames, duration, curve and options, before the delivery state machine
    /// decided anything. A duration or curve that could not be used took the keyboard's default and is named in its
    /// `recoveredErrors`. Nil on error and on a drag's rows, which carry no payload.
    public var payload: KeyboardFrameChange?
    /// Whether the keyboard is on screen after this event. An event that could not be understood leaves
    /// the previous state (false before the first event).
    public var isVisible: Bool
    /// Whether the keyboard is docked at the bottom of the screen after this event. An event that could not
    /// be understood leaves the previous state.
    public var isDocked: Bool
    /// Points of the screen the docked keyboard covers: 0 when hidden or undocked; nil on error.
    public var height: CGFloat?
    /// The bottom inset `ModifiableInsetsOnKeyboardFrameChanges` sets on a scroll view filling the screen,
    /// with the layout's safe-area bottom as the system inset; nil on error.
    public var bottomInset: CGFloat?
    /// Whether `KeyboardChangeFrameObserver` observers are told about this event, as the registry's delivery state
    /// machine decides: once per transition; never for a hide followed in its turn (same time) by a docked keyboard;
    /// for a did-change-frame only when nothing announced it and it leaves no docked keyboard; for a tracked frame
    /// only during a drag, never above the announced keyboard; never for an event that could not be understood.
    public var isDelivered: Bool
    /// Why the event could not be understood, naming the key and the value; nil when it was.
    public var error: KeyboardPrintedPayloadError?
    /// Whether the event is a keyboard frame the layout tracked (format version 2) rather than a notification;
    /// ``notification`` is then nil.
    public var isTracked: Bool
    /// The start or end of an interactive-dismissal drag (format version 3) this row stands for; nil for a
    /// notification or a tracked frame. Such a row keeps the keyboard's state; when the drag ended away from the
    /// announced keyboard and nothing spoke in its turn, ``change`` is the return delivered.
    package var interactiveDismissal: KeyboardTrace.InteractiveDismissal?
    /// The layout a layout event (format version 5) put in force from this row on; nil for any other event. Such a row
    /// keeps the keyboard's state as observers know it: only the next notification is measured against the new layout.
    package var layout: KeyboardTrace.Layout?

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - time: Seconds since the recording started, or nil.
    ///   - notification: The UIKit notification name, or nil when not a keyboard notification.
    ///   - change: The checked payload, or nil on error.
    ///   - isVisible: Whether the keyboard is on screen after the event.
    ///   - isDocked: Whether the keyboard is docked after the event.
    ///   - height: The docked height, or nil on error.
    ///   - bottomInset: The scroll view's bottom inset, or nil on error.
    ///   - isDelivered: Whether observers are told.
    ///   - error: Why the event could not be understood, or nil.
    ///   - isTracked: Whether the event is a tracked keyboard frame. Defaults to false.
    ///   - payload: What the payload said, or nil. Defaults to `change`.
    public init(
        time: TimeInterval?, notification: String?, change: KeyboardFrameChange?, isVisible: Bool, isDocked: Bool,
        height: CGFloat?, bottomInset: CGFloat?, isDelivered: Bool, error: KeyboardPrintedPayloadError?,
        isTracked: Bool = false, payload: KeyboardFrameChange? = nil
    ) {
        self.time = time
        self.notification = notification
        self.change = change
        self.payload = payload ?? change
        self.isVisible = isVisible
        self.isDocked = isDocked
        self.height = height
        self.bottomInset = bottomInset
        self.isDelivered = isDelivered
        self.error = error
        self.isTracked = isTracked
    }
}
