import Foundation

/// How a SwiftUI container makes room for the keyboard: SwiftUI's own way, padding, a translation that lifts only as
/// far as the focused field needs, or not at all.
///
/// ```swift
/// Form { … }
///     .keyboardAvoidance(.offset)   // moves only when the focused field would be covered
/// ```
///
/// See <doc:ChoosingSwiftUIKeyboardAvoidance> for when to leave it to SwiftUI.
public enum KeyboardAvoidance: Sendable, Hashable {
    /// SwiftUI's own avoidance, unchanged: the container only reads the keyboard into its environment.
    case automatic

    /// Pads the container's bottom by the keyboard's ``KeyboardInView/overlap``, on the keyboard's animation: its
    /// content ends on the keyboard's top edge (a chat list, a bottom bar).
    case padding

    /// Moves the container up only when the focused field would be covered, just far enough for the field's bottom to
    /// sit 8 points above the keyboard, on the keyboard's animation (a form, a scroll view of fields).
    case offset

    /// No avoidance: the container ignores the keyboard, as `.ignoresSafeArea(.keyboard)` does. Use it around a
    /// view pinned to the keyboard with `pinnedToKeyboard()`, which moves on its own.
    case disabled

    /// The room ``offset`` leaves between the focused field's bottom and the keyboard's top: 8 points.
    package static let focusedFieldPadding: CGFloat = 8

    /// Whether the container turns SwiftUI's own keyboard avoidance off to apply its own.
    package var ignoresKeyboardSafeArea: Bool { self != .automatic }

    /// The bottom padding the container gets for `keyboard`: its overlap for ``padding``, 0 otherwise.
    package func bottomPadding(for keyboard: KeyboardInView) -> CGFloat {
        self == .padding ? keyboard.overlap : 0
    }
}

// MARK: - The focused field

/// The ``KeyboardAvoidance/offset`` arithmetic: how far a container moves so the focused field inside it stays above
/// the keyboard, 0 when the field would not be covered. One value per container, fed every keyboard change.
///
/// It is ``KeyboardAvoidanceTranslation`` (the `AdjustsViewAboveKeyboard` arithmetic) applied to the focused field's
/// frame instead of the container's: the largest lift since the keyboard came is kept while it stays up, a tracked
/// frame is followed both ways, a hide or an undocked keyboard returns the container to rest.
package struct KeyboardFocusedFieldLift: Sendable, Equatable {
    private var translation = KeyboardAvoidanceTranslation()

    package init() {}

    /// How many points the container is moved up; 0 at rest.
    package var offset: CGFloat { translation.offset }

    /// Takes one keyboard change into account and returns the container's new offset.
    ///
    /// - Parameters:
    ///   - change: The keyboard change.
    ///   - screenBounds: The bounds of the screen the container is on.
    ///   - containerFrame: The container's frame as laid out (SwiftUI's offset moves its drawing, not its frame), in
    ///     the screen's coordinate space.
    ///   - focusedFieldFrame: The focused field's frame as drawn now, moved by the current ``offset``, in the screen's
    ///     coordinate space; `nil` when nothing has focus.
    /// - Returns: The new ``offset``: 0 when no focused field lies inside the container or the keyboard would not
    ///   cover it.
    @discardableResult
    package mutating func update(
        for change: KeyboardFrameChange, screenBounds: CGRect, containerFrame: CGRect, focusedFieldFrame: CGRect?
    ) -> CGFloat {
        guard let field = focusedFieldFrame, Self.contains(containerFrame, restingField: field, offset: offset) else {
            translation.reset()
            translation.record(change)
            return offset
        }
        translation.update(
            for: change, screenBounds: screenBounds, presentedViewFrame: field, currentTranslationY: -offset,
            padding: KeyboardAvoidance.focusedFieldPadding)
        return offset
    }

    /// Whether the field, where it rests without the container's current `offset`, is inside the container: its
    /// middle is. A field elsewhere (another container's) never moves this one.
    private static func contains(_ containerFrame: CGRect, restingField field: CGRect, offset: CGFloat) -> Bool {
        guard let container = FiniteEdges(containerFrame), let drawn = FiniteEdges(field) else { return false }
        let restingMidY = (drawn.minY + drawn.maxY) / 2 + offset
        let restingMidX = (drawn.minX + drawn.maxX) / 2
        return (container.minY...container.maxY).contains(restingMidY)
            && (container.minX...container.maxX).contains(restingMidX)
    }
}
