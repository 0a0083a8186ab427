import Foundation

/// What the UI layer senses about one SwiftUI view, in its screen's coordinate space.
package struct KeyboardViewFacts: Sendable, Equatable {
    /// The view's bounds converted into the screen's coordinate space (screen → window → view).
    package var frame: CGRect
    /// The screen of the view's window.
    package var screen: KeyboardScreen
    /// The focused text input's frame as drawn now, in the screen's coordinate space; `nil` when nothing has focus or
    /// the view's avoidance does not ask.
    package var focusedFieldFrame: CGRect?
    /// The view's layout as a layout pass leaves it (size, safe area, window), for the registry's catch-up of a view
    /// left behind under a presentation; `nil` when the UI layer reports none.
    package var layout: KeyboardLayoutFacts?

    package init(
        frame: CGRect, screen: KeyboardScreen, focusedFieldFrame: CGRect? = nil, layout: KeyboardLayoutFacts? = nil
    ) {
        self.frame = frame
        self.screen = screen
        self.focusedFieldFrame = focusedFieldFrame
        self.layout = layout
    }
}

/// What a SwiftUI view that reads the keyboard does with it.
package enum KeyboardViewRole: Sendable, Equatable {
    /// A container with an avoidance (`keyboardAvoidance(_:)`).
    case avoidance(KeyboardAvoidance)
    /// A view pinned to the keyboard's top edge (`pinnedToKeyboard()`).
    case pinned

    /// The container's avoidance; a pinned view leaves SwiftUI's as its container chose it
    /// (``KeyboardAvoidance/automatic``), so where SwiftUI has already lifted it, it measures itself on the keyboard.
    package var avoidance: KeyboardAvoidance {
        if case .avoidance(let avoidance) = self { return avoidance }
        return .automatic
    }

    /// Whether the view turns SwiftUI's own keyboard avoidance off, to move on its own (or not at all).
    package var ignoresKeyboardSafeArea: Bool { avoidance.ignoresKeyboardSafeArea }

    /// Whether the view moves with the keyboard's frame, so follows an interactive dismissal frame by frame.
    package var followsKeyboardFrame: Bool { self == .pinned || self == .avoidance(.padding) }

    /// Whether the view needs the focused field's frame (``KeyboardAvoidance/offset``).
    package var needsFocusedField: Bool { self == .avoidance(.offset) }
}

/// What one SwiftUI view applies: the keyboard it puts in the environment, its bottom padding and its offset.
package struct KeyboardViewLayout: Sendable, Equatable {
    /// The keyboard measured on the view.
    package var keyboard: KeyboardInView
    /// The bottom padding: the lift of a pinned view, the overlap of a ``KeyboardAvoidance/padding`` container.
    package var bottomPadding: CGFloat
    /// How far the view moves up: a ``KeyboardAvoidance/offset`` container's lift for the focused field.
    package var offset: CGFloat

    package static let rest = KeyboardViewLayout(keyboard: .hidden, bottomPadding: 0, offset: 0)
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
package final class KeyboardViewObserver: KeyboardChangeFrameObserver, KeyboardScreenTelling {
    /// The center whose registry delivers to this observer.
    package let center: NotificationCenter
    /// Where the estimate before the first show comes from.
    package let heightCache: KeyboardHeightCache
    /// What the view does with the keyboard; ``KeyboardAvoidance/offset`` asks ``sense`` for the focused field.
    /// A new role measures again at once, on the keyboard's last animation: a container switching avoidance with the
    /// keyboard up moves then, not at the next keyboard change.
    package var role: KeyboardViewRole {
        didSet {
            guard role != oldValue else { return }
            // NB: the focused field's lift belongs to the old role; the new one starts from the keyboard as it is.
            focusedFieldLift = KeyboardFocusedFieldLift()
            if let change = lastChange, !change.isTracked { liftFocusedField(for: change) }
            publish(animated: true)
        }
    }

    /// Reads the view's facts now, at a delivery; `nil` while the view is in no window.
    package var sense: (@MainActor () -> KeyboardViewFacts?)?
    /// Applies a new layout: animated with the keyboard's motion when `animated`, at once otherwise.
    package var onChange: (@MainActor (_ layout: KeyboardViewLayout, _ animated: Bool) -> Void)?

    /// The UI layer's view behind the SwiftUI view (on iOS, its invisible sensor view), held weakly: the platform
    /// finds the view controller hosting it, to read what is presented over the view.
    package weak var sensor: AnyObject?

    package private(set) var facts: KeyboardViewFacts?
    package private(set) var layout = KeyboardViewLayout.rest
    // NB: the view's own state, not its registration's: the lift for the focused field depends on this view's frame
    // and focus, which move without any keyboard notification (a newly focused field, a scroll).
    private var focusedFieldLift = KeyboardFocusedFieldLift()

    package init(
        center: NotificationCenter = .default, heightCache: KeyboardHeightCache = KeyboardHeightCache(),
        role: KeyboardViewRole = .avoidance(.automatic)
    ) {
        self.center = center
        self.heightCache = heightCache
        self.role = role
    }

    /// Whether the registry delivers to this observer.
    package private(set) var isStarted = false

    /// The last change the registry told this view while started: its registration's
    /// ``KeyboardScreenLayout/lastHeard``; `nil` while stopped.
    package var lastChange: KeyboardFrameChange? {
        guard isStarted else { return nil }
        return KeyboardObserverRegistry.registry(for: center).registration(of: self)?.layout.lastHeard
    }

    /// Starts hearing the center's keyboard changes; a keyboard already up is caught up at once. Calling it again
    /// while started does nothing.
    package func start() {
        guard !isStarted else { return }
        isStarted = true
        addKeyboardFrameChangesObserver(center: center)
        publish(animated: false)
    }

    /// Stops hearing them, and returns the view to rest at once.
    package func stop() {
        guard isStarted else { return }
        isStarted = false
        removeKeyboardFrameChangesObserver(center: center)
        // NB: a view out of its window shows no keyboard; forgetting what it heard makes the registry's catch-up tell
        // it the keyboard as it is when it comes back, even the same keyboard it heard before it left.
        KeyboardObserverRegistry.registry(for: center).registration(of: self)?.layout = KeyboardScreenLayout()
        focusedFieldLift = KeyboardFocusedFieldLift()
        publish(animated: false)
    }

    /// The view was laid out, with these facts (its frame, its window, the focus): a view left behind under a
    /// presentation catches up once uncovered (``KeyboardObserverRegistry/layoutDidChange(_:facts:)``), and changed
    /// facts measure again, without animating, except a container that moves for a newly focused field, which
    /// moves on the keyboard's last animation.
    package func update(_ facts: KeyboardViewFacts?) {
        if facts != self.facts {
            self.facts = facts
            let offset = focusedFieldLift.offset
            if let change = lastChange, !change.isTracked { liftFocusedField(for: change) }
            // NB: the view measures itself here, at once, rather than waiting for its unit's pass after the layout
            // commit (which then finds it measured): a view's frame is all it measures, and it moves at any time.
            publish(animated: focusedFieldLift.offset != offset)
        }
        guard isStarted, let layout = facts?.layout else { return }
        KeyboardObserverRegistry.registry(for: center).layoutDidChange(self, facts: layout)
    }

    // MARK: - KeyboardChangeFrameObserver

    /// Runs the view's unit: the registration senses the view, decides with ``KeyboardViewLayout``'s rule and applies,
    /// then runs it again after the layout commit (a sheet UIKit moved, corrected over the keyboard's remaining time)
    /// and at rest, as for a UIKit screen's mixins.
    package func handleKeyboardChange(_ change: KeyboardFrameChange) {
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
    /// the change's, taken when it is heard: the field sensed later is drawn moved by it.
    private func measure(for change: KeyboardFrameChange) -> KeyboardViewLayout.Facts {
        if !change.isTracked, let sensed = sense?() { facts = sensed }
        if isHearing { liftFocusedField(for: change) }
        return KeyboardViewLayout.Facts(shown: layout, measured: currentLayout)
    }

    /// The screen the view was last sensed on, for a notification that names none.
    package var keyboardScreen: KeyboardScreen? { facts?.screen }

    /// Applies the rule's answer: the unit's apply.
    private func show(_ move: KeyboardMixinMove<KeyboardViewLayout>) {
        layout = move.value
        onChange?(move.value, move.plan.isAnimated)
    }

    // MARK: - Deciding

    private func liftFocusedField(for change: KeyboardFrameChange) {
        guard role.needsFocusedField, let facts else { return }
        focusedFieldLift.update(
            for: change, screenBounds: facts.screen.bounds, containerFrame: facts.frame,
            focusedFieldFrame: facts.focusedFieldFrame)
    }

    /// The layout for what was heard and sensed.
    package var currentLayout: KeyboardViewLayout {
        guard let facts else {
            // In no window yet: no screen to measure on, the table's last resort for the estimate.
            var keyboard = KeyboardInView.hidden
            keyboard.estimatedHeight = heightCache.estimatedHeight(screenSize: .zero)
            return KeyboardViewLayout(keyboard: keyboard, bottomPadding: 0, offset: 0)
        }
        let keyboard = KeyboardInView(
            lastChange, viewFrame: facts.frame, screen: facts.screen,
            estimatedHeight: heightCache.estimatedHeight(screenSize: facts.screen.bounds.size))
        switch role {
        case .pinned:
            return KeyboardViewLayout(keyboard: keyboard, bottomPadding: keyboard.lift, offset: 0)
        case .avoidance(let avoidance):
            return KeyboardViewLayout(
                keyboard: keyboard, bottomPadding: avoidance.bottomPadding(for: keyboard),
                offset: avoidance == .offset ? focusedFieldLift.offset : 0)
        }
    }

    private func publish(animated: Bool) {
        let next = currentLayout
        guard next != layout else { return }
        layout = next
        onChange?(next, animated && next.keyboard.motion != .immediate)
    }
}
