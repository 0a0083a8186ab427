import Foundation

/// What the SwiftUI keyboard toolbar's buttons do, step by step: Previous and Next reveal the field first, so a lazy
/// `Form` or `List` makes its row, and focus it once laid out; Done ends whatever editing there is. One value per
/// toolbar, fed the focused position after each layout commit.
///
/// SwiftUI can focus only a field that exists (`FocusState`: a value no `focused(_:equals:)` view matches focuses
/// nothing), and a lazy container makes a row only once it is scrolled near: `ScrollViewProxy.scrollTo(_:anchor:)`
/// scrolls to a row's id ("scans all scroll views contained by the proxy for the first with a child view with
/// identifier id"), then the focus is set after the layout commit that made the row, and set again once if SwiftUI
/// did not take it.
struct KeyboardFormFocus: Sendable, Equatable {
    /// What the toolbar does now.
    enum Step: Sendable, Equatable {
        /// Scroll to the row whose id is the field's value at this position in the order, then wait for the layout
        /// commit.
        case reveal(Int)
        /// Set the focus to the field at this position, then wait for the layout commit.
        case focus(Int)
        /// Clear the focus binding and end editing in the window, whatever field has focus (one outside the order,
        /// or bound to another `FocusState`).
        case endEditing
        /// Nothing more to do.
        case done
    }

    /// How many times the focus is set for one move: once after the reveal, and once more if SwiftUI dropped it
    /// (a row made in the same commit may take the focus only at the next one).
    static let focusAttempts = 2

    /// The position being moved to; `nil` when no move is under way.
    private(set) var target: Int?
    private var attempts = 0

    init() {}

    /// Previous or Next was tapped: the field at `position` is revealed first. A move under way is superseded.
    mutating func move(to position: Int) -> Step {
        target = position
        attempts = 0
        return .reveal(position)
    }

    /// Done was tapped: a move under way stops, and editing ends whatever has focus.
    mutating func done() -> Step {
        target = nil
        attempts = 0
        return .endEditing
    }

    /// The layout committed after the last step, with the focus at `focused` (its position in the order, `nil` for
    /// none or a field outside it): focus the target while it doesn't have the focus, up to ``focusAttempts`` times.
    mutating func laidOut(focused: Int?) -> Step {
        guard let target, focused != target, attempts < Self.focusAttempts else {
            self.target = nil
            return .done
        }
        attempts += 1
        return .focus(target)
    }
}

// MARK: - A correction that ends with the keyboard

extension KeyboardMotion {
    /// The rest of this motion, `elapsed` seconds after it began: what a correction measured while the keyboard
    /// still moves rides, so it ends when the keyboard does, not a whole animation later. The keyboard's spring
    /// is the same spring made faster (its damping ratio kept), to settle in the keyboard's remaining settling time;
    /// a curve keeps its shape over the time left. `nil` once less than a frame is left (or for ``immediate``): the
    /// keyboard is at rest. Within the first frame the motion is itself.
    ///
    /// ```swift
    /// // The keyboard's spring settles (to a thousandth) in 0.505 s; a correction 0.25 s in settles in 0.255 s.
    /// KeyboardMotion.spring(.keyboard).remaining(after: 0.25)
    /// ```
    func remaining(after elapsed: TimeInterval) -> KeyboardMotion? {
        let elapsed = elapsed.isNaN ? 0 : Swift.max(0, elapsed)
        let frame = KeyboardSettledCorrection.minimumRemainingDuration
        switch self {
        case .immediate:
            return nil
        case .curve(let curve, let duration):
            guard elapsed >= frame else { return self }
            let left = duration - elapsed
            return left >= frame ? .curve(curve, duration: left) : nil
        case .spring(let spring):
            let settling = spring.settlingTime(tolerance: KeyboardSpring.settledTolerance)
            let left = settling - elapsed
            guard settling.isFinite, left >= frame else { return nil }
            guard elapsed >= frame else { return self }
            // x(t) of the spring with stiffness k·s² and damping c·s is the original's x(s·t): the same path,
            // s times faster.
            let speed = settling / left
            return .spring(
                KeyboardSpring(
                    uncheckedMass: spring.mass, stiffness: spring.stiffness * speed * speed,
                    damping: spring.damping * speed, initialVelocity: spring.initialVelocity * speed,
                    allowsOverdamping: spring.allowsOverdamping))
        }
    }
}
