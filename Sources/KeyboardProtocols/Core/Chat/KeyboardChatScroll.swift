import Foundation

/// One chat list as the UIKit layer reads it at one pass: its scroll position and range, its transform, whether the
/// user moves it, and the behavior its screen asks for. Plain numbers; the rule decides.
struct KeyboardChatScrollFacts: Sendable, Equatable {
    /// The behavior the screen asks for now (`chatScrollBehavior`).
    var behavior: KeyboardChatScrollBehavior
    /// The scroll view's `contentOffset.y`.
    var offset: CGFloat
    /// The scroll view's `contentSize.height`.
    var contentHeight: CGFloat
    /// The scroll view's `bounds.height`.
    var boundsHeight: CGFloat
    /// The scroll view's `adjustedContentInset.top`: the system's and the app's, in the content's own direction.
    var insetTop: CGFloat
    /// The scroll view's `adjustedContentInset.bottom`, the keyboard's share included.
    var insetBottom: CGFloat
    /// The scroll view's transform as `[a, b, c, d]` (its translation plays no part): a π rotation or a negative y
    /// scale makes the list inverted, newest message at the top of the content.
    var transform: [CGFloat]
    /// Whether the user scrolls the list now: `isDragging` or `isDecelerating`.
    var isUserScrolling: Bool
    /// Which pass reads these facts.
    var pass: Pass

    /// The passes of the chat rule.
    enum Pass: Sendable, Equatable {
        /// After the other mixins moved the bar and the insets for a keyboard change, at any phase.
        case keyboard
        /// The announced change's first look, before any mixin moved anything: remembered if the rule saw nothing
        /// yet, so the first keyboard a screen hears moves the list by all it covers.
        case beforeMixins
        /// A layout pass that moved no keyboard (the composer changed size): the offset moves at once.
        case layout

        /// Whether a move decided at this pass is set as the layout pass sets its frames: in the app's own animation
        /// when the composer grows inside one (`UIView.animate` around `layoutIfNeeded()`), so the list moves with
        /// the bar, else at once. The keyboard's passes set theirs as their plan says, on the keyboard's curve.
        // UIView.h: a property set inside an animation block with no options of its own inherits its duration and
        // curve (UIViewAnimationOptionOverrideInheritedDuration and …Curve are what opts out).
        var inheritsLayoutAnimation: Bool { self == .layout }
    }

    init(
        behavior: KeyboardChatScrollBehavior, offset: CGFloat, contentHeight: CGFloat, boundsHeight: CGFloat,
        insetTop: CGFloat, insetBottom: CGFloat, transform: [CGFloat] = [1, 0, 0, 1], isUserScrolling: Bool = false,
        pass: Pass = .keyboard
    ) {
        self.behavior = behavior
        self.offset = offset
        self.contentHeight = contentHeight
        self.boundsHeight = boundsHeight
        self.insetTop = insetTop
        self.insetBottom = insetBottom
        self.transform = transform
        self.isUserScrolling = isUserScrolling
        self.pass = pass
    }

    /// Whether the list is drawn upside down (Telegram, exyte/Chat): the transform maps the content's y axis onto the
    /// screen's, reversed (`d < 0`, and the y axis stays vertical: `|d| > |c|`). Its content's top, where the newest
    /// message is, is the visual bottom, so the keyboard's inset belongs on `contentInset.top`. A transform that is
    /// not four finite numbers counts as upright.
    // CGAffineTransform maps (0, 1) to (c, d). Telegram and exyte/Chat rotate by π (a = d = -1); others scale y by -1.
    var isInverted: Bool { Self.isInverted(transform: transform) }

    /// Whether a scroll view with `transform` (`[a, b, c, d]`) draws its content upside down; see ``isInverted``.
    /// The inset mixin then keeps the keyboard's inset on `contentInset.top`, the visual bottom.
    // APSL/react-native-keyboard-aware-scroll-view PR 367: an inverted list's keyboard inset goes on the top.
    static func isInverted(transform: [CGFloat]) -> Bool {
        guard transform.count == 4, transform.allSatisfy(\.isFinite) else { return false }
        return transform[3] < 0 && Swift.abs(transform[3]) > Swift.abs(transform[2])
    }

    /// Whether every number is finite: a NaN or an infinity read from a view moves nothing.
    var isFinite: Bool {
        [offset, contentHeight, boundsHeight, insetTop, insetBottom].allSatisfy(\.isFinite)
    }

    /// The smallest offset UIScrollView scrolls to: `-insetTop`.
    var minOffset: CGFloat { -insetTop }

    /// The largest offset UIScrollView scrolls to: `max(minOffset, content + insetBottom - bounds)`, so content
    /// shorter than the list rests at its top and is never scrolled out of view.
    var maxOffset: CGFloat { Swift.max(minOffset, contentHeight + insetBottom - boundsHeight) }

    /// `value` brought into `minOffset...maxOffset`.
    func clamped(_ value: CGFloat) -> CGFloat {
        Swift.min(Swift.max(value, minOffset), maxOffset)
    }
}

/// The chat scroll policy of one list: remembers the list's visible window as it last saw it, and on each pass moves
/// the offset by how far the window's visual bottom edge moved (the keyboard's inset, a growing composer), as the
/// behavior says; the result always lies in the scroll view's range.
///
/// The registration keeps one per screen (``KeyboardMixin/chat``), run after the inset mixin has set the insets, at
/// every phase; a pass that finds nothing moved returns `nil`.
struct KeyboardChatScrollRule: KeyboardMixin.Rule, Equatable {
    static let mixin = KeyboardMixin.chat

    /// How close to the end, in points, a reader counts as at the end: 20.
    // react-native-keyboard-controller, useChatKeyboard/helpers.ts: AT_END_THRESHOLD = 20.
    static let atEndThreshold: CGFloat = 20

    /// The list's visible window as the last pass saw it; `nil` before any pass.
    private(set) var window: Window?

    /// Whether a frame tracked during a drag was heard since the last notification: its release is the user's.
    private var followsDrag = false

    /// Whether the notification being measured ends an interactive dismissal, so its phases leave the offset alone.
    private var releaseIsUsers = false

    init() {}

    /// What of the list a pass remembers: its insets (the adjusted ones) and its height.
    struct Window: Sendable, Equatable {
        var insetTop: CGFloat
        var insetBottom: CGFloat
        var boundsHeight: CGFloat

        init(insetTop: CGFloat, insetBottom: CGFloat, boundsHeight: CGFloat) {
            self.insetTop = insetTop
            self.insetBottom = insetBottom
            self.boundsHeight = boundsHeight
        }

        init(_ facts: KeyboardChatScrollFacts) {
            self.init(insetTop: facts.insetTop, insetBottom: facts.insetBottom, boundsHeight: facts.boundsHeight)
        }
    }

    // MARK: - Deciding

    /// The offset to set for `change` at `phase`, and how (along with the keyboard, or as a correction); `nil` to
    /// leave it. UIKit owns the offset for a frame tracked during a drag and while the user drags or the list
    /// decelerates: only the inset moves. The notification that ends an interactive dismissal (the keyboard finishing
    /// the hide, or springing back up) leaves the offset where the user let it go, brought into the range the new
    /// insets give, so no empty space is left under the newest message. A layout pass
    /// (``KeyboardChatScrollFacts/Pass/layout``: a composer grew by a line, a paste, an attachment strip) moves the
    /// offset at once, in the same turn. Whatever the pass, an offset written is inside the scroll range.
    // react-native-keyboard-controller PR 1565: setting the offset after an interactive dismissal overscrolls.
    // react-native-keyboard-controller issue 1324 and PR 1371: the list follows the composer's height.
    mutating func decide(
        _ facts: KeyboardChatScrollFacts, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase
    ) -> KeyboardMixinMove<CGFloat>? {
        switch facts.pass {
        case .beforeMixins:
            if window == nil, facts.isFinite { window = Window(facts) }
            return nil
        case .layout:
            guard let target = follow(facts, owner: .rule) else { return nil }
            return KeyboardMixinMove(value: target, plan: .applyImmediately)
        case .keyboard:
            break
        }
        if change.isTracked {
            followsDrag = true
        } else if phase == .announced {
            releaseIsUsers = followsDrag
            followsDrag = false
        }
        let owner: Owner = change.isTracked ? .user : releaseIsUsers ? .userLetGo : .rule
        guard let target = follow(facts, owner: owner),
            let plan = KeyboardSettledCorrection.plan(from: facts.offset, to: target, for: change, at: phase)
        else { return nil }
        return KeyboardMixinMove(value: target, plan: plan)
    }

    /// Who owns the offset at a pass.
    private enum Owner {
        /// The behavior: the offset follows the window's visual bottom edge.
        case rule
        /// The user, dragging the keyboard: the offset is left alone.
        case user
        /// The user, who let the keyboard go: the offset stays where they left it, brought into range.
        case userLetGo
    }

    /// Remembers the window in `facts` and returns the offset `owner` asks for, or `nil` when it is the current one
    /// (within half a point), the user drags the keyboard or scrolls the list, or a number is not finite. A list the
    /// user scrolls is left to UIKit, whose deceleration and bounce end inside the range; the next pass measures from
    /// what they left.
    private mutating func follow(_ facts: KeyboardChatScrollFacts, owner: Owner) -> CGFloat? {
        guard facts.isFinite else { return nil }
        let before = window ?? Window(facts)
        window = Window(facts)
        guard !facts.isUserScrolling else { return nil }
        let target: CGFloat
        switch owner {
        case .rule: target = Self.offset(for: facts, before: before)
        case .user: return nil
        case .userLetGo: target = facts.clamped(facts.offset)
        }
        return Swift.abs(target - facts.offset) > KeyboardGeometry.edgeTolerance ? target : nil
    }

    // MARK: - The arithmetic

    /// How far the visible window's visual bottom edge moved toward older messages since `before`: the inset on the
    /// visual bottom grew, or (upright lists only) the list got shorter from its bottom, a composer pinned under it
    /// growing. An inverted list shortened at its visual bottom keeps its newest message at that edge.
    static func shift(_ facts: KeyboardChatScrollFacts, since before: Window) -> CGFloat {
        if facts.isInverted { return facts.insetTop - before.insetTop }
        return (facts.insetBottom - before.insetBottom) - (facts.boundsHeight - before.boundsHeight)
    }

    /// Whether the reader was at the newest message before the change: within ``atEndThreshold`` of the end of the
    /// scroll range the list had then, with the inset it had then (what the reader saw).
    // Signal-iOS PR 2491 measures the distance from the bottom with the insets the same way.
    static func isAtEnd(_ facts: KeyboardChatScrollFacts, before: Window) -> Bool {
        var then = facts
        then.insetTop = before.insetTop
        then.insetBottom = before.insetBottom
        then.boundsHeight = before.boundsHeight
        let distance = facts.isInverted ? facts.offset - then.minOffset : then.maxOffset - facts.offset
        return distance <= atEndThreshold
    }

    /// `clamp(offset ± shift, minOffset, maxOffset)` with the new insets, the shift taken as the behavior says:
    /// always; only at the end; only upward (persistent); never. Upright lists add it, inverted ones subtract it.
    static func offset(for facts: KeyboardChatScrollFacts, before: Window) -> CGFloat {
        let shift = shift(facts, since: before)
        let followed: CGFloat
        switch facts.behavior {
        case .always: followed = shift
        case .whenAtEnd: followed = isAtEnd(facts, before: before) ? shift : 0
        case .persistent: followed = Swift.max(0, shift)
        case .never: followed = 0
        }
        return facts.clamped(facts.isInverted ? facts.offset - followed : facts.offset + followed)
    }
}

// MARK: - SwiftUI

extension KeyboardChatScrollFacts {
    /// Whether the reader is at the newest message now: within ``KeyboardChatScrollRule/atEndThreshold`` of the end,
    /// with the insets the list has now.
    var isAtEnd: Bool {
        isFinite && KeyboardChatScrollRule.isAtEnd(self, before: KeyboardChatScrollRule.Window(self))
    }
}

extension KeyboardChatScrollBehavior {
    /// For a SwiftUI scroll view, whose offset the package doesn't write: whether its content keeps its bottom edge
    /// (the newest message) in place when the scroll view's size changes (the keyboard, the composer), rather than its
    /// top. Always: yes. When at end: for a reader at the end. Persistent: while the keyboard is hidden, so it rides
    /// up, and for a reader at the end, who stays there. Never: no; SwiftUI keeps the offset in range itself.
    func keepsBottomOnResize(isAtEnd: Bool, keyboardVisible: Bool) -> Bool {
        switch self {
        case .always: true
        case .whenAtEnd: isAtEnd
        case .persistent: isAtEnd || !keyboardVisible
        case .never: false
        }
    }
}

// MARK: - Following the keyboard frame by frame

/// A chat list's offset on its way to where the rule moved it, followed frame by frame on the keyboard's own motion:
/// the UIKit layer sets the offset of each display refresh, so the list lays out each frame's viewport and a row
/// leaves the screen only as it scrolls off. An offset set inside `UIView.animate` is the final one at once: a table
/// or collection view lays out the final viewport before the animation starts, and the rows leaving it vanish then.
// ekazaev/ChatLayout issues 43 and 52: cells outside the final viewport disappear as the animation begins, the layout
// pass done before the render server animates.
struct KeyboardChatScrollPath: Sendable, Equatable {
    /// The offset the list was at when the move was decided.
    let start: CGFloat
    /// The offset the rule moved it to.
    let end: CGFloat
    /// The keyboard's motion the offset follows: its spring for curve 7.
    let motion: KeyboardMotion

    /// The path from `offset` for `move`; `nil` when the move is set at once (no motion to follow) or a number is not
    /// finite.
    init?(from offset: CGFloat, for move: KeyboardMixinMove<CGFloat>) {
        guard case .animate(let duration, let options) = move.plan, offset.isFinite, move.value.isFinite else {
            return nil
        }
        let motion = KeyboardMotion(duration: duration, curve: KeyboardCurveBits.curve(of: options.rawValue))
        guard motion.duration > 0 else { return nil }
        self.start = offset
        self.end = move.value
        self.motion = motion
    }

    /// The offset `elapsed` seconds after the move began: `start` before it, `end` once the motion is over. NaN
    /// counts as the start.
    func offset(at elapsed: TimeInterval) -> CGFloat {
        guard !elapsed.isNaN, elapsed > 0 else { return start }
        guard !isFinished(at: elapsed) else { return end }
        return start + (end - start) * CGFloat(motion.fractionComplete(at: elapsed))
    }

    /// Whether the motion is over `elapsed` seconds after the move began.
    func isFinished(at elapsed: TimeInterval) -> Bool {
        elapsed >= motion.duration
    }
}
