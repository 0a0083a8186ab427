import Foundation
import Testing

@testable import KeyboardProtocols

extension StateTests {
    @MainActor
    @Suite("Keyboard preload gate on a real NotificationCenter")
    struct KeyboardPreloadGateTests {
        let center = NotificationCenter()
        let store = TestDefaults()
        let clock = ManualClock()
        let keyboard: KeyboardScreenFixture
        let cache: KeyboardHeightCache
        let gate: KeyboardPreloadGate
        let observer = RecordingObserver()
        let state: KeyboardState
        let iPhone15Key: KeyboardHeightKey

        init() throws {
            keyboard = KeyboardScreenFixture(center: center, screen: KeyboardScreenFixture.iPhone15)
            cache = KeyboardHeightCache(defaults: store.defaults)
            let clock = self.clock
            gate = KeyboardPreloadGate(heightCache: cache, timeLimit: 5, now: { clock.now })
            KeyboardObserverRegistry.registry(for: center).deliveryGate = gate
            observer.addKeyboardFrameChangesObserver(center: center)
            state = KeyboardState(center: center)
            iPhone15Key = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))
        }

        /// What `PreloadsKeyboard` does synchronously: become first responder, resign. No notification arrives yet.
        private func runSynchronousPart() {
            gate.beginPreload()
            gate.preloadFieldDidBecomeFirstResponder()
            gate.preloadFieldDidResignFirstResponder()
        }

        @Test("a preload's show and hide arriving after the synchronous part reach no observer and fill the cache")
        func lateShowAndHideSwallowed() async {
            runSynchronousPart()
            keyboard.show(height: 336)
            await keyboard.hide(height: 336)
            #expect(observer.deliveries.isEmpty)
            #expect(state.snapshot == .hidden)
            #expect(cache.measuredHeight(for: iPhone15Key) == 336)
            // Will-change-frame, will-show or will-hide, and did-change-frame, for each of the two transitions.
            #expect(gate.swallowedChangeCount == 6)
        }

        @Test("an app-wide NotificationCenter observer outside the package hears the preload's show and hide")
        func outsideObserverHearsPreload() async {
            let heard = NameLog()
            let tokens = [KeyboardEvent.willShow, .willHide].map { event in
                center.addObserver(forName: event.notificationName, object: nil, queue: nil) { notification in
                    heard.append(notification.name.rawValue)
                }
            }
            defer { for token in tokens { center.removeObserver(token) } }
            runSynchronousPart()
            keyboard.show(height: 336)
            await keyboard.hide(height: 336)
            #expect(observer.deliveries.isEmpty)
            #expect(heard.names == ["UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification"])
        }

        @Test("the first show after the preload's hide is a real keyboard and is delivered")
        func realShowAfterPreloadDelivered() async {
            runSynchronousPart()
            keyboard.show(height: 336)
            await keyboard.hide(height: 336)
            keyboard.show(height: 336)
            #expect(observer.deliveries.map(\.height) == [336])
            #expect(state.height == 336)
            #expect(gate.isPreloading == false)
        }

        @Test("before the preload's hide has arrived the gate stays shut, 4 s into its 5 s limit")
        func staysShutUntilHide() {
            runSynchronousPart()
            clock.advance(by: 4)
            keyboard.show(height: 336)
            #expect(gate.isPreloading)
            #expect(observer.deliveries.isEmpty)
        }

        @Test("notifications arriving during the synchronous calls are swallowed as well")
        func notificationsDuringSynchronousPartSwallowed() async {
            gate.beginPreload()
            gate.preloadFieldDidBecomeFirstResponder()
            keyboard.show(height: 336)
            await keyboard.hide(height: 336)
            gate.preloadFieldDidResignFirstResponder()
            keyboard.show(height: 336)
            #expect(observer.deliveries.map(\.height) == [336])
            #expect(cache.measuredHeight(for: iPhone15Key) == 336)
        }

        @Test("a show after the preload's hide but before its field resigned is still the preload's")
        func showBeforeResignSwallowed() async {
            gate.beginPreload()
            gate.preloadFieldDidBecomeFirstResponder()
            keyboard.show(height: 336)
            await keyboard.hide(height: 336)
            keyboard.show(height: 336)
            #expect(observer.deliveries.isEmpty)
            #expect(gate.isPreloading)
        }

        @Test("a stray hide before the preload's show does not end the preload")
        func hideBeforeShowKeepsGateShut() {
            runSynchronousPart()
            keyboard.post(
                .willHide, begin: keyboard.offscreenFrame(height: 336), end: keyboard.offscreenFrame(height: 336))
            keyboard.show(height: 336)
            #expect(observer.deliveries.isEmpty)
            #expect(state.isVisible == false)
        }

        @Test("a QuickType change of the preload keyboard is swallowed and recorded")
        func preloadQuickTypeRecorded() async throws {
            let se = KeyboardScreenFixture(center: center, screen: KeyboardScreenFixture.iPhoneSE)
            runSynchronousPart()
            se.show(height: 216)
            se.changeHeight(from: 216, to: 260)
            await se.hide(height: 260)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 667))
            #expect(observer.deliveries.isEmpty)
            #expect(cache.measuredHeight(for: key) == 260)
        }

        @Test("past the time limit with no hide, the gate opens and the next change is delivered")
        func timeLimitOpensGate() async {
            runSynchronousPart()
            keyboard.show(height: 336)
            clock.advance(by: 5.5)
            #expect(gate.isPreloading == false)
            await keyboard.hide(height: 336)
            #expect(observer.deliveries.map(\.height) == [0])
        }

        @Test("the time limit counts from the resign, so a stalled becomeFirstResponder does not use it up")
        func timeLimitCountsFromResign() {
            gate.beginPreload()
            clock.advance(by: 8)
            gate.preloadFieldDidBecomeFirstResponder()
            gate.preloadFieldDidResignFirstResponder()
            clock.advance(by: 1)
            keyboard.show(height: 336)
            #expect(gate.isPreloading)
            #expect(observer.deliveries.isEmpty)
        }

        @Test("another responder becoming first responder opens the gate at once")
        func otherResponderOpensGate() {
            runSynchronousPart()
            gate.otherResponderDidBecomeFirstResponder()
            keyboard.show(height: 336)
            #expect(observer.deliveries.map(\.height) == [336])
        }

        // MARK: - Checking the first responder at gate time

        @Test("a text view's show after the preload's show is delivered though its didBeginEditing has not come yet")
        func textViewShowBeforeDidBeginEditingDelivered() {
            let textView = ResponderProbe()
            gate.isOtherResponderFirstResponder = { textView.hasFocus }
            runSynchronousPart()
            keyboard.show(height: 336)
            textView.hasFocus = true
            keyboard.show(height: 336)
            #expect(observer.deliveries.map(\.height) == [336])
            #expect(state.height == 336)
            #expect(gate.isPreloading == false)
        }

        @Test("a web view's keyboard, which posts no text-did-begin-editing, is delivered before the preload's arrived")
        func webViewShowDelivered() {
            let webView = ResponderProbe()
            gate.isOtherResponderFirstResponder = { webView.hasFocus }
            runSynchronousPart()
            webView.hasFocus = true
            keyboard.show(height: 336)
            #expect(observer.deliveries.map(\.height) == [336])
            #expect(state.isVisible)
        }

        @Test("the preload's own late show and hide, with nobody first responder, are still swallowed")
        func preloadChangesWithNoResponderSwallowed() async {
            gate.isOtherResponderFirstResponder = { false }
            runSynchronousPart()
            keyboard.show(height: 336)
            await keyboard.hide(height: 336)
            #expect(observer.deliveries.isEmpty)
            #expect(cache.measuredHeight(for: iPhone15Key) == 336)
        }

        @Test("outside a preload the first responder is never asked")
        func idleGateDoesNotAskForResponder() {
            let textField = ResponderProbe()
            textField.hasFocus = true
            gate.isOtherResponderFirstResponder = { textField.ask() }
            keyboard.show(height: 336)
            #expect(textField.askedCount == 0)
            #expect(observer.deliveries.map(\.height) == [336])
        }

        @Test("the gate remembers whether the last change it saw, swallowed or not, showed a keyboard")
        func remembersLastVisibility() async {
            #expect(gate.isKeyboardVisible == false)
            runSynchronousPart()
            keyboard.show(height: 336)
            #expect(gate.isKeyboardVisible)
            await keyboard.hide(height: 336)
            #expect(gate.isKeyboardVisible == false)
        }

        @Test("a hardware keyboard's 55-point shortcut bar measured by a preload is not cached as the keyboard")
        func preloadShortcutBarNotRecorded() async throws {
            let iPad = KeyboardScreenFixture(center: center, screen: KeyboardScreenFixture.iPad)
            runSynchronousPart()
            iPad.show(height: 55)
            await iPad.hide(height: 55)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 768, height: 1024))
            #expect(observer.deliveries.isEmpty)
            #expect(cache.measuredHeight(for: key) == nil)
            #expect(cache.estimatedHeight(for: key) == 320)
        }

        @Test("a cancelled preload lets every change through")
        func cancelledPreload() {
            gate.beginPreload()
            gate.cancelPreload()
            keyboard.show(height: 336)
            #expect(gate.isPreloading == false)
            #expect(observer.deliveries.map(\.height) == [336])
        }

        @Test("after a cancelled preload, late reports of the field's responder changes leave the gate open")
        func lateReportsAfterCancelKeepGateOpen() {
            gate.beginPreload()
            gate.cancelPreload()
            gate.preloadFieldDidBecomeFirstResponder()
            gate.preloadFieldDidResignFirstResponder()
            keyboard.show(height: 336)
            #expect(gate.isPreloading == false)
            #expect(observer.deliveries.map(\.height) == [336])
        }

        @Test("a preload begun again starts over: its keyboard's show is swallowed though an earlier one hid")
        func beginAgainStartsOver() async {
            runSynchronousPart()
            keyboard.show(height: 336)
            await keyboard.hide(height: 336)
            runSynchronousPart()
            keyboard.show(height: 336)
            #expect(observer.deliveries.isEmpty)
            #expect(gate.isPreloading)
        }

        @Test("with no preload the gate delivers everything and records nothing itself")
        func idleGateDelivers() async {
            keyboard.show(height: 336)
            await keyboard.hide(height: 336)
            #expect(observer.deliveries.map(\.height) == [336, 0])
            #expect(gate.swallowedChangeCount == 0)
            #expect(cache.measuredHeight(for: iPhone15Key) == nil)
        }

        @Test("installing keeps the registry's earlier gate as next and returns the same gate twice")
        func installKeepsEarlierGate() {
            let otherCenter = NotificationCenter()
            let registry = KeyboardObserverRegistry.registry(for: otherCenter)
            let earlier = ClosedGate()
            registry.deliveryGate = earlier
            let installed = KeyboardPreloadGate.installed(in: registry, heightCache: nil)
            #expect(registry.deliveryGate === installed)
            #expect(installed.next === earlier)
            #expect(KeyboardPreloadGate.installed(in: registry, heightCache: nil) === installed)
        }

        @Test("a change the preload gate lets through is still held back by the next gate")
        func nextGateStillDecides() {
            let closed = ClosedGate()
            gate.next = closed
            keyboard.show(height: 336)
            #expect(observer.deliveries.isEmpty)
            // Gates see will-change-frame, will-show and did-change-frame alike: duplicates are filtered after them.
            #expect(closed.asked == 3)
        }
    }
}

extension StateTests {
    /// Stands in for a responder the UIKit layer would find first responder: a text view, a web view's content.
    @MainActor
    final class ResponderProbe {
        var hasFocus = false
        private(set) var askedCount = 0

        func ask() -> Bool {
            askedCount += 1
            return hasFocus
        }
    }

    /// A gate that holds back everything and counts what it was asked.
    @MainActor
    final class ClosedGate: KeyboardDeliveryGate {
        var asked = 0

        func shouldDeliver(_ change: KeyboardFrameChange) -> Bool {
            asked += 1
            return false
        }
    }
}

extension StateTests {
    @MainActor
    @Suite("Keyboard preload gate in a registry nobody observes")
    struct KeyboardPreloadGateWithoutObserversTests {
        /// Why `KeyboardPreloader` registers a listener of its own for the length of a preload: the registry observes
        /// its center only while it has observers, so a screen that preloads without registering (the preload
        /// tutorial's home screen) leaves the gate blind. It records no height, and it never sees a keyboard up.
        @Test("with no observer registered the gate hears nothing: no height recorded, no keyboard seen")
        func gateIsBlindWithoutObservers() async throws {
            let center = NotificationCenter()
            let store = TestDefaults()
            let cache = KeyboardHeightCache(defaults: store.defaults)
            let keyboard = KeyboardScreenFixture(center: center, screen: KeyboardScreenFixture.iPhone15)
            let registry = KeyboardObserverRegistry.registry(for: center)
            let gate = KeyboardPreloadGate.installed(in: registry, heightCache: cache)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))

            gate.beginPreload()
            gate.preloadFieldDidBecomeFirstResponder()
            gate.preloadFieldDidResignFirstResponder()
            keyboard.show(height: 336)
            #expect(!gate.isKeyboardVisible)
            await keyboard.hide(height: 336)
            #expect(gate.swallowedChangeCount == 0)
            #expect(cache.measuredHeight(for: key) == nil)

            // One registered observer, any, and the same preload is heard and measured.
            let listener = RecordingObserver()
            listener.addKeyboardFrameChangesObserver(center: center)
            gate.beginPreload()
            gate.preloadFieldDidBecomeFirstResponder()
            gate.preloadFieldDidResignFirstResponder()
            keyboard.show(height: 336)
            #expect(gate.isKeyboardVisible)
            await keyboard.hide(height: 336)
            #expect(listener.deliveries.isEmpty)
            #expect(cache.measuredHeight(for: key) == 336)
            listener.removeKeyboardFrameChangesObserver(center: center)
        }
    }
}

/// Names of notifications heard by a block observer, which may be called on any thread.
final class NameLog: @unchecked Sendable {
    private let lock = NSLock()
    private var heard: [String] = []

    var names: [String] { lock.withLock { heard } }

    func append(_ name: String) { lock.withLock { heard.append(name) } }
}
