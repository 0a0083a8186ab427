import Foundation

/// The container mixin's arithmetic: the vertical translation that puts a container's bottom `padding` points above
/// a docked keyboard. Keep one value per container.
///
/// While the keyboard stays up the largest offset since it came is kept, so moving between fields (the QuickType bar
/// going away over a password field, a shorter number pad) does not bounce the container; a tracked frame is
/// followed both ways; a hide or an undocked keyboard returns it to rest. Offsets are measured on the container's
/// resting frame (its frame now, less the translation applied).
struct KeyboardAvoidanceTranslation: Sendable, Equatable {
    /// How many points the container is moved up; 0 when it rests.
    private(set) var offset: CGFloat = 0

    /// The last keyboard change given to ``update(for:screenBounds:presentedViewFrame:currentTranslationY:padding:)``
    /// or ``record(_:)``, so the translation can be recomputed when the focus moves without a keyboard notification.
    private(set) var lastChange: KeyboardFrameChange?

    /// Creates a translation at rest.
    init() {}

    /// The vertical translation to apply, `-offset`: `CGAffineTransform(translationX: 0, y: translationY)`.
    var translationY: CGFloat { -offset }

    /// Returns how far a container at rest must move up so that its bottom sits `padding` points above a keyboard.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame in screen coordinates.
    ///   - screenBounds: The bounds of the screen the keyboard is on.
    ///   - restingViewFrame: The container's frame without any translation, in the screen's coordinate space.
    ///   - padding: The room to leave between the container's bottom and the keyboard's top. Negative, NaN and
    ///     infinite values count as 0.
    /// - Returns: The offset in points, never below 0; 0 when the keyboard is hidden or undocked, when it does not
    ///   lie under the container, or when an input is not finite.
    static func requiredOffset(
        keyboardFrame: CGRect,
        screenBounds: CGRect,
        restingViewFrame: CGRect,
        padding: CGFloat
    ) -> CGFloat {
        guard let keyboard = FiniteEdges(keyboardFrame), let screen = FiniteEdges(screenBounds),
            let view = FiniteEdges(restingViewFrame),
            KeyboardGeometry.isDocked(keyboard: keyboard, screen: screen),
            view.horizontalOverlap(with: keyboard) > 0
        else { return 0 }
        let keyboardTop = KeyboardGeometry.coveredTop(keyboard: keyboard, screen: screen)
        return Swift.max(0, view.maxY + Swift.max(0, padding.finiteOrZero) - keyboardTop).clampedToFinite
    }

    /// Takes one keyboard change into account and returns the translation to apply.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame in screen coordinates.
    ///   - screenBounds: The bounds of the screen the keyboard is on.
    ///   - presentedViewFrame: The container's frame as it is now, translation included, in the screen's
    ///     coordinate space.
    ///   - currentTranslationY: The vertical translation the container has now (its transform's `ty`). NaN or
    ///     infinity counts as 0.
    ///   - padding: The room to leave between the container's bottom and the keyboard's top.
    /// - Returns: The new ``translationY``.
    @discardableResult
    mutating func update(
        keyboardFrame: CGRect,
        screenBounds: CGRect,
        presentedViewFrame: CGRect,
        currentTranslationY: CGFloat,
        padding: CGFloat
    ) -> CGFloat {
        guard KeyboardGeometry.isDocked(keyboardFrame: keyboardFrame, screenBounds: screenBounds) else {
            return reset()
        }
        // Built by hand: CGRect.offsetBy would standardize, and corelibs Foundation traps on NaN there.
        let restingViewFrame = CGRect(
            x: presentedViewFrame.origin.x,
            y: (presentedViewFrame.origin.y - currentTranslationY.finiteOrZero).clampedToFinite,
            width: presentedViewFrame.size.width,
            height: presentedViewFrame.size.height
        )
        let required = Self.requiredOffset(
            keyboardFrame: keyboardFrame,
            screenBounds: screenBounds,
            restingViewFrame: restingViewFrame,
            padding: padding
        )
        offset = Swift.max(offset, required)
        return translationY
    }

    /// Returns the container to rest, as when the keyboard hides.
    ///
    /// - Returns: The new ``translationY``, 0.
    @discardableResult
    mutating func reset() -> CGFloat {
        offset = 0
        return translationY
    }

    /// Remembers a keyboard change without moving anything, for a later
    /// ``updateForLastChange(screenBounds:presentedViewFrame:currentTranslationY:padding:)``.
    ///
    /// - Parameter change: The keyboard change.
    mutating func record(_ change: KeyboardFrameChange) {
        lastChange = change
    }

    /// Takes one keyboard change into account and returns the translation to apply.
    ///
    /// The hide notifications return the container to rest whatever their end frame; other changes are
    /// ``update(keyboardFrame:screenBounds:presentedViewFrame:currentTranslationY:padding:)`` on the end frame. A
    /// tracked change (``KeyboardFrameChange/isTracked``, the keyboard following the finger during an interactive
    /// dismissal) sets the offset its frame needs, smaller or larger, instead of keeping the largest. The change is
    /// remembered as ``lastChange``.
    ///
    /// - Parameters:
    ///   - change: The keyboard change.
    ///   - screenBounds: The bounds of the screen the container is on.
    ///   - presentedViewFrame: The container's frame as it is now, translation included, in the screen's
    ///     coordinate space.
    ///   - currentTranslationY: The vertical translation the container has now (its transform's `ty`).
    ///   - padding: The room to leave between the container's bottom and the keyboard's top.
    /// - Returns: The new ``translationY``.
    @discardableResult
    mutating func update(
        for change: KeyboardFrameChange,
        screenBounds: CGRect,
        presentedViewFrame: CGRect,
        currentTranslationY: CGFloat,
        padding: CGFloat
    ) -> CGFloat {
        lastChange = change
        guard !KeyboardGeometry.hides(change) else { return reset() }
        // A frame tracked while the user drags the keyboard follows the finger both ways: keeping the largest offset
        // would leave the container up while the keyboard comes down.
        if change.isTracked { offset = 0 }
        return update(
            keyboardFrame: change.endFrame,
            screenBounds: screenBounds,
            presentedViewFrame: presentedViewFrame,
            currentTranslationY: currentTranslationY,
            padding: padding
        )
    }

    /// Recomputes the translation against ``lastChange``, for when the focus moves to another field and no keyboard
    /// notification comes.
    ///
    /// - Parameters:
    ///   - screenBounds: The bounds of the screen the container is on.
    ///   - presentedViewFrame: The container's frame as it is now, translation included, in the screen's
    ///     coordinate space.
    ///   - currentTranslationY: The vertical translation the container has now (its transform's `ty`).
    ///   - padding: The room to leave between the container's bottom and the keyboard's top.
    /// - Returns: The new ``translationY``, or `nil` when no keyboard change has been seen yet.
    mutating func updateForLastChange(
        screenBounds: CGRect,
        presentedViewFrame: CGRect,
        currentTranslationY: CGFloat,
        padding: CGFloat
    ) -> CGFloat? {
        guard let change = lastChange else { return nil }
        return update(
            for: change,
            screenBounds: screenBounds,
            presentedViewFrame: presentedViewFrame,
            currentTranslationY: currentTranslationY,
            padding: padding
        )
    }
}
