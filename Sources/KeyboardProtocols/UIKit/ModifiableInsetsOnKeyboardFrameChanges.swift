#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A view controller whose scroll view's bottom insets follow the keyboard, so all of its content can be scrolled
    /// above it.
    ///
    /// On every keyboard change the scroll view's `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom`
    /// grow by the keyboard's overlap with it, less what the system already insets at the bottom (home indicator, tab
    /// bar, toolbar), along with the keyboard; the app's own bottom insets come back when it goes. The own scroll
    /// view of a `UITableViewController` or `UICollectionViewController` is left to UIKit, which avoids the keyboard
    /// there itself.
    ///
    /// On a screen that also adopts ``PinsBarToKeyboard`` with the scroll view running under the bar (the bar's frame
    /// overlaps it, as under iOS 26's glass), what covers the scroll view is the keyboard or the bar where it ends for
    /// the change, whichever covers more: the bar counts with the keyboard hidden too, from its first layout in a
    /// window, and again whenever it changes size. Its own bottom insets are the app's base: leave the bar's height
    /// out of them.
    /// A scroll view pinned above the bar is inset for the keyboard alone.
    ///
    /// ```swift
    /// final class SettingsViewController: UIViewController, ModifiableInsetsOnKeyboardFrameChanges {
    ///     @IBOutlet var scrollView: UIScrollView!
    ///     var scrollViewToModify: UIScrollView { scrollView }
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
    /// As in the gist, a conformer that implements
    /// ``KeyboardChangeFrameObserver/willChangeKeyboardFrame(height:animationDuration:animationOptions:)`` sets the
    /// insets itself: the mixin then leaves them alone. See <doc:MigratingFromTheGist>.
    @MainActor
    public protocol ModifiableInsetsOnKeyboardFrameChanges: KeyboardChangeFrameObserver {
        /// The scroll view whose bottom insets follow the keyboard; return the same one every time (the mixin keeps
        /// what it added to it, per view controller).
        var scrollViewToModify: UIScrollView { get }

        /// Whether the first responder inside ``scrollViewToModify`` is scrolled into view along with the keyboard:
        /// a text view's caret, a text field whole.
        ///
        /// This property has a default implementation that returns `false`.
        var keepsFirstResponderVisible: Bool { get }

        /// Sets the scroll view's bottom insets for one keyboard change, animated along with the keyboard.
        ///
        /// This method has a default implementation that computes the insets from the scroll view's live frame, safe
        /// area and adjustment behavior and sets them along with the keyboard. It does nothing before the view is
        /// loaded.
        ///
        /// - Parameter change: The keyboard change.
        func adjustScrollViewInsets(for change: KeyboardFrameChange)
    }

    /// The gist's spelling of ``ModifiableInsetsOnKeyboardFrameChanges``, so the gist's code compiles unchanged.
    public typealias ModifableInsetsOnKeyboardFrameChanges = ModifiableInsetsOnKeyboardFrameChanges

    // MARK: - Default implementations

    extension ModifiableInsetsOnKeyboardFrameChanges where Self: UIViewController {
        /// Returns `false`: the first responder is left where the scroll view puts it.
        public var keepsFirstResponderVisible: Bool { false }

        /// Sets the scroll view's bottom content and indicator insets for the change, along with the keyboard.
        ///
        /// - Parameter change: The keyboard change.
        public func adjustScrollViewInsets(for change: KeyboardFrameChange) {
            runKeyboardMixin(
                KeyboardMixin.Unit(
                    ScrollViewInsetAdjustment.self, sense: { $0.senseInsets(for: $1) }, apply: { $0.applyInsets($1) }),
                for: change)
        }

        /// The scroll view's facts: its frame on the screen, the system's share of its bottom inset, its insets now;
        /// `nil` before the view loads.
        private func senseInsets(for change: KeyboardFrameChange) -> ScrollViewInsetAdjustment.Facts? {
            // scrollViewToModify is often an implicitly unwrapped @IBOutlet, nil until the view loads.
            guard isViewLoaded else { return nil }
            let scrollView = scrollViewToModify
            // Outside any window the scroll view counts as uncovered, so its own insets come back.
            let geometry = scrollView.keyboardScreenGeometry(for: change)
            return ScrollViewInsetAdjustment.Facts(
                screenBounds: geometry?.screenBounds ?? .null, scrollViewFrame: geometry?.frame ?? .null,
                context: insetContext(for: scrollView),
                // An inverted list's visual bottom is its content's top (KeepsLatestMessageInView.swift).
                current: scrollView.showsContentUpsideDown
                    ? ScrollViewBottomInsets(
                        content: scrollView.contentInset.top, indicator: scrollView.verticalScrollIndicatorInsets.top)
                    : ScrollViewBottomInsets(
                        content: scrollView.contentInset.bottom,
                        indicator: scrollView.verticalScrollIndicatorInsets.bottom),
                keepsFirstResponderVisible: keepsFirstResponderVisible,
                composer: (self as? any UIViewController & PinsBarToKeyboard)?.composerBarFacts(
                    for: change, over: scrollView),
                isComposerLayoutPass: KeyboardRegistration.of(self).isInComposerLayoutPass)
        }

        /// Sets the insets along with the keyboard, and scrolls the first responder into view when the core says.
        private func applyInsets(_ move: KeyboardMixinMove<ScrollViewInsetAdjustment.Answer>) {
            guard isViewLoaded else { return }
            let scrollView = scrollViewToModify
            let answer = move.value
            let upsideDown = scrollView.showsContentUpsideDown
            let set: @MainActor @Sendable () -> Void = {
                if upsideDown {
                    scrollView.contentInset.top = answer.insets.content
                    scrollView.verticalScrollIndicatorInsets.top = answer.insets.indicator
                } else {
                    scrollView.contentInset.bottom = answer.insets.content
                    scrollView.verticalScrollIndicatorInsets.bottom = answer.insets.indicator
                }
                guard answer.revealsFirstResponder,
                    let responder = scrollView.searchFirstResponder().responder as? UIView,
                    responder !== scrollView,
                    let rect = Self.visibleRect(of: responder, in: scrollView)
                else { return }
                // Without animation of its own, so the offset change rides the keyboard's curve.
                scrollView.scrollRectToVisible(rect, animated: false)
            }
            if answer.inheritsLayoutAnimation {
                set()
            } else {
                UIView.animate(move.plan, animations: set)
            }
        }

        /// The part of the first responder to keep visible, as ``KeyboardGeometry`` chooses it from a text view's
        /// caret (`caretRect(for:)` of the selection's end) and the responder's bounds, both in the scroll view.
        // UITextInput.h, `caretRectForPosition:`.
        private static func visibleRect(of responder: UIView, in scrollView: UIScrollView) -> CGRect? {
            var caret: CGRect?
            if let textView = responder as? UITextView, let selection = textView.selectedTextRange {
                caret = textView.convert(textView.caretRect(for: selection.end), to: scrollView)
            }
            return KeyboardGeometry.rectToReveal(
                caret: caret, responderBounds: responder.convert(responder.bounds, to: scrollView))
        }

        /// The live facts the core needs to tell the system's share of the bottom inset.
        private func insetContext(for scrollView: UIScrollView) -> ScrollViewInsetContext {
            let behavior: ScrollViewInsetContext.AdjustmentBehavior
            switch scrollView.contentInsetAdjustmentBehavior {
            case .automatic: behavior = .automatic
            case .scrollableAxes: behavior = .scrollableAxes
            case .never: behavior = .never
            case .always: behavior = .always
            @unknown default: behavior = .automatic
            }
            let owner = scrollView.next
            let isControllersOwnScrollView =
                (owner as? UITableViewController)?.tableView === scrollView
                || (owner as? UICollectionViewController)?.collectionView === scrollView
            return ScrollViewInsetContext(
                adjustmentBehavior: behavior,
                safeAreaBottom: scrollView.showsContentUpsideDown
                    ? scrollView.safeAreaInsets.top : scrollView.safeAreaInsets.bottom,
                contentHeight: scrollView.contentSize.height,
                boundsHeight: scrollView.bounds.height,
                alwaysBounceVertical: scrollView.alwaysBounceVertical,
                isNavigationContent: navigationController != nil
                    && (view === scrollView || contentScrollView(for: .bottom) === scrollView),
                isKeyboardAvoidedByController: isControllersOwnScrollView
            )
        }
    }

    // MARK: - The composer's pass

    extension ModifiableInsetsOnKeyboardFrameChanges where Self: UIViewController {
        /// Runs the insets and then the chat rule for a layout pass of the composer that moved no keyboard (its first
        /// layout, a new line): for the change last announced, or for no keyboard before any. A bottom inset the app
        /// set in this pass (`viewDidLayoutSubviews`) is taken as its base, what covers the list added back on top,
        /// before the list moves.
        func composerWasLaidOut(isFirstLayout: Bool) {
            let pass = KeyboardRegistration.of(self).layout.composerPass(isFirstLayout: isFirstLayout)
            let chat = pass.movesChat ? self as? any UIViewController & KeepsLatestMessageInView : nil
            if let change = pass.insets {
                // A chat that saw nothing yet (the bar's first layout, before any keyboard) sees the list before the
                // insets move, so the move after them counts the composer's share.
                chat?.lookAtChatList(for: change)
                adjustScrollViewInsetsUnlessTakenOver(for: change)
            }
            chat?.followComposer()
        }
    }

    /// An invisible view that fills a composer bar and runs the composer's pass at its first layout and whenever the
    /// bar changes size (a new line, a paste, an attachment strip), in that layout pass, so the list moves before the
    /// frame is drawn.
    @MainActor
    private final class ComposerSensor: UIView {
        private weak var screen: (any UIViewController & ModifiableInsetsOnKeyboardFrameChanges)?
        /// The screen's registration when the sensor was installed, which runs the mixins.
        private weak var registration: KeyboardRegistration?
        private var lastSize: CGSize?

        private init(screen: any UIViewController & ModifiableInsetsOnKeyboardFrameChanges) {
            self.screen = screen
            registration = KeyboardRegistration.of(screen)
            super.init(frame: .zero)
            configureAsInvisibleSensor()
        }

        required init?(coder: NSCoder) {
            return nil
        }

        /// Adds a sensor filling `bar` (its `contentView` when it is a visual effect view: a blur bar, iOS 26's
        /// glass), unless one is there already for `screen`.
        static func install(in bar: UIView, for screen: any UIViewController & ModifiableInsetsOnKeyboardFrameChanges) {
            let host = bar.sensorHost
            guard !host.subviews.contains(where: { ($0 as? ComposerSensor)?.screen === screen }) else { return }
            let sensor = ComposerSensor(screen: screen)
            sensor.frame = host.bounds
            // At the back: it draws nothing and takes no touches.
            host.insertSubview(sensor, at: 0)
        }

        // The bar's own layout pass resized it; its superview laid the list out in the same pass (Auto Layout sets
        // every frame in the superview's layoutSubviews, then each subview lays out its own).
        override func layoutSubviews() {
            super.layoutSubviews()
            // Outside a window nothing can be measured: the first layout is the first in one (a layoutIfNeeded() in
            // viewWillAppear comes before the view joins its window).
            guard window != nil, bounds.size != lastSize else { return }
            let isFirst = lastSize == nil
            lastSize = bounds.size
            guard let screen else { return }
            // Installed before the screen registered, the sensor finds its registration once it has.
            let registration = registration ?? KeyboardRegistration.of(screen)
            self.registration = registration
            registration.composerLayoutPass { screen.composerWasLaidOut(isFirstLayout: isFirst) }
        }
    }

    // MARK: - The engine's part

    extension ModifiableInsetsOnKeyboardFrameChanges {
        /// The insets' part at registration: gives the composer bar a sensor, once, when the screen is a view
        /// controller that also pins one (`PinsBarToKeyboard`), whose layout passes run the insets (and the chat
        /// rule), as ``KeyboardScreenLayout/composerPass(isFirstLayout:)`` says. Nothing before the view loads.
        func watchComposer() {
            guard let screen = self as? any UIViewController & ModifiableInsetsOnKeyboardFrameChanges,
                let view = screen.viewIfLoaded, let bar = (self as? any PinsBarToKeyboard)?.composerBar, bar !== view
            else { return }
            ComposerSensor.install(in: bar, for: screen)
        }

        /// The insets' announced part, unless the conformer implements the gist's callback, which then owns the insets
        /// (a compatibility promise): the callback is called here, in the insets' place, to find out.
        func adjustScrollViewInsetsUnlessTakenOver(for change: KeyboardFrameChange) {
            // A screen that registered before its view loaded gets the composer's sensor at its first keyboard.
            watchComposer()
            guard !KeyboardRegistration.of(self).leavesInsetsToGistCallback(self) else { return }
            adjustScrollViewInsets(for: change)
        }
    }
#endif
