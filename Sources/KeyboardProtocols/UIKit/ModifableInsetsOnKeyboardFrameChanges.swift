#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A view controller whose scroll view's bottom insets follow the keyboard, so that all of its content can be
    /// scrolled above it.
    ///
    /// On every keyboard change the scroll view's `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom`
    /// are set inside an animation with the keyboard's own duration and curve. The inset is the keyboard's overlap
    /// with the scroll view, both in the screen's coordinate space, minus what the system already adds at the bottom
    /// (the safe area's bottom, which holds the home indicator, a tab bar, a toolbar, when the scroll view's
    /// `contentInsetAdjustmentBehavior` insets that edge; see ``ScrollViewInsetContext``), never below 0 (see
    /// ``KeyboardGeometry/bottomInset(keyboardFrame:screenBounds:scrollViewFrame:systemBottomInset:)``). The own scroll
    /// view of a `UITableViewController` or `UICollectionViewController` is left to UIKit, which already avoids the
    /// keyboard there (openradar 13984333). On iPad, a form or page sheet UIKit moves for the keyboard is measured
    /// again once it settled, and corrected without a jump (see ``KeyboardSettledCorrection``). So a
    /// tab bar hidden by `hidesBottomBarWhenPushed`, an opaque bar, a form sheet, Split View and a Stage Manager
    /// window that ends above the screen's bottom all get the right inset, an undocked, floating or split iPad
    /// keyboard none, and a hardware keyboard's shortcut bar only its own height.
    ///
    /// Only bottoms change. The app's own bottom insets are remembered when the keyboard first covers the scroll
    /// view, stay underneath the keyboard's inset while it is up, and come back when it goes (see
    /// ``ScrollViewInsetAdjustment``, which the mixin keeps per view controller); top, left and right are never
    /// touched.
    ///
    /// The conformer names its scroll view and nothing else; to observe the keyboard, it registers as any
    /// ``KeyboardChangeFrameObserver`` does:
    ///
    /// ```swift
    /// final class SettingsViewController: UIViewController, ModifableInsetsOnKeyboardFrameChanges {
    ///     @IBOutlet var scrollView: UIScrollView!
    ///     var scrollViewToModify: UIScrollView { return scrollView }
    ///
    ///     override func viewWillAppear(_ animated: Bool) {
    ///         super.viewWillAppear(animated)
    ///         addKeyboardFrameChangesObserver()
    ///     }
    ///
    ///     override func viewWillDisappear(_ animated: Bool) {
    ///         super.viewWillDisappear(animated)
    ///         removeKeyboardFrameChangesObserver()
    ///     }
    /// }
    /// ```
    ///
    /// Combine it with the other keyboard mixins freely (a chat screen pins its bar *and* insets its message list):
    /// ``KeyboardChangeFrameObserver/handleKeyboardChange(_:)`` runs each adopted mixin, in its documented order. A
    /// view controller that implements `handleKeyboardChange(_:)` itself calls ``adjustScrollViewInsets(for:)``.
    ///
    /// The name keeps the original spelling; ``ModifiableInsetsOnKeyboardFrameChanges`` is the same protocol.
    @MainActor
    public protocol ModifableInsetsOnKeyboardFrameChanges: KeyboardChangeFrameObserver {
        /// The scroll view whose bottom insets follow the keyboard.
        var scrollViewToModify: UIScrollView { get }

        /// Whether the first responder inside ``scrollViewToModify`` is scrolled back into view, along with the
        /// keyboard, after the insets change.
        ///
        /// This property has a default implementation that returns `false`.
        var keepsFirstResponderVisible: Bool { get }

        /// Sets the scroll view's bottom insets for one keyboard change, animated along with the keyboard.
        ///
        /// This method has a default implementation that computes the insets with
        /// ``ScrollViewInsetAdjustment/update(for:screenBounds:scrollViewFrame:adjustedContentBottomInset:current:)``
        /// from the scroll view's live frame and insets, sets them inside
        /// `UIView.animateAlongsideKeyboard(from:animations:completion:)`, and, when ``keepsFirstResponderVisible``
        /// is `true` and the keyboard is visible, scrolls the first responder into view in the same animation.
        ///
        /// - Parameter change: The keyboard change.
        func adjustScrollViewInsets(for change: KeyboardFrameChange)
    }

    /// The correctly spelled name of ``ModifableInsetsOnKeyboardFrameChanges``; both name one protocol.
    public typealias ModifiableInsetsOnKeyboardFrameChanges = ModifableInsetsOnKeyboardFrameChanges
#endif
