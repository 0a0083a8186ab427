import Foundation

/// What a docked keyboard's height depends on, as far as the app can tell: the screen's size in points and
/// the interface orientation.
///
/// The key normalises the screen size to its portrait form (the shorter side first), so the same device
/// gives the same ``portraitScreenSize`` in both orientations and differs only in ``orientation``.
///
/// The QuickType (predictive) bar also changes the height, but nothing in a keyboard notification says
/// whether it is shown, so it is not part of the key: a measured height is whatever the keyboard last
/// measured for this screen and orientation, the bar included when it was shown. The estimates table,
/// which has figures for both cases, takes it as a separate argument
/// (``KeyboardHeightEstimates/tableHeight(for:showsQuickType:)``).
///
/// ```swift
/// let key = try KeyboardHeightKey(screenSize: CGSize(width: 667, height: 375))
/// key.orientation          // .landscape
/// key.portraitScreenSize   // 375 × 667
/// key.defaultsKey          // "KeyboardProtocols.v1.height.375x667.landscape"
/// ```
public struct KeyboardHeightKey: Sendable, CustomStringConvertible {
    /// The interface orientation a height was measured in.
    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        /// The screen is taller than wide (or square).
        case portrait
        /// The screen is wider than tall.
        case landscape
    }

    /// The prefix of every key the cache writes: namespaced by the package and versioned, so a future
    /// change of format can never read an old value as a new one.
    public static let defaultsKeyPrefix = "KeyboardProtocols.v1.height."

    /// The screen's size in points in portrait: the shorter side as width, the longer as height.
    public let portraitScreenSize: CGSize

    /// The interface orientation.
    public let orientation: Orientation

    /// Creates the key for a screen as it is now.
    ///
    /// - Parameter screenSize: The screen's bounds size in points as UIKit reports it now
    ///   (`UIScreen.bounds.size`, which follows the interface orientation): wider than tall means landscape.
    /// - Throws: ``KeyboardHeightCacheError/invalidScreenSize(key:value:)`` when a side is not a finite
    ///   positive number of points.
    public init(screenSize: CGSize) throws(KeyboardHeightCacheError) {
        let orientation: Orientation = screenSize.width > screenSize.height ? .landscape : .portrait
        try self.init(portraitScreenSize: screenSize, orientation: orientation)
    }

    /// Creates the key for a screen size and an explicit orientation.
    ///
    /// - Parameters:
    ///   - portraitScreenSize: The screen's size in points in either order; the key stores it with the
    ///     shorter side as width.
    ///   - orientation: The interface orientation the height belongs to.
    /// - Throws: ``KeyboardHeightCacheError/invalidScreenSize(key:value:)`` when a side is not a finite
    ///   positive number of points.
    public init(portraitScreenSize: CGSize, orientation: Orientation) throws(KeyboardHeightCacheError) {
        let width = portraitScreenSize.width
        let height = portraitScreenSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .invalidScreenSize(key: "screenSize", value: "\(width) x \(height)")
        }
        self.portraitScreenSize = CGSize(width: min(width, height), height: max(width, height))
        self.orientation = orientation
    }

    /// The extent of the screen along the keyboard's height in this orientation: the longer side in
    /// portrait, the shorter in landscape. No docked keyboard is taller.
    public var screenHeight: CGFloat {
        orientation == .portrait ? portraitScreenSize.height : portraitScreenSize.width
    }

    /// The `UserDefaults` key, e.g. `"KeyboardProtocols.v1.height.375x667.portrait"`: whole points print without a
    /// fraction, a fractional size keeps its digits (`37.5`).
    public var defaultsKey: String {
        Self.defaultsKeyPrefix
            + "\(PrintedNumber.text(Double(portraitScreenSize.width)))x"
            + "\(PrintedNumber.text(Double(portraitScreenSize.height)))"
            + ".\(orientation.rawValue)"
    }

    /// The key as ``defaultsKey`` spells it.
    public var description: String { defaultsKey }
}

// MARK: - Hashable

// Written by hand: `CGSize` is Hashable in swift-corelibs-foundation but, on Apple platforms, only from the
// iOS 18 SDK generation on, which an iOS 15 deployment target cannot use (issue 15).
extension KeyboardHeightKey: Hashable {
    /// Two keys are equal when their portrait sizes and orientations are.
    public static func == (lhs: KeyboardHeightKey, rhs: KeyboardHeightKey) -> Bool {
        lhs.portraitScreenSize.width == rhs.portraitScreenSize.width
            && lhs.portraitScreenSize.height == rhs.portraitScreenSize.height
            && lhs.orientation == rhs.orientation
    }

    /// Hashes the portrait size's sides and the orientation.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(portraitScreenSize.width)
        hasher.combine(portraitScreenSize.height)
        hasher.combine(orientation)
    }
}
