import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

/// SwiftUI forms (issue 37, item 8), with an iPhone 15's numbers: 393 × 852, keyboard 336 (top at 516), home
/// indicator 34; heard through the registry of a real NotificationCenter.
@MainActor
@Suite("SwiftUI forms: the environment under SwiftUI's avoidance, the reveal, corrections and the toolbar's steps")
struct KeyboardFormsTests {
    typealias Drag = InteractiveDismissalPayloads

    let center = NotificationCenter()
    let store = StateTests.TestDefaults()
    let screen = KeyboardScreen(bounds: Drag.screen)
    /// A full-screen Form, and the same Form once SwiftUI's own avoidance has laid it out above the keyboard.
    let form = CGRect(x: 0, y: 0, width: 393, height: 852)
    let formAboveKeyboard = CGRect(x: 0, y: 0, width: 393, height: 516)

    final class Sensed {
        var facts: KeyboardViewFacts
        init(_ facts: KeyboardViewFacts) { self.facts = facts }
    }

    final class Applied {
        var layouts: [KeyboardViewLayout] = []
    }

    final class Clock {
        var now: TimeInterval = 100
    }

    private func observer(role: KeyboardViewRole, sensed: Sensed, clock: Clock = Clock()) -> (
        KeyboardViewObserver, Applied
    ) {
        let observer = KeyboardViewObserver(
            center: center, heightCache: KeyboardHeightCache(defaults: store.defaults), role: role)
        let applied = Applied()
        observer.sense = { sensed.facts }
        observer.now = { clock.now }
        observer.onChange = { layout, _ in applied.layouts.append(layout) }
        observer.update(sensed.facts)
        observer.start()
        return (observer, applied)
    }

    private func announce(showing: Bool) {
        let (begin, end) = showing ? (Drag.hidden, Drag.resting) : (Drag.resting, Drag.hidden)
        for notification in Drag.transition(showing: showing, from: begin, to: end)
        where notification.name.rawValue.hasPrefix("UIKeyboardWill") {
            center.post(notification)
        }
    }

    private func nextTurn() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    // MARK: - The environment under .automatic

    @Test("under .automatic the environment's overlap stays 336 once SwiftUI lays the Form out above the keyboard")
    func automaticOverlapDoesNotFlicker() {
        let sensed = Sensed(KeyboardViewFacts(frame: form, screen: screen, isInKeyboardSafeArea: true))
        let (observer, applied) = observer(role: .avoidance(.automatic), sensed: sensed)
        let before = applied.layouts.count
        announce(showing: true)
        #expect(observer.layout.keyboard.overlap == 336)
        // SwiftUI's layout pass: the Form now ends on the keyboard's top edge.
        sensed.facts.frame = formAboveKeyboard
        observer.update(sensed.facts)
        #expect(observer.layout.keyboard.overlap == 336)
        // Before: 0, 336, 0 within one show, so the docs' footer hid and came back.
        #expect(applied.layouts[before...].map(\.keyboard.overlap) == [336])
    }

    @Test("under .automatic the footer example hides for the whole show and comes back after the hide")
    func automaticFooterHidesOnce() async {
        let sensed = Sensed(KeyboardViewFacts(frame: form, screen: screen, isInKeyboardSafeArea: true))
        let (observer, _) = observer(role: .avoidance(.automatic), sensed: sensed)
        var footerShown: [Bool] = []
        announce(showing: true)
        footerShown.append(observer.layout.keyboard.overlap == 0)
        sensed.facts.frame = formAboveKeyboard
        observer.update(sensed.facts)
        footerShown.append(observer.layout.keyboard.overlap == 0)
        announce(showing: false)
        await nextTurn()
        footerShown.append(observer.layout.keyboard.overlap == 0)
        sensed.facts.frame = form
        observer.update(sensed.facts)
        footerShown.append(observer.layout.keyboard.overlap == 0)
        #expect(footerShown == [false, false, true, true])
    }

    @Test("a view SwiftUI's avoidance doesn't lay out (under a .padding container) measures the frame it has")
    func automaticUnderPaddingMeasuresItsFrame() {
        let sensed = Sensed(KeyboardViewFacts(frame: form, screen: screen, isInKeyboardSafeArea: false))
        let (observer, _) = observer(role: .avoidance(.automatic), sensed: sensed)
        announce(showing: true)
        sensed.facts.frame = formAboveKeyboard  // the outer container's 336-point padding
        observer.update(sensed.facts)
        #expect(observer.layout.keyboard.overlap == 0)
    }

    @Test("the frame before SwiftUI's avoidance keeps the resting bottom only for the same top, left and width")
    func frameBeforeSwiftUIAvoidance() {
        #expect(KeyboardAvoidance.frameBeforeSwiftUIAvoidance(formAboveKeyboard, resting: form) == form)
        #expect(KeyboardAvoidance.frameBeforeSwiftUIAvoidance(formAboveKeyboard, resting: nil) == formAboveKeyboard)
        // Rotated: 852 wide now, the resting frame was portrait.
        let landscape = CGRect(x: 0, y: 0, width: 852, height: 62)
        #expect(KeyboardAvoidance.frameBeforeSwiftUIAvoidance(landscape, resting: form) == landscape)
        // Never shorter than now.
        #expect(KeyboardAvoidance.frameBeforeSwiftUIAvoidance(form, resting: formAboveKeyboard) == form)
    }

    // MARK: - The reveal counts what covers the scroll view's bottom

    /// The sign-up recipe: a 60-point Continue button in `safeAreaInset(edge: .bottom)` over the Form, a field
    /// whose bottom is at 464, 52 points above the keyboard's top.
    let field = CGRect(x: 16, y: 420, width: 361, height: 44)
    let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)

    @Test("announced, the field under the 60-point button over the Form scrolls up 16 points, not 0")
    func revealCountsTheButtonAtTheAnnouncement() {
        // The Form still reaches the screen's bottom: its inset is the button plus the home indicator's 34.
        let cover = KeyboardAvoidance.ScrollViewBottomCover(inset: 94, safeAreaTop: 818)
        #expect(
            KeyboardAvoidance.revealDistance(keyboardFrame: keyboard, focusedField: field, scrollView: form) == 0)
        #expect(
            KeyboardAvoidance.revealDistance(
                keyboardFrame: keyboard, focusedField: field, scrollView: form, cover: cover) == 16)  // 464 + 8 - 456
    }

    @Test("laid out on the keyboard, the Form's inset is the button alone, and the field still scrolls 16 points")
    func revealCountsTheButtonOnceLaidOut() {
        let cover = KeyboardAvoidance.ScrollViewBottomCover(inset: 60, safeAreaTop: 818)
        #expect(
            KeyboardAvoidance.revealDistance(
                keyboardFrame: keyboard, focusedField: field, scrollView: formAboveKeyboard, cover: cover) == 16)
    }

    @Test("the home indicator's strip alone hides nothing the keyboard doesn't")
    func homeIndicatorAloneCountsAsNothing() {
        let cover = KeyboardAvoidance.ScrollViewBottomCover(inset: 34, safeAreaTop: 818)
        #expect(
            KeyboardAvoidance.revealDistance(
                keyboardFrame: keyboard, focusedField: field, scrollView: form, cover: cover)
                == 0)
    }

    @Test("the reveal scrolls no further than the content's end, and not at all for nothing to reveal")
    func revealedOffsetStopsAtTheEnd() {
        #expect(
            KeyboardAvoidance.revealedOffset(
                currentY: 300, distance: 200, contentHeight: 900, boundsHeight: 516, bottomInset: 60) == 444)
        #expect(
            KeyboardAvoidance.revealedOffset(
                currentY: 300, distance: 16, contentHeight: 900, boundsHeight: 516, bottomInset: 60) == 316)
        #expect(
            KeyboardAvoidance.revealedOffset(
                currentY: 300, distance: 0, contentHeight: 900, boundsHeight: 516, bottomInset: 60) == nil)
        #expect(
            KeyboardAvoidance.revealedOffset(
                currentY: 444, distance: 20, contentHeight: 900, boundsHeight: 516, bottomInset: 60) == nil)
    }

    // MARK: - A correction finishes with the keyboard

    @Test("the keyboard's spring, 0.25 s in, is a spring that settles in the 0.255 s the keyboard has left")
    func springRemainder() throws {
        let settling = KeyboardSpring.keyboard.settlingTime(tolerance: KeyboardSpring.settledTolerance)
        #expect(abs(settling - 0.505) < 0.005)
        let rest = try #require(KeyboardMotion.spring(.keyboard).remaining(after: 0.25))
        guard case .spring(let spring) = rest else {
            Issue.record("not a spring: \(rest)")
            return
        }
        #expect(abs(spring.settlingTime(tolerance: KeyboardSpring.settledTolerance) - (settling - 0.25)) < 0.001)
        #expect(abs(spring.effectiveDampingRatio - KeyboardSpring.keyboard.effectiveDampingRatio) < 1e-9)
    }

    @Test("a curve 0.1 s into 0.25 s has 0.15 s left; at rest, or within the first frame, nothing changes")
    func curveRemainder() throws {
        let rest = try #require(KeyboardMotion.curve(0, duration: 0.25).remaining(after: 0.1))
        guard case .curve(let curve, let duration) = rest else {
            Issue.record("not a curve: \(rest)")
            return
        }
        #expect(curve == 0)
        #expect(abs(duration - 0.15) < 1e-9)
        #expect(KeyboardMotion.curve(0, duration: 0.25).remaining(after: 0.3) == nil)
        #expect(KeyboardMotion.spring(.keyboard).remaining(after: 0.6) == nil)
        #expect(KeyboardMotion.spring(.keyboard).remaining(after: 0.001) == .spring(.keyboard))
        #expect(KeyboardMotion.immediate.remaining(after: 0) == nil)
    }

    @Test("a pinned composer SwiftUI laid out 0.25 s after the show lifts on a spring ending with the keyboard's")
    func lateCorrectionEndsWithTheKeyboard() throws {
        let clock = Clock()
        let composer = CGRect(x: 0, y: 766, width: 393, height: 52)
        let sensed = Sensed(KeyboardViewFacts(frame: composer, screen: screen, isInKeyboardSafeArea: true))
        let (observer, _) = observer(role: .pinned, sensed: sensed, clock: clock)
        announce(showing: true)
        clock.now += 0.25
        observer.update(sensed.facts)
        #expect(observer.layout.bottomPadding == 302)
        guard case .spring(let spring) = observer.layout.motion else {
            Issue.record("not a spring: \(observer.layout.motion)")
            return
        }
        let keyboardSettles = KeyboardSpring.keyboard.settlingTime(tolerance: KeyboardSpring.settledTolerance)
        // Before: the whole keyboard spring from 0.25 s, settling 0.25 s after the keyboard.
        #expect(abs(0.25 + spring.settlingTime(tolerance: KeyboardSpring.settledTolerance) - keyboardSettles) < 0.001)
    }

    @Test("a field focused long after the keyboard came to rest lifts on the keyboard's whole spring")
    func focusAtRestKeepsTheWholeSpring() {
        let clock = Clock()
        let card = CGRect(x: 0, y: 0, width: 393, height: 852)
        let sensed = Sensed(KeyboardViewFacts(frame: card, screen: screen))
        let (observer, _) = observer(role: .avoidance(.offset), sensed: sensed, clock: clock)
        announce(showing: true)
        clock.now += 5
        sensed.facts.focusedFieldFrame = CGRect(x: 16, y: 600, width: 361, height: 44)
        observer.update(sensed.facts)
        #expect(observer.layout.offset == 136)
        #expect(observer.layout.motion == .spring(.keyboard))
    }

    // MARK: - The toolbar's steps

    @Test("Next to a row a lazy Form hasn't made reveals it, focuses it after the layout, and stops once it has focus")
    func nextRevealsThenFocuses() {
        var steps = KeyboardFormFocus()
        #expect(steps.move(to: 7) == .reveal(7))
        #expect(steps.laidOut(focused: 6) == .focus(7))
        #expect(steps.laidOut(focused: 7) == .done)
        #expect(steps.target == nil)
    }

    @Test("a focus SwiftUI dropped is set once more, then the toolbar gives up")
    func droppedFocusIsRetriedOnce() {
        var steps = KeyboardFormFocus()
        _ = steps.move(to: 7)
        #expect(steps.laidOut(focused: 6) == .focus(7))
        #expect(steps.laidOut(focused: nil) == .focus(7))
        #expect(steps.laidOut(focused: nil) == .done)
    }

    @Test("Done ends editing whatever has focus, and stops a move under way")
    func doneEndsEditing() {
        var steps = KeyboardFormFocus()
        _ = steps.move(to: 3)
        #expect(steps.done() == .endEditing)
        #expect(steps.laidOut(focused: nil) == .done)
    }

    @Test("a second Next before the first row took focus moves on to the newer row")
    func newerMoveSupersedes() {
        var steps = KeyboardFormFocus()
        _ = steps.move(to: 3)
        #expect(steps.move(to: 4) == .reveal(4))
        #expect(steps.laidOut(focused: 2) == .focus(4))
    }
}
