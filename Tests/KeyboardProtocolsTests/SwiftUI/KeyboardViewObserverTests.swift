import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@MainActor
@Suite("A SwiftUI view's keyboard, heard through the registry of a real NotificationCenter")
struct KeyboardViewObserverTests {
    typealias Drag = InteractiveDismissalPayloads

    let center = NotificationCenter()
    let store = StateTests.TestDefaults()

    /// What the SwiftUI layer was told to apply, and whether on the keyboard's animation.
    final class Applied {
        var layouts: [KeyboardViewLayout] = []
        var animated: [Bool] = []
    }

    /// An observer for a view at `frame` on an iPhone 15, started as a view joining a window starts it.
    private func observer(
        frame: CGRect = Drag.screen, role: KeyboardViewRole = .avoidance(.automatic), focusedField: CGRect? = nil
    ) -> (KeyboardViewObserver, Applied) {
        let observer = KeyboardViewObserver(
            center: center, heightCache: KeyboardHeightCache(defaults: store.defaults), role: role)
        let facts = KeyboardViewFacts(
            frame: frame, screen: KeyboardScreen(bounds: Drag.screen), focusedFieldFrame: focusedField)
        let applied = Applied()
        observer.sense = { facts }
        observer.onChange = { layout, animated in
            applied.layouts.append(layout)
            applied.animated.append(animated)
        }
        observer.update(facts)
        observer.start()
        return (observer, applied)
    }

    private func post(_ notifications: [Notification]) {
        for notification in notifications { center.post(notification) }
    }

    private func nextTurn() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    @Test("a show reaches the view once, 336 points over it, on the keyboard's animation")
    func showIsAnimated() {
        let (observer, applied) = observer()
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        #expect(observer.layout.keyboard.overlap == 336)
        #expect(applied.layouts.last?.keyboard.overlap == 336)
        #expect(applied.animated.last == true)
        #expect(applied.layouts.filter { $0.keyboard.overlap == 336 }.count == 1)
    }

    @Test("a hide reaches the view at the end of the run loop's turn, as it reaches a UIKit screen")
    func hideIsHeldForTheTurn() async {
        let (observer, _) = observer()
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        post(Drag.transition(showing: false, from: Drag.resting, to: Drag.hidden))
        #expect(observer.layout.keyboard.overlap == 336)
        await nextTurn()
        #expect(observer.layout.keyboard.overlap == 0)
        #expect(observer.layout.keyboard.isVisible == false)
    }

    @Test("a view registering while the keyboard is up catches up at once, without animating")
    func catchUp() {
        let (_, _) = observer()
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        let (late, applied) = observer(frame: CGRect(x: 0, y: 766, width: 393, height: 52))
        #expect(late.layout.keyboard.lift == 302)
        #expect(applied.animated.last == false)
    }

    @Test("during a drag a padding container follows each tracked frame at once, without animating")
    func dragIsFollowed() {
        let (observer, applied) = observer(role: .avoidance(.padding))
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.interactiveDismissalDidBegin()
        registry.trackKeyboardFrame(Drag.keyboard(top: 600), screenBounds: Drag.screen)
        #expect(observer.layout.bottomPadding == 252)
        #expect(applied.animated.last == false)
        registry.trackKeyboardFrame(Drag.keyboard(top: 700), screenBounds: Drag.screen)
        #expect(observer.layout.bottomPadding == 152)
    }

    @Test("the view moving under a visible keyboard measures again at once, without animating")
    func layoutChangeRemeasures() {
        let (observer, applied) = observer()
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        // A 49-point tab bar appears: the view now ends 83 points above the screen's bottom.
        observer.update(
            KeyboardViewFacts(
                frame: CGRect(x: 0, y: 0, width: 393, height: 769), screen: KeyboardScreen(bounds: Drag.screen)))
        #expect(observer.layout.keyboard.overlap == 253)
        #expect(applied.animated.last == false)
    }

    @Test("before the first show the view knows the height measured on its screen, as PreloadsKeyboard does")
    func estimateFromTheCache() throws {
        try KeyboardHeightCache(defaults: store.defaults).recordMeasuredHeight(336, screenSize: Drag.screen.size)
        let (observer, _) = observer()
        #expect(observer.layout.keyboard.estimatedHeight == 336)
        #expect(observer.layout.keyboard.isVisible == false)
    }

    @Test("an offset container lifts 136 points for a focused field at y 600, and none for one at y 200")
    func offsetForFocusedField() {
        let (low, _) = observer(role: .avoidance(.offset), focusedField: CGRect(x: 16, y: 600, width: 361, height: 44))
        let (high, _) = observer(role: .avoidance(.offset), focusedField: CGRect(x: 16, y: 200, width: 361, height: 44))
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        #expect(low.layout.offset == 136)
        #expect(high.layout.offset == 0)
    }

    @Test("a pinned composer resting over the home indicator is padded 302 points, onto the keyboard's top edge")
    func pinnedComposerPadding() {
        let (observer, _) = observer(frame: CGRect(x: 0, y: 766, width: 393, height: 52), role: .pinned)
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        #expect(observer.layout.bottomPadding == 302)
        #expect(observer.layout.offset == 0)
    }

    @Test("a pinned composer measured again with its own 302-point padding, its bottom unmoved, keeps 302")
    func pinnedComposerPaddedFrame() {
        let (observer, _) = observer(frame: CGRect(x: 0, y: 766, width: 393, height: 52), role: .pinned)
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        // In safeAreaInset(edge: .bottom) the padded composer grows upward: 52 + 302 points, bottom still at 818.
        observer.update(
            KeyboardViewFacts(
                frame: CGRect(x: 0, y: 464, width: 393, height: 354), screen: KeyboardScreen(bounds: Drag.screen)))
        #expect(observer.layout.bottomPadding == 302)
    }

    @Test("a pinned composer SwiftUI has already lifted onto the keyboard's top edge is padded 0 points")
    func pinnedComposerLiftedBySwiftUI() {
        // SwiftUI's own avoidance left on: the composer rests with its bottom on the keyboard's top edge, y 516.
        let (observer, _) = observer(frame: CGRect(x: 0, y: 464, width: 393, height: 52), role: .pinned)
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        #expect(observer.layout.keyboard.isVisible)
        #expect(observer.layout.bottomPadding == 0)
    }

    @Test("a pinned view leaves SwiftUI's keyboard avoidance as its container chose it")
    func pinnedKeepsSwiftUIAvoidance() {
        #expect(KeyboardViewRole.pinned.ignoresKeyboardSafeArea == false)
        #expect(KeyboardViewRole.avoidance(.disabled).ignoresKeyboardSafeArea)
    }

    @Test("a container switched from padding to offset with the keyboard up drops its padding and lifts 136 at once")
    func roleChangeRemeasures() {
        let (observer, applied) = observer(
            role: .avoidance(.padding), focusedField: CGRect(x: 16, y: 600, width: 361, height: 44))
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        #expect(observer.layout.bottomPadding == 336)
        observer.role = .avoidance(.offset)
        #expect(observer.layout.bottomPadding == 0)
        #expect(observer.layout.offset == 136)
        #expect(applied.animated.last == true)
        observer.role = .avoidance(.padding)
        #expect(observer.layout.bottomPadding == 336)
        #expect(observer.layout.offset == 0)
    }

    @Test("a padding container ending above the home indicator is padded by its 302-point overlap")
    func paddingContainer() {
        let (observer, _) = observer(frame: CGRect(x: 0, y: 0, width: 393, height: 818), role: .avoidance(.padding))
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        #expect(observer.layout.bottomPadding == 302)
    }

    @Test("an automatic container is neither padded nor moved: SwiftUI avoids the keyboard")
    func automaticContainer() {
        let (observer, _) = observer(
            role: .avoidance(.automatic), focusedField: CGRect(x: 16, y: 600, width: 361, height: 44))
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        #expect(observer.layout.bottomPadding == 0)
        #expect(observer.layout.offset == 0)
        #expect(observer.layout.keyboard.overlap == 336)
    }

    @Test("focus moving to a covered field with the keyboard up lifts the container on the keyboard's animation")
    func focusMovesWithoutNotification() {
        let (observer, applied) = observer(
            role: .avoidance(.offset), focusedField: CGRect(x: 16, y: 200, width: 361, height: 44))
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        #expect(observer.layout.offset == 0)
        observer.update(
            KeyboardViewFacts(
                frame: Drag.screen, screen: KeyboardScreen(bounds: Drag.screen),
                focusedFieldFrame: CGRect(x: 16, y: 600, width: 361, height: 44)))
        #expect(observer.layout.offset == 136)
        #expect(applied.animated.last == true)
    }

    @Test("a view leaving its window stops hearing the keyboard and returns to rest at once")
    func stopReturnsToRest() {
        let (observer, applied) = observer()
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        observer.stop()
        #expect(observer.layout.keyboard.overlap == 0)
        #expect(applied.animated.last == false)
        #expect(KeyboardObserverRegistry.registry(for: center).observerCount == 0)
    }

    @Test("a view back in its window with the keyboard it heard still up shows it again")
    func returningViewShowsTheSameKeyboard() {
        let (view, _) = observer()
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        // A second view keeps the center observed while the first is out of its window (a tab switched away).
        let (other, _) = observer()
        view.stop()
        #expect(view.layout.keyboard.overlap == 0)
        view.start()
        #expect(view.layout.keyboard.overlap == 336)
        #expect(other.layout.keyboard.overlap == 336)
    }

    @Test("a view back in its window after the keyboard went away while nobody observed shows no keyboard")
    func returningViewAfterAnUnobservedHide() async {
        let (view, _) = observer()
        post(Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting))
        view.stop()
        // The registry, with no observer left, stops observing the center at the next turn, and forgets the keyboard.
        await nextTurn()
        post(Drag.transition(showing: false, from: Drag.resting, to: Drag.hidden))
        view.start()
        #expect(view.layout.keyboard.isVisible == false)
        #expect(view.layout.keyboard.overlap == 0)
    }

    @Test("a recorded iPhone 11 will-show, replayed on the center, covers 346 points of a full-screen view")
    func replayedFixture() throws {
        let screen = CGRect(x: 0, y: 0, width: 414, height: 896)
        let observer = KeyboardViewObserver(center: center, heightCache: KeyboardHeightCache(defaults: store.defaults))
        observer.update(KeyboardViewFacts(frame: screen, screen: KeyboardScreen(bounds: screen)))
        observer.start()
        KeyboardReplay.post(KeyboardPrintedPayload.events(in: ReplayFixtures.swiftWillShow), to: center)
        #expect(observer.layout.keyboard.overlap == 346)
        #expect(observer.layout.keyboard.frame == CGRect(x: 0, y: 550, width: 414, height: 346))
    }
}
