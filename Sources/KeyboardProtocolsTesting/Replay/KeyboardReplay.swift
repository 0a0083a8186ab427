import Foundation
import KeyboardProtocols

/// Replays keyboard notifications, recorded or printed, through the code paths live notifications take.
///
/// Each event goes through `KeyboardFrameChange(event:userInfo:screenBounds:)` (the live initializer),
/// `KeyboardDeliverySchedule` (what observers hear: one delivery per transition, a hide cancelled by a show in the
/// same turn, did-change-frame only for a move nothing announced) and `KeyboardGeometry` (docking, height and the
/// scroll-view inset the mixins apply), and yields one ``KeyboardReplayRow``. Tracked keyboard frames (format
/// version 2) go through `KeyboardFrameTracking` as the registry's live ones do. Events with the same `time` happen
/// in one turn of the main run loop; an event without a time is a turn of its own.
///
/// ```swift
/// let trace = try KeyboardTrace(json: Data(contentsOf: traceURL))
/// for row in KeyboardReplay(layout: trace.layout).rows(for: trace.events) {
///     print(row.notification ?? "?", row.height ?? .nan, row.isDelivered)
/// }
/// ```
public struct KeyboardReplay: Sendable {
    /// The layout events are replayed in: the screen and the safe-area insets.
    public var layout: KeyboardTrace.Layout

    /// Creates a replay in a layout.
    ///
    /// - Parameter layout: The screen and safe-area insets to replay in.
    public init(layout: KeyboardTrace.Layout) {
        self.layout = layout
    }

    /// Replays events in order, starting from a hidden keyboard and a fresh delivery schedule.
    ///
    /// - Parameter events: Events from a trace or from ``KeyboardPrintedPayload/events(in:)``.
    /// - Returns: One row per event, in order; events that can't be understood get a row with their error.
    public func rows(for events: [KeyboardTrace.Event]) -> [KeyboardReplayRow] {
        var schedule = KeyboardDeliverySchedule()
        var tracking = KeyboardFrameTracking()
        var heldRow: Int?
        var previousTime: TimeInterval?
        var isVisible = false
        var isDocked = false
        var rows: [KeyboardReplayRow] = []
        rows.reserveCapacity(events.count)
        let screenBounds = layout.screenBounds
        func endTurn() {
            if let held = schedule.endTurn(), let heldRow {
                rows[heldRow].isDelivered = true
                tracking.noteDelivered(held)
            }
            heldRow = nil
            tracking.endTurn()
        }
        for event in events {
            if event.time == nil || event.time != previousTime { endTurn() }
            previousTime = event.time
            let notification =
                event.isTracked
                ? nil
                : (try? KeyboardPrintedPayload.keyboardEvent(named: event.notification))?.notificationName.rawValue
            do throws(KeyboardPrintedPayloadError) {
                let change: KeyboardFrameChange
                let isNews: Bool
                if let tracked = event.trackedKeyboardFrame {
                    do throws(KeyboardPayloadError) {
                        change = try tracking.trackedChange(printed: tracked, screenBounds: screenBounds)
                    } catch {
                        throw .payload(error)
                    }
                    isNews = tracking.isNews(change)
                } else {
                    change = try KeyboardPrintedPayload.frameChange(from: event, screenBounds: screenBounds)
                    if change.event.isWill { tracking.noteNotification(change) }
                    isNews = true
                }
                // Visibility, docking and height exactly as observers read them from the change; the inset is
                // the one `ModifiableInsetsOnKeyboardFrameChanges` computes for a scroll view filling the screen
                // with no inset of its own, whose system bottom inset is the safe area's.
                isVisible = change.isVisible
                isDocked = change.isDocked
                let bottomInset = KeyboardGeometry.bottomInset(
                    for: change, screenBounds: screenBounds, scrollViewFrame: screenBounds,
                    systemBottomInset: CGFloat(layout.safeAreaInsets.bottom))
                rows.append(
                    KeyboardReplayRow(
                        time: event.time, notification: notification, change: change, isVisible: isVisible,
                        isDocked: isDocked, height: change.height, bottomInset: bottomInset,
                        isDelivered: false, error: nil, isTracked: event.isTracked))
                guard isNews else { continue }
                switch schedule.receive(change) {
                case .deliver(let delivered):
                    rows[rows.count - 1].isDelivered = true
                    tracking.noteDelivered(delivered)
                case .hold: heldRow = rows.count - 1
                case .settle, .drop: break
                }
            } catch {
                rows.append(
                    KeyboardReplayRow(
                        time: event.time, notification: notification, change: nil, isVisible: isVisible,
                        isDocked: isDocked, height: nil, bottomInset: nil, isDelivered: false, error: error,
                        isTracked: event.isTracked))
            }
        }
        endTurn()
        return rows
    }

    /// Replays a trace in its own layout.
    ///
    /// - Parameter trace: The recorded session.
    /// - Returns: One row per event, in order.
    public static func rows(for trace: KeyboardTrace) -> [KeyboardReplayRow] {
        KeyboardReplay(layout: trace.layout).rows(for: trace.events)
    }

    /// Posts events to a notification center as UIKit would have: the UIKit notification name and the
    /// delivered `userInfo` (`NSValue`, `NSNumber`), so real observers and the mixins receive them.
    ///
    /// Events whose name is not a keyboard notification are skipped, and so are tracked frames, which are no
    /// notifications (feed them to `KeyboardObserverRegistry.trackKeyboardFrame(_:screenBounds:)`); events with
    /// bad values are posted as they are, for observers to reject exactly as they would reject them live.
    ///
    /// - Parameters:
    ///   - events: Events from a trace or from ``KeyboardPrintedPayload/events(in:)``.
    ///   - center: The center to post to, e.g. a fresh `NotificationCenter()` in a test.
    ///   - object: The notification's object. Defaults to nil, as UIKit posts the change-frame notifications (and,
    ///     before iOS 16.1, all six; since then show and hide name their `UIScreen`).
    /// - Returns: The number of notifications posted.
    @discardableResult
    public static func post(_ events: [KeyboardTrace.Event], to center: NotificationCenter, object: Any? = nil) -> Int {
        var posted = 0
        for event in events where !event.isTracked {
            guard let keyboardEvent = try? KeyboardPrintedPayload.keyboardEvent(named: event.notification) else {
                continue
            }
            center.post(
                name: keyboardEvent.notificationName, object: object,
                userInfo: KeyboardPrintedPayload.userInfo(from: event.userInfo))
            posted += 1
        }
        return posted
    }
}
