import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

/// How SwiftUI views move beside SwiftUI's own avoidance, in forms, after a drag, and during one; heard through the
/// registry of a real NotificationCenter, with an iPhone 15's numbers (393 × 852, keyboard 336, home indicator 34).
@MainActor
@Suite("A SwiftUI view moves once, on the keyboard's animation, and only what moves updates during a drag")
struct KeyboardViewMovementTests {
    typealias Drag = InteractiveDismissalPayloads

    let center = NotificationCenter()
    let store = StateTests.TestDefaults()
    let screen = KeyboardScreen(bounds: Drag.screen)
    /// A 52-point composer resting over the 34-point home indicator.
    let composer = CGRect(x: 0, y: 766, width: 393, height: 52)
    /// The same composer once SwiftUI's own avoidance has lifted it onto the keyboard's top edge (y 516).
    let composerLiftedBySwiftUI = CGRect(x: 0, y: 464, width: 393, height: 52)

    /// What the view's sensor reads now: SwiftUI's layout may change it between a delivery and the layout commit.
    final class Sensed {
        var facts: KeyboardViewFacts
        init(_ facts: KeyboardViewFacts) { self.facts = facts }
    }

    final class Applied {
        var layouts: [KeyboardViewLayout] = []
        var animated: [Bool] = []
    }

    /// An observer started as a view joining a window starts it, sensing `facts()` at each announcement.
    private func observer(role: KeyboardViewRole, facts: @escaping @MainActor () -> KeyboardViewFacts) -> (
        KeyboardViewObserver, Applied
    ) {
        let observer = KeyboardViewObserver(
            center: center, heightCache: KeyboardHeightCache(defaults: store.defaults), role: role)
        let applied = Applied()
        observer.sense = facts
        observer.onChange = { layout, animated in
            applied.layouts.append(layout)
            applied.animated.append(animated)
        }
        observer.update(facts())
        observer.start()
        return (observer, applied)
    }

    private func facts(_ frame: CGRect, inKeyboardSafeArea: Bool = false) -> KeyboardViewFacts {
        KeyboardViewFacts(frame: frame, screen: screen, isInKeyboardSafeArea: inKeyboardSafeArea)
    }

    private func show() {
        for notification in Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting) {
            center.post(notification)
        }
    }

    /// The will-notifications of the show; their did-notifications come once the keyboard's animation is over, long
    /// after SwiftUI's layout.
    private func announceShow() {
        for notification in Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting)
        where notification.name.rawValue.hasPrefix("UIKeyboardWill") {
            center.post(notification)
        }
    }

    private func settleShow() {
        for notification in Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting)
        where notification.name.rawValue.hasPrefix("UIKeyboardDid") {
            center.post(notification)
        }
    }

    // MARK: - Beside SwiftUI's own avoidance

    @Test("a pinned composer SwiftUI lays out after hearing the show: no padding before, none after, never 302")
    func pinnedBesideSwiftUISwiftUIAfter() {
        let sensed = Sensed(facts(composer, inKeyboardSafeArea: true))
        let (observer, applied) = observer(role: .pinned) { sensed.facts }
        announceShow()
        // Heard before SwiftUI laid out its keyboard safe area: the composer still rests at y 766.
        #expect(observer.awaitsSwiftUILayout)
        #expect(observer.layout.bottomPadding == 0)
        #expect(observer.layout.keyboard.isVisible)
        // After the layout commit SwiftUI has lifted it onto the keyboard.
        sensed.facts = facts(composerLiftedBySwiftUI, inKeyboardSafeArea: true)
        observer.update(sensed.facts)
        #expect(observer.layout.bottomPadding == 0)
        settleShow()
        #expect(observer.layout.bottomPadding == 0)
        #expect(applied.layouts.map(\.bottomPadding).allSatisfy { $0 == 0 })
    }

    @Test("a pinned composer SwiftUI laid out before it heard the show measures 0 at once and 0 after the layout")
    func pinnedBesideSwiftUISwiftUIFirst() {
        let sensed = Sensed(facts(composer, inKeyboardSafeArea: true))
        let (observer, applied) = observer(role: .pinned) { sensed.facts }
        sensed.facts = facts(composerLiftedBySwiftUI, inKeyboardSafeArea: true)
        announceShow()
        observer.update(sensed.facts)
        #expect(observer.layout.bottomPadding == 0)
        #expect(applied.layouts.map(\.bottomPadding).allSatisfy { $0 == 0 })
    }

    @Test(
        "a pinned composer SwiftUI doesn't move after all lifts 302 points after the layout, on the keyboard's spring")
    func pinnedBesideSwiftUIThatDoesNotMoveIt() {
        let sensed = facts(composer, inKeyboardSafeArea: true)
        let (observer, applied) = observer(role: .pinned) { sensed }
        announceShow()
        #expect(observer.layout.bottomPadding == 0)
        observer.update(sensed)
        #expect(observer.layout.bottomPadding == 302)
        #expect(applied.animated.last == true)
        #expect(observer.layout.motion == .spring(.keyboard))
    }

    @Test("a pinned composer under a container that turned SwiftUI's avoidance off lifts 302 points as announced")
    func pinnedUnderDisabledContainer() {
        let (observer, applied) = observer(role: .pinned) { facts(composer) }
        show()
        #expect(observer.awaitsSwiftUILayout == false)
        #expect(observer.layout.bottomPadding == 302)
        #expect(applied.animated.last == true)
    }

    // MARK: - Forms

    /// A full-screen Form: a field at y 600 (44 tall) in the form's own scroll view.
    private func form(role: KeyboardViewRole, field: CGRect = CGRect(x: 16, y: 600, width: 361, height: 44))
        -> KeyboardViewFacts
    {
        KeyboardViewFacts(
            frame: Drag.screen, screen: screen, focusedFieldFrame: field, focusedFieldScrollView: Drag.screen)
    }

    @Test("a Form with offset is never translated: it ends on the keyboard and scrolls its field up 136 points")
    func formWithOffsetScrolls() {
        let (observer, _) = observer(role: .avoidance(.offset)) { form(role: .avoidance(.offset)) }
        show()
        #expect(observer.layout.offset == 0)
        #expect(observer.layout.bottomPadding == 336)
        // 644 (the field's bottom) + 8 - 516 (the keyboard's top)
        #expect(observer.layout.reveal == 136)
    }

    @Test("a Form with padding ends on the keyboard and scrolls its field up 136 points")
    func formWithPaddingScrolls() {
        let (observer, _) = observer(role: .avoidance(.padding)) { form(role: .avoidance(.padding)) }
        show()
        #expect(observer.layout.bottomPadding == 336)
        #expect(observer.layout.offset == 0)
        #expect(observer.layout.reveal == 136)
    }

    @Test("a Form whose focused field is clear of the keyboard scrolls nothing")
    func formFieldClearOfTheKeyboard() {
        let (observer, _) = observer(role: .avoidance(.offset)) {
            form(role: .avoidance(.offset), field: CGRect(x: 16, y: 200, width: 361, height: 44))
        }
        show()
        #expect(observer.layout.reveal == 0)
        #expect(observer.layout.offset == 0)
    }

    @Test("a card that doesn't scroll, with offset, still moves up 136 points for its covered field")
    func cardWithOffsetTranslates() {
        let (observer, _) = observer(role: .avoidance(.offset)) {
            KeyboardViewFacts(
                frame: Drag.screen, screen: screen, focusedFieldFrame: CGRect(x: 16, y: 600, width: 361, height: 44))
        }
        show()
        #expect(observer.layout.offset == 136)
        #expect(observer.layout.bottomPadding == 0)
        #expect(observer.layout.reveal == 0)
    }

    @Test("a scroll view in another container (a sidebar's) does not make this one scroll")
    func scrollViewElsewhere() {
        let sidebar = CGRect(x: -400, y: 0, width: 320, height: 852)
        let facts = KeyboardViewFacts(
            frame: Drag.screen, screen: screen, focusedFieldFrame: CGRect(x: 16, y: 600, width: 361, height: 44),
            focusedFieldScrollView: sidebar)
        #expect(facts.focusedFieldScrolls == false)
    }

    // MARK: - A drag let go

    @Test("a composer let go at y 700 springs back 184 points on the keyboard's animation, not in one frame")
    func releasedDragReturnsAnimated() {
        let (observer, applied) = observer(role: .pinned) { facts(composer) }
        show()
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.interactiveDismissalDidBegin()
        registry.trackKeyboardFrame(Drag.keyboard(top: 600), screenBounds: Drag.screen)
        registry.trackKeyboardFrame(Drag.keyboard(top: 700), screenBounds: Drag.screen)
        #expect(observer.layout.bottomPadding == 118)
        #expect(applied.animated.last == false)
        registry.interactiveDismissalDidEnd()
        // No notification: the layout shows the keyboard back at rest (the tracker's next frame at 516).
        registry.trackKeyboardFrame(Drag.resting, screenBounds: Drag.screen)
        #expect(observer.layout.bottomPadding == 302)  // 184 points up
        #expect(observer.layout.motion == .spring(.keyboard))
        #expect(applied.animated.last == true)
    }

    // MARK: - During a drag

    @Test("during a drag a pinned composer's padding follows every frame while its environment's keyboard stays")
    func dragMovesPaddingNotEnvironment() {
        let (observer, _) = observer(role: .pinned) { facts(composer) }
        show()
        let announced = observer.layout.keyboard
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.interactiveDismissalDidBegin()
        var paddings: [CGFloat] = []
        for top in [560, 600, 700, 800] as [CGFloat] {
            registry.trackKeyboardFrame(Drag.keyboard(top: top), screenBounds: Drag.screen)
            paddings.append(observer.layout.bottomPadding)
            #expect(observer.layout.keyboard == announced)
        }
        #expect(paddings == [258, 218, 118, 18])
    }

    @Test("during a drag a container that reads the keyboard for its content is told nothing, 0 times a frame")
    func dragSkipsContentReaders() {
        let (observer, applied) = observer(role: .avoidance(.automatic)) { facts(Drag.screen) }
        show()
        let told = applied.layouts.count
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.interactiveDismissalDidBegin()
        for top in [560, 600, 700, 800] as [CGFloat] {
            registry.trackKeyboardFrame(Drag.keyboard(top: top), screenBounds: Drag.screen)
        }
        #expect(applied.layouts.count == told)
        #expect(observer.layout.keyboard.overlap == 336)
    }

    @Test("only pinned views and padding containers follow a drag's frames")
    func whoFollowsTheDrag() {
        let followers = [KeyboardViewRole.pinned] + KeyboardAvoidance.allCases.map(KeyboardViewRole.avoidance)
        #expect(followers.filter(\.followsKeyboardFrame) == [.pinned, .avoidance(.padding)])
    }

    @Test("a tracked frame keeps the announced keyboard for the environment and takes the frame's padding and motion")
    func followingDragKeepsTheEnvironment() throws {
        let announced = KeyboardInView(
            try KeyboardFrameChange(notification: KeyboardNotification.willShow(endFrame: Drag.resting)),
            viewFrame: composer, screen: screen)
        let tracked = KeyboardInView(
            try KeyboardFrameChange(trackedFrame: Drag.keyboard(top: 700), screenBounds: Drag.screen),
            viewFrame: composer, screen: screen)
        let before = KeyboardViewLayout(keyboard: announced, bottomPadding: 302, offset: 0)
        let next = before.followingDrag(KeyboardViewLayout(keyboard: tracked, bottomPadding: 118, offset: 0))
        #expect(next.keyboard == announced)
        #expect(next.bottomPadding == 118)
        #expect(next.motion == KeyboardMotion.immediate)
        // Nothing scrolls under the finger.
        let revealing = KeyboardViewLayout(keyboard: announced, bottomPadding: 336, offset: 0, reveal: 136)
        #expect(revealing.followingDrag(next).reveal == 0)
        // A view that showed no keyboard yet (registering mid-drag) takes the frame's.
        #expect(KeyboardViewLayout.rest.followingDrag(next).keyboard == announced)
    }
}
