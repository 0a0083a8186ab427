#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
    import SwiftUI
    import UIKit

    // The SwiftUI layer's sensing and applying, for every modifier that reads the keyboard: a view model holding the
    // core's `KeyboardViewObserver`, and an invisible UIKit view behind the measured view that senses its facts.

    /// One view's keyboard for SwiftUI: what the core's observer decided, published on the keyboard's animation.
    @MainActor
    final class KeyboardReaderModel: ObservableObject {
        @Published private(set) var layout = KeyboardViewLayout.rest

        private var observer: KeyboardViewObserver?

        /// The registry the view's observer registered on, which keeps the screen its window is on.
        var registry: KeyboardObserverRegistry? { observer?.registry }
        private weak var sensor: KeyboardSensorView?
        private var role = KeyboardViewRole.avoidance(.automatic)
        /// Whether SwiftUI's own keyboard avoidance lays the view out (no container above turned it off).
        private var isInKeyboardSafeArea = true
        /// The environment's center, applied to the observer at the next measure.
        private var center: NotificationCenter?
        private let measureTurn = NextMainTurn()
        /// For ``KeyboardAvoidance/offset``: the focus moving to another field, which no keyboard notification may
        /// announce.
        private var focusObservation: NotificationObservation?

        // Nonisolated, so a `@StateObject` default value can make it where `View` is not main-actor isolated (before
        // the iOS 18 SDK).
        nonisolated init() {}

        /// Connects the sensor behind the view, on `center`, for `role`; called on every SwiftUI update, so it only
        /// records them: the next turn's measure applies them, as a change may publish.
        func connect(
            _ sensor: KeyboardSensorView, center: NotificationCenter, role: KeyboardViewRole, isInKeyboardSafeArea: Bool
        ) {
            self.sensor = sensor
            sensor.model = self
            self.role = role
            self.isInKeyboardSafeArea = isInKeyboardSafeArea
            self.center = center
            if role.needsFocusedField, focusObservation == nil {
                // UITextField.h, UITextView.h: posted when a text input begins editing, SwiftUI's fields included.
                focusObservation = NotificationObservation(
                    names: [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification]
                ) { [weak self] in self?.queueMeasure() }
            } else if !role.needsFocusedField {
                focusObservation = nil
            }
            queueMeasure()
        }

        /// The view joined or left a window, or its frame may have changed: measure again on the next turn, outside
        /// SwiftUI's update (a view must not publish while SwiftUI updates it).
        func queueMeasure() {
            measureTurn.run { [weak self] in self?.measure() }
        }

        /// Hears the keyboard on the environment's center, for the view's role, while the view is in a window, with
        /// its facts as they are now; stops in none.
        private func measure() {
            guard let sensor, let center else { return }
            if let observer, observer.center !== center {
                // A preview's center swap: the old center's keyboard leaves the view at rest.
                observer.stop()
                self.observer = nil
            }
            let observer = self.observer ?? makeObserver(center: center)
            // A new role publishes its layout (KeyboardViewObserver.role).
            observer.role = role
            observer.sensor = sensor
            guard sensor.window != nil else {
                observer.stop()
                return
            }
            observer.update(sensedFacts())
            observer.start()
            if role.followsKeyboardFrame { sensor.installFrameTracker(center: observer.center) }
        }

        private func makeObserver(center: NotificationCenter) -> KeyboardViewObserver {
            let observer = KeyboardViewObserver(center: center)
            observer.sense = { [weak self] in self?.sensedFacts() }
            observer.onChange = { [weak self] layout, animated in self?.apply(layout, animated: animated) }
            self.observer = observer
            return observer
        }

        private func sensedFacts() -> KeyboardViewFacts? {
            sensor?.facts(focusedField: role.needsFocusedField, isInKeyboardSafeArea: isInKeyboardSafeArea)
        }

        private func apply(_ layout: KeyboardViewLayout, animated: Bool) {
            // The field is scrolled into view once per new distance, never again for the same answer.
            let reveals = layout.reveal > 0 && layout.reveal != self.layout.reveal
            if animated, let animation = layout.motion.animation {
                withAnimation(animation) { self.layout = layout }
            } else {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { self.layout = layout }
            }
            guard reveals, let registry = observer?.registry else { return }
            // Once SwiftUI has laid the container out with its padding, the scroll view ends on the keyboard.
            registry.platform.afterLayoutCommit(true) { [weak self] in
                self?.sensor?.revealFocusedField(keyboardFrame: self?.observer?.keyboardFrameOnScreen)
                return false
            }
        }
    }

    /// Runs an action on the main queue's next turn, once however many times it is asked before then: outside
    /// SwiftUI's update, once the views of this update have joined the window.
    @MainActor
    final class NextMainTurn {
        private var isQueued = false

        // Nonisolated, so a model whose own initializer is nonisolated can make one.
        nonisolated init() {}

        func run(_ action: @escaping @MainActor () -> Void) {
            guard !isQueued else { return }
            isQueued = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.isQueued = false
                    action()
                }
            }
        }
    }

    /// Block observers of `NotificationCenter.default`, removed when this value goes.
    final class NotificationObservation {
        private let tokens: [any NSObjectProtocol]

        init(names: [Notification.Name], action: @escaping @MainActor () -> Void) {
            tokens = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
                    // Delivered on the main queue, so on the main actor.
                    MainActor.assumeIsolated { action() }
                }
            }
        }

        deinit {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
        }
    }

    /// The invisible view behind a view that reads the keyboard: it has the view's frame, and tells the model when it
    /// joins a window or is laid out.
    final class KeyboardSensorView: InvisibleView {
        weak var model: KeyboardReaderModel?

        override func didMoveToWindow() {
            super.didMoveToWindow()
            model?.queueMeasure()
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            model?.queueMeasure()
        }

        /// The dimming of a presentation came or went: measure, so a view left behind under it catches up.
        // Apple, UIView.tintColorDidChange(): called when tintAdjustmentMode changes (dimmed under a presentation).
        override func tintColorDidChange() {
            super.tintColorDidChange()
            model?.queueMeasure()
        }

        /// The view's frame and screen, and the focused text input's frame and its scroll view's when `focusedField`;
        /// `nil` in no window, and always on visionOS, where the keyboard never covers a window.
        func facts(focusedField: Bool, isInKeyboardSafeArea: Bool) -> KeyboardViewFacts? {
            #if os(visionOS)
                return nil
            #else
                guard let geometry = keyboardScreenGeometry(rememberedBy: model?.registry),
                    let screen = PlatformScreen.keyboardScreen(of: window)
                else { return nil }
                var field: CGRect?
                var scrollView: CGRect?
                var cover = KeyboardAvoidance.ScrollViewBottomCover.none
                // NB: UIKit's convert(_:to:) includes the transforms and positions SwiftUI gives a platform view, so
                // the field is measured as drawn, moved by the container's offset; the core takes the offset off.
                if focusedField, let responder = focusedView() {
                    field = responder.keyboardScreenGeometry()?.frame
                    if let enclosing = Self.enclosingScrollView(of: responder) {
                        scrollView = enclosing.keyboardScreenGeometry()?.frame
                        cover = bottomCover(of: enclosing)
                    }
                }
                let safeArea = safeAreaInsets
                let layout = KeyboardLayoutFacts(
                    viewSize: bounds.size, safeArea: [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right],
                    windowBounds: window?.bounds ?? .null, screenSize: screen.bounds.size)
                return KeyboardViewFacts(
                    frame: geometry.frame, screen: screen, focusedFieldFrame: field, focusedFieldScrollView: scrollView,
                    focusedFieldScrollCover: cover, isInKeyboardSafeArea: isInKeyboardSafeArea, layout: layout)
            #endif
        }

        private func focusedView() -> UIView? {
            window?.searchFirstResponder().responder as? UIView
        }

        /// The nearest scroll view `field` is in (a `ScrollView`, `List` or `Form` is one in UIKit), not the field
        /// itself (a text view scrolls its own text), nor a paging one (a page-style `TabView`'s pages).
        // The one public question asked: is an ancestor a UIScrollView (IQKeyboardManager asks the same of a field).
        private static func enclosingScrollView(of field: UIView) -> UIScrollView? {
            var view = field.superview
            while let current = view {
                if let scrollView = current as? UIScrollView, !scrollView.isPagingEnabled { return scrollView }
                view = current.superview
            }
            return nil
        }

        /// What covers `scrollView`'s bottom: its adjusted bottom inset, and where the window's bottom safe area
        /// begins on the screen.
        private func bottomCover(of scrollView: UIScrollView) -> KeyboardAvoidance.ScrollViewBottomCover {
            guard let window, let windowFrame = window.keyboardScreenGeometry()?.frame else { return .none }
            return KeyboardAvoidance.ScrollViewBottomCover(
                inset: scrollView.adjustedContentInset.bottom,
                safeAreaTop: windowFrame.maxY - window.safeAreaInsets.bottom)
        }

        /// Scrolls the focused field into view in its scroll view, as far as the core says: its caret for a text
        /// view, else its bounds, 8 points clear of the keyboard (`keyboardFrame`, on the screen) and of what covers
        /// the scroll view's bottom.
        func revealFocusedField(keyboardFrame: CGRect?) {
            guard let responder = focusedView(), let scrollView = Self.enclosingScrollView(of: responder),
                let scrollFrame = scrollView.keyboardScreenGeometry()?.frame
            else { return }
            var caret: CGRect?
            if let textView = responder as? UITextView, let selection = textView.selectedTextRange {
                caret = textView.convert(textView.caretRect(for: selection.end), to: scrollView)
            }
            guard
                let rect = KeyboardGeometry.rectToReveal(
                    caret: caret, responderBounds: responder.convert(responder.bounds, to: scrollView))
            else { return }
            // From the scroll view's bounds to the screen: its visible rectangle is its frame there.
            let bounds = scrollView.bounds
            let onScreen = CGRect(
                x: rect.origin.x - bounds.origin.x + scrollFrame.origin.x,
                y: rect.origin.y - bounds.origin.y + scrollFrame.origin.y, width: rect.size.width,
                height: rect.size.height)
            let distance = KeyboardAvoidance.revealDistance(
                keyboardFrame: keyboardFrame, focusedField: onScreen, scrollView: scrollFrame,
                cover: bottomCover(of: scrollView))
            let inset = scrollView.adjustedContentInset.bottom
            guard
                let y = KeyboardAvoidance.revealedOffset(
                    currentY: scrollView.contentOffset.y, distance: distance,
                    contentHeight: scrollView.contentSize.height, boundsHeight: bounds.size.height, bottomInset: inset)
            else { return }
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: true)
        }

        /// Follows the keyboard layout guide of this view (iOS 15.4 and later), so an interactive dismissal reported
        /// by `dismissesKeyboardInteractively()` is followed frame by frame.
        func installFrameTracker(center: NotificationCenter) {
            // The keyboard layout guide had early fixes up to iOS 15.4, as for UIKit screens.
            guard #available(iOS 15.4, macCatalyst 15.4, *) else { return }
            KeyboardFrameTracker.install(in: self, center: center)
        }
    }

    /// A view that draws nothing, takes no touches and is hidden from accessibility, made in code only.
    class InvisibleView: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            accessibilityElementsHidden = true
            backgroundColor = nil
        }

        /// Made in code only: one from an archive is refused, as the UIKit layer's sensor is.
        required init?(coder: NSCoder) {
            return nil
        }
    }

    /// Puts a ``KeyboardSensorView`` behind a view, with the view's frame.
    struct KeyboardSensor: UIViewRepresentable {
        let model: KeyboardReaderModel
        let center: NotificationCenter
        let role: KeyboardViewRole
        let isInKeyboardSafeArea: Bool
        /// The view's frame in SwiftUI's global space, so a move that keeps the size measures again.
        let globalFrame: CGRect

        func makeUIView(context: Context) -> KeyboardSensorView {
            KeyboardSensorView(frame: .zero)
        }

        func updateUIView(_ uiView: KeyboardSensorView, context: Context) {
            model.connect(uiView, center: center, role: role, isInKeyboardSafeArea: isInKeyboardSafeArea)
        }
    }

    /// Reads the keyboard on the view it modifies and applies the role: the environment's keyboard, a padding, an
    /// offset or a lift.
    struct KeyboardReaderModifier: ViewModifier {
        let role: KeyboardViewRole
        @StateObject private var model = KeyboardReaderModel()
        @Environment(\.keyboardNotificationCenter) private var center
        @Environment(\.keyboardSafeAreaIgnored) private var safeAreaIgnoredAbove

        func body(content: Content) -> some View {
            let layout = model.layout
            content
                // During a drag `layout.keyboard` keeps its value (KeyboardViewLayout.followingDrag): the views that
                // read it are not evaluated again, only this padding or offset changes every frame.
                .environment(\.keyboard, layout.keyboard)
                .environment(\.keyboardSafeAreaIgnored, safeAreaIgnoredAbove || role.ignoresKeyboardSafeArea)
                .padding(.bottom, layout.bottomPadding)
                .offset(y: -layout.offset)
                .background(
                    GeometryReader { proxy in
                        KeyboardSensor(
                            model: model, center: center, role: role, isInKeyboardSafeArea: !safeAreaIgnoredAbove,
                            globalFrame: proxy.frame(in: .global))
                    }
                )
                .ignoresSafeArea(role.ignoresKeyboardSafeArea ? .keyboard : [], edges: .bottom)
        }
    }
#endif
