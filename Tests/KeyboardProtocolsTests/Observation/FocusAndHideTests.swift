import Foundation
import Testing

@testable import KeyboardProtocols

/// A focus change under the same keyboard is not a frame change; a will-hide always hides; the keyboard of another
/// window leaves the screens underneath alone. iPhone 15 (393 x 852), keyboard 336 at y 516.
@MainActor
@Suite("Focus moves, hides hide, other windows' keyboards stay theirs")
struct FocusAndHideTests {
    typealias Drag = InteractiveDismissalPayloads

    let center = NotificationCenter()

    private func observer() -> RecordingObserver {
        KeyboardObserverRegistry.registry(for: center).screenBoundsProvider = { _ in Drag.screen }
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        return observer
    }

    private func post(showing: Bool, from begin: CGRect, to end: CGRect) {
        for notification in Drag.transition(showing: showing, from: begin, to: end) { center.post(notification) }
    }

    /// UIKit's `UITextField.textDidBeginEditingNotification` for `field`.
    private func beginEditing(_ field: AnyObject) {
        center.post(name: Notification.Name("UITextFieldTextDidBeginEditingNotification"), object: field)
    }

    /// The notifications UIKit posts again when the focus moves to another field under the same keyboard: begin =
    /// end = the keyboard already up (ionic-team/capacitor-plugins issue 1339).
    private func repostSameKeyboard() {
        post(showing: true, from: Drag.resting, to: Drag.resting)
    }

    // MARK: - Item 3: the focus moves

    @Test("will-change-frame and will-show re-posted with begin = end for the next field: observers hear nothing new")
    func sameKeyboardIsNoFrameChange() {
        let screen = observer()
        post(showing: true, from: Drag.hidden, to: Drag.resting)
        let settledBefore = screen.settled.count
        repostSameKeyboard()
        #expect(screen.deliveries.map(\.height) == [336])
        // Its screens measure again at rest for the newly focused field: once for the will-notifications, once for
        // the did-change-frame.
        #expect(screen.settled.dropFirst(settledBefore).map(\.height) == [336, 336])
        screen.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test("the delivery machine answers a repeated keyboard with a settle, and the will-show repeating it with a drop")
    func deliverySettlesTheRepeat() throws {
        var delivery = KeyboardDelivery()
        let show = try KeyboardFrameChange(
            event: .willShow, userInfo: DevicePayloads.userInfo(begin: Drag.hidden, end: Drag.resting),
            screenBounds: Drag.screen)
        #expect(delivery.receive(show) == .deliver(show))
        let again = try KeyboardFrameChange(
            event: .willChangeFrame, userInfo: DevicePayloads.userInfo(begin: Drag.resting, end: Drag.resting),
            screenBounds: Drag.screen)
        guard case .settle(let settled) = delivery.receive(again) else {
            Issue.record("the repeated keyboard was not a settle")
            return
        }
        #expect(settled.endFrame == Drag.resting)
        #expect(settled.movesFocus)
        let againShow = try KeyboardFrameChange(
            event: .willShow, userInfo: DevicePayloads.userInfo(begin: Drag.resting, end: Drag.resting),
            screenBounds: Drag.screen)
        #expect(delivery.receive(againShow) == .drop)
    }

    @Test("a field beginning editing under the keyboard (iOS 11+ posts no will-show) re-measures at rest, once")
    func beginEditingReMeasures() {
        let screen = observer()
        post(showing: true, from: Drag.hidden, to: Drag.resting)
        let settledBefore = screen.settled.count
        let field = NSObject()
        beginEditing(field)
        #expect(screen.deliveries.map(\.height) == [336])
        #expect(screen.settled.count == settledBefore + 1)
        #expect(screen.settled.last?.height == 336)
        #expect(screen.settled.last?.animationDuration == 0)
        #expect(KeyboardObserverRegistry.registry(for: center).lastFieldThatBeganEditing === field)
        screen.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test("either order: begin-editing before or after the re-posted will-notifications, nothing new is heard")
    func eitherOrder() {
        for editingFirst in [true, false] {
            let screen = observer()
            post(showing: true, from: Drag.hidden, to: Drag.resting)
            let field = NSObject()
            if editingFirst { beginEditing(field) }
            repostSameKeyboard()
            if !editingFirst { beginEditing(field) }
            #expect(screen.deliveries.map(\.height) == [336])
            #expect(screen.settled.allSatisfy { $0.height == 336 })
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a field beginning editing with no keyboard up measures nothing")
    func beginEditingWithoutKeyboard() {
        let screen = observer()
        beginEditing(NSObject())
        #expect(screen.deliveries.isEmpty)
        #expect(screen.settled.isEmpty)
        screen.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test("a screen left behind a presentation catches up when one of its own fields begins editing")
    func behindScreenCatchesUpOnItsOwnField() async {
        let switchboard = CoverSwitchboard()
        _ = KeyboardObserverRegistry.registry(
            for: center,
            platform: KeyboardPlatform(coverFacts: { [switchboard] observer, _ in switchboard.facts(for: observer) }))
        let screen = observer()
        switchboard.covered = [ObjectIdentifier(screen)]
        post(showing: true, from: Drag.hidden, to: Drag.resting)
        #expect(screen.deliveries.isEmpty)
        // The sheet goes; UIKit posts nothing. The screen's own field takes the focus under the keyboard.
        switchboard.covered = []
        beginEditing(NSObject())
        #expect(screen.deliveries.map(\.height) == [336])
        #expect(screen.deliveries.first?.duration == 0)
        screen.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test("the insets mixin keeps the newly focused field visible at rest, though its insets don't move")
    func insetsRevealTheNewField() throws {
        let context = ScrollViewInsetContext(
            adjustmentBehavior: .never, safeAreaBottom: 0, contentHeight: 1_200, boundsHeight: 852,
            alwaysBounceVertical: false, isNavigationContent: false, isKeyboardAvoidedByController: false)
        var delivery = KeyboardDelivery()
        let show = try KeyboardFrameChange(
            event: .willShow, userInfo: DevicePayloads.userInfo(begin: Drag.hidden, end: Drag.resting),
            screenBounds: Drag.screen)
        delivery.receive(show)
        var rule = ScrollViewInsetAdjustment()
        func adjust(_ change: KeyboardFrameChange, at phase: KeyboardMixinPhase, current: CGFloat) -> Bool? {
            let facts = ScrollViewInsetAdjustment.Facts(
                screenBounds: Drag.screen, scrollViewFrame: Drag.screen, context: context,
                current: ScrollViewBottomInsets(content: current, indicator: current), keepsFirstResponderVisible: true)
            return rule.decide(facts, for: change, at: phase)?.value.revealsFirstResponder
        }
        #expect(adjust(show, at: .announced, current: 0) == true)
        // At rest, the same keyboard confirmed by its did-change-frame: nothing to do.
        #expect(adjust(show, at: .atRest, current: 336) == nil)
        // The focus moves to the next field: the insets stay at 336, the field is revealed.
        let moved = try #require(delivery.focusMoved())
        #expect(adjust(moved, at: .atRest, current: 336) == true)
    }

    @Test("SwiftUI's .offset lifts 136 points for a field at y 600 that takes the focus under the keyboard")
    func offsetLiftsForTheNewField() {
        let store = StateTests.TestDefaults()
        let view = KeyboardViewObserver(
            center: center, heightCache: KeyboardHeightCache(defaults: store.defaults), role: .avoidance(.offset))
        let focused = FocusedField()
        let screen = KeyboardScreen(bounds: Drag.screen)
        view.sense = { KeyboardViewFacts(frame: Drag.screen, screen: screen, focusedFieldFrame: focused.frame) }
        view.update(KeyboardViewFacts(frame: Drag.screen, screen: screen, focusedFieldFrame: focused.frame))
        view.start()
        post(showing: true, from: Drag.hidden, to: Drag.resting)
        #expect(view.layout.offset == 0)
        // The next field, low on the screen, takes the focus: UIKit re-posts the same keyboard.
        focused.frame = CGRect(x: 16, y: 600, width: 361, height: 44)
        beginEditing(NSObject())
        #expect(view.layout.offset == 136)
        view.stop()
    }

    // MARK: - Item 4: a will-hide always hides

    @Test("a will-hide ending at {{inf, inf}, {0, 0}} (iOS 7) hides with the defaults, reported with key and value")
    func unreadableHideHides() async {
        let screen = observer()
        post(showing: true, from: Drag.hidden, to: Drag.resting)
        var userInfo = DevicePayloads.userInfo(begin: Drag.resting, end: Drag.hidden)
        userInfo["UIKeyboardFrameEndUserInfoKey"] = platformBoxed(
            CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0))
        userInfo["UIKeyboardAnimationDurationUserInfoKey"] = nil
        center.post(name: KeyboardEvent.willHide.notificationName, object: nil, userInfo: userInfo)
        #expect(screen.failures.map(\.key) == ["UIKeyboardFrameEndUserInfoKey"])
        #expect(screen.failures.first?.description.contains("inf") == true)
        await DevicePayloads.endMainTurn()
        #expect(screen.deliveries.map(\.height) == [336, 0])
        #expect(screen.deliveries.last?.duration == KeyboardFrameChange.defaultAnimationDuration)
        #expect(screen.changes.last?.isVisible == false)
        screen.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test("an unreadable will-change-frame is reported and changes nothing")
    func unreadableChangeFrameChangesNothing() async {
        let screen = observer()
        post(showing: true, from: Drag.hidden, to: Drag.resting)
        var userInfo = DevicePayloads.userInfo(begin: Drag.resting, end: Drag.hidden)
        userInfo["UIKeyboardFrameEndUserInfoKey"] = platformBoxed(
            CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0))
        center.post(name: KeyboardEvent.willChangeFrame.notificationName, object: nil, userInfo: userInfo)
        await DevicePayloads.endMainTurn()
        #expect(screen.failures.count == 1)
        #expect(screen.deliveries.map(\.height) == [336])
        screen.removeKeyboardFrameChangesObserver(center: center)
    }

    // MARK: - Item 6: another window's keyboard

    @Test("a field in another window (an alert's own window) covers a screen with nothing presented over it")
    func otherWindowCovers() {
        let facts = KeyboardCoverFacts(
            isPresenting: false, presentedIsSearchController: false, firstResponder: .inOtherWindow)
        #expect(facts.covers(keyboardVisible: true))
        #expect(!facts.covers(keyboardVisible: false))
    }

    @Test("with nothing presented, a first responder not known to be in another window covers nothing")
    func unknownOrSameWindowUncovers() {
        for place in [KeyboardCoverFacts.FirstResponder.elsewhere, .viewNotLoaded, .inOwnView, .gaveUp] {
            let facts = KeyboardCoverFacts(
                isPresenting: false, presentedIsSearchController: false, firstResponder: place)
            #expect(!facts.covers(keyboardVisible: true))
        }
    }

    @Test("SwiftMessages' window field: the screen underneath hears nothing, then the keyboard when its own field")
    func otherWindowsKeyboardLeavesTheScreenAlone() {
        let switchboard = CoverSwitchboard()
        switchboard.place = .inOtherWindow
        _ = KeyboardObserverRegistry.registry(
            for: center,
            platform: KeyboardPlatform(coverFacts: { [switchboard] observer, _ in switchboard.facts(for: observer) }))
        let screen = observer()
        switchboard.covered = [ObjectIdentifier(screen)]
        post(showing: true, from: Drag.hidden, to: Drag.resting)
        #expect(screen.deliveries.isEmpty)
        switchboard.covered = []
        beginEditing(NSObject())
        #expect(screen.deliveries.map(\.height) == [336])
        screen.removeKeyboardFrameChangesObserver(center: center)
    }
}

/// The frame of the field a SwiftUI view senses as focused.
@MainActor
private final class FocusedField {
    var frame = CGRect(x: 16, y: 200, width: 361, height: 44)
}

/// Says which screens have their keyboard's first responder elsewhere: presented over, or in another window.
@MainActor
private final class CoverSwitchboard {
    var covered: Set<ObjectIdentifier> = []
    var place = KeyboardCoverFacts.FirstResponder.elsewhere

    func facts(for observer: AnyObject) -> KeyboardCoverFacts {
        guard covered.contains(ObjectIdentifier(observer)) else { return .notPresenting }
        return KeyboardCoverFacts(
            isPresenting: place != .inOtherWindow, presentedIsSearchController: false, firstResponder: place)
    }
}
