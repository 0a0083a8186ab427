import Foundation
import Observation
import Testing

@testable import KeyboardProtocols

extension StateTests {
    @MainActor
    @Suite("Keyboard state from a real NotificationCenter")
    struct KeyboardStateTests {
        let center = NotificationCenter()
        let store = TestDefaults()

        private func makeState(screen: CGRect) -> (KeyboardState, KeyboardScreenFixture, KeyboardHeightCache) {
            let fixture = KeyboardScreenFixture(center: center, screen: screen)
            let cache = KeyboardHeightCache(defaults: store.defaults)
            return (KeyboardState(center: center), fixture, cache)
        }

        struct Told: Equatable {
            var previousHeight: CGFloat
            var height: CGFloat
            var isVisible: Bool
        }

        /// What Observation tells a SwiftUI view reading the height and visibility about `change`: `nil` when it
        /// fires nothing, else the height before and the values after.
        private func told(_ state: KeyboardState, by change: () async -> Void) async -> Told? {
            let flag = ChangeFlag()
            let previous = withObservationTracking {
                _ = state.isVisible
                return state.height
            } onChange: {
                flag.fire()
            }
            await change()
            return flag.hasFired
                ? Told(previousHeight: previous, height: state.height, isVisible: state.isVisible) : nil
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

        @Test("snapshotPublisher's path is told after a 336-point show, when the state already reads 336")
        func snapshotChangeToldAfterTheChange() {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhone15)
            var told: [(snapshot: KeyboardSnapshot, stateHeight: CGFloat)] = []
            state.onSnapshotChange { told.append(($0, state.height)) }
            keyboard.show(height: 336)
            #expect(told.map(\.snapshot.height) == [336])
            #expect(told.map(\.stateHeight) == [336])
            #expect(told.first?.snapshot == state.snapshot)
        }

        @Test("snapshotPublisher's path is told once per change: a 336-point show repeated tells nothing more")
        func snapshotChangeToldOncePerChange() {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhone15)
            var heights: [CGFloat] = []
            state.onSnapshotChange { heights.append($0.height) }
            keyboard.show(height: 336)
            keyboard.changeHeight(from: 336, to: 336)
            keyboard.changeHeight(from: 336, to: 291)
            #expect(heights == [336, 291])
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

        @Test("Observation tells of show, QuickType and hide once each, with the height before")
        func observationTellsEachChange() async {
            let (state, keyboard, _) = makeState(screen: KeyboardScreenFixture.iPhoneSE)
            var told: [Told?] = []
            told.append(await self.told(state) { keyboard.show(height: 216) })
            told.append(await self.told(state) { keyboard.changeHeight(from: 216, to: 260) })
            told.append(await self.told(state) { await keyboard.hide(height: 260) })
            #expect(
                told == [
                    .init(previousHeight: 0, height: 216, isVisible: true),
                    .init(previousHeight: 216, height: 260, isVisible: true),
                    .init(previousHeight: 260, height: 0, isVisible: false),
                ])
        }

        @Test("a change that repeats the current values tells Observation nothing")
        func repeatTellsNothing() async throws {
            let (state, _, _) = makeState(screen: KeyboardScreenFixture.iPhone15)
            let change = try KeyboardFrameChange(
                event: .willShow,
                userInfo: DevicePayloads.userInfo(
                    begin: CGRect(x: 0, y: 852, width: 393, height: 336),
                    end: CGRect(x: 0, y: 516, width: 393, height: 336)),
                screenBounds: KeyboardScreenFixture.iPhone15)
            #expect(await told(state) { state.apply(change) } != nil)
            #expect(await told(state) { state.apply(change) } == nil)
        }

        @Test("the state writes no height into the cache: it cannot see the first responder's traits")
        func stateRecordsNothing() throws {
            let (state, keyboard, cache) = makeState(screen: KeyboardScreenFixture.iPhone15)
            keyboard.show(height: 336)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))
            #expect(state.height == 336)
            #expect(cache.measuredHeight(for: key) == nil)
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
        }

        @Test("a hardware keyboard's 55-point shortcut bar on an iPad changes the state but is not recorded")
        func shortcutBarNotRecorded() throws {
            let (state, keyboard, cache) = makeState(screen: KeyboardScreenFixture.iPad)
            keyboard.show(height: 313)
            keyboard.changeHeight(from: 313, to: 55)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 768, height: 1024))
            #expect(state.height == 55)
            #expect(cache.measuredHeight(for: key) == nil)
        }

        @Test("a keyboard dragged partly below the screen changes the state but leaves the cached height alone")
        func interactiveDismissalNotRecorded() throws {
            let (state, keyboard, cache) = makeState(screen: KeyboardScreenFixture.iPhone15)
            keyboard.show(height: 336)
            let dragged = CGRect(x: 0, y: 700, width: 393, height: 336)
            keyboard.post(.willChangeFrame, begin: keyboard.dockedFrame(height: 336), end: dragged)
            let key = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))
            #expect(state.height == 152)
            #expect(cache.measuredHeight(for: key) == nil)
        }

        @Test("a state that goes away leaves its center's registry")
        func stateLeavesRegistry() {
            var state: KeyboardState? = KeyboardState(center: center)
            #expect(state != nil)
            state = nil
            #expect(KeyboardObserverRegistry.registry(for: center).observerCount == 0)
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
