import Foundation

/// Which scroll views' drags may move the keyboard, decided from what the UIKit layer reads of each view as it
/// searches a screen, and where the tracker that reports the keyboard's frame during those drags goes.
///
/// Every scroll view found is followed, whatever its `keyboardDismissMode` when the screen registers: whether a drag
/// moves the keyboard is read when the drag begins (an app sets the mode when its data loads). The search looks
/// inside the screen's own view and inside pagers (a list in a horizontally paging scroll view), never inside other
/// scroll views (their cells).
enum KeyboardDragSearch {
    /// What the UIKit layer reads of one view during the search.
    struct Facts: Sendable, Equatable {
        /// Whether the view is a scroll view.
        var isScrollView: Bool
        /// Whether the view is the screen's own view, where the search starts.
        var isRoot: Bool
        /// Whether the scroll view pages (`isPagingEnabled`).
        var isPagingEnabled: Bool
        /// The scroll view's content size and bounds size, in points.
        var contentSize: CGSize
        var boundsSize: CGSize

        /// Facts about a view; a plain view by default.
        init(
            isScrollView: Bool = false, isRoot: Bool = false, isPagingEnabled: Bool = false,
            contentSize: CGSize = .zero, boundsSize: CGSize = .zero
        ) {
            self.isScrollView = isScrollView
            self.isRoot = isRoot
            self.isPagingEnabled = isPagingEnabled
            self.contentSize = contentSize
            self.boundsSize = boundsSize
        }

        /// Whether the scroll view is a pager: it pages, or its content is wider than it and no taller (a horizontal
        /// strip of pages, such as a `UIPageViewController`'s).
        var isPager: Bool {
            guard isScrollView else { return false }
            if isPagingEnabled { return true }
            return contentSize.width > boundsSize.width && contentSize.height <= boundsSize.height
        }
    }

    /// Whether to follow the view's drags: every scroll view.
    static func follows(_ facts: Facts) -> Bool {
        facts.isScrollView
    }

    /// Whether the search goes on into the view's subviews: a plain view, the screen's own view, or a pager; never
    /// another scroll view, whose subviews are its cells.
    static func searchesInside(_ facts: Facts) -> Bool {
        !facts.isScrollView || facts.isRoot || facts.isPager
    }

    /// Where the frame tracker goes for a screen.
    enum TrackerHost: Sendable, Equatable {
        /// The screen's own view.
        case screenView
        /// The screen's window: the screen's view is itself a scroll view (a table view controller's), where a
        /// tracker would scroll with the content.
        case window
    }

    /// Where a screen's frame tracker goes: in its view, or in its window when the view is itself a scroll view.
    static func trackerHost(screenViewIsScrollView: Bool) -> TrackerHost {
        screenViewIsScrollView ? .window : .screenView
    }
}
