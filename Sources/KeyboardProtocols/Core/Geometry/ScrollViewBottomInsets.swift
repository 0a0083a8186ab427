import Foundation

/// The two bottom insets a keyboard changes on a scroll view: the content's and the vertical scroll indicator's.
///
/// They mirror `UIScrollView.contentInset.bottom` and `UIScrollView.verticalScrollIndicatorInsets.bottom`.
public struct ScrollViewBottomInsets: Sendable, Equatable {
    /// The bottom of `contentInset`, in points.
    public var content: CGFloat
    /// The bottom of `verticalScrollIndicatorInsets`, in points.
    public var indicator: CGFloat

    /// Creates the pair of bottom insets.
    ///
    /// - Parameters:
    ///   - content: The bottom of the scroll view's `contentInset`.
    ///   - indicator: The bottom of the scroll view's `verticalScrollIndicatorInsets`.
    public init(content: CGFloat, indicator: CGFloat) {
        self.content = content
        self.indicator = indicator
    }
}
