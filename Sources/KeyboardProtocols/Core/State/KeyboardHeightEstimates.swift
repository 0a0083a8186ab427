import Foundation

/// Known docked keyboard heights, for laying out before the keyboard has ever appeared on this device.
///
/// Heights are in points, for the system keyboard of a text field, by screen size in points (portrait form):
///
/// | Screen (points) | Devices (examples)                   | Portrait, no QuickType | Portrait, QuickType | Landscape |
/// |-----------------|--------------------------------------|-----------------------:|--------------------:|----------:|
/// | 320 × 568       | iPhone SE (1st), 5s                  | 216                    | 253                 | –         |
/// | 375 × 667       | iPhone 6, 7, 8, SE (2nd, 3rd)        | 216                    | 260                 | –         |
/// | 414 × 736       | iPhone 6 Plus, 7 Plus, 8 Plus        | 226                    | 271                 | –         |
/// | 375 × 812       | iPhone X, XS, 11 Pro, 12 mini        | 291                    | 335                 | –         |
/// | 390 × 844       | iPhone 12, 13, 14                    | 336                    | 336                 | –         |
/// | 414 × 896       | iPhone XR, XS Max, 11, 11 Pro Max    | 346                    | 346                 | –         |
/// | 428 × 926       | iPhone 12 Pro Max, 13 Pro Max, 14 Plus | 346                  | 346                 | –         |
/// | 768 × 1024      | iPad (9.7-inch), iPad mini (1st–5th) | 313                    | 313                 | 398       |
///
/// Where the table has a single figure it is used whether or not QuickType is shown: the published
/// measurements give one height for these screens. Where it has no figure (other screens, and iPhones in
/// landscape) ``lastResortHeight(for:)`` answers: **335 points in portrait, 210 in landscape**. Those two are
/// last-resort estimates, typical of current iPhones, not measurements; a real measurement recorded in a
/// ``KeyboardHeightCache`` always wins over both the table and the last resort.
///
/// ```swift
/// let key = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 667))
/// KeyboardHeightEstimates.tableHeight(for: key, showsQuickType: false)   // 216
/// KeyboardHeightEstimates.estimatedHeight(for: key)                      // 260
/// ```
public enum KeyboardHeightEstimates {
    /// The last-resort estimate in portrait, for screens the table does not know: 335 points.
    public static let lastResortPortraitHeight: CGFloat = 335

    /// The last-resort estimate in landscape, for screens the table does not know: 210 points.
    public static let lastResortLandscapeHeight: CGFloat = 210

    private struct Row {
        let portraitWithoutQuickType: CGFloat
        let portraitWithQuickType: CGFloat
        let landscape: CGFloat?
    }

    // Keyed by the portrait screen size in whole points: "width x height".
    private static let rows: [String: Row] = [
        "320x568": Row(portraitWithoutQuickType: 216, portraitWithQuickType: 253, landscape: nil),
        "375x667": Row(portraitWithoutQuickType: 216, portraitWithQuickType: 260, landscape: nil),
        "414x736": Row(portraitWithoutQuickType: 226, portraitWithQuickType: 271, landscape: nil),
        "375x812": Row(portraitWithoutQuickType: 291, portraitWithQuickType: 335, landscape: nil),
        "390x844": Row(portraitWithoutQuickType: 336, portraitWithQuickType: 336, landscape: nil),
        "414x896": Row(portraitWithoutQuickType: 346, portraitWithQuickType: 346, landscape: nil),
        "428x926": Row(portraitWithoutQuickType: 346, portraitWithQuickType: 346, landscape: nil),
        "768x1024": Row(portraitWithoutQuickType: 313, portraitWithQuickType: 313, landscape: 398),
    ]

    /// The table's height for a screen and orientation, if the table has one.
    ///
    /// - Parameters:
    ///   - key: The screen size and orientation.
    ///   - showsQuickType: Whether the QuickType bar is expected above the keys. Defaults to `true`, the
    ///     system's setting out of the box.
    /// - Returns: The height in points, or `nil` when the table has no figure for this screen and orientation.
    public static func tableHeight(for key: KeyboardHeightKey, showsQuickType: Bool = true) -> CGFloat? {
        let size = key.portraitScreenSize
        guard size.width.rounded() == size.width, size.height.rounded() == size.height,
            let row = rows["\(Int(size.width))x\(Int(size.height))"]
        else { return nil }
        switch key.orientation {
        case .portrait: return showsQuickType ? row.portraitWithQuickType : row.portraitWithoutQuickType
        case .landscape: return row.landscape
        }
    }

    /// The last-resort estimate for an orientation: 335 points in portrait, 210 in landscape.
    ///
    /// - Parameter orientation: The interface orientation.
    /// - Returns: ``lastResortPortraitHeight`` or ``lastResortLandscapeHeight``.
    public static func lastResortHeight(for orientation: KeyboardHeightKey.Orientation) -> CGFloat {
        orientation == .portrait ? lastResortPortraitHeight : lastResortLandscapeHeight
    }

    /// The table's height, else the last-resort estimate.
    ///
    /// - Parameters:
    ///   - key: The screen size and orientation.
    ///   - showsQuickType: Whether the QuickType bar is expected. Defaults to `true`.
    /// - Returns: ``tableHeight(for:showsQuickType:)`` when the table knows the screen, else
    ///   ``lastResortHeight(for:)``.
    public static func estimatedHeight(for key: KeyboardHeightKey, showsQuickType: Bool = true) -> CGFloat {
        tableHeight(for: key, showsQuickType: showsQuickType) ?? lastResortHeight(for: key.orientation)
    }
}
