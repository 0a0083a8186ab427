import Foundation

/// The pure decision behind ``KeyboardPreloadGate``: where a keyboard preload is, and whether a change belongs to it.
///
/// A preload starts shut. It lets the first *visible* change through only once its throwaway field has resigned and
/// the keyboard it brought up has been seen hiding (a visible change, later a hidden one): the keyboard runs out of
/// process, so its show and hide may arrive well after the synchronous become/resign calls returned. Until then
/// every change is the preload's. A hidden change after the preload's hide is swallowed too: observers never heard
/// the show, so they must not hear a second hide. Another responder taking over (reported, or found first responder
/// when a change arrives), a cancellation or the time limit opens it at once.
struct KeyboardPreloadPhase: Sendable, Equatable {
    enum Stage: Sendable, Equatable {
        /// No preload: everything passes.
        case idle
        /// The preload began; its field is about to become, or is, first responder.
        case fieldResponding
        /// The field resigned: the synchronous part is over, the notifications may still be on their way.
        case fieldResigned
    }

    private(set) var stage = Stage.idle
    /// When the time limit started counting: at the latest of the start, the field becoming first responder and the
    /// field resigning, so a stalled `becomeFirstResponder()` does not use the limit up.
    private(set) var clockStart: TimeInterval = 0
    /// Whether a visible change of the preload was seen.
    private(set) var sawShow = false
    /// Whether the preload's keyboard was seen hiding after it showed.
    private(set) var sawHide = false
    let timeLimit: TimeInterval

    init(timeLimit: TimeInterval) {
        self.timeLimit = timeLimit
    }

    /// Whether a preload holds changes back at `now`.
    func isShut(at now: TimeInterval) -> Bool {
        stage != .idle && now - clockStart <= timeLimit
    }

    mutating func begin(at now: TimeInterval) {
        self = KeyboardPreloadPhase(timeLimit: timeLimit)
        stage = .fieldResponding
        clockStart = now
    }

    mutating func fieldBecameResponder(at now: TimeInterval) {
        guard stage != .idle else { return }
        stage = .fieldResponding
        clockStart = now
    }

    mutating func fieldResigned(at now: TimeInterval) {
        guard stage != .idle else { return }
        stage = .fieldResigned
        clockStart = now
    }

    mutating func open() {
        self = KeyboardPreloadPhase(timeLimit: timeLimit)
    }

    /// Whether `change` belongs to the preload and must be swallowed; opens the phase when it no longer does.
    ///
    /// `otherResponderIsFirst` says a responder other than the preload's field has focus as the change arrives: the
    /// change is that responder's real keyboard, so the preload is over whatever stage it reached.
    mutating func swallows(isVisible: Bool, otherResponderIsFirst: Bool, at now: TimeInterval) -> Bool {
        guard isShut(at: now), !otherResponderIsFirst else {
            open()
            return false
        }
        if !isVisible {
            if sawShow { sawHide = true }
            return true
        }
        if stage == .fieldResigned && sawHide {
            // The first show after the preload's hide: a real responder's keyboard.
            open()
            return false
        }
        sawShow = true
        return true
    }
}
