import Foundation
import Testing

@testable import KeyboardProtocols

extension StateTests {
    @Suite("When the one keyboard preload runs, and its one retry")
    struct KeyboardPreloadScheduleTests {
        static let iPhone = KeyboardPreloadConditions.Platform(
            isMacCatalystApp: false, isiOSAppOnMac: false, isVisionOS: false)
        /// A view on screen in the key window of an active scene, nothing focused, no keyboard up.
        let ready = KeyboardPreloadConditions(platform: iPhone, hasFirstResponder: false, isKeyboardVisible: false)
        /// The first viewDidAppear during launch: the scene is not foreground-active yet, its window not key.
        let launching = KeyboardPreloadConditions(
            platform: iPhone, isSceneForegroundActive: false, isOnScreenInKeyWindow: false, hasFirstResponder: false,
            isKeyboardVisible: false)

        @Test("a request on an active screen schedules the preload for the next turn, where it runs")
        func requestSchedulesThenRuns() {
            var schedule = KeyboardPreloadSchedule()
            let requested = schedule.request(ready)
            #expect(requested == .preload)
            #expect(schedule.isScheduled)
            let ran = schedule.runScheduled(ready)
            #expect(ran == .preload)
            #expect(schedule.hasPreloaded)
        }

        @Test("a second request while the first is scheduled is skipped")
        func secondRequestWhileScheduledSkips() {
            var schedule = KeyboardPreloadSchedule()
            _ = schedule.request(ready)
            let requested = schedule.request(ready)
            #expect(requested == .skip(.alreadyRequested))
        }

        @Test("once preloaded, a process never preloads again")
        func preloadsOncePerProcess() {
            var schedule = KeyboardPreloadSchedule()
            _ = schedule.request(ready)
            _ = schedule.runScheduled(ready)
            let requested = schedule.request(ready)
            #expect(requested == .skip(.alreadyRequested))
        }

        @Test("a field that took focus before the scheduled turn stops the run, and a later request may preload")
        func focusTakenBeforeRunSkipsAndAllowsLaterRequest() {
            var schedule = KeyboardPreloadSchedule()
            _ = schedule.request(ready)
            var focused = ready
            focused.hasFirstResponder = true
            let ran = schedule.runScheduled(focused)
            #expect(ran == .skip(.firstResponderPresent))
            #expect(schedule.hasPreloaded == false)
            let requestedLater = schedule.request(ready)
            #expect(requestedLater == .preload)
        }

        @Test("a request before the scene is active waits, and is asked again once the scene activates")
        func requestBeforeActiveRetriesOnActivation() {
            var schedule = KeyboardPreloadSchedule()
            let requested = schedule.request(launching)
            #expect(requested == .retryWhenActive)
            #expect(schedule.isWaitingForActivation)
            let activated = schedule.sceneDidActivate()
            #expect(activated)
            let retried = schedule.request(ready)
            #expect(retried == .preload)
        }

        @Test("the retry happens at most once: a scene still inactive when asked again is skipped for good")
        func retriesAtMostOnce() {
            var schedule = KeyboardPreloadSchedule()
            _ = schedule.request(launching)
            let activated = schedule.sceneDidActivate()
            #expect(activated)
            let retried = schedule.request(launching)
            #expect(retried == .skip(.sceneNotActive))
            let activatedAgain = schedule.sceneDidActivate()
            #expect(activatedAgain == false)
        }

        @Test("a scene that activates when no request waits asks nothing")
        func activationWithoutWaitAsksNothing() {
            var schedule = KeyboardPreloadSchedule()
            let activated = schedule.sceneDidActivate()
            #expect(activated == false)
            _ = schedule.request(ready)
            let activatedWhileScheduled = schedule.sceneDidActivate()
            #expect(activatedWhileScheduled == false)
        }

        @Test("a scene that activates after another screen preloaded asks nothing")
        func activationAfterAnotherPreloadAsksNothing() {
            var schedule = KeyboardPreloadSchedule()
            _ = schedule.request(launching)
            _ = schedule.request(ready)
            _ = schedule.runScheduled(ready)
            let activated = schedule.sceneDidActivate()
            #expect(activated == false)
        }
    }
}
