import Foundation

/// The keyboard as one view sees it: whether it is up, how much of the view it covers in the view's own coordinates,
/// how it moves, and how tall it will most likely be before it first shows.
///
/// SwiftUI views read it from the environment, measured on the nearest enclosing view that chose a keyboard
/// avoidance (`keyboardAvoidance(_:)`); tests and tools make one from a keyboard change and a view's frame:
///
/// ```swift
/// // iPhone 15, portrait: a full-screen view and the 336-point keyboard.
/// let screen = KeyboardScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let keyboard = KeyboardInView(change, viewFrame: CGRect(x: 0, y: 0, width: 393, height: 852), screen: screen)
/// keyboard.overlap   // 336
/// keyboard.frame     // (0, 516, 393, 336), in the view's coordinates
/// ```
///
/// Only a docked keyboard on the view's own screen covers anything: a floating, split or undocked iPad keyboard, and a
/// keyboard on another display, leave ``overlap``, ``lift`` and ``frame`` at 0 and `nil`.
public struct KeyboardInView: Sendable, Equatable {
    /// Whether a keyboard is on the view's screen, docked or not.
    public var isVisible: Bool

    /// The docked keyboard's frame in the view's coordinate space; `nil` while no docked keyboard is on its screen.
    public var frame: CGRect?

    /// How many points of the view's height, from its bottom edge, the docked keyboard covers; 0 when it covers none.
    public var overlap: CGFloat

    /// How far the view's bottom edge must move up to sit on the docked keyboard's top edge; 0 when the keyboard is
    /// below the view or not docked. Unlike ``overlap`` it is not capped at the view's height.
    public var lift: CGFloat

    /// The docked keyboard's height on the view's screen as measured there before, else the table's estimate: what
    /// `PreloadsKeyboard` and `KeyboardHeightCache/estimatedHeight(for:screenSize:)` give, known before the first show.
    public var estimatedHeight: CGFloat

    /// How the keyboard moved to where it is, as the change says: the keyboard's spring for its own curve,
    /// ``KeyboardMotion/immediate`` for a frame followed during an interactive dismissal; a released drag's return to
    /// the docked keyboard springs back on the keyboard's curve.
    public var motion: KeyboardMotion

    /// No keyboard: nothing covered, nothing estimated; the environment's value outside a view that reads the
    /// keyboard.
    ///
    /// ```swift
    /// KeyboardInView.hidden.overlap // 0
    /// ```
    public static let hidden = KeyboardInView(
        isVisible: false, frame: nil, overlap: 0, lift: 0, estimatedHeight: 0, motion: .immediate)

    init(
        isVisible: Bool, frame: CGRect?, overlap: CGFloat, lift: CGFloat, estimatedHeight: CGFloat,
        motion: KeyboardMotion
    ) {
        self.isVisible = isVisible
        self.frame = frame
        self.overlap = overlap
        self.lift = lift
        self.estimatedHeight = estimatedHeight
        self.motion = motion
    }

    /// The keyboard after `change`, as a view at `viewFrame` on `screen` sees it.
    ///
    /// ```swift
    /// // iPhone 15: a composer resting 34 points above the screen's bottom, over the home indicator.
    /// let composer = CGRect(x: 0, y: 766, width: 393, height: 52)
    /// KeyboardInView(change, viewFrame: composer, screen: screen).lift  // 302: its bottom onto the keyboard's top
    /// ```
    ///
    /// - Parameters:
    ///   - change: The last keyboard change the view heard, or `nil` before any.
    ///   - viewFrame: The view's bounds converted into its screen's coordinate space, as keyboard frames are.
    ///   - screen: The screen the view is on; a change on another known screen covers nothing.
    ///   - estimatedHeight: The docked height expected on that screen before the keyboard shows. Defaults to 0.
    public init(
        _ change: KeyboardFrameChange?, viewFrame: CGRect, screen: KeyboardScreen, estimatedHeight: CGFloat = 0
    ) {
        self = .hidden
        self.estimatedHeight = Swift.max(0, estimatedHeight.finiteOrZero)
        guard let change, change.isOnSameScreen(as: screen),
            let measured = try? change.measured(onScreenWithBounds: screen.bounds)
        else { return }
        isVisible = measured.isVisible
        // The change says how it moves: a tracked frame is immediate, a released drag's return springs back.
        motion = change.motion
        guard measured.isDocked, let view = FiniteEdges(viewFrame) else { return }
        overlap = KeyboardGeometry.overlap(of: measured, screenBounds: screen.bounds, viewFrame: viewFrame)
        lift = KeyboardAvoidanceTranslation.requiredOffset(
            keyboardFrame: measured.endFrame, screenBounds: screen.bounds, restingViewFrame: viewFrame, padding: 0)
        // Built by hand: CGRect.offsetBy would standardize, and corelibs Foundation traps on NaN there.
        let keyboard = measured.endFrame
        frame = CGRect(
            x: keyboard.origin.x - view.minX, y: keyboard.origin.y - view.minY,
            width: keyboard.size.width, height: keyboard.size.height)
    }
}

// MARK: - Read with no reader above

extension KeyboardInView {
    /// Says, once per process, that a view read the environment's keyboard with no view above it that reads the
    /// keyboard (`keyboardAvoidance(_:)`, `pinnedToKeyboard()`, a preview's keyboard, or an app's own
    /// `.environment(\.keyboard, …)`): it would read ``hidden`` forever. A debug build prints the notice.
    struct ReaderCheck: Sendable, Equatable {
        /// Whether the notice was given.
        private(set) var hasWarned = false

        init() {}

        /// The notice for a read of the environment's keyboard, the first time no reader is above it; `nil` otherwise.
        mutating func notice(hasReaderAbove: Bool) -> String? {
            guard !hasReaderAbove, !hasWarned else { return nil }
            hasWarned = true
            return Self.notice
        }

        /// What the notice says: where the reader goes.
        static let notice = """
            KeyboardProtocols: @Environment(\\.keyboard) is read where no view above reads the keyboard, so it is \
            always KeyboardInView.hidden. Put .keyboardAvoidance(.automatic) on the screen's root view (it changes \
            nothing but the environment), or on the container whose keyboard the view wants; a view \
            pinnedToKeyboard() or a preview's previewKeyboard(height:) reads it too.
            """
    }
}
