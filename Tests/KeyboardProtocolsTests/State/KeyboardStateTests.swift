import Foundation
import KeyboardProtocols
import Observation
import Testing

extension StateTests {
    @MainActor
    @Suite("Keyboard state from a real NotificationCenter")
    struct KeyboardStateTests {
        let center = NotificationCenter()
        let store = TestDefaults()

        private func makeState(screen: CGRect) -> (KeyboardState, KeyboardScreenFixture, KeyboardHeightCache) {
            let fixture = KeyboardScreenFixture(center: center, screen: screen)
            let cache = KeyboardHeightCache(defaults: store.defaults)
            return (KeyboardState(center: center, heightCache: cache), fixture, cache)
        }

        @Test("before any notification the state is hidden with a zero frame, 0.25 s and curve 7")
        func initiallyHidden() {
            let (state, _, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            #expect(state.snapshot == .hidden)
            #expect(state.isVisible == false)
            #expect(state.height == 0)
            #expect(state.endFrame == .zero)
            #expect(state.animationDuration == 0.25)
            #expect(state.animationOptions.rawValue == 458_756)
        }

        @Test("a 216-point show on a 375x667 screen makes the state visible with the show's frame and animation")
        func showOnSE() {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            keyboard.show(height: 216)
            #expect(state.isVisible)
            #expect(state.height == 216)
            #expect(state.endFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
            #expect(state.animationDuration == 0.25)
            #expect(state.animationOptions == KeyboardAnimationOptions(rawValue: 458_756))
        }

        @Test("QuickType growing the keyboard from 216 to 260 points updates the height with no show")
        func quickTypeFrameOnlyChange() {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            keyboard.show(height: 216)
            keyboard.changeHeight(from: 216, to: 260)
            #expect(state.height == 260)
            #expect(state.endFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
        }

        @Test("a hide after QuickType leaves the state hidden with height 0")
        func hideAfterQuickType() async {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            keyboard.show(height: 216)
            keyboard.changeHeight(from: 216, to: 260)
            await keyboard.hide(height: 260)
            #expect(state.isVisible == false)
            #expect(state.height == 0)
            #expect(state.endFrame == CGRect(x: 0, y: 667, width: 375, height: 260))
        }

        @Test("observers hear show, QuickType and hide once each, with the height before")
        func observersHearEachChange() async {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            let observer = RecordingStateObserver()
            state.addObserver(observer)
            keyboard.show(height: 216)
            keyboard.changeHeight(from: 216, to: 260)
            await keyboard.hide(height: 260)
            #expect(
                observer.told == [
                    .init(previousHeight: 0, height: 216, isVisible: true),
                    .init(previousHeight: 216, height: 260, isVisible: true),
                    .init(previousHeight: 260, height: 0, isVisible: false),
                ])
        }

        @Test("a change that repeats the current values tells observers nothing")
        func repeatTellsNothing() throws {
            let (state, _, _) = makeState(screen: KeyboardScreenFixture.iPhone15)
            let observer = RecordingStateObserver()
            state.addObserver(observer)
            let change = try KeyboardFrameChange(
                event: .willShow,
                userInfo: DevicePayloads.userInfo(
                    begin: CGRect(x: 0, y: 852, width: 393, height: 336),
                    end: CGRect(x: 0, y: 516, width: 393, height: 336)),
                screenBounds: KeyboardScreenFixture.iPhone15)
            state.apply(change)
            state.apply(change)
            #expect(observer.told.count == 1)
        }

        @Test("state observers are held weakly")
        func observersHeldWeakly() {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            var observer: RecordingStateObserver? = RecordingStateObserver()
            state.addObserver(observer!)
            state.addObserver(observer!)
            #expect(state.observerCount == 1)
            observer = nil
            keyboard.show(height: 216)
            #expect(state.observerCount == 0)
        }

        @Test("a removed observer is told nothing more")
        func removedObserverTold() async {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            let observer = RecordingStateObserver()
            state.addObserver(observer)
            keyboard.show(height: 216)
            state.removeObserver(observer)
            await keyboard.hide(height: 216)
            #expect(observer.told.map(\.height) == [216])
        }

        @Test("a 336-point keyboard on a 393x852 screen is recorded in the cache")
        func recordsDockedHeight() throws {
            let (state, keyboard, cache) = makeState(screen: KeyboardScreenFixture.iPhone15)
            keyboard.show(height: 336)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))
            #expect(state.height == 336)
            #expect(cache.measuredHeight(for: key) == 336)
            #expect(cache.estimatedHeight(for: key) == 336)
        }

        @Test("the cache keeps the last docked height, 260 after QuickType, through the hide")
        func cacheKeepsLastDockedHeight() async throws {
            let (state, keyboard, cache) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            keyboard.show(height: 216)
            keyboard.changeHeight(from: 216, to: 260)
            await keyboard.hide(height: 260)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 375, height: 667))
            #expect(state.isVisible == false)
            #expect(cache.measuredHeight(for: key) == 260)
        }

        @Test("an iPad's floating keyboard changes the state but is not recorded as a docked height")
        func floatingKeyboardNotRecorded() async throws {
            let (state, keyboard, cache) = makeState(screen: KeyboardScreenFixture.iPad)
            let floating = CGRect(x: 224, y: 560, width: 320, height: 250)
            keyboard.post(.willChangeFrame, begin: keyboard.offscreenFrame(height: 313), end: floating)
            // Undocked, it covers nothing from the bottom: like a hide, it waits for the end of its turn.
            await DevicePayloads.endMainTurn()
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 768, height: 1024))
            #expect(state.isVisible)
            #expect(state.height == 0)
            #expect(cache.measuredHeight(for: key) == nil)
            #expect(cache.estimatedHeight(for: key) == 313)
        }

        @Test("a hardware keyboard's 55-point shortcut bar on an iPad changes the state but is not recorded")
        func shortcutBarNotRecorded() throws {
            let (state, keyboard, cache) = makeState(screen: KeyboardScreenFixture.iPad)
            keyboard.show(height: 313)
            keyboard.changeHeight(from: 313, to: 55)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 768, height: 1024))
            #expect(state.height == 55)
            #expect(cache.measuredHeight(for: key) == 313)
        }

        @Test("a keyboard dragged partly below the screen changes the state but leaves the cached height alone")
        func interactiveDismissalNotRecorded() throws {
            let (state, keyboard, cache) = makeState(screen: KeyboardScreenFixture.iPhone15)
            keyboard.show(height: 336)
            let dragged = CGRect(x: 0, y: 700, width: 393, height: 336)
            keyboard.post(.willChangeFrame, begin: keyboard.dockedFrame(height: 336), end: dragged)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))
            #expect(state.height == 152)
            #expect(cache.measuredHeight(for: key) == 336)
        }

        // MARK: - Async streams

        @Test("two consumers each receive every change, and their streams finish with finishChanges")
        func streamsDeliverToSeveralConsumers() async {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            let first = state.changes()
            let second = state.changes()
            #expect(state.changeStreamCount == 2)
            keyboard.show(height: 216)
            keyboard.changeHeight(from: 216, to: 260)
            await keyboard.hide(height: 260)
            state.finishChanges()
            var firstHeights: [CGFloat] = []
            for await snapshot in first { firstHeights.append(snapshot.height) }
            var secondHeights: [CGFloat] = []
            for await snapshot in second { secondHeights.append(snapshot.height) }
            #expect(firstHeights == [216, 260, 0])
            #expect(secondHeights == [216, 260, 0])
            #expect(state.changeStreamCount == 0)
        }

        @Test("a stream finishes when its state is deallocated")
        func streamFinishesWithState() async {
            var state: KeyboardState? = KeyboardState(center: center, heightCache: nil)
            let stream = state!.changes()
            state = nil
            var received = 0
            for await _ in stream { received += 1 }
            #expect(received == 0)
            #expect(KeyboardObserverRegistry.registry(for: center).observerCount == 0)
        }

        @Test("cancelling a consumer's task ends its stream and removes it from the state")
        func cancelledConsumerLeaves() async {
            let (state, _, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            let stream = state.changes()
            let consumer = Task {
                var count = 0
                for await _ in stream { count += 1 }
                return count
            }
            consumer.cancel()
            #expect(await consumer.value == 0)
            #expect(state.changeStreamCount == 0)
        }

        @Test("a stream asked for after finishChanges still works")
        func streamAfterFinish() async {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhone15)
            state.finishChanges()
            let stream = state.changes()
            keyboard.show(height: 336)
            state.finishChanges()
            var heights: [CGFloat] = []
            for await snapshot in stream { heights.append(snapshot.height) }
            #expect(heights == [336])
        }

        // MARK: - Observation

        @Test("withObservationTracking on the height fires when QuickType changes it")
        func observationFiresOnHeightChange() {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            keyboard.show(height: 216)
            let flag = ChangeFlag()
            let height = withObservationTracking {
                state.height
            } onChange: {
                flag.fire()
            }
            #expect(height == 216)
            keyboard.changeHeight(from: 216, to: 260)
            #expect(flag.hasFired)
        }

        @Test("withObservationTracking on isVisible does not fire for a height-only change, and fires on hide")
        func observationIsPerProperty() async {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            keyboard.show(height: 216)
            let flag = ChangeFlag()
            _ = withObservationTracking {
                state.isVisible
            } onChange: {
                flag.fire()
            }
            keyboard.changeHeight(from: 216, to: 260)
            #expect(flag.hasFired == false)
            await keyboard.hide(height: 260)
            #expect(flag.hasFired)
        }

        @Test("withObservationTracking on the snapshot fires on a show")
        func observationOfSnapshot() {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhone15)
            let flag = ChangeFlag()
            _ = withObservationTracking {
                state.snapshot
            } onChange: {
                flag.fire()
            }
            keyboard.show(height: 336)
            #expect(flag.hasFired)
        }
    }
}
