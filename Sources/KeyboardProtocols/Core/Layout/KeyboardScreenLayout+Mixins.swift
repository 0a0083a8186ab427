import Foundation

/// What one mixin does for a change at one phase, as ``KeyboardScreenLayout/step(for:at:)`` decides.
package enum KeyboardMixinStep: Sendable, Equatable {
    /// Announced: call the conformer's method (`moveBarWithKeyboard(for:)` and the like), its default or its own.
    case callConformer
    /// Later: the mixin's default ran for the announced change, so measure again with the default.
    case measureAgain
    /// Later: a conformer's own method moved what it chose; a second move would fight it.
    case skip
}

/// A value a mixin sets, and how: at once or along with the keyboard.
package struct KeyboardMixinMove<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value to set.
    package var value: Value
    /// How to set it.
    package var plan: KeyboardAnimationPlan

    /// Sets `value` as `plan` says.
    package init(value: Value, plan: KeyboardAnimationPlan) {
        self.value = value
        self.plan = plan
    }
}

extension KeyboardScreenLayout {
    /// What `mixin` does at `phase`: announced, the conformer's method runs; later, the default measures again only
    /// where it ran for the announced change.
    package func step(for mixin: KeyboardMixin, at phase: KeyboardMixinPhase) -> KeyboardMixinStep {
        if phase == .announced { return .callConformer }
        return remeasures(mixin) ? .measureAgain : .skip
    }

    /// Whether the preload records the height of `change` at `phase`: a notification, announced. Tracked frames are
    /// never recorded (and so skip the first-responder search they would cost at every frame).
    package static func recordsHeight(of change: KeyboardFrameChange, at phase: KeyboardMixinPhase) -> Bool {
        phase == .announced && !change.isTracked
    }

    /// Keeps a measurement's new state when it moves something, or when it is announced (the state learns the change
    /// even when nothing moves); a correction that moves nothing changes nothing.
    private static func keeps(_ plan: KeyboardAnimationPlan?, at phase: KeyboardMixinPhase) -> Bool {
        plan != nil || phase == .announced
    }

    // MARK: - PinsBarToKeyboard

    /// The default bar move for `change` at `phase`: the constant to set and how, or `nil` to leave the bar.
    ///
    /// - Parameters:
    ///   - keyboardOverlap: How much of the view the keyboard covers.
    ///   - anchorInset: How far the anchor's bottom sits above the view's bottom.
    ///   - layout: Which item of the constraint is the bar.
    ///   - currentConstant: The constraint's constant now.
    package mutating func moveBar(
        keyboardOverlap: CGFloat, anchorInset: CGFloat, layout: BarConstraintLayout, currentConstant: CGFloat,
        for change: KeyboardFrameChange, at phase: KeyboardMixinPhase
    ) -> KeyboardMixinMove<CGFloat>? {
        defaultMeasured(.bar)
        var bar = self.bar
        let constant = bar.update(
            keyboardOverlap: keyboardOverlap, anchorInset: anchorInset, layout: layout,
            currentConstant: currentConstant)
        let plan = KeyboardSettledCorrection.plan(from: currentConstant, to: constant, for: change, at: phase)
        if Self.keeps(plan, at: phase) { self.bar = bar }
        return plan.map { KeyboardMixinMove(value: constant, plan: $0) }
    }

    // MARK: - ModifiableInsetsOnKeyboardFrameChanges

    /// The default insets for `change` at `phase`, how to set them, and whether to scroll the first responder into
    /// view along with them; `nil` to leave the scroll view.
    package mutating func adjustInsets(
        screenBounds: CGRect, scrollViewFrame: CGRect, context: ScrollViewInsetContext,
        current: ScrollViewBottomInsets, keepsFirstResponderVisible: Bool,
        for change: KeyboardFrameChange, at phase: KeyboardMixinPhase
    ) -> (move: KeyboardMixinMove<ScrollViewBottomInsets>, revealsFirstResponder: Bool)? {
        defaultMeasured(.insets)
        var insets = self.insets
        let measured = insets.update(
            for: change, screenBounds: screenBounds, scrollViewFrame: scrollViewFrame, context: context,
            current: current)
        let plan = measured.flatMap { measured in
            KeyboardSettledCorrection.plan(from: current.content, to: measured.content, for: change, at: phase)
                ?? KeyboardSettledCorrection.plan(
                    from: current.indicator, to: measured.indicator, for: change, at: phase)
        }
        if Self.keeps(plan, at: phase) { self.insets = insets }
        guard let measured, let plan else { return nil }
        let reveals =
            phase == .announced && !change.isTracked && keepsFirstResponderVisible && change.isVisible
            && !context.leavesKeyboardToUIKit
        return (KeyboardMixinMove(value: measured, plan: plan), reveals)
    }

    // MARK: - AdjustsViewAboveKeyboard

    /// The container's translation for the last change at `phase`, and how to set it; `nil` to leave it.
    ///
    /// - Parameters:
    ///   - screenBounds: The bounds of the screen the container is on.
    ///   - containerFrame: The container's frame as it is now, in the screen's space.
    ///   - currentTranslationY: The transform's `ty` now.
    ///   - padding: The room between the container's bottom and the keyboard's top.
    package mutating func keepContainerAbove(
        screenBounds: CGRect, containerFrame: CGRect, currentTranslationY: CGFloat, padding: CGFloat,
        at phase: KeyboardMixinPhase
    ) -> KeyboardMixinMove<CGFloat>? {
        var avoidance = self.avoidance
        guard let change = avoidance.lastChange,
            let translationY = avoidance.updateForLastChange(
                screenBounds: screenBounds, presentedViewFrame: containerFrame,
                currentTranslationY: currentTranslationY, padding: padding)
        else { return nil }
        let plan = KeyboardSettledCorrection.plan(from: currentTranslationY, to: translationY, for: change, at: phase)
        if Self.keeps(plan, at: phase) { self.avoidance = avoidance }
        return plan.map { KeyboardMixinMove(value: translationY, plan: $0) }
    }
}
