import Foundation
import KeyboardProtocols

/// Replays keyboard notifications, recorded or printed, through the code paths live notifications take.
///
/// Each notification goes through `KeyboardFrameChange(event:userInfo:screenBounds:)` (the live initializer) and
/// the registry's own delivery state machine (what observers hear: one delivery per transition, a hide cancelled by
/// a show in the same turn, tracked frames only during a drag and never above the announced keyboard, a drag let go
/// waiting for what the keyboard does next), and yields one ``KeyboardReplayRow``. Events with the same `time` happen
/// in one turn of the main run loop; an event without a time is a turn of its own. Each event is measured against the
/// layout in force at its time: the replay's until a layout event (format version 5: a rotation, a resized window,
/// another screen) replaces it.
///
/// ```swift
/// let trace = try KeyboardTrace(json: Data(contentsOf: traceURL))
/// for row in KeyboardReplay.rows(for: trace) {
///     print(row.notification ?? "?", row.height ?? .nan, row.isDelivered)
/// }
/// ```
public struct KeyboardReplay: Sendable {
    /// The layout events are replayed in, until a layout event replaces it: the screen and the safe-area insets.
    public var layout: KeyboardTrace.Layout

    /// The trace format version the events were written in: in version 2 a drag is inferred from tracked frames.
    var version: Int

    /// Creates a replay in a layout, for events of the current trace format.
    ///
    /// - Parameter layout: The screen and safe-area insets to replay in.
    public init(layout: KeyboardTrace.Layout) {
        self.init(layout: layout, version: KeyboardTrace.currentVersion)
    }

    /// Creates a replay in a layout for events of a trace format version.
    package init(layout: KeyboardTrace.Layout, version: Int) {
        self.layout = layout
        self.version = version
    }

    /// Replays events in order, starting from a hidden keyboard and a fresh delivery state machine.
    ///
    /// - Parameter events: Events from a trace or from ``KeyboardPrintedPayload/events(in:)``.
    /// - Returns: One row per event, in order; events that can't be understood get a row with their error.
    public func rows(for events: [KeyboardTrace.Event]) -> [KeyboardReplayRow] {
        var delivery = KeyboardDelivery()
        var dragIsInferred = false
        var heldRow: Int?
        var previousTime: TimeInterval?
        var isVisible = false
        var isDocked = false
        var height: CGFloat = 0
        var bottomInset: CGFloat = 0
        var rows: [KeyboardReplayRow] = []
        rows.reserveCapacity(events.count)
        // The layout in force: a layout event replaces it for the events after it.
        var layout = self.layout
        var screenBounds = layout.screenBounds
        func insetBelow(_ change: KeyboardFrameChange) -> CGFloat {
            // The inset `ModifiableInsetsOnKeyboardFrameChanges` computes for a scroll view filling the window (the
            // screen unless a window frame was recorded) with no inset of its own, whose system bottom inset is the
            // safe area's.
            KeyboardGeometry.bottomInset(
                for: change, screenBounds: screenBounds, scrollViewFrame: layout.windowFrameOnScreen,
                systemBottomInset: CGFloat(layout.safeAreaInsets.bottom))
        }
        func endTurn() {
            if delivery.endTurn() != nil, let heldRow { rows[heldRow].isDelivered = true }
            heldRow = nil
        }
        /// Runs one understood change through the delivery state machine and appends its row; `error` names what
        /// could not be read when `change` is the hide a will-hide stands for.
        func receive(
            _ change: KeyboardFrameChange, event: KeyboardTrace.Event, notification: String?,
            error: KeyboardPrintedPayloadError?
        ) {
            // Version 2 records no drags: one is inferred from a tracked frame showing less keyboard than
            // announced, and lasts until the next will-notification or until the keyboard is back where it was
            // announced (that return is delivered).
            let announced = delivery.announced
            let tolerance = KeyboardGeometry.edgeTolerance
            let trackedFrameCounts = announced?.isDocked == true && !delivery.holdsHide && !delivery.holdsGuess
            if version == 2, change.isTracked, trackedFrameCounts, !delivery.isDragging, let announced,
                change.height < announced.height - tolerance
            {
                delivery.interactiveDismissalDidBegin()
                dragIsInferred = true
            } else if dragIsInferred, !change.isTracked, change.event.isWill {
                delivery.interactiveDismissalDidEnd()
                dragIsInferred = false
            }
            let decision = delivery.receive(change)
            if dragIsInferred, change.isTracked, trackedFrameCounts, let announced,
                change.height >= announced.height - tolerance
            {
                delivery.interactiveDismissalDidEnd()
                dragIsInferred = false
            }
            // A delivered change is what observers heard (a tracked frame clamped to the announced keyboard, a
            // duration-0 spring-back animated, the return after a drag let go). A dropped tracked frame shows its
            // raw frame but leaves the keyboard's state as observers know it.
            var shown = change
            var isDelivered = false
            if case .deliver(let delivered) = decision {
                shown = delivered
                isDelivered = true
            }
            if isDelivered || !event.isTracked {
                // Visibility, docking and height exactly as observers read them from the change.
                isVisible = shown.isVisible
                isDocked = shown.isDocked
                height = shown.height
                bottomInset = insetBelow(shown)
            }
            rows.append(
                KeyboardReplayRow(
                    time: event.time, notification: notification, change: shown, isVisible: shown.isVisible,
                    isDocked: shown.isDocked, height: shown.height, bottomInset: insetBelow(shown),
                    isDelivered: isDelivered, error: error, isTracked: event.isTracked, payload: change))
            // A hide standing for a payload that could not be read has no payload to show.
            if error != nil { rows[rows.count - 1].payload = nil }
            switch decision {
            case .hold:
                heldRow = rows.count - 1
            case .deliver, .settle, .drop:
                if !delivery.holdsHide { heldRow = nil }
            }
        }
        for event in events {
            if event.time == nil || event.time != previousTime {
                if !rows.isEmpty { endTurn() }
            }
            previousTime = event.time
            if event.layout != nil || event.interactiveDismissal != nil {
                // A layout change or a drag's start or end keeps the keyboard as observers know it: after a layout
                // change, the notifications UIKit posts for the new layout say where it is now, measured against it.
                if let changed = event.layout {
                    layout = changed
                    screenBounds = changed.screenBounds
                }
                switch event.interactiveDismissal {
                case .began: delivery.interactiveDismissalDidBegin()
                case .ended: delivery.interactiveDismissalDidEnd()
                case nil: break
                }
                var row = KeyboardReplayRow(
                    time: event.time, notification: nil, change: nil, isVisible: isVisible, isDocked: isDocked,
                    height: height, bottomInset: bottomInset, isDelivered: false, error: nil)
                row.layout = event.layout
                row.interactiveDismissal = event.interactiveDismissal
                rows.append(row)
                continue
            }
            let notification =
                event.isTracked
                ? nil
                : (try? KeyboardPrintedPayload.keyboardEvent(named: event.notification))?.notificationName.rawValue
            do throws(KeyboardPrintedPayloadError) {
                let change: KeyboardFrameChange
                if let tracked = event.trackedKeyboardFrame {
                    do throws(KeyboardPayloadError) {
                        change = try delivery.trackedChange(printed: tracked, screenBounds: screenBounds)
                    } catch {
                        throw .payload(error)
                    }
                } else {
                    change = try KeyboardPrintedPayload.frameChange(from: event, screenBounds: screenBounds)
                }
                receive(change, event: event, notification: notification, error: nil)
            } catch {
                // A will-hide always hides, whatever its frames say (as the live registry delivers it): the row shows
                // the hide observers heard and still names the key and value that failed.
                if let hide = hide(
                    standingFor: event, from: delivery.lastDelivered?.endFrame, screenBounds: screenBounds)
                {
                    receive(hide, event: event, notification: notification, error: error)
                    continue
                }
                rows.append(
                    KeyboardReplayRow(
                        time: event.time, notification: notification, change: nil, isVisible: isVisible,
                        isDocked: isDocked, height: nil, bottomInset: nil, isDelivered: false, error: error,
                        isTracked: event.isTracked))
            }
        }
        // The trace ends: its last turn ends. A return still held after a drag stays held: the keyboard said nothing.
        if !rows.isEmpty { endTurn() }
        return rows
    }

    /// The hide a will-hide stands for when its frames can't be read (the live registry's rule): from where observers
    /// last heard the keyboard to the bottom of the screen, with the default duration and curve, carrying the
    /// recorded accessory (a composer that stays still covers the bottom). `nil` for any other event.
    // DAKeyboardControl issue 91: iOS 7 posted UIKeyboardWillHide with an end frame of {{inf, inf}, {0, 0}}.
    private func hide(standingFor event: KeyboardTrace.Event, from lastFrame: CGRect?, screenBounds: CGRect)
        -> KeyboardFrameChange?
    {
        guard !event.isTracked,
            let keyboardEvent = try? KeyboardPrintedPayload.keyboardEvent(named: event.notification),
            let hide = KeyboardFrameChange.hide(
                standingFor: Notification(name: keyboardEvent.notificationName),
                screen: KeyboardScreen(bounds: screenBounds), from: lastFrame)
        else { return nil }
        let userInfo = KeyboardPrintedPayload.userInfo(from: event.userInfo)
        guard let accessory = try? KeyboardFrameChange.Accessory(userInfo: userInfo) else { return hide }
        return hide.riding(accessory)
    }

    /// Replays a trace in its own layouts: the one it started in, then each layout change it recorded.
    ///
    /// - Parameter trace: The recorded session.
    /// - Returns: One row per event, in order.
    public static func rows(for trace: KeyboardTrace) -> [KeyboardReplayRow] {
        KeyboardReplay(layout: trace.layout, version: trace.version).rows(for: trace.events)
    }

    /// Posts events to a notification center as UIKit would have: the UIKit notification name and the
    /// delivered `userInfo` (`NSValue`, `NSNumber`), so real observers and the mixins receive them.
    ///
    /// Events whose name is not a keyboard notification are skipped, and so are tracked frames and drags, which are
    /// no notifications (``post(_:to:)`` replays a whole trace, drags included); events with bad values are posted
    /// as they are, for observers to reject exactly as they would reject them live.
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
        for event in events where event.isNotification {
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
