import Foundation

// MARK: - Focus moving under the same keyboard

extension KeyboardDelivery {
    /// The names of the notifications UIKit posts when a text field or a text view begins editing
    /// (`UITextField.textDidBeginEditingNotification`, `UITextView.textDidBeginEditingNotification`); their object is
    /// the field. ``KeyboardObserverRegistry`` observes them on its center.
    static let textDidBeginEditingNotifications: [Notification.Name] = [
        Notification.Name("UITextFieldTextDidBeginEditingNotification"),
        Notification.Name("UITextViewTextDidBeginEditingNotification"),
    ]

    /// The keyboard a field that began editing sits over, for the screens to measure again at rest (the focused field
    /// kept visible, nothing else moving); `nil` when observers last heard no docked keyboard, or a hide or guess is
    /// held (the change that ends the turn tells them).
    ///
    /// ```swift
    /// delivery.receive(willShow336)   // .deliver: the first field's keyboard
    /// delivery.focusMoved()           // willShow336 at duration 0: the next field, the same keyboard
    /// ```
    // iOS 11 and later post no will-show when a field takes focus under a keyboard already up (openradar 34432484);
    // UIKit posts textDidBeginEditing for every field that begins editing.
    func focusMoved() -> KeyboardFrameChange? {
        guard let lastDelivered, !lastDelivered.isTracked, lastDelivered.isDocked, !holdsHide, !holdsGuess else {
            return nil
        }
        var moved = lastDelivered.withoutAnimation
        moved.movesFocus = true
        return moved
    }

    /// The keyboard observers last heard, counted again with the accessory on screen now, when that moves it; `nil`
    /// when nothing changes. A text view begins editing after its keyboard's will-change-frame (a text field before
    /// it), so the accessory sensed with the notification may be the last field's, or none: the field beginning
    /// editing corrects it, on the keyboard's animation.
    // craiggrummitt.com, "Keyboards, text views and first responders" (2016): textFieldDidBeginEditing comes before
    // UIKeyboardWillChangeFrame, textViewDidBeginEditing after it.
    mutating func recount(_ accessory: KeyboardFrameChange.Accessory?) -> KeyboardFrameChange? {
        guard let heard = lastDelivered, !heard.isTracked, heard.isVisible, !holdsHide, !holdsGuess else { return nil }
        let recounted = heard.withoutAccessory.riding(accessory)
        guard recounted.endFrame != heard.endFrame || recounted.height != heard.height else { return nil }
        return replace(heard, with: recounted)
    }

    /// The keyboard observers heard, with what rides on it counted anew at rest: a docked did-change-frame saying the
    /// same frame as the notification observers heard, whose accessory (laid out only now, or measured where it
    /// sits) covers another area. Delivered at duration 0; `nil` for anything else.
    ///
    /// ```swift
    /// // iOS 26, the toolbar's host laid out after the will-show: heard 336, at rest 336 + 44 = 380.
    /// ```
    // Rule 1 of the architecture: at rest, what is measured wins over what was guessed in flight.
    mutating func recountAtRest(_ change: KeyboardFrameChange) -> KeyboardFrameChange? {
        guard let heard = lastDelivered, !heard.isTracked, heard.isDocked, !heard.isAccessoryOnly, change.isDocked,
            heard.saidEndFrame == change.saidEndFrame,
            heard.endFrame != change.endFrame || heard.height != change.height
        else { return nil }
        return replace(heard, with: change.withoutAnimation)
    }

    /// Observers hear `recounted` instead of `heard`, the same keyboard with its accessory counted anew: it becomes
    /// what was announced and delivered.
    private mutating func replace(_ heard: KeyboardFrameChange, with recounted: KeyboardFrameChange)
        -> KeyboardFrameChange
    {
        recountAnnouncement(from: heard, to: recounted)
        lastDelivered = recounted
        return recounted
    }
}

extension KeyboardFrameChange {
    /// Whether `next`, a docked will-notification after this delivered change, announces the keyboard observers
    /// already rest at: UIKit posts will-change-frame and will-show again on every focus change between fields, begin
    /// frame = end frame = the keyboard already up. Observers hear nothing new; the screens measure again for the newly
    /// focused field.
    // ionic-team/capacitor-plugins issue 1339: keyboardWillShow fires again on every focus change between inputs.
    func isFollowedByFocusChange(_ next: KeyboardFrameChange) -> Bool {
        next.isDocked && isDocked && !isTracked && endFrame == next.endFrame && height == next.height
    }
}
