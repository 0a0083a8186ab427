import Foundation

/// What the UI layer senses about one SwiftUI view, in its screen's coordinate space.
struct KeyboardViewFacts: Sendable, Equatable {
    /// The view's bounds converted into the screen's coordinate space (screen → window → view).
    var frame: CGRect
    /// The screen of the view's window.
    var screen: KeyboardScreen
    /// The focused text input's frame as drawn now, in the screen's coordinate space; `nil` when nothing has focus or
    /// the view's avoidance does not ask.
    var focusedFieldFrame: CGRect?
    /// The frame of the scroll view the focused text input is in (a `ScrollView`, `List` or `Form`), in the screen's
    /// coordinate space; `nil` when it is in none, nothing has focus or the view's avoidance does not ask.
    var focusedFieldScrollView: CGRect?
    /// What covers that scroll view's bottom (its bottom inset, and where the screen's safe area begins), for the
    /// reveal: a button over the scroll view rides the keyboard and hides the rows under it.
    var focusedFieldScrollCover: KeyboardAvoidance.ScrollViewBottomCover
    /// Whether SwiftUI's own keyboard avoidance lays the view out: no package container above it turned it off
    /// (``KeyboardAvoidance/automatic`` or none). SwiftUI then moves the view for the keyboard too.
    var isInKeyboardSafeArea: Bool
    /// The view's layout as a layout pass leaves it (size, safe area, window), for the registry's catch-up of a view
    /// left behind under a presentation; `nil` when the UI layer reports none.
    var layout: KeyboardLayoutFacts?

    init(
        frame: CGRect, screen: KeyboardScreen, focusedFieldFrame: CGRect? = nil, focusedFieldScrollView: CGRect? = nil,
        focusedFieldScrollCover: KeyboardAvoidance.ScrollViewBottomCover = .none, isInKeyboardSafeArea: Bool = false,
        layout: KeyboardLayoutFacts? = nil
    ) {
        self.frame = frame
        self.screen = screen
        self.focusedFieldFrame = focusedFieldFrame
        self.focusedFieldScrollView = focusedFieldScrollView
        self.focusedFieldScrollCover = focusedFieldScrollCover
        self.isInKeyboardSafeArea = isInKeyboardSafeArea
        self.layout = layout
    }

    /// Whether the focused field scrolls inside this view (``KeyboardAvoidance/focusedFieldScrolls(in:container:)``).
    var focusedFieldScrolls: Bool {
        focusedFieldFrame != nil && KeyboardAvoidance.focusedFieldScrolls(in: focusedFieldScrollView, container: frame)
    }
}

/// What a SwiftUI view that reads the keyboard does with it.
enum KeyboardViewRole: Sendable, Equatable {
    /// A container with an avoidance (`keyboardAvoidance(_:)`).
    case avoidance(KeyboardAvoidance)
    /// A view pinned to the keyboard's top edge (`pinnedToKeyboard()`).
    case pinned

    /// The container's avoidance; a pinned view leaves SwiftUI's as its container chose it
    /// (``KeyboardAvoidance/automatic``), so where SwiftUI has already lifted it, it measures itself on the keyboard.
    var avoidance: KeyboardAvoidance {
        if case .avoidance(let avoidance) = self { return avoidance }
        return .automatic
    }

    /// Whether the view turns SwiftUI's own keyboard avoidance off, to move on its own (or not at all).
    var ignoresKeyboardSafeArea: Bool { avoidance.ignoresKeyboardSafeArea }

    /// Whether the view moves with the keyboard's frame, so follows an interactive dismissal frame by frame. Only
    /// these views hear a drag's tracked frames (60 to 120 a second); every other one, and every view's environment,
    /// keeps the keyboard as announced until a notification speaks.
    var followsKeyboardFrame: Bool { self == .pinned || self == .avoidance(.padding) }

    /// Whether the view needs the focused field's frame: ``KeyboardAvoidance/offset`` to lift for it, and
    /// ``KeyboardAvoidance/padding`` to scroll it into view.
    var needsFocusedField: Bool { self == .avoidance(.offset) || self == .avoidance(.padding) }

    /// Whether the view measures a keyboard announcement only once SwiftUI has laid out for it: a pinned view that
    /// SwiftUI's own avoidance may move (``KeyboardViewFacts/isInKeyboardSafeArea``). SwiftUI lays out its keyboard
    /// safe area for the same notification, before or after this view hears it; measured before, the view would pad
    /// by the full lift while SwiftUI lifts it too, and fly up and back.
    func measuresAfterSwiftUILayout(_ facts: KeyboardViewFacts?) -> Bool {
        self == .pinned && facts?.isInKeyboardSafeArea == true
    }
}

/// What one SwiftUI view applies: the keyboard it puts in the environment, its bottom padding, its offset, how far
/// the focused field scrolls, and the motion that takes it there.
struct KeyboardViewLayout: Sendable, Equatable {
    /// The keyboard measured on the view, for its environment; during a drag, the keyboard as announced
    /// (``followingDrag(_:)``).
    var keyboard: KeyboardInView
    /// The bottom padding: the lift of a pinned view, the overlap of a ``KeyboardAvoidance/padding`` container, or of
    /// a container whose focused field scrolls.
    var bottomPadding: CGFloat
    /// How far the view moves up: a ``KeyboardAvoidance/offset`` container's lift for a focused field that doesn't
    /// scroll.
    var offset: CGFloat
    /// How far the focused field's scroll view scrolls it up
    /// (``KeyboardAvoidance/revealDistance(keyboardFrame:focusedField:scrollView:cover:)``); 0 when it is visible.
    var reveal: CGFloat
    /// How the view moves to this layout: the change's motion (a released drag's return springs back), immediate for
    /// a tracked frame.
    var motion: KeyboardMotion

    init(
        keyboard: KeyboardInView, bottomPadding: CGFloat, offset: CGFloat, reveal: CGFloat = 0,
        motion: KeyboardMotion = .immediate
    ) {
        self.keyboard = keyboard
        self.bottomPadding = bottomPadding
        self.offset = offset
        self.reveal = reveal
        self.motion = motion
    }

    static let rest = KeyboardViewLayout(keyboard: .hidden, bottomPadding: 0, offset: 0)

    /// The layout a drag's tracked frame leaves: the values that move the view follow every frame (the padding, the
    /// offset, the motion), while the environment's keyboard stays as announced, so a view that reads
    /// `@Environment(\.keyboard)` for its content is not evaluated again 60 to 120 times a second. A view that
    /// showed no keyboard yet takes the frame's. Nothing is scrolled into view under the finger (``reveal`` is 0).
    func followingDrag(_ measured: KeyboardViewLayout) -> KeyboardViewLayout {
        var next = measured
        next.reveal = 0
        if keyboard.isVisible { next.keyboard = keyboard }
        return next
    }
}

/// One SwiftUI view's keyboard: a ``KeyboardChangeFrameObserver`` registered with the ``KeyboardObserverRegistry`` of
/// a center like a UIKit screen, so it hears one delivery per transition, held hides, drag frames and catch-ups, and
/// turns what it hears and the view's facts into the ``KeyboardViewLayout`` the view applies.
///
/// What it heard is its registration's (``KeyboardScreenLayout/lastHeard``), as for a UIKit screen, and so is whether
/// a presentation covers it: the platform's ``KeyboardPlatform/coverFacts`` reads the presentation over the view
/// controller hosting ``sensor``, and a view left behind catches up at its next delivery or layout pass
/// (``update(_:)``, through ``KeyboardObserverRegistry/layoutDidChange(_:facts:)``).
///
/// The SwiftUI layer senses (``sense``, ``update(_:)``) and applies (``onChange``); every decision is here, in the
/// registry, or in the arithmetic it calls (``KeyboardInView``, ``KeyboardFocusedFieldLift``).
@MainActor
final class KeyboardViewObserver: KeyboardChangeFrameObserver, KeyboardScreenTelling {
    /// The center whose registry delivers to this observer.
    let center: NotificationCenter
    /// Where the estimate before the first show comes from.
    let heightCache: KeyboardHeightCache
    /// What the view does with the keyboard; ``KeyboardAvoidance/offset`` asks ``sense`` for the focused field.
    /// A new role measures again at once, on the keyboard's last animation: a container switching avoidance with the
    /// keyboard up moves then, not at the next keyboard change.
    var role: KeyboardViewRole {
        didSet {
            guard role != oldValue else { return }
            // NB: the focused field's lift belongs to the old role; the new one starts from the keyboard as it is.
            focusedFieldLift = KeyboardFocusedFieldLift()
            if let change = lastChange, !change.isTracked { liftFocusedField(for: change) }
            publish(animated: true)
        }
    }

    /// Reads the view's facts now, at a delivery; `nil` while the view is in no window.
    var sense: (@MainActor () -> KeyboardViewFacts?)?
    /// Applies a new layout: animated with the keyboard's motion when `animated`, at once otherwise.
    var onChange: (@MainActor (_ layout: KeyboardViewLayout, _ animated: Bool) -> Void)?

    /// The UI layer's view behind the SwiftUI view (on iOS, its invisible sensor view), held weakly: the platform
    /// finds the view controller hosting it, to read what is presented over the view.
    weak var sensor: AnyObject?

    private(set) var facts: KeyboardViewFacts?
    private(set) var layout = KeyboardViewLayout.rest
    // NB: the view's own state, not its registration's: the lift for the focused field depends on this view's frame
    // and focus, which move without any keyboard notification (a newly focused field, a scroll).
    private var focusedFieldLift = KeyboardFocusedFieldLift()
    /// Whether the last announcement waits for SwiftUI's layout before the view measures it
    /// (``KeyboardViewRole/measuresAfterSwiftUILayout(_:)``): until then a pinned view keeps its padding.
    private(set) var awaitsSwiftUILayout = false
    /// The view's frame when last sensed with no docked keyboard on its screen, for a container under SwiftUI's own
    /// avoidance (``KeyboardAvoidance/frameBeforeSwiftUIAvoidance(_:resting:)``).
    private var restingFrame: CGRect?
    /// When the last announcement was heard, on ``now``'s clock: a correction sensed later rides what is left of
    /// the keyboard's motion (``KeyboardMotion/remaining(after:)``).
    private var announcedAt: TimeInterval?
    /// The clock, in seconds of system uptime; tests set their own.
    var now: @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }

    init(
        center: NotificationCenter = .default, heightCache: KeyboardHeightCache = KeyboardHeightCache(),
        role: KeyboardViewRole = .avoidance(.automatic)
    ) {
        self.center = center
        self.heightCache = heightCache
        self.role = role
    }

    /// Whether the registry delivers to this observer.
    private(set) var isStarted = false

    /// The registry of ``center``, kept from the first ``start()`` on (held weakly: the center keeps it).
    private(set) weak var registry: KeyboardObserverRegistry?

    /// The last change the registry told this view while started: its registration's
    /// ``KeyboardScreenLayout/lastHeard``; `nil` while stopped.
    var lastChange: KeyboardFrameChange? {
        guard isStarted else { return nil }
        return registry?.registration(of: self)?.layout.lastHeard
    }

    /// Starts hearing the center's keyboard changes; a keyboard already up is caught up at once. Calling it again
    /// while started does nothing.
    func start() {
        guard !isStarted else { return }
        isStarted = true
        registry = registerForKeyboardChanges(center: center)
        publish(animated: false)
    }

    /// Stops hearing them, and returns the view to rest at once.
    func stop() {
        guard isStarted else { return }
        isStarted = false
        removeKeyboardFrameChangesObserver(center: center)
        awaitsSwiftUILayout = false
        // NB: a view out of its window shows no keyboard; forgetting what it heard makes the registry's catch-up tell
        // it the keyboard as it is when it comes back, even the same keyboard it heard before it left.
        registry?.registration(of: self)?.layout = KeyboardScreenLayout()
        focusedFieldLift = KeyboardFocusedFieldLift()
        publish(animated: false)
    }

    /// The view was laid out, with these facts (its frame, its window, the focus): a view left behind under a
    /// presentation catches up once uncovered (``KeyboardObserverRegistry/layoutDidChange(_:facts:)``), and changed
    /// facts measure again, without animating, except a container that moves for a newly focused field, which
    /// moves on the keyboard's last animation.
    func update(_ facts: KeyboardViewFacts?) {
        if facts != self.facts || awaitsSwiftUILayout {
            self.facts = facts
            let offset = focusedFieldLift.offset
            // A pinned view that waited for SwiftUI's layout moves now, on the keyboard's animation.
            let announced = awaitsSwiftUILayout
            awaitsSwiftUILayout = false
            if let change = lastChange, !change.isTracked { liftFocusedField(for: change) }
            // NB: the view measures itself here, at once, rather than waiting for its unit's pass after the layout
            // commit (which then finds it measured): a view's frame is all it measures, and it moves at any time.
            publish(animated: announced || focusedFieldLift.offset != offset, correcting: true)
        }
        guard isStarted, let layout = facts?.layout else { return }
        registry?.layoutDidChange(self, facts: layout)
    }

    // MARK: - KeyboardChangeFrameObserver

    /// Runs the view's unit: the registration senses the view, decides with ``KeyboardViewLayout``'s rule and applies,
    /// then runs it again after the layout commit (a sheet UIKit moved, corrected over the keyboard's remaining time;
    /// a pinned view SwiftUI's own avoidance laid out) and at rest, as for a UIKit screen's mixins.
    func handleKeyboardChange(_ change: KeyboardFrameChange) {
        if !change.isTracked { announcedAt = now() }
        isHearing = true
        defer { isHearing = false }
        runKeyboardMixin(
            KeyboardMixin.Unit(KeyboardViewLayout.self, sense: { $0.measure(for: $1) }, apply: { $0.show($1) }),
            for: change)
    }

    /// Whether the view is hearing a change (``handleKeyboardChange(_:)``), not measuring again after it.
    private var isHearing = false

    /// The view's facts as sensed now, and what it shows and would show: the unit's sense. A tracked frame comes 60
    /// to 120 times a second: the view's facts are the ones sensed at the announcement. The focused field's lift is
    /// the change's, taken when it is heard: the field sensed later is drawn moved by it. Hearing an announcement, a
    /// pinned view SwiftUI's avoidance may move keeps its padding (``awaitsSwiftUILayout``); measured again after the
    /// layout commit or at rest, it measures.
    private func measure(for change: KeyboardFrameChange) -> KeyboardViewLayout.Facts {
        if !change.isTracked, let sensed = sense?() { facts = sensed }
        awaitsSwiftUILayout = isHearing && !change.isTracked && role.measuresAfterSwiftUILayout(facts)
        // A field that took the focus under the same keyboard is lifted for at rest too (KeyboardDelivery.focusMoved()).
        if isHearing || change.movesFocus { liftFocusedField(for: change) }
        return KeyboardViewLayout.Facts(shown: layout, measured: currentLayout)
    }

    /// The screen the view was last sensed on, for a notification that names none.
    var keyboardScreen: KeyboardScreen? { facts?.screen }

    /// Applies the rule's answer: the unit's apply.
    private func show(_ move: KeyboardMixinMove<KeyboardViewLayout>) {
        layout = move.value
        onChange?(move.value, move.plan.isAnimated)
    }

    /// Only a view that moves with the keyboard's frame (``KeyboardViewRole/followsKeyboardFrame``) hears a drag's
    /// tracked frames: every other one stays with the keyboard as announced.
    var followsInteractiveKeyboardDismissal: Bool { role.followsKeyboardFrame }

    // MARK: - Deciding

    private func liftFocusedField(for change: KeyboardFrameChange) {
        guard role == .avoidance(.offset), let facts else { return }
        focusedFieldLift.update(
            for: change, screenBounds: facts.screen.bounds, containerFrame: facts.frame,
            focusedFieldFrame: facts.focusedFieldFrame)
    }

    /// The layout for what was heard and sensed.
    var currentLayout: KeyboardViewLayout {
        guard let facts else {
            // In no window yet: no screen to measure on, the table's last resort for the estimate.
            var keyboard = KeyboardInView.hidden
            keyboard.estimatedHeight = heightCache.estimatedHeight(screenSize: .zero)
            return KeyboardViewLayout(keyboard: keyboard, bottomPadding: 0, offset: 0)
        }
        let change = lastChange
        let keyboard = KeyboardInView(
            change, viewFrame: measuredFrame(facts, change: change), screen: facts.screen,
            estimatedHeight: heightCache.estimatedHeight(screenSize: facts.screen.bounds.size))
        var next = KeyboardViewLayout(keyboard: keyboard, bottomPadding: 0, offset: 0)
        next.motion = keyboard.motion
        switch role {
        case .pinned:
            // Waiting for SwiftUI's layout, the view keeps its padding: SwiftUI may be lifting it already.
            next.bottomPadding = awaitsSwiftUILayout ? layout.bottomPadding : keyboard.lift
        case .avoidance where role.needsFocusedField && facts.focusedFieldScrolls:
            // A scroll view is never moved: it ends on the keyboard, and scrolls the focused field into view.
            next.bottomPadding = keyboard.overlap
            if let field = facts.focusedFieldFrame, let scrollView = facts.focusedFieldScrollView,
                let keyboardFrame = keyboard.frame, change?.isTracked != true
            {
                // Back in the screen's space: the keyboard's frame is in the view's (finite, as the view's frame).
                let onScreen = CGRect(
                    x: keyboardFrame.origin.x + facts.frame.origin.x, y: keyboardFrame.origin.y + facts.frame.origin.y,
                    width: keyboardFrame.size.width, height: keyboardFrame.size.height)
                next.reveal = KeyboardAvoidance.revealDistance(
                    keyboardFrame: onScreen, focusedField: field, scrollView: scrollView,
                    cover: facts.focusedFieldScrollCover)
            }
        case .avoidance(let avoidance):
            next.bottomPadding = avoidance.bottomPadding(for: keyboard)
            next.offset = avoidance == .offset ? focusedFieldLift.offset : 0
        }
        return change?.isTracked == true ? layout.followingDrag(next) : next
    }

    /// The frame the view measures the keyboard on: a container under SwiftUI's own avoidance keeps the bottom it
    /// had before the keyboard, so its environment's overlap stays the keyboard's (336, not 336 then 0) while
    /// SwiftUI lays it out above the keyboard. Records that frame while no docked keyboard is on the view's screen.
    private func measuredFrame(_ facts: KeyboardViewFacts, change: KeyboardFrameChange?) -> CGRect {
        guard role == .avoidance(.automatic), facts.isInKeyboardSafeArea else { return facts.frame }
        if KeyboardInView(change, viewFrame: facts.frame, screen: facts.screen).frame == nil {
            restingFrame = facts.frame
            return facts.frame
        }
        return KeyboardAvoidance.frameBeforeSwiftUIAvoidance(facts.frame, resting: restingFrame)
    }

    /// Shows the layout for what was heard and sensed; a `correcting` move (the view's facts changed after the
    /// announcement) rides what is left of the keyboard's motion, so it ends with the keyboard.
    private func publish(animated: Bool, correcting: Bool = false) {
        var next = currentLayout
        guard next != layout else { return }
        if correcting, animated, let announcedAt, let rest = next.motion.remaining(after: now() - announcedAt) {
            next.motion = rest
            next.keyboard.motion = rest
        }
        layout = next
        onChange?(next, animated && next.motion != .immediate)
    }

    /// The docked keyboard's frame in the screen's space as the view last measured it; `nil` when none covers it.
    var keyboardFrameOnScreen: CGRect? {
        guard let facts, let frame = layout.keyboard.frame else { return nil }
        return CGRect(
            x: frame.origin.x + facts.frame.origin.x, y: frame.origin.y + facts.frame.origin.y,
            width: frame.size.width, height: frame.size.height)
    }
}
