import Foundation

// MARK: - What rides on the keyboard, and where the focus is

extension KeyboardObserverRegistry {
    /// What rides on the keyboard now, as the UI layer senses it for the registered observers; `nil` when nothing
    /// does. A trace recorder asks it too, so a recorded notification carries what the registry counted.
    func sensedAccessory() -> KeyboardFrameChange.Accessory? {
        platform.keyboardAccessory({ self.registrations.observers }, self)
    }

    /// `change` with what rides on the keyboard counted, unless the notification carried its own accessory (a
    /// recorded trace, a test); the rule is ``KeyboardFrameChange/riding(_:)``.
    ///
    /// NB: `consuming`: a change that carries no accessory is handed back as it came, not copied, on every notification.
    func ridingAccessory(_ change: consuming KeyboardFrameChange) -> KeyboardFrameChange {
        guard change.accessoryFrame == nil, let accessory = sensedAccessory() else { return change }
        return change.riding(accessory)
    }

    /// A field began editing: a screen left behind under a presentation catches up if it is no longer covered (its
    /// own field took the focus), and every other screen hearing a docked keyboard measures again at rest for the
    /// newly focused field. Observers hear nothing new.
    func fieldDidBeginEditing(_ notification: Notification) {
        lastFieldThatBeganEditing = notification.object as AnyObject?
        // The field's own accessory, sensed too early or not at all with its keyboard's notification: news.
        if let recounted = delivery.recount(sensedAccessory()) {
            tellObservers(recounted)
            return
        }
        registrations.focusMoved(delivery.focusMoved())
    }
}
