import Foundation

/// How a SwiftUI container makes room for the keyboard: SwiftUI's own way, padding, a translation that lifts only as
/// far as the focused field needs, or not at all.
///
/// ```swift
/// VStack {
///     Spacer()
///     TextField("Code", text: $code)
///     Button("Verify") { verify() }
/// }
/// .keyboardAvoidance(.offset)   // a screen that doesn't scroll: moves only when the focused field would be covered
/// ```
///
/// A `ScrollView`, `List` or `Form` never moves: with ``padding`` or ``offset`` it ends on the keyboard's top edge,
/// so its last rows scroll above the keyboard, and the focused field is scrolled into view. See
/// <doc:ChoosingSwiftUIKeyboardAvoidance> for when to leave it to SwiftUI.
public enum KeyboardAvoidance: Sendable, Hashable, CaseIterable {
    /// SwiftUI's own avoidance, unchanged: the container only reads the keyboard into its environment, measured on
    /// the frame it had before SwiftUI laid it out above the keyboard, so its overlap holds for the whole show.
    case automatic

    /// Pads the container's bottom by the keyboard's ``KeyboardInView/overlap``, on the keyboard's animation: its
    /// content ends on the keyboard's top edge (a chat list, a bottom bar, a form with a button under it). In a
    /// scroll view, the focused field is then scrolled into view.
    case padding

    /// For a container that doesn't scroll: moves it up only when the focused field would be covered, just far enough
    /// for the field's bottom to sit 8 points above the keyboard, on the keyboard's animation (a sign-in card, a
    /// verification code). A focused field in a scroll view never moves the scroll view: it gets ``padding`` and the
    /// field is scrolled into view instead.
    case offset

    /// No avoidance: the container ignores the keyboard, as `.ignoresSafeArea(.keyboard)` does. Use it around a
    /// view pinned to the keyboard with `pinnedToKeyboard()`, which moves on its own.
    case disabled

    /// The room ``offset`` leaves between the focused field's bottom and the keyboard's top, and a revealed field
    /// between its bottom and the keyboard: 8 points.
    static let focusedFieldPadding: CGFloat = 8

    /// Whether the container turns SwiftUI's own keyboard avoidance off to apply its own.
    var ignoresKeyboardSafeArea: Bool { self != .automatic }

    /// The bottom padding a container that doesn't scroll gets for `keyboard`: its overlap for ``padding``, 0
    /// otherwise. (A focused field in a scroll view pads ``offset`` too.)
    ///
    /// ```swift
    /// // iPhone 15: a full-screen container over the 336-point keyboard.
    /// KeyboardAvoidance.padding.bottomPadding(for: keyboard)  // 336
    /// ```
    public func bottomPadding(for keyboard: KeyboardInView) -> CGFloat {
        self == .padding ? keyboard.overlap : 0
    }

    /// How far a container that doesn't scroll moves up for `keyboard` when `focusedField` has focus: for
    /// ``offset``, just far enough for the field's bottom to sit 8 points above the docked keyboard's top, 0 when the
    /// keyboard would not cover it; 0 for every other avoidance, and for a field outside the container.
    ///
    /// ```swift
    /// // iPhone 15: a full-screen form, its focused field at y 600, 44 points tall, over the 336-point keyboard.
    /// KeyboardAvoidance.offset.offset(for: keyboard, focusedField: CGRect(x: 16, y: 600, width: 361, height: 44))
    /// // 136: 644 + 8 - 516
    /// ```
    ///
    /// It is the lift the container gets as the keyboard shows; while the keyboard stays up the container keeps the
    /// largest lift it got, and a focused field in a scroll view never moves it (it scrolls instead).
    ///
    /// - Parameters:
    ///   - keyboard: The keyboard as the container sees it.
    ///   - focusedField: The focused field's frame at rest, inside the container, in the container's coordinate
    ///     space, as ``KeyboardInView/frame`` is.
    /// - Returns: The points the container moves up.
    public func offset(for keyboard: KeyboardInView, focusedField: CGRect) -> CGFloat {
        guard self == .offset, let frame = keyboard.frame, let keyboardEdges = FiniteEdges(frame),
            let field = FiniteEdges(focusedField), field.horizontalOverlap(with: keyboardEdges) > 0
        else { return 0 }
        return Swift.max(0, field.maxY + Self.focusedFieldPadding - keyboardEdges.minY).clampedToFinite
    }
}

// MARK: - The focused field

/// The ``KeyboardAvoidance/offset`` arithmetic: how far a container moves so the focused field inside it stays above
/// the keyboard, 0 when the field would not be covered. One value per container, fed every keyboard change.
///
/// It is ``KeyboardAvoidanceTranslation`` (the `AdjustsViewAboveKeyboard` arithmetic) applied to the focused field's
/// frame instead of the container's: the largest lift since the keyboard came is kept while it stays up, a tracked
/// frame is followed both ways, a hide or an undocked keyboard returns the container to rest.
struct KeyboardFocusedFieldLift: Sendable, Equatable {
    private var translation = KeyboardAvoidanceTranslation()

    init() {}

    /// How many points the container is moved up; 0 at rest.
    var offset: CGFloat { translation.offset }

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
    mutating func update(
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

// MARK: - A focused field in a scroll view

extension KeyboardAvoidance {
    /// Whether the focused field scrolls inside the container: the scroll view around it has its middle in the
    /// container. Then ``padding`` and ``offset`` pad the container and scroll the field into view, never moving the
    /// scroll view (a translation would put its top under the navigation bar and leave its last rows under the
    /// keyboard).
    ///
    /// - Parameters:
    ///   - scrollView: The frame of the scroll view the focused field is in, if any, in the screen's coordinate space.
    ///   - container: The container's frame, in the same space.
    static func focusedFieldScrolls(in scrollView: CGRect?, container: CGRect) -> Bool {
        guard let scrollView, let scroll = FiniteEdges(scrollView), let box = FiniteEdges(container) else {
            return false
        }
        let midY = (scroll.minY + scroll.maxY) / 2
        let midX = (scroll.minX + scroll.maxX) / 2
        return (box.minY...box.maxY).contains(midY) && (box.minX...box.maxX).contains(midX)
    }

    /// How far a scroll view scrolls its focused field up so that the field's bottom sits 8 points above what stays
    /// visible: the docked keyboard's top, or the scroll view's own bottom edge when that is higher; 0 when the field
    /// is visible already or no docked keyboard covers the container. All frames in one coordinate space.
    ///
    /// ```swift
    /// // iPhone 15: a full-screen Form, its focused field at y 600 (44 tall), the 336-point keyboard's top at 516.
    /// KeyboardAvoidance.revealDistance(
    ///     keyboardFrame: CGRect(x: 0, y: 516, width: 393, height: 336),
    ///     focusedField: CGRect(x: 16, y: 600, width: 361, height: 44),
    ///     scrollView: CGRect(x: 0, y: 0, width: 393, height: 852))  // 136
    /// ```
    ///
    /// What covers the scroll view's bottom counts too (`cover`): a button in `safeAreaInset(edge: .bottom)` rides the
    /// keyboard, so the field must clear the button, not just the keyboard.
    static func revealDistance(
        keyboardFrame: CGRect?, focusedField: CGRect, scrollView: CGRect, cover: ScrollViewBottomCover = .none
    ) -> CGFloat {
        guard let keyboardFrame, let keyboard = FiniteEdges(keyboardFrame), let field = FiniteEdges(focusedField),
            let scroll = FiniteEdges(scrollView)
        else { return 0 }
        let visibleBottom = Swift.min(
            scroll.maxY - cover.inset, keyboard.minY - cover.riding(scrollViewMaxY: scroll.maxY))
        return Swift.max(0, field.maxY + focusedFieldPadding - visibleBottom).clampedToFinite
    }

    /// What covers a scroll view's bottom, as UIKit's `adjustedContentInset.bottom` says, and how much of that is
    /// the screen's own safe area (the home indicator's strip), which the keyboard covers anyway.
    struct ScrollViewBottomCover: Sendable, Equatable {
        /// The scroll view's bottom inset: its safe area (the home indicator's strip where the scroll view reaches
        /// it, what `safeAreaInset(edge: .bottom)` puts over it) plus its content inset.
        var inset: CGFloat
        /// Where the screen's safe area begins at the bottom, in the screen's space: the screen's height less the
        /// window's bottom safe-area inset (852 − 34 = 818 on an iPhone 15).
        var safeAreaTop: CGFloat

        static let none = ScrollViewBottomCover(inset: 0, safeAreaTop: .greatestFiniteMagnitude)

        init(inset: CGFloat, safeAreaTop: CGFloat) {
            self.inset = inset.finiteOrZero
            self.safeAreaTop = safeAreaTop.isNaN ? .greatestFiniteMagnitude : safeAreaTop
        }

        /// The part of the inset that is the app's own (a button over the scroll view), which rides the keyboard
        /// when the container ends on it: the inset less the home indicator's strip the scroll view reaches.
        // UIScrollView.h: adjustedContentInset is contentInset plus the safe area (contentInsetAdjustmentBehavior).
        func riding(scrollViewMaxY: CGFloat) -> CGFloat {
            let homeIndicator = Swift.max(0, scrollViewMaxY - safeAreaTop)
            return Swift.max(0, inset - homeIndicator)
        }
    }

    /// The content offset that scrolls a focused field `distance` points up
    /// (``revealDistance(keyboardFrame:focusedField:scrollView:cover:)``), no further than the content's end: `nil`
    /// when there is nothing to scroll.
    ///
    /// ```swift
    /// // A Form 900 points tall in a 516-point scroll view with a 60-point button under it: at most 444.
    /// KeyboardAvoidance.revealedOffset(
    ///     currentY: 300, distance: 200, contentHeight: 900, boundsHeight: 516, bottomInset: 60)  // 444
    /// ```
    static func revealedOffset(
        currentY: CGFloat, distance: CGFloat, contentHeight: CGFloat, boundsHeight: CGFloat, bottomInset: CGFloat
    ) -> CGFloat? {
        guard distance > 0, distance.isFinite, currentY.isFinite else { return nil }
        let end = (contentHeight.finiteOrZero + bottomInset.finiteOrZero - boundsHeight.finiteOrZero)
        let target = Swift.min(currentY + distance, Swift.max(end, currentY))
        return target > currentY ? target : nil
    }
}

// MARK: - The keyboard under SwiftUI's own avoidance

extension KeyboardAvoidance {
    /// The frame a container under SwiftUI's own avoidance (``automatic``) measures the keyboard on: the frame it had
    /// before the keyboard, while SwiftUI has only pulled its bottom up to the keyboard's top. SwiftUI lays the
    /// container out above the keyboard after the will-notification; measured on that frame the keyboard would
    /// cover nothing, and the environment's overlap would go 0, 336, 0 within one show.
    ///
    /// ```swift
    /// // iPhone 15: a full-screen Form SwiftUI shrank to 516 points over the 336-point keyboard.
    /// KeyboardAvoidance.frameBeforeSwiftUIAvoidance(
    ///     CGRect(x: 0, y: 0, width: 393, height: 516), resting: CGRect(x: 0, y: 0, width: 393, height: 852))
    /// // (0, 0, 393, 852)
    /// ```
    ///
    /// - Parameters:
    ///   - frame: The container's frame now, in the screen's space.
    ///   - resting: Its frame when last measured with no docked keyboard on its screen, or `nil`. It counts only when
    ///     the container kept its top, left and width (SwiftUI's avoidance moves the bottom edge alone).
    static func frameBeforeSwiftUIAvoidance(_ frame: CGRect, resting: CGRect?) -> CGRect {
        guard let resting, let now = FiniteEdges(frame), let before = FiniteEdges(resting),
            Swift.abs(now.minY - before.minY) <= KeyboardGeometry.edgeTolerance,
            Swift.abs(now.minX - before.minX) <= KeyboardGeometry.edgeTolerance,
            Swift.abs(now.maxX - before.maxX) <= KeyboardGeometry.edgeTolerance,
            before.maxY > now.maxY
        else { return frame }
        return CGRect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: before.maxY - now.minY)
    }
}
