#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// An invisible view that reports the keyboard's frame while the user drags it down, so observers follow an
    /// interactive dismissal frame by frame.
    ///
    /// Registering a view controller that adopts a layout mixin installs one for you (iOS 15.4 and later) when its view
    /// holds a scroll view (its `keyboardDismissMode` is read when a drag begins). Install one yourself anywhere else:
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     tableView.keyboardDismissMode = .interactive
    ///     KeyboardFrameTracker.install(in: view)
    /// }
    /// ```
    ///
    /// The tracker draws nothing, takes no touches, is hidden from accessibility and is appended after the view's
    /// other subviews. Its frames only refine what the keyboard notifications announced: see
    /// <doc:ChoosingBetweenUIKeyboardLayoutGuideAndTheseProtocols>.
    @MainActor
    public final class KeyboardFrameTracker: UIView {
        /// The center whose registry hears the tracked frames and the drags.
        let notificationCenter: NotificationCenter

        /// That center's registry: the one the tracker was installed for (a registered screen's), else, for a tracker
        /// an app installs or a storyboard makes, the center's own, from its first report on.
        private lazy var registry = KeyboardObserverRegistry.registry(for: notificationCenter)

        /// The scroll views whose pan gesture this tracker follows, and the pans that began and have not ended.
        private var watchedScrollViews: [Weak<UIScrollView>] = []
        private var beganPans: Set<ObjectIdentifier> = []

        private init(center: NotificationCenter, registry: KeyboardObserverRegistry?) {
            self.notificationCenter = center
            super.init(frame: .zero)
            if let registry { self.registry = registry }
            configure()
        }

        /// A tracker from a storyboard or nib: it follows its superview's keyboard layout guide on `.default`. Give it
        /// no constraints of its own: it pins itself to the guide.
        required init?(coder: NSCoder) {
            notificationCenter = .default
            super.init(coder: coder)
            configure()
        }

        private func configure() {
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            accessibilityElementsHidden = true
            backgroundColor = nil
        }

        // MARK: - Installing

        /// Adds a tracker on `view.keyboardLayoutGuide`, or returns the one already there for the same center.
        ///
        /// Install it in a view controller's root view (not in a scroll view, whose bounds move as it scrolls); it
        /// follows the drags of that view's scroll views whose `keyboardDismissMode` is interactive when the drag
        /// begins.
        ///
        /// - Parameters:
        ///   - view: The view whose keyboard layout guide to follow.
        ///   - center: The center whose registry hears the frames. Defaults to `.default`.
        /// - Returns: The tracker, the last subview of `view`.
        @discardableResult
        public static func install(in view: UIView, center: NotificationCenter = .default) -> KeyboardFrameTracker {
            install(in: view, center: center, registry: nil)
        }

        /// ``install(in:center:)`` for a screen registered on `registry`: the tracker keeps it.
        @discardableResult
        static func install(in view: UIView, registry: KeyboardObserverRegistry) -> KeyboardFrameTracker? {
            guard let center = registry.center else { return nil }
            return install(in: view, center: center, registry: registry)
        }

        private static func install(in view: UIView, center: NotificationCenter, registry: KeyboardObserverRegistry?)
            -> KeyboardFrameTracker
        {
            // A visual effect view takes subviews only in its contentView (KeyboardSensorHost).
            let view = view.sensorHost
            if let installed = installed(in: view, center: center) {
                installed.watchDrags(in: view)
                return installed
            }
            let tracker = KeyboardFrameTracker(center: center, registry: registry)
            // Appended, never first: UIKit picks the content scroll view from the view hierarchy.
            // Apple setContentScrollView(_:for:); react-native-screens PR 202; hotwire-native-ios PR 199.
            view.addSubview(tracker)
            return tracker
        }

        /// The layout-guide tracker in `view` for `center`, if any.
        static func installed(in view: UIView, center: NotificationCenter) -> KeyboardFrameTracker? {
            view.sensorHost.subviews.lazy
                .compactMap { $0 as? KeyboardFrameTracker }
                .first { $0.notificationCenter === center }
        }

        /// Stops tracking: removes the tracker from its superview, with its constraints and drag targets.
        public func remove() {
            removeFromSuperview()
        }

        // MARK: - UIView

        /// Reports the guide's frame: the guide's top moved with the keyboard.
        override public func layoutSubviews() {
            super.layoutSubviews()
            reportLayoutGuide()
        }

        /// Pins to the new superview's keyboard layout guide and follows its interactive scroll views' drags.
        override public func didMoveToSuperview() {
            super.didMoveToSuperview()
            // A superview retains the tracker, so it leaves one (here) before it goes: the pan targets go with it.
            stopWatchingDrags()
            guard let superview else { return }
            pin(to: superview.keyboardLayoutGuide)
            watchDrags(in: superview)
        }

        private func pin(to guide: UILayoutGuide) {
            translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                topAnchor.constraint(equalTo: guide.topAnchor),
                bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
        }

        // MARK: - Drags

        /// Follows the pan gesture of the scroll views in `root` not yet followed (`KeyboardDragSearch` says which):
        /// the drag signal. Whether a drag moves the keyboard is read when it begins.
        func watchDrags(in root: UIView) {
            // That pan moves the keyboard: Apple UIScrollView.keyboardDismissMode; InputBarAccessoryView bind(to:).
            watchedScrollViews.removeAll { $0.value == nil }
            // A scroll view that went away mid-drag never reports its pan's end: end the drag here.
            let livePans = Set(
                watchedScrollViews.compactMap { $0.value?.panGestureRecognizer }.map(ObjectIdentifier.init))
            let wasDragging = !beganPans.isEmpty
            beganPans.formIntersection(livePans)
            if wasDragging, beganPans.isEmpty {
                registry.interactiveDismissalDidEnd()
            }
            for scrollView in UIScrollView.dragSources(in: root)
            where !watchedScrollViews.contains(where: { $0.value === scrollView }) {
                // addTarget(_:action:) and removeTarget(_:action:) are UIGestureRecognizer's documented API.
                scrollView.panGestureRecognizer.addTarget(self, action: #selector(panDidChange(_:)))
                watchedScrollViews.append(Weak(scrollView))
            }
        }

        private func stopWatchingDrags() {
            for scrollView in watchedScrollViews.compactMap(\.value) {
                scrollView.panGestureRecognizer.removeTarget(self, action: #selector(panDidChange(_:)))
            }
            watchedScrollViews.removeAll()
            if !beganPans.isEmpty {
                beganPans.removeAll()
                registry.interactiveDismissalDidEnd()
            }
        }

        @objc private func panDidChange(_ pan: UIPanGestureRecognizer) {
            let id = ObjectIdentifier(pan)
            switch pan.state {
            case .began:
                guard (pan.view as? UIScrollView)?.dismissesKeyboardInteractively == true else { return }
                let wasDragging = !beganPans.isEmpty
                beganPans.insert(id)
                if !wasDragging {
                    registry.interactiveDismissalDidBegin()
                }
            case .ended, .cancelled, .failed:
                guard beganPans.remove(id) != nil, beganPans.isEmpty else { return }
                registry.interactiveDismissalDidEnd()
            default:
                break
            }
        }

        // MARK: - Reporting

        /// The screen's coordinate space and bounds; on visionOS, which has no `UIScreen`, the window's.
        private var screenSpace: (space: any UICoordinateSpace, bounds: CGRect)? {
            guard let window else { return nil }
            #if os(visionOS)
                return (window.coordinateSpace, window.bounds)
            #else
                guard let screen = window.windowScene?.screen else { return (window.coordinateSpace, window.bounds) }
                return (screen.coordinateSpace, screen.bounds)
            #endif
        }

        /// Reports the docked keyboard the guide shows, where `KeyboardLayoutGuideReading` says it shows one.
        private func reportLayoutGuide() {
            guard let host = superview, let screen = screenSpace,
                let keyboard = KeyboardLayoutGuideReading.keyboardFrame(
                    guide: frame, viewBounds: host.bounds, bottomSafeAreaInset: host.safeAreaInsets.bottom,
                    guideTopOnScreen: convert(bounds, to: screen.space).minY, screenBounds: screen.bounds)
            else { return }
            registry.trackKeyboardFrame(keyboard, screenBounds: screen.bounds)
        }
    }

    // MARK: - Finding interactive scroll views

    extension UIScrollView {
        /// Whether dragging this scroll view moves the keyboard with the finger.
        var dismissesKeyboardInteractively: Bool {
            #if os(visionOS)
                // UIScrollView.h: keyboardDismissMode is API_UNAVAILABLE(xros).
                return false
            #else
                if keyboardDismissMode == .interactive { return true }
                if #available(iOS 16.0, macCatalyst 16.0, *) {
                    return keyboardDismissMode == .interactiveWithAccessory
                }
                return false
            #endif
        }

        /// The scroll views in `root` (itself included) whose drags the tracker follows, searched breadth first over
        /// at most `limit` views, looking inside only what `KeyboardDragSearch` says (pagers, never cells).
        static func dragSources(in root: UIView, limit: Int = 256) -> [UIScrollView] {
            var found: [UIScrollView] = []
            var queue: [UIView] = [root]
            var index = 0
            while index < queue.count, index < limit {
                let view = queue[index]
                index += 1
                let scrollView = view as? UIScrollView
                let facts = KeyboardDragSearch.Facts(
                    isScrollView: scrollView != nil, isRoot: view === root,
                    isPagingEnabled: scrollView?.isPagingEnabled ?? false,
                    contentSize: scrollView?.contentSize ?? .zero, boundsSize: view.bounds.size)
                if let scrollView, KeyboardDragSearch.follows(facts) { found.append(scrollView) }
                if KeyboardDragSearch.searchesInside(facts) { queue.append(contentsOf: view.subviews) }
            }
            return found
        }
    }

    /// A weak reference, so the tracker never keeps a scroll view alive.
    private struct Weak<Value: AnyObject> {
        weak var value: Value?
        init(_ value: Value) { self.value = value }
    }
#endif
