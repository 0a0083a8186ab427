import Foundation

/// The four edges of a rectangle, present only when every one of them is a finite number.
///
/// Keyboard geometry is computed on these instead of `CGRect`: swift-corelibs-foundation traps inside
/// `CGRect.intersection(_:)` when a component is NaN, and `CGRect.null` carries infinite origins. A rectangle with a
/// negative size is read the way `CGRect.standardized` reads it, without calling it.
struct FiniteEdges: Equatable {
    let minX: CGFloat
    let minY: CGFloat
    let maxX: CGFloat
    let maxY: CGFloat

    /// Reads `rect`, or returns `nil` when any component, or any edge computed from them, is NaN or infinite.
    @inline(__always) init?(_ rect: CGRect) {
        // Four comparisons, not an array's allSatisfy: every keyboard change, tracked frames included, reads these.
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite
        else { return nil }
        // origin + size can overflow to infinity for huge finite inputs.
        let farX = rect.origin.x + rect.size.width
        let farY = rect.origin.y + rect.size.height
        guard farX.isFinite, farY.isFinite else { return nil }
        minX = Swift.min(rect.origin.x, farX)
        maxX = Swift.max(rect.origin.x, farX)
        minY = Swift.min(rect.origin.y, farY)
        maxY = Swift.max(rect.origin.y, farY)
    }

    private init(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The part both rectangles cover, or `nil` when it has no area (where `CGRect.intersection(_:)` gives `.null` or
    /// a rectangle of zero width or height). Widths are measured edge to edge, so a side under about 1e-13 of its
    /// coordinate (a 1e-15-point keyboard at x = 100) has no area here where Foundation's keeps it. NB: Foundation's
    /// own, with its standardizing and `.null`, was the biggest cost of telling whether a tracked frame is on screen
    /// (keyboard-bench's `drag.ratio`).
    func overlap(with other: FiniteEdges) -> FiniteEdges? {
        let shared = FiniteEdges(
            minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY), maxX: Swift.min(maxX, other.maxX),
            maxY: Swift.min(maxY, other.maxY))
        return shared.isEmpty ? nil : shared
    }

    var width: CGFloat { maxX - minX }
    var height: CGFloat { maxY - minY }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The length of the stretch both rectangles share horizontally; 0 when they do not overlap.
    func horizontalOverlap(with other: FiniteEdges) -> CGFloat {
        Swift.max(0, Swift.min(maxX, other.maxX) - Swift.max(minX, other.minX))
    }
}

extension CGFloat {
    /// The value itself when finite, otherwise 0, so that a NaN or an infinity read from a view never spreads.
    var finiteOrZero: CGFloat { isFinite ? self : 0 }

    /// The value itself when finite, the largest finite value of the same sign for an infinity, and 0 for NaN: for
    /// results whose finite inputs overflowed, which are then as close to right as a `CGFloat` can be.
    var clampedToFinite: CGFloat {
        if isNaN { return 0 }
        return Swift.min(Swift.max(self, -CGFloat.greatestFiniteMagnitude), CGFloat.greatestFiniteMagnitude)
    }
}
