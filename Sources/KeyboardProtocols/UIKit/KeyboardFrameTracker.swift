#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// An invisible view that reports the keyboard's frame to ``KeyboardObserverRegistry`` whenever the layout moves
    /// it, so observers follow an interactive dismissal frame by frame.
    ///
    /// UIKit posts no keyboard notification while the user drags the keyboard down
    /// (`keyboardDismissMode = .interactive`), only when the finger lifts (freshOS/KeyboardLayoutGuide issues 17 and
    /// 35). The tracker fills that silence in one of two ways, both feeding
    /// `trackKeyboardFrame(_:screenBounds:)`, where `KeyboardFrameTracking` drops
    /// whatever a notification already said:
    ///
    /// - ``install(in:center:)``: pinned to the four edges of the view's `keyboardLayoutGuide` (iOS 15), whose layout
    ///   frame "matches the area of its owning view covered by the keyboard" and which Apple documents as the way to
    ///   "respond dynamically to keyboard movement" (UIKit, "Adjusting your layout with keyboard layout guide"). On
    ///   each layout pass it reports the keyboard's top edge, in screen coordinates, as a docked keyboard's frame.
    ///   It reports nothing while the guide rests on the bottom safe area (Apple: "When the keyboard isn't onscreen,
    ///   the guide is at the bottom of the window and has a height equal to the bottom of the current
    ///   safeAreaInsets"), ends above the view's bottom (an undocked keyboard, with `followsUndockedKeyboard`), or
    ///   covers the whole view (the keyboard's top is then above the view, where the guide can't say): the
    ///   notifications say those. Apple's documentation does not say in so many words that the guide moves during an
    ///   interactive drag; where it doesn't, use the accessory instead.
    /// - ``inputAccessory(center:)``: the peers' way (freshOS/KeyboardLayoutGuide issue 35, "Add a inputAccessoryView
    ///   and observer its position"; KennethTsang/GrowingTextView issue 41): set as a text view's
    ///   `inputAccessoryView`, zero points high, it rides with the keyboard, and key-value observes the `center` and
    ///   `bounds` of its superview, the view hosting the keyboard, whose frame in screen coordinates is the keyboard's.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     tableView.keyboardDismissMode = .interactive
    ///     KeyboardFrameTracker.install(in: view)
    /// }
    /// ```
    ///
    /// The tracker draws nothing, takes no touches and is hidden from accessibility.
    @MainActor
    public final class KeyboardFrameTracker: UIView {
        /// How the tracker sees the keyboard.
        private enum Source {
            /// Pinned to its superview's keyboard layout guide.
            case layoutGuide
            /// The input accessory view of a text input, riding on the keyboard's host view.
            case inputAccessory
        }

        /// The center whose registry hears the tracked frames.
        public let notificationCenter: NotificationCenter

        private let source: Source

        /// The observations of the keyboard host view's geometry, in accessory mode.
        private var hostObservations: [NSKeyValueObservation] = []

        private init(source: Source, notificationCenter: NotificationCenter) {
            self.source = source
            self.notificationCenter = notificationCenter
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            accessibilityElementsHidden = true
            backgroundColor = nil
        }

        /// Not supported: the tracker is made in code, by ``install(in:center:)`` or ``inputAccessory(center:)``.
        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("KeyboardFrameTracker is made with install(in:center:) or inputAccessory(center:)")
        }

        // MARK: - Installing

        /// Pins a tracker to `view.keyboardLayoutGuide`, or returns the one already there for the same center.
        ///
        /// Install it in a view controller's root view (not in a scroll view, whose bounds move as it scrolls) when
        /// the view loads, and ``remove()`` it, or leave it for the view's lifetime.
        ///
        /// - Parameters:
        ///   - view: The view whose keyboard layout guide to follow.
        ///   - center: The center whose registry hears the frames. Defaults to `.default`.
        /// - Returns: The tracker, a subview of `view` behind all others.
        @discardableResult
        public static func install(in view: UIView, center: NotificationCenter = .default) -> KeyboardFrameTracker {
            if let installed = installed(in: view, center: center) { return installed }
            let tracker = KeyboardFrameTracker(source: .layoutGuide, notificationCenter: center)
            tracker.translatesAutoresizingMaskIntoConstraints = false
            view.insertSubview(tracker, at: 0)
            let guide = view.keyboardLayoutGuide
            NSLayoutConstraint.activate([
                tracker.topAnchor.constraint(equalTo: guide.topAnchor),
                tracker.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                tracker.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                tracker.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
            return tracker
        }

        /// The layout-guide tracker ``install(in:center:)`` put in `view` for `center`, if any.
        ///
        /// - Parameters:
        ///   - view: The view given to ``install(in:center:)``.
        ///   - center: The center given to ``install(in:center:)``. Defaults to `.default`.
        /// - Returns: The tracker, or `nil`.
        public static func installed(in view: UIView, center: NotificationCenter = .default) -> KeyboardFrameTracker? {
            view.subviews.lazy
                .compactMap { $0 as? KeyboardFrameTracker }
                .first { $0.source == .layoutGuide && $0.notificationCenter === center }
        }

        /// A zero-height tracker to set as a text view's or text field's `inputAccessoryView`, where the keyboard
        /// layout guide does not follow the drag.
        ///
        /// - Parameter center: The center whose registry hears the frames. Defaults to `.default`.
        /// - Returns: A tracker that reports the frame of the view hosting the keyboard whenever it moves.
        public static func inputAccessory(center: NotificationCenter = .default) -> KeyboardFrameTracker {
            let tracker = KeyboardFrameTracker(source: .inputAccessory, notificationCenter: center)
            tracker.autoresizingMask = [.flexibleWidth]
            return tracker
        }

        /// Stops tracking: removes the tracker from its superview, with its constraints and observations.
        public func remove() {
            hostObservations.removeAll()
            removeFromSuperview()
        }

        // MARK: - UIView

        /// Zero points high as an input accessory, so the keyboard looks as it would without one.
        override public var intrinsicContentSize: CGSize {
            CGSize(width: UIView.noIntrinsicMetric, height: source == .inputAccessory ? 0 : UIView.noIntrinsicMetric)
        }

        /// Reports the guide's frame: the guide's top moved with the keyboard.
        override public func layoutSubviews() {
            super.layoutSubviews()
            if source == .layoutGuide { reportLayoutGuide() }
        }

        /// Observes the keyboard's host view, in accessory mode, from the moment the keyboard hosts the tracker.
        override public func didMoveToSuperview() {
            super.didMoveToSuperview()
            guard source == .inputAccessory else { return }
            hostObservations.removeAll()
            guard let host = superview else { return }
            let report: @Sendable (UIView, Any) -> Void = { [weak self] _, _ in
                MainActor.assumeIsolated { self?.reportAccessoryHost() }
            }
            hostObservations = [
                host.observe(\.center, options: [.new]) { view, change in report(view, change) },
                host.observe(\.bounds, options: [.new]) { view, change in report(view, change) },
            ]
            reportAccessoryHost()
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

        /// Reports a docked keyboard whose top edge is the guide's, unless the guide rests on the safe area, follows
        /// an undocked keyboard, or covers the whole view.
        ///
        /// The guide "matches the area of its owning view covered by the keyboard", so it never reaches above the
        /// view's top: when the keyboard covers a view entirely (a short child view controller's view at the bottom,
        /// a sheet low on the screen), the guide's top is the view's, not the keyboard's, and reporting it would tell
        /// every observer of the registry the keyboard is only as high as that view.
        private func reportLayoutGuide() {
            guard let host = superview, let screen = screenSpace else { return }
            let tolerance = KeyboardGeometry.edgeTolerance
            guard frame.height > host.safeAreaInsets.bottom + tolerance,
                abs(frame.maxY - host.bounds.maxY) <= tolerance,
                frame.minY > host.bounds.minY + tolerance
            else { return }
            let top = convert(bounds, to: screen.space).minY
            let keyboard = CGRect(
                x: screen.bounds.minX, y: top, width: screen.bounds.width, height: max(0, screen.bounds.maxY - top))
            KeyboardObserverRegistry.registry(for: notificationCenter)
                .trackKeyboardFrame(keyboard, screenBounds: screen.bounds)
        }

        /// Reports the frame of the view hosting the keyboard, in screen coordinates.
        private func reportAccessoryHost() {
            guard let host = superview, let screen = screenSpace else { return }
            KeyboardObserverRegistry.registry(for: notificationCenter)
                .trackKeyboardFrame(host.convert(host.bounds, to: screen.space), screenBounds: screen.bounds)
        }
    }
#endif
