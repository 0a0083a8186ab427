import Foundation

/// Merges keyboard frames tracked by the layout with keyboard notifications, so observers follow an interactive
/// dismissal frame by frame and still hear every transition once.
///
/// With `keyboardDismissMode = .interactive` the keyboard follows the finger and UIKit posts no notification until
/// the finger lifts (openradar 14847817; freshOS/KeyboardLayoutGuide issues 17 and 35). A tracking source (on iOS,
/// `KeyboardFrameTracker` reading the keyboard layout guide) reports the keyboard's frame in screen coordinates
/// whenever the layout moves it; this state machine decides which of those frames are news:
///
/// 1. A tracked frame that ends where a notification of the same main-run-loop turn ends is not delivered: the
///    notification, which carries the animation, wins. A tracker on the layout guide sees every show, hide and frame
///    change too, since the guide "matches keyboard animations like bring up and dismiss" (WWDC21 session 10259,
///    "Your guide to keyboard layout"), and lays out in the turn UIKit posts the notification.
/// 2. A tracked frame that repeats the keyboard observers last heard about (notification or tracked) is no news.
/// 3. Anything else becomes a ``KeyboardFrameChange`` with ``KeyboardFrameChange/isTracked``, duration 0 (see
///    ``KeyboardFrameChange/init(trackedFrame:previousFrame:screenBounds:)``), delivered like a notification.
///
/// The release (the will-change-frame and will-hide UIKit posts when the finger lifts) is a notification like any
/// other: delivered once by ``KeyboardDeliveryFilter``. A drag given up half-way needs no rule of its own: the
/// tracked frames spring back up with the keyboard, and the last one, at rest, brings everything back.
///
/// "The same place" allows ``KeyboardGeometry/edgeTolerance`` on every edge, the rounding of converting a frame
/// between coordinate spaces; with screen bounds, only the part of each frame on screen counts, so a keyboard
/// dragged 400 points below the screen and one resting just below it are both simply off screen.
///
/// ``KeyboardObserverRegistry/trackKeyboardFrame(_:screenBounds:)`` runs it for live frames, ending a turn when the
/// main queue next runs; `keyboard-replay` runs it for recorded ones, a turn being the events of one time.
///
/// ```swift
/// var tracking = KeyboardFrameTracking()
/// tracking.noteNotification(willShow)        // ends at {{0, 516}, {393, 336}}
/// tracking.noteDelivered(willShow)
/// try tracking.change(forTrackedFrame: CGRect(x: 0, y: 516, width: 393, height: 336), screenBounds: screen)
/// // nil: the show's own frame, already delivered with its animation
/// try tracking.change(forTrackedFrame: CGRect(x: 0, y: 600, width: 393, height: 336), screenBounds: screen)
/// // a tracked change: height 252, duration 0
/// ```
public struct KeyboardFrameTracking: Sendable {
    /// The name of the notification ``KeyboardObserverRegistry/trackKeyboardFrame(_:screenBounds:)`` posts on its
    /// center for every tracked frame, before deciding anything, so a trace recorder can keep the raw input.
    ///
    /// Its `userInfo` holds the frame under ``KeyboardFrameChange/trackedFrameKey`` as an `NSValue` of a `CGRect`,
    /// boxed as UIKit boxes keyboard frames. UIKit never posts it.
    public static let trackedFrameNotification = Notification.Name("KeyboardProtocolsTrackedKeyboardFrameNotification")

    /// The keyboard observers last heard about, notification or tracked.
    private var lastDelivered: KeyboardFrameChange?

    /// The end frames (and screens) of the notifications heard in the current main-run-loop turn.
    private var notificationsThisTurn: [KeyboardFrameChange] = []

    /// Creates a state machine that has heard nothing yet.
    public init() {}

    /// Notes a keyboard notification that was understood, whether or not observers were told about it.
    ///
    /// - Parameter change: The notification's checked payload.
    /// - Returns: `true` when this opened the turn: the caller must call ``endTurn()`` when the turn ends.
    @discardableResult
    public mutating func noteNotification(_ change: KeyboardFrameChange) -> Bool {
        let opened = notificationsThisTurn.isEmpty
        notificationsThisTurn.append(change)
        return opened
    }

    /// Notes a change observers were told about, notification or tracked.
    ///
    /// - Parameter change: The delivered change.
    public mutating func noteDelivered(_ change: KeyboardFrameChange) {
        lastDelivered = change
    }

    /// Ends the current main-run-loop turn: notifications heard so far no longer hide tracked frames.
    public mutating func endTurn() {
        notificationsThisTurn.removeAll()
    }

    /// Forgets everything, as after a while unobserved: the keyboard may have moved meanwhile.
    public mutating func reset() {
        lastDelivered = nil
        notificationsThisTurn.removeAll()
    }

    /// The change to deliver for a tracked frame, or `nil` when the frame is no news.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame in screen coordinates, as the layout sees it.
    ///   - screenBounds: The screen's bounds in points, when known.
    /// - Returns: ``trackedChange(_:screenBounds:)`` when ``isNews(_:)`` says so (then deliver it and pass it to
    ///   ``noteDelivered(_:)``), else `nil`.
    /// - Throws: The errors of ``trackedChange(_:screenBounds:)``.
    public func change(forTrackedFrame frame: CGRect, screenBounds: CGRect?) throws(KeyboardPayloadError)
        -> KeyboardFrameChange?
    {
        let change = try trackedChange(frame, screenBounds: screenBounds)
        return isNews(change) ? change : nil
    }

    /// The change a tracked frame stands for, news or not: it begins where observers last heard of the keyboard.
    ///
    /// - Parameters:
    ///   - frame: The keyboard's frame in screen coordinates, as the layout sees it.
    ///   - screenBounds: The screen's bounds in points, when known.
    /// - Returns: A change with ``KeyboardFrameChange/isTracked``, duration 0.
    /// - Throws: ``KeyboardPayloadError`` naming ``KeyboardFrameChange/trackedFrameKey`` and the frame when it is not
    ///   a finite frame of positive or zero size, or naming `screenBounds`.
    public func trackedChange(_ frame: CGRect, screenBounds: CGRect?) throws(KeyboardPayloadError)
        -> KeyboardFrameChange
    {
        try KeyboardFrameChange(trackedFrame: frame, previousFrame: lastDelivered?.endFrame, screenBounds: screenBounds)
    }

    /// The change a recorded tracked frame stands for, news or not, from its printed form. Package access: reading
    /// printed values is the replay's business (`KeyboardProtocolsTesting`), not an app's.
    ///
    /// - Parameters:
    ///   - printed: The frame as a trace stores it, such as `"NSRect: {{0, 600}, {393, 336}}"`.
    ///   - screenBounds: The screen's bounds in points, when known.
    /// - Returns: A change with ``KeyboardFrameChange/isTracked``, duration 0.
    /// - Throws: ``KeyboardPayloadError/unreadableValue(key:value:expected:)`` naming
    ///   ``KeyboardFrameChange/trackedFrameKey`` and the text when it is not a rectangle, and the errors of
    ///   ``trackedChange(_:screenBounds:)``.
    package func trackedChange(printed: String, screenBounds: CGRect?) throws(KeyboardPayloadError)
        -> KeyboardFrameChange
    {
        try trackedChange(
            PayloadValue.rect(printed, key: KeyboardFrameChange.trackedFrameKey), screenBounds: screenBounds)
    }

    /// Whether observers should hear a tracked change.
    ///
    /// - Parameter trackedChange: A change made by ``trackedChange(_:screenBounds:)``.
    /// - Returns: `false` when a notification of this turn ends at the same place, or when observers last heard of a
    ///   keyboard at the same place; `true` otherwise.
    public func isNews(_ trackedChange: KeyboardFrameChange) -> Bool {
        if notificationsThisTurn.contains(where: { Self.endsAtSamePlace($0, trackedChange) }) { return false }
        if let lastDelivered, Self.endsAtSamePlace(lastDelivered, trackedChange) { return false }
        return true
    }

    /// Whether two changes leave the keyboard at the same place, within ``KeyboardGeometry/edgeTolerance``.
    ///
    /// With screen bounds (either change's) only the on-screen part of each end frame counts, and two keyboards
    /// with nothing on screen are at the same place, wherever their frames lie off screen.
    static func endsAtSamePlace(_ first: KeyboardFrameChange, _ second: KeyboardFrameChange) -> Bool {
        var a = first.endFrame
        var b = second.endFrame
        if let screen = second.screenBounds ?? first.screenBounds {
            a = a.intersection(screen)
            b = b.intersection(screen)
        }
        let aIsEmpty = a.isNull || a.width <= 0 || a.height <= 0
        let bIsEmpty = b.isNull || b.width <= 0 || b.height <= 0
        if aIsEmpty || bIsEmpty { return aIsEmpty == bIsEmpty }
        let tolerance = KeyboardGeometry.edgeTolerance
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }
}
