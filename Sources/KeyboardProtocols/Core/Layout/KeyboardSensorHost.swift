import Foundation

/// Which view takes a view the package installs into an app's view (the layout sensor, the interactive-dismissal
/// tracker, a composer bar's sensor): the view itself, or its `contentView`. The UIKit layer senses what the app's
/// view is and installs where this says.
///
/// A `UIVisualEffectView` (a blur bar, iOS 26's glass) takes subviews only in its `contentView`: one added to the
/// view itself raises "Do not add subviews directly to the visual effect view itself, instead add them to the
/// -contentView" at its next layout, in release builds too.
// UIVisualEffectView.h: "Do not add subviews directly to UIVisualEffectView, use this view instead" (contentView).
enum KeyboardSensorHost: Sendable, Equatable {
    /// The app's view itself.
    case view
    /// The app's view's `contentView`.
    case contentView

    /// The host for a view that is a `UIVisualEffectView` (or a subclass) or not.
    init(isVisualEffectView: Bool) {
        self = isVisualEffectView ? .contentView : .view
    }
}
