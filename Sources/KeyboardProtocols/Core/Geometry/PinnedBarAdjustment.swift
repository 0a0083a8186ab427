import Foundation

/// Computes the constant of an input bar's bottom constraint so that the bar rides the keyboard's top edge, and
/// remembers the constant the bar rests at while the keyboard is away.
///
/// Keep one value per bar, across keyboard notifications. The bar is lifted by the keyboard's overlap with the view
/// that holds the constraint, less what the constraint's anchor already keeps clear: with ``BarPinning/safeAreaBottom``
/// the safe area's bottom inset (34 points of home indicator on a Face ID iPhone, 83 under a tab bar), so there is no
/// gap above the keyboard and no double inset; with ``BarPinning/viewBottom`` nothing. The lift never goes below 0,
/// so a keyboard that covers less than the safe area (a Stage Manager window that barely reaches it) leaves the bar
/// where it rests. The lift is subtracted from the resting constant, which therefore survives as a gap above the
/// keyboard.
///
/// If the app changes the constant while the keyboard is up, the next update adopts it as the new resting constant.
/// NaN or infinite inputs count as 0; a result too large for a `CGFloat` is clamped to the largest finite value.
///
/// ```swift
/// var adjustment = PinnedBarAdjustment()
/// // iPhone 15 Pro: keyboard 336 over a full-screen view, home indicator 34, bar pinned to the safe area.
/// adjustment.update(keyboardOverlap: 336, safeAreaBottomInset: 34, pinning: .safeAreaBottom, currentConstant: 0)
/// // -302
/// adjustment.update(keyboardOverlap: 0, safeAreaBottomInset: 34, pinning: .safeAreaBottom, currentConstant: -302)
/// // 0
/// ```
public struct PinnedBarAdjustment: Sendable, Equatable {
    /// The constant the bar rests at, remembered while the keyboard lifts it; `nil` otherwise.
    public private(set) var restingConstant: CGFloat?
    /// The constant this adjustment last asked for while the keyboard lifts the bar; `nil` otherwise.
    public private(set) var appliedConstant: CGFloat?

    /// Creates an adjustment that has not seen a keyboard yet.
    public init() {}

    /// Tells whether the keyboard currently lifts the bar, so that its resting constant is remembered.
    public var isLifted: Bool { restingConstant != nil }

    /// Returns how many points a keyboard lifts a bar above where it rests.
    ///
    /// - Parameters:
    ///   - keyboardOverlap: How much of the constraint's view the keyboard covers, from
    ///     ``KeyboardGeometry/overlap(keyboardFrame:screenBounds:viewFrame:)``. Negative, NaN and infinite values
    ///     count as 0.
    ///   - safeAreaBottomInset: The view's `safeAreaInsets.bottom`. Negative, NaN and infinite values count as 0.
    ///   - pinning: What the bar's bottom constraint is pinned to.
    /// - Returns: The lift in points, never below 0.
    public static func lift(keyboardOverlap: CGFloat, safeAreaBottomInset: CGFloat, pinning: BarPinning) -> CGFloat {
        let overlap = Swift.max(0, keyboardOverlap.finiteOrZero)
        switch pinning {
        case .viewBottom:
            return overlap
        case .safeAreaBottom:
            return Swift.max(0, overlap - Swift.max(0, safeAreaBottomInset.finiteOrZero))
        }
    }

    /// Takes one keyboard change into account and returns the constant the bar's bottom constraint should have.
    ///
    /// - Parameters:
    ///   - keyboardOverlap: How much of the constraint's view the keyboard covers; 0 when it is hidden or undocked.
    ///   - safeAreaBottomInset: The view's `safeAreaInsets.bottom`.
    ///   - pinning: What the bar's bottom constraint is pinned to.
    ///   - currentConstant: The constraint's constant as it is now. NaN or infinity counts as 0.
    /// - Returns: The constant to set: the resting constant minus the lift.
    @discardableResult
    public mutating func update(
        keyboardOverlap: CGFloat,
        safeAreaBottomInset: CGFloat,
        pinning: BarPinning,
        currentConstant: CGFloat
    ) -> CGFloat {
        let current = currentConstant.finiteOrZero
        let lift = Self.lift(
            keyboardOverlap: keyboardOverlap, safeAreaBottomInset: safeAreaBottomInset, pinning: pinning)

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
        let lifted = (resting - lift).clampedToFinite
        restingConstant = resting
        appliedConstant = lifted
        return lifted
    }
}
