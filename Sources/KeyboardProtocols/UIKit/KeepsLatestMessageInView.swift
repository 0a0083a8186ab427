#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A chat screen whose messages follow the keyboard and the composer: the newest message stays in view as the
    /// keyboard comes, changes height or goes, and as the composer grows a line, as ``chatScrollBehavior`` says.
    ///
    /// The insets follow the keyboard as ``ModifiableInsetsOnKeyboardFrameChanges`` sets them; this moves the
    /// scroll position with them, in the same animation. A list drawn upside down (a π rotation or a y scale of -1,
    /// as Telegram and exyte/Chat do) is recognized from its transform. While the user drags the list or the
    /// keyboard, the position is UIKit's: only the insets move. With ``PinsBarToKeyboard`` too, a composer bar that
    /// grows (a new line, a paste, an attachment strip) moves the list in the same layout pass.
    ///
    /// ```swift
    /// final class ChatViewController: UIViewController, PinsBarToKeyboard, KeepsLatestMessageInView {
    ///     let tableView = UITableView()
    ///     lazy var barBottomConstraint = inputBar.bottomAnchor.constraint(
    ///         equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    ///     var scrollViewToModify: UIScrollView { tableView }
    ///     var chatScrollBehavior: KeyboardChatScrollBehavior { .whenAtEnd }
    /// }
    /// ```
    ///
    /// See <doc:ChatScreens>.
    @MainActor
    public protocol KeepsLatestMessageInView: ModifiableInsetsOnKeyboardFrameChanges {
        /// How the messages follow the keyboard and the composer; read at every keyboard change, so it may change.
        ///
        /// This property has a default implementation that returns ``KeyboardChatScrollBehavior/always``.
        var chatScrollBehavior: KeyboardChatScrollBehavior { get }
    }

    // MARK: - Default implementations

    extension KeepsLatestMessageInView {
        /// Returns ``KeyboardChatScrollBehavior/always``: the messages ride up and down with the keyboard.
        public var chatScrollBehavior: KeyboardChatScrollBehavior { .always }
    }

    // MARK: - Sensing and applying

    extension KeepsLatestMessageInView where Self: UIViewController {
        /// Runs the chat rule for `change`, after the insets moved: the registration keeps the unit and runs it again
        /// after the layout commit, at rest and on a layout change.
        func keepLatestMessageInView(for change: KeyboardFrameChange) {
            runKeyboardMixin(Self.chatUnit(.keyboard), for: change)
        }

        /// The chat rule's first look at `change`, before any mixin moves the bar or the insets.
        func lookAtChatList(for change: KeyboardFrameChange) {
            runKeyboardMixin(Self.chatUnit(.beforeMixins), for: change)
        }

        /// The chat rule's unit for `pass`: sense the list, apply the offset. Only the keyboard's pass is kept to run
        /// again; the others run on request.
        static func chatUnit(_ pass: KeyboardChatScrollFacts.Pass) -> KeyboardMixin.Unit<Self, KeyboardChatScrollRule> {
            KeyboardMixin.Unit(
                runsAgain: pass == .keyboard,
                sense: { screen, _ in screen.chatScrollFacts(pass) },
                apply: { screen, move in screen.applyChatScroll(move, at: pass) })
        }

        /// The list's facts as they are now; `nil` before the view is loaded.
        func chatScrollFacts(_ pass: KeyboardChatScrollFacts.Pass) -> KeyboardChatScrollFacts? {
            // scrollViewToModify is often an implicitly unwrapped @IBOutlet, nil until the view loads.
            guard isViewLoaded else { return nil }
            let scrollView = scrollViewToModify
            let inset = scrollView.adjustedContentInset
            let transform = scrollView.transform
            return KeyboardChatScrollFacts(
                behavior: chatScrollBehavior,
                // On its way frame by frame, the list counts as where it is going, as a value set in an animation does.
                offset: ChatScrollFollower.destination(in: scrollView) ?? scrollView.contentOffset.y,
                contentHeight: scrollView.contentSize.height, boundsHeight: scrollView.bounds.height,
                insetTop: inset.top, insetBottom: inset.bottom,
                transform: [transform.a, transform.b, transform.c, transform.d],
                isUserScrolling: scrollView.isDragging || scrollView.isDecelerating,
                pass: pass)
        }

        /// Sets the offset the rule decided at `pass`: in the animation the layout pass runs in, if the core says so
        /// (a composer growing inside the app's animation), else frame by frame on the keyboard's motion, or at once.
        func applyChatScroll(_ move: KeyboardMixinMove<CGFloat>, at pass: KeyboardChatScrollFacts.Pass) {
            let scrollView = scrollViewToModify
            let offset = CGPoint(x: scrollView.contentOffset.x, y: move.value)
            ChatScrollFollower.stop(scrollView)
            if pass.inheritsLayoutAnimation {
                scrollView.contentOffset = offset
            } else if let path = KeyboardChatScrollPath(from: scrollView.contentOffset.y, for: move) {
                ChatScrollFollower.follow(path, in: scrollView)
            } else {
                UIView.animate(move.plan) { scrollView.contentOffset = offset }
            }
        }

        /// Runs the rule for a layout pass that moved no keyboard, for the change last announced: the composer changed
        /// size, and the insets ran first (`ModifiableInsetsOnKeyboardFrameChanges`' composer pass).
        func followComposer() {
            runKeyboardMixin(Self.chatUnit(.layout), for: nil)
        }
    }

    // MARK: - Inverted lists

    extension UIScrollView {
        /// Whether the scroll view draws its content upside down (a π rotation, a y scale of -1), as the core reads
        /// its transform: its visual bottom, where the keyboard's inset goes, is then its content's top. Its safe
        /// area is in its own coordinates, so the home indicator's inset is on the same edge.
        var showsContentUpsideDown: Bool {
            KeyboardChatScrollFacts.isInverted(transform: [transform.a, transform.b, transform.c, transform.d])
        }
    }

    // MARK: - Following the keyboard frame by frame

    /// Sets a list's offset at every display refresh along a ``KeyboardChatScrollPath``, so the list lays out each
    /// frame's viewport (UITableView and UICollectionView lay out their cells for the bounds of each layout pass) and
    /// no row vanishes before it scrolls off. One per scroll view; a new move, or the user touching the list, stops it.
    // Apple, CADisplayLink: "a timer object that allows your app to synchronize its drawing to the refresh rate of
    // the display"; KeyboardMotion is the keyboard's own curve, as UIKit animates the inset.
    @MainActor
    private final class ChatScrollFollower: NSObject {
        private static var following: [ObjectIdentifier: ChatScrollFollower] = [:]

        private let key: ObjectIdentifier
        private weak var list: UIScrollView?
        private let path: KeyboardChatScrollPath
        /// When the move was decided: the inset's animation, committed in this turn, starts then too.
        private let began = CACurrentMediaTime()
        private var link: CADisplayLink?

        private init(path: KeyboardChatScrollPath, scrollView: UIScrollView) {
            self.key = ObjectIdentifier(scrollView)
            self.path = path
            self.list = scrollView
        }

        /// Starts following `path` in `scrollView`, its first frame at the next display refresh.
        static func follow(_ path: KeyboardChatScrollPath, in scrollView: UIScrollView) {
            let follower = ChatScrollFollower(path: path, scrollView: scrollView)
            following[follower.key] = follower
            let link = CADisplayLink(target: follower, selector: #selector(step(_:)))
            follower.link = link
            link.add(to: .main, forMode: .common)
        }

        /// Where the offset of `scrollView` is going, while it is followed.
        static func destination(in scrollView: UIScrollView) -> CGFloat? {
            following[ObjectIdentifier(scrollView)]?.path.end
        }

        /// Stops following in `scrollView`, leaving its offset where it is.
        static func stop(_ scrollView: UIScrollView) {
            following[ObjectIdentifier(scrollView)]?.stop()
        }

        private func stop() {
            link?.invalidate()
            link = nil
            if Self.following[key] === self { Self.following[key] = nil }
        }

        @objc private func step(_ link: CADisplayLink) {
            // The user took the list: the offset is theirs.
            guard let list, !list.isTracking else { return stop() }
            // The frame about to be drawn: targetTimestamp is when it shows.
            let elapsed = link.targetTimestamp - began
            list.contentOffset = CGPoint(x: list.contentOffset.x, y: path.offset(at: elapsed))
            if path.isFinished(at: elapsed) { stop() }
        }
    }
#endif
