import Foundation

/// A value a mixin sets, and how: at once or along with the keyboard.
struct KeyboardMixinMove<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value to set.
    var value: Value
    /// How to set it.
    var plan: KeyboardAnimationPlan

}

extension KeyboardMixin.Rule {
    /// The layout rules' one shape: measures on a copy of the rule, and keeps the copy when the move is to be
    /// applied, or when it is announced (the rule learns the change even when nothing moves); a correction after the
    /// announcement that moves nothing changes nothing.
    mutating func measure<Answer>(
        at phase: KeyboardMixinPhase, _ body: (inout Self) -> KeyboardMixinMove<Answer>?
    ) -> KeyboardMixinMove<Answer>? {
        var next = self
        let move = body(&next)
        if move != nil || phase == .announced { self = next }
        return move
    }
}

// MARK: - PinsBarToKeyboard

extension PinnedBarAdjustment: KeyboardMixin.Rule {
    static var mixin: KeyboardMixin { .bar }

    /// What the bar mixin senses: the keyboard's overlap with the view, how far the anchor's bottom sits above the
    /// view's bottom, which item of the constraint is the bar, and the constraint's constant now.
    struct Facts {
        var keyboardOverlap: CGFloat
        var anchorInset: CGFloat
        var layout: BarConstraintLayout
        var currentConstant: CGFloat

    }

    /// The bar's constant for `change` at `phase` and how to set it, or `nil` to leave the bar.
    mutating func decide(_ facts: Facts, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase)
        -> KeyboardMixinMove<CGFloat>?
    {
        measure(at: phase) { bar in
            let constant = bar.update(
                keyboardOverlap: facts.keyboardOverlap, anchorInset: facts.anchorInset, layout: facts.layout,
                currentConstant: facts.currentConstant)
            let plan = KeyboardSettledCorrection.plan(
                from: facts.currentConstant, to: constant, for: change, at: phase)
            return plan.map { KeyboardMixinMove(value: constant, plan: $0) }
        }
    }
}

// MARK: - ModifiableInsetsOnKeyboardFrameChanges

extension ScrollViewInsetAdjustment: KeyboardMixin.Rule {
    static var mixin: KeyboardMixin { .insets }

    /// What the inset mixin senses: the screen and the scroll view's frame on it (`.null` outside a window, where
    /// the scroll view counts as uncovered), the system's share of the bottom inset, the insets now, whether the
    /// first responder is to be kept visible, and the composer bar of a screen that also pins one (`nil` otherwise).
    struct Facts {
        var screenBounds: CGRect
        var scrollViewFrame: CGRect
        var context: ScrollViewInsetContext
        var current: ScrollViewBottomInsets
        var keepsFirstResponderVisible: Bool
        var composer: ComposerBarFacts? = nil
        /// Whether a layout pass of the composer runs the insets (its first layout, a new size), no keyboard moving.
        var isComposerLayoutPass = false

    }

    /// The insets to set, whether to scroll the first responder into view along with them, and whether to set them
    /// as the layout pass sets its frames rather than as the plan says.
    struct Answer: Sendable, Equatable {
        var insets: ScrollViewBottomInsets
        var revealsFirstResponder: Bool
        /// In the composer's layout pass: set in the animation that pass runs in, if any (the composer growing inside
        /// the app's `UIView.animate`), as the chat's offset is, else at once; never on the keyboard's curve.
        // UIView.h: a property set inside an animation block with no options of its own inherits its duration and
        // curve (UIViewAnimationOptionOverrideInheritedDuration and …Curve are what opts out).
        var inheritsLayoutAnimation = false
    }

    /// The insets for `change` at `phase` and how to set them, or `nil` to leave the scroll view. The first responder
    /// is revealed only for an announced notification showing a keyboard, where the screen asks for it.
    mutating func decide(_ facts: Facts, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase)
        -> KeyboardMixinMove<Answer>?
    {
        measure(at: phase) { insets in
            let measured = insets.update(
                for: change, screenBounds: facts.screenBounds, scrollViewFrame: facts.scrollViewFrame,
                context: facts.context, current: facts.current, composer: facts.composer)
            let revealing =
                facts.keepsFirstResponderVisible && change.isVisible && !facts.context.leavesKeyboardToUIKit
            // A field that took the focus under the same keyboard (KeyboardDelivery.focusMoved()) is revealed at
            // rest, whether or not the insets move.
            let revealsFocus = revealing && phase == .atRest && change.movesFocus
            guard let measured,
                let plan = KeyboardSettledCorrection.plan(
                    from: facts.current.content, to: measured.content, for: change, at: phase)
                    ?? KeyboardSettledCorrection.plan(
                        from: facts.current.indicator, to: measured.indicator, for: change, at: phase)
                    ?? (revealsFocus ? .applyImmediately : nil)
            else { return nil }
            // The composer's layout pass moves no keyboard: nothing to reveal, and its animation, not the keyboard's.
            let reveals =
                revealing && !facts.isComposerLayoutPass && ((phase == .announced && !change.isTracked) || revealsFocus)
            return KeyboardMixinMove(
                value: Answer(
                    insets: measured, revealsFirstResponder: reveals,
                    inheritsLayoutAnimation: facts.isComposerLayoutPass),
                plan: plan)
        }
    }
}

// MARK: - AdjustsViewAboveKeyboard

extension KeyboardAvoidanceTranslation: KeyboardMixin.Rule {
    static var mixin: KeyboardMixin { .container }

    /// What the container mixin senses: the screen's bounds, the container's frame on it as it is now, its
    /// transform's `ty` now, and the room to leave above the keyboard.
    struct Facts {
        var screenBounds: CGRect
        var containerFrame: CGRect
        var currentTranslationY: CGFloat
        var padding: CGFloat

    }

    /// The container's translation and how to set it, or `nil` to leave it: announced, for `change`, remembered; in
    /// the later phases, for the change announced last (the keyboard the container moved for).
    mutating func decide(_ facts: Facts, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase)
        -> KeyboardMixinMove<CGFloat>?
    {
        if phase == .announced { record(change) }
        return measure(at: phase) { avoidance in
            guard let change = avoidance.lastChange,
                let translationY = avoidance.updateForLastChange(
                    screenBounds: facts.screenBounds, presentedViewFrame: facts.containerFrame,
                    currentTranslationY: facts.currentTranslationY, padding: facts.padding)
            else { return nil }
            let plan = KeyboardSettledCorrection.plan(
                from: facts.currentTranslationY, to: translationY, for: change, at: phase)
            return plan.map { KeyboardMixinMove(value: translationY, plan: $0) }
        }
    }
}

// MARK: - PreloadsKeyboard

/// The preload's rule: a delivered keyboard's height is recorded for a notification, when announced. Tracked frames
/// are never recorded (and so skip the first-responder search they would cost at every frame).
struct KeyboardHeightRecording: KeyboardMixin.Rule {
    static var mixin: KeyboardMixin { .preload }

    /// The change to record, or `nil`.
    mutating func decide(_ facts: Void, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase)
        -> KeyboardMixinMove<KeyboardFrameChange>?
    {
        guard phase == .announced, !change.isTracked else { return nil }
        return KeyboardMixinMove(value: change, plan: .applyImmediately)
    }
}

// MARK: - A SwiftUI view

extension KeyboardViewLayout: KeyboardMixin.Rule {
    static var mixin: KeyboardMixin { .view }

    init() { self = .rest }

    /// What a SwiftUI view's observer senses: the layout it shows, and the one its role gives for the keyboard it
    /// heard and the view's facts as they are now.
    struct Facts {
        var shown: KeyboardViewLayout
        var measured: KeyboardViewLayout
    }

    /// The view's layout and how to show it, or `nil` when it shows it already: announced, on the keyboard's own
    /// motion (none for a tracked frame or a catch-up); after the layout commit and at rest, as a UIKit mixin's
    /// correction (``KeyboardSettledCorrection``): over the keyboard's remaining time, so a sheet UIKit moved after the
    /// will-notification is followed without a snap. The keyboard the view reads then carries that motion.
    mutating func decide(_ facts: Facts, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase)
        -> KeyboardMixinMove<KeyboardViewLayout>?
    {
        var next = facts.measured
        guard next != facts.shown else { return nil }
        let plan: KeyboardAnimationPlan
        if phase == .announced {
            plan = next.motion == .immediate ? .applyImmediately : change.animationPlan
        } else {
            let shown = facts.shown
            plan =
                KeyboardSettledCorrection.plan(
                    from: shown.bottomPadding, to: next.bottomPadding, for: change, at: phase)
                ?? KeyboardSettledCorrection.plan(from: shown.offset, to: next.offset, for: change, at: phase)
                ?? KeyboardSettledCorrection.plan(
                    from: shown.keyboard.overlap, to: next.keyboard.overlap, for: change, at: phase)
                ?? .applyImmediately
            next.keyboard.motion = KeyboardMotion(plan)
            // A correction while the keyboard still moves ends when the keyboard does, not a whole animation later.
            if case .afterLayoutCommit(let elapsed) = phase, case .animate = plan,
                let rest = change.motion.remaining(after: elapsed)
            {
                next.keyboard.motion = rest
            }
            next.motion = next.keyboard.motion
        }
        self = next
        return KeyboardMixinMove(value: next, plan: plan)
    }
}

extension KeyboardMotion {
    /// The motion of a value moved as `plan` says: over its duration on its curve (the keyboard's spring for curve
    /// 7), or ``immediate``.
    init(_ plan: KeyboardAnimationPlan) {
        switch plan {
        case .animate(let duration, let options): self.init(duration: duration, curve: options.curve)
        case .applyImmediately: self = .immediate
        }
    }
}
