import Foundation

/// What an input bar's bottom constraint is pinned to.
///
/// The constraint must have the bar as its first item and the anchor below as its second, so that a negative
/// constant lifts the bar:
///
/// ```swift
/// bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor) // .safeAreaBottom
/// bar.bottomAnchor.constraint(equalTo: view.bottomAnchor)                     // .viewBottom
/// ```
public enum BarPinning: Sendable, Equatable, CaseIterable {
    /// The constraint pins the bar to the bottom of the view's safe area layout guide, so the bar already rests above
    /// the home indicator (and above a tab bar, which is part of a child's safe area).
    case safeAreaBottom
    /// The constraint pins the bar to the view's own bottom edge.
    case viewBottom
}
