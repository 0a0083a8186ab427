import Foundation

/// The bar mixin's arithmetic: the constant of an input bar's bottom constraint that lifts the bar onto the
/// keyboard's top edge, and the constant it rests at while the keyboard is away. Keep one value per bar.
///
/// The lift is the keyboard's overlap with the view less what the constraint's anchor already keeps clear (the safe
/// area's bottom for `view.safeAreaLayoutGuide`, 0 for `view`), never below 0. A constant the app sets while the
/// keyboard is up becomes the new resting constant.
struct PinnedBarAdjustment: Sendable, Equatable {
    /// The constant the bar rests at, remembered while the keyboard lifts it; `nil` otherwise.
    private(set) var restingConstant: CGFloat?
    /// The constant this adjustment last asked for while the keyboard lifts the bar; `nil` otherwise.
    private(set) var appliedConstant: CGFloat?

    init() {}

    /// Whether the keyboard currently lifts the bar.
    var isLifted: Bool { restingConstant != nil }

    /// How many points a keyboard covering `keyboardOverlap` points of the view lifts a bar whose anchor's bottom
    /// sits `anchorInset` points above the view's bottom. Negative, NaN and infinite inputs count as 0.
    static func lift(keyboardOverlap: CGFloat, anchorInset: CGFloat) -> CGFloat {
        Swift.max(0, Swift.max(0, keyboardOverlap.finiteOrZero) - Swift.max(0, anchorInset.finiteOrZero))
    }

    /// Takes one keyboard change into account and returns the constant the bar's bottom constraint should have.
    ///
    /// - Parameters:
    ///   - keyboardOverlap: How much of the view the keyboard covers; 0 when it is hidden or undocked.
    ///   - anchorInset: How far the anchor's bottom sits above the view's bottom (`safeAreaInsets.bottom` for the
    ///     safe area).
    ///   - layout: Which item of the constraint is the bar.
    ///   - currentConstant: The constraint's constant now. NaN or infinity counts as 0.
    @discardableResult
    mutating func update(
        keyboardOverlap: CGFloat,
        anchorInset: CGFloat,
        layout: BarConstraintLayout = BarConstraintLayout(barIsFirstItem: true),
        currentConstant: CGFloat
    ) -> CGFloat {
        let current = currentConstant.finiteOrZero
        let lift = Self.lift(keyboardOverlap: keyboardOverlap, anchorInset: anchorInset)

        guard lift > 0 else {
            guard let resting = restingConstant else { return current }
            // A constant the app set while the keyboard was up wins over the one remembered before it.
            let restored = current == appliedConstant ? resting : current
            restingConstant = nil
            appliedConstant = nil
            return restored
        }

        // The remembered constant while the bar still sits where this adjustment put it; else the app's new one.
        let resting = current == appliedConstant ? restingConstant ?? current : current
        let lifted = layout.constant(resting: resting, lift: lift).clampedToFinite
        restingConstant = resting
        appliedConstant = lifted
        return lifted
    }
}

extension PinnedBarAdjustment {
    /// How far, in points (down positive), the bar's bottom moves from where its constraint's constant puts it now
    /// to where this adjustment puts it for `facts`: the bar's own decision, run on a copy. So it is 0 once the bar
    /// moved for the change, and the whole move before: the inset mixin reads it to tell where the bar ends
    /// whichever of the two runs first. NaN and infinite inputs count as 0.
    ///
    /// `bar.bottom = anchor.bottom + c` moves the bottom by the constant's change; `anchor.bottom = bar.bottom + c`
    /// by its opposite.
    func bottomMove(for facts: Facts) -> CGFloat {
        var next = self
        let constant = next.update(
            keyboardOverlap: facts.keyboardOverlap, anchorInset: facts.anchorInset, layout: facts.layout,
            currentConstant: facts.currentConstant)
        let change = (constant - facts.currentConstant.finiteOrZero).clampedToFinite
        return facts.layout.barIsFirstItem ? change : -change
    }
}

// MARK: - The bar's constraint

/// One item of a bar's bottom constraint, as the UIKit layer reads it.
enum BarConstraintItem: Sendable, Equatable {
    /// A layout guide: `view.safeAreaLayoutGuide`, `view.layoutMarginsGuide` or one of the app's.
    case layoutGuide
    /// `view.keyboardLayoutGuide`, which already follows the keyboard.
    case keyboardLayoutGuide
    /// A view that contains the other item: the view controller's `view`, the bar's superview.
    case enclosingView
    /// A view that does not contain the other item: the bar.
    case view
    /// No item.
    case none
}

extension BarConstraintItem {
    /// Classifies one item of the constraint from what the UIKit layer saw of it and of the other item.
    ///
    /// - Parameters:
    ///   - isKeyboardLayoutGuide: Whether the item is a `UIKeyboardLayoutGuide`.
    ///   - isLayoutGuide: Whether the item is any `UILayoutGuide`.
    ///   - isView: Whether the item is a `UIView`.
    ///   - containsOtherItem: Whether the other item (a view, or a layout guide's owning view) lies strictly inside
    ///     this view.
    ///   - otherIsLayoutGuide: Whether the other item is a layout guide: then this view is the bar, even when the
    ///     guide belongs to one of its subviews.
    init(
        isKeyboardLayoutGuide: Bool, isLayoutGuide: Bool, isView: Bool, containsOtherItem: Bool,
        otherIsLayoutGuide: Bool
    ) {
        if isKeyboardLayoutGuide {
            self = .keyboardLayoutGuide
        } else if isLayoutGuide {
            self = .layoutGuide
        } else if isView {
            self = containsOtherItem && !otherIsLayoutGuide ? .enclosingView : .view
        } else {
            self = .none
        }
    }
}

/// The attribute of one item of a bar's bottom constraint.
enum BarConstraintAttribute: Sendable, Equatable {
    /// `.bottom`.
    case bottom
    /// `.bottomMargin`: the bottom less the item's `layoutMargins.bottom` (Interface Builder's "constrain to
    /// margins").
    case bottomMargin
    /// Any other attribute.
    case other

    /// Whether the attribute is a bottom edge: `.bottom` or `.bottomMargin`.
    var isBottomEdge: Bool { self != .other }
}

/// Which item of a bar's bottom constraint is the bar, so the sign of a lift is known: code writes
/// `bar.bottom = guide.bottom + c` (the bar first: a lift lowers `c`), Interface Builder often
/// `Safe Area.bottom = Bar.bottom + c` (the bar second: a lift raises `c`).
// Interface Builder's reversed items: Stack Overflow question 28162997.
struct BarConstraintLayout: Sendable, Equatable {
    /// Whether the bar is the constraint's first item.
    var barIsFirstItem: Bool

    /// Whether the bar's side of the constraint is its bottom margin rather than its bottom.
    var barUsesMargin = false

    /// Whether the anchor's side of the constraint is its bottom margin rather than its bottom.
    var anchorUsesMargin = false

    init(barIsFirstItem: Bool, barUsesMargin: Bool = false, anchorUsesMargin: Bool = false) {
        self.barIsFirstItem = barIsFirstItem
        self.barUsesMargin = barUsesMargin
        self.anchorUsesMargin = anchorUsesMargin
    }

    /// Reads a constraint's two items and attributes; throws when both are not bottom edges or no item is a bar
    /// under a layout guide or an enclosing view.
    init(
        first: BarConstraintItem,
        firstAttribute: BarConstraintAttribute,
        second: BarConstraintItem,
        secondAttribute: BarConstraintAttribute
    ) throws(BarConstraintError) {
        guard first != .keyboardLayoutGuide, second != .keyboardLayoutGuide else { throw .keyboardLayoutGuide }
        guard firstAttribute.isBottomEdge, secondAttribute.isBottomEdge else { throw .notBottomEdges }
        let anchors: Set<BarConstraintItem> = [.layoutGuide, .enclosingView]
        switch (first, second) {
        case (.view, let anchor) where anchors.contains(anchor): barIsFirstItem = true
        case (let anchor, .view) where anchors.contains(anchor): barIsFirstItem = false
        default: throw .noBar
        }
        let (barAttribute, anchorAttribute) =
            barIsFirstItem
            ? (firstAttribute, secondAttribute) : (secondAttribute, firstAttribute)
        barUsesMargin = barAttribute == .bottomMargin
        anchorUsesMargin = anchorAttribute == .bottomMargin
    }

    /// How far above the view's bottom the bar's bottom rests at a constant of 0: the anchor's bottom, raised by the
    /// anchor's bottom margin when the constraint uses it, lowered by the bar's when the bar's side uses it (the bar's
    /// bottom then hangs that far below the edge the constraint pins).
    ///
    /// - Parameters:
    ///   - anchorBottomInset: How far the anchor's bottom sits above the view's bottom (`safeAreaInsets.bottom` for
    ///     the safe area's guide, 0 for the view).
    ///   - anchorMargin: The anchor's `layoutMargins.bottom` (0 for a layout guide).
    ///   - barMargin: The bar's `layoutMargins.bottom`.
    /// - Returns: The anchor inset ``PinnedBarAdjustment/update(keyboardOverlap:anchorInset:layout:currentConstant:)``
    ///   takes; NaN and infinite inputs count as 0.
    func anchorInset(anchorBottomInset: CGFloat, anchorMargin: CGFloat, barMargin: CGFloat) -> CGFloat {
        anchorBottomInset.finiteOrZero + (anchorUsesMargin ? anchorMargin.finiteOrZero : 0)
            - (barUsesMargin ? barMargin.finiteOrZero : 0)
    }

    /// The constant that lifts the bar `lift` points above where `resting` puts it.
    func constant(resting: CGFloat, lift: CGFloat) -> CGFloat {
        barIsFirstItem ? resting - lift : resting + lift
    }
}

/// Why a constraint can't be a bar's bottom constraint; the description says what to pass.
enum BarConstraintError: Error, Equatable, CustomStringConvertible {
    /// An item's attribute is not `.bottom`.
    case notBottomEdges
    /// Neither item is a view under a layout guide or a view that encloses it.
    case noBar
    /// An item is `view.keyboardLayoutGuide`: the bar already follows the keyboard, and the mixin would lift it twice.
    case keyboardLayoutGuide

    var description: String {
        let expected =
            "barBottomConstraint must join the bar's bottom (or bottom margin) to the bottom (or bottom margin) of "
            + "view, view.safeAreaLayoutGuide or another layout guide, in either order: "
            + "bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor); the bar is left alone"
        switch self {
        case .notBottomEdges: return "PinsBarToKeyboard: the constraint is on no bottom edge. " + expected
        case .noBar: return "PinsBarToKeyboard: no item of the constraint is a bar below its anchor. " + expected
        case .keyboardLayoutGuide:
            return "PinsBarToKeyboard: the constraint is on view.keyboardLayoutGuide, which already follows the "
                + "keyboard; drop PinsBarToKeyboard, or " + expected
        }
    }
}
