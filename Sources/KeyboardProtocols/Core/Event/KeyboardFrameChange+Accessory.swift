import Foundation

// MARK: - What rides on the keyboard

extension KeyboardFrameChange {
    /// What rides on the keyboard, as the UIKit layer senses it when a notification arrives: the first responder's
    /// input accessory view, or the registered view controller's own (a MessageKit-style composer).
    package struct Accessory: Sendable, Equatable {
        /// The accessory's frame in screen coordinates, as laid out when the notification arrived.
        var frame: CGRect

        /// Whether the accessory stays on screen, docked at the bottom, when the keyboard goes away: a view
        /// controller's own accessory (a composer), not a text field's.
        var staysWithoutKeyboard: Bool

        /// Whether the keyboard notifications' frames include the accessory: `true` on iOS 18 and earlier, `false`
        /// on iOS 26 and later, `nil` where nobody knows (a recorded trace, a test). Known, a will-notification counts
        /// the accessory by its height on the keyboard, wherever its host happens to be laid out; unknown, by where
        /// it sits.
        // iOS 26 "no longer includes the input accessory view (chat bar) in the reported keyboard frame" (badoo/Chatto
        // PR 797); "That frame excludes the accessory" (manaflow-ai/cmux PR 6719).
        var isInNotificationFrame: Bool?

        /// Whether ``frame`` is where the accessory sits, laid out in a window: a measurement. `false` when only its
        /// size is known (its host not yet in a window when the notification arrived).
        var isLaidOut: Bool

        /// Creates an accessory fact.
        init(
            frame: CGRect, staysWithoutKeyboard: Bool = false, isInNotificationFrame: Bool? = nil,
            isLaidOut: Bool = true
        ) {
            self.frame = frame
            self.staysWithoutKeyboard = staysWithoutKeyboard
            self.isInNotificationFrame = isInNotificationFrame
            self.isLaidOut = isLaidOut
        }

        /// The accessory where only its size is known: a view not yet in a window, whose height is its bounds' or,
        /// before its first layout, its intrinsic height (`nil` when neither is positive: nothing to count).
        init?(
            unplacedWidth width: CGFloat, boundsHeight: CGFloat, intrinsicHeight: CGFloat?,
            staysWithoutKeyboard: Bool = false, isInNotificationFrame: Bool?
        ) {
            let height = boundsHeight > 0 ? boundsHeight : intrinsicHeight ?? 0
            guard height > 0, height.isFinite, width.isFinite else { return nil }
            self.init(
                frame: CGRect(x: 0, y: 0, width: max(width, 0), height: height),
                staysWithoutKeyboard: staysWithoutKeyboard, isInNotificationFrame: isInNotificationFrame,
                isLaidOut: false)
        }

        /// Whether `change` counts the accessory by its height on the keyboard rather than by where it sits.
        ///
        /// A will-notification does when the platform says whether its frame includes the accessory: UIKit may lay
        /// the accessory's host out before, during or after it (no source gives the order). A change at rest (a
        /// did-change-frame) counts it where it sits when it is seen riding on that keyboard, on top of the frame or
        /// inside it: at rest, what is measured wins. An accessory not laid out is always counted by its height.
        func countsByHeight(for change: KeyboardFrameChange) -> Bool {
            guard isLaidOut else { return true }
            guard isInNotificationFrame != nil else { return false }
            return change.event != .didChangeFrame || !rides(on: change.endFrame)
        }

        /// Whether ``frame`` sits on the keyboard `keyboardFrame`: with its bottom edge on the frame's top (left out
        /// of the frame), or its top edge on it (the frame's top part). An accessory elsewhere, even inside the frame
        /// lower down, is not yet where the keyboard carries it.
        private func rides(on keyboardFrame: CGRect) -> Bool {
            let tolerance = KeyboardGeometry.edgeTolerance
            return abs(frame.maxY - keyboardFrame.minY) <= tolerance
                || abs(frame.minY - keyboardFrame.minY) <= tolerance
        }

        /// The accessory a notification's `userInfo` carries under ``accessoryFrameKey`` (a recorded trace, a test),
        /// or `nil` when it carries none.
        ///
        /// - Throws: ``KeyboardPayloadError`` naming ``accessoryFrameKey`` or ``accessoryStaysKey`` and the value.
        package init?(userInfo: [AnyHashable: Any]) throws(KeyboardPayloadError) {
            try self.init(PayloadEntries(userInfo))
        }

        /// The accessory among a notification's payload `entries`, or `nil`.
        init?(_ entries: PayloadEntries) throws(KeyboardPayloadError) {
            guard let value = entries.accessoryFrame else { return nil }
            let frame = try PayloadValue.rect(value, key: KeyboardFrameChange.accessoryFrameKey)
            try KeyboardFrameChange.check(frame, key: KeyboardFrameChange.accessoryFrameKey)
            let stays = try entries.accessoryStays.map {
                (value) throws(KeyboardPayloadError) in
                try PayloadValue.bool(value, key: KeyboardFrameChange.accessoryStaysKey)
            }
            self.init(frame: frame, staysWithoutKeyboard: stays ?? false)
        }

        /// The `userInfo` entries that carry this accessory in a recorded trace or a posted notification: none for
        /// an accessory not laid out, whose frame says only its size (a trace keeps what was measured).
        var userInfo: [String: Any] {
            guard isLaidOut else { return [:] }
            return [
                KeyboardFrameChange.accessoryFrameKey: NSValue.keyboardBoxing(frame),
                KeyboardFrameChange.accessoryStaysKey: staysWithoutKeyboard,
            ]
        }
    }

    /// The `userInfo` key under which a recorded or posted keyboard notification carries the input accessory's frame
    /// in screen coordinates (`"NSRect: {{0, 472}, {393, 44}}"`). UIKit never posts it; trace format version 4 does.
    static let accessoryFrameKey = "KeyboardProtocolsInputAccessoryFrame"

    /// The `userInfo` key saying whether that accessory stays docked when the keyboard goes away (a composer).
    static let accessoryStaysKey = "KeyboardProtocolsInputAccessoryStaysWithoutKeyboard"

    /// The change with what rides on the keyboard counted: the covered area is the union of the notification's frame
    /// and the accessory's, so nothing is counted twice where the frame includes the accessory (iOS 18 and earlier)
    /// and nothing is lost where it doesn't (iOS 26 and 27). With the keyboard going away, an accessory that stays
    /// (a composer) still covers the bottom of the screen, its own height.
    ///
    /// ```swift
    /// // iPhone 15, iOS 26: the notification says 336, a 44-point toolbar rides on the keyboard.
    /// change.riding(Accessory(frame: CGRect(x: 0, y: 472, width: 393, height: 44))).height  // 380
    /// ```
    ///
    /// The accessory is ignored when it is empty or off screen, when the change already counts one, for a tracked
    /// frame (the layout guide includes the accessory), and when the union would not be docked (a floating keyboard).
    // iOS 26 "no longer includes the input accessory view (chat bar) in the reported keyboard frame" (badoo/Chatto
    // PR 797); "That frame excludes the accessory" (manaflow-ai/cmux PR 6719).
    package func riding(_ accessory: Accessory?) -> KeyboardFrameChange {
        guard let accessory, accessoryFrame == nil, !isTracked else { return self }
        if isDocked, accessory.countsByHeight(for: self) { return riding(onKeyboard: accessory) }
        let frame = accessory.frame
        guard frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite else { return self }
        if let screenBounds {
            let onScreen = frame.intersection(screenBounds)
            guard !onScreen.isNull, onScreen.width > 0, onScreen.height > 0 else { return self }
        }
        if isDocked {
            // Counting what the frame already includes changes nothing: the union is the frame itself.
            guard !endFrame.contains(frame) else { return counting(accessory: frame, coveredArea: endFrame) }
            let united = counting(accessory: frame, coveredArea: endFrame.union(frame))
            return united.isDocked ? united : self
        }
        // The keyboard goes away. A text field's accessory goes with it (wherever it was sensed: its frame may still
        // be the one on top of the departing keyboard); a composer stays docked at the bottom of the screen.
        guard accessory.staysWithoutKeyboard, isVisible == false || KeyboardGeometry.hides(self) else { return self }
        let docked =
            screenBounds.map {
                CGRect(x: frame.minX, y: $0.maxY - frame.height, width: frame.width, height: frame.height)
            }
            ?? frame
        var alone = counting(accessory: docked, coveredArea: docked)
        alone.isAccessoryOnly = true
        return alone.isDocked ? alone : self
    }

    /// The docked change with `accessory`, counted by its height, on top of the keyboard (or inside its frame, where the
    /// notification's frame includes it), as wide as the keyboard: what will cover the screen, whatever the order in
    /// which UIKit lays the accessory's host out.
    ///
    /// ```swift
    /// // iOS 26, Next from a letters field to a number pad (iPhone 15): 291 + the 44-point toolbar = 335, even with
    /// // the toolbar still sensed on top of the 336-point letters keyboard.
    /// ```
    private func riding(onKeyboard accessory: Accessory) -> KeyboardFrameChange {
        let height = accessory.frame.height
        guard height > 0, height.isFinite else { return self }
        if accessory.isInNotificationFrame == true {
            let inside = CGRect(
                x: endFrame.minX, y: endFrame.minY, width: endFrame.width, height: min(height, endFrame.height))
            return counting(accessory: inside, coveredArea: endFrame)
        }
        let onTop = CGRect(x: endFrame.minX, y: endFrame.minY - height, width: endFrame.width, height: height)
        let united = counting(accessory: onTop, coveredArea: endFrame.union(onTop))
        return united.isDocked ? united : self
    }

    /// The end frame the notification itself said, before an accessory was counted.
    var saidEndFrame: CGRect { notificationEndFrame ?? endFrame }

    /// This change covering `coveredArea`, with `accessory` counted.
    private func counting(accessory: CGRect, coveredArea: CGRect) -> KeyboardFrameChange {
        // Every value was checked when this change was made, the accessory when it was read: this can't throw.
        guard
            var counted = try? KeyboardFrameChange(
                event: event, beginFrame: beginFrame, endFrame: coveredArea, animationDuration: animationDuration,
                animationCurve: animationCurve, isLocal: isLocal, screen: screen)
        else { return self }
        counted.recoveredErrors = recoveredErrors
        counted.accessoryFrame = accessory
        counted.notificationEndFrame = endFrame
        return counted
    }

    /// The change as its notification said it, before an accessory was counted.
    package var withoutAccessory: KeyboardFrameChange {
        guard let notificationEndFrame,
            var said = try? KeyboardFrameChange(
                event: event, beginFrame: beginFrame, endFrame: notificationEndFrame,
                animationDuration: animationDuration, animationCurve: animationCurve, isLocal: isLocal, screen: screen)
        else { return self }
        said.recoveredErrors = recoveredErrors
        return said
    }
}

// MARK: - A hide that can't be read

extension KeyboardFrameChange {
    /// The hide a will-hide stands for when its frames can't be read: the keyboard goes away all the same, with the
    /// default duration and curve, from where observers last heard it. `nil` for any other notification.
    ///
    /// ```swift
    /// // iOS 7 posted a will-hide ending at {{inf, inf}, {0, 0}} (DAKeyboardControl issue 91).
    /// KeyboardFrameChange.hide(standingFor: willHide, screen: screen, from: lastFrame)?.isVisible  // false
    /// ```
    // DAKeyboardControl issue 91: iOS 7 posted UIKeyboardWillHide with an end frame of {{inf, inf}, {0, 0}}.
    package static func hide(
        standingFor notification: Notification, screen: KeyboardScreen?, from lastFrame: CGRect?
    ) -> KeyboardFrameChange? {
        guard KeyboardEvent(notificationName: notification.name) == .willHide else { return nil }
        let bottom = screen.map { CGRect(x: $0.bounds.minX, y: $0.bounds.maxY, width: $0.bounds.width, height: 0) }
        return
            (try? KeyboardFrameChange(
                event: .willHide, beginFrame: lastFrame, endFrame: bottom ?? .zero, screen: screen))
            ?? (try? KeyboardFrameChange(event: .willHide, endFrame: bottom ?? .zero, screen: screen))
    }
}
