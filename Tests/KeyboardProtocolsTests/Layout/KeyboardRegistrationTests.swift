import Foundation
import Testing

@testable import KeyboardProtocols

/// A registration runs its screen's state machine: the phases reach the mixins' units, and the state stays with the
/// registration. Each test's registry is made with a platform of its own, on a center of its own.
@MainActor
@Suite("A registration keeps its screen's layout and runs its phases")
struct KeyboardRegistrationTests {
    typealias Layout = KeyboardScreenLayoutTests

    /// The bar's rule, logging the phases it decides at.
    struct LoggedBar: KeyboardMixin.Rule {
        static let mixin = KeyboardMixin.bar
        var bar = PinnedBarAdjustment()

        struct Facts {
            let log: PlatformLog
            let bar: PinnedBarAdjustment.Facts
        }

        mutating func decide(_ facts: Facts, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase)
            -> KeyboardMixinMove<CGFloat>?
        {
            facts.log.phases.append(phase)
            return bar.decide(facts.bar, for: change, at: phase)
        }
    }

    /// A layout mixin's stand-in: its default hands the bar's unit, the keyboard's height as its overlap, over a
    /// 34-point home indicator.
    protocol LoggedBarScreen: KeyboardChangeFrameObserver {
        var log: PlatformLog { get }
        var constant: CGFloat { get set }
    }

    final class BarScreen: LoggedBarScreen {
        let log: PlatformLog
        var constant: CGFloat = 0
        init(log: PlatformLog) { self.log = log }
    }

    /// Takes `handleKeyboardChange(_:)` over and calls the bar's default itself, as gist-chat-02 does.
    final class TakeoverScreen: LoggedBarScreen {
        let log: PlatformLog
        var constant: CGFloat = 0
        var callsDefault = true
        var heights: [CGFloat] = []
        init(log: PlatformLog) { self.log = log }

        func handleKeyboardChange(_ change: KeyboardFrameChange) {
            if callsDefault { moveBar(for: change) }
            heights.append(change.height)
        }
    }

    /// What the platform was asked: the phases run, and the after-commit passes waiting for the run loop.
    final class PlatformLog {
        let center = NotificationCenter()
        var phases: [KeyboardMixinPhase] = []
        var commits: [@MainActor () -> Bool] = []
        /// Whether each pass asked for, in order, wakes the run loop.
        var wakes: [Bool] = []
        var hasWindow = true

        /// Runs the passes queued for the next commit, as the main run loop would.
        @MainActor
        func commit() -> [Bool] {
            let due = commits
            commits.removeAll()
            return due.map { $0() }
        }
    }

    /// Runs `body` with the registry of the log's center made with a platform whose announced pass calls the bar's
    /// default, and whose layout commits run when the test says.
    func withPlatform(_ body: (PlatformLog) throws -> Void) rethrows {
        let log = PlatformLog()
        _ = KeyboardObserverRegistry.registry(
            for: log.center,
            platform: KeyboardPlatform(
                announceMixins: { observer, change in (observer as? any LoggedBarScreen)?.moveBar(for: change) },
                hasWindow: { _ in log.hasWindow },
                afterLayoutCommit: { wakes, pass in
                    log.commits.append(pass)
                    log.wakes.append(wakes)
                }))
        try body(log)
    }

    @Test("a delivered show measures the bar when announced and once more after the layout commit")
    func showMeasuresTwice() throws {
        try withPlatform { log in
            let center = log.center
            let screen = BarScreen(log: log)
            screen.addKeyboardFrameChangesObserver(center: center)
            KeyboardObserverRegistry.registry(for: center).deliver(try Layout.show())
            #expect(log.phases == [.announced])
            #expect(log.commit() == [true])
            #expect(log.phases.count == 2)
            #expect(log.commits.isEmpty)
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a view not in its window yet waits through commits without measuring, then measures once")
    func waitsForWindowThroughCommits() throws {
        try withPlatform { log in
            let center = log.center
            let screen = BarScreen(log: log)
            screen.addKeyboardFrameChangesObserver(center: center)
            log.hasWindow = false
            KeyboardObserverRegistry.registry(for: center).deliver(try Layout.show())
            #expect(log.commit() == [false])
            #expect(log.commits.count == 1)
            log.hasWindow = true
            #expect(log.commit() == [true])
            #expect(log.phases.count == 2)
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a pass asked for by a show wakes the run loop; one that only waits for the window lets it sleep")
    func onlyAWaitingPassLetsTheRunLoopSleep() throws {
        try withPlatform { log in
            let center = log.center
            let screen = BarScreen(log: log)
            screen.addKeyboardFrameChangesObserver(center: center)
            log.hasWindow = false
            KeyboardObserverRegistry.registry(for: center).deliver(try Layout.show())
            _ = log.commit()
            #expect(log.wakes == [true, false])
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a show superseded by a hide before the commit measures only the hide after it")
    func supersededShowIsNotMeasured() async throws {
        try withPlatform { log in
            let center = log.center
            let screen = BarScreen(log: log)
            screen.addKeyboardFrameChangesObserver(center: center)
            let registration = try #require(KeyboardObserverRegistry.registry(for: center).registration(of: screen))
            registration.announce(try Layout.show(), to: screen)
            registration.announce(try Layout.hide(), to: screen)
            #expect(log.commit() == [false, true])
            #expect(registration.layout.rule(LoggedBar.self).bar.appliedConstant == nil)
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a tab bar hidden under the keyboard measures the bar again at rest, through the registry")
    func layoutChangeMeasuresAtRest() throws {
        try withPlatform { log in
            let center = log.center
            let registry = KeyboardObserverRegistry.registry(for: center)
            let screen = BarScreen(log: log)
            screen.addKeyboardFrameChangesObserver(center: center)
            registry.deliver(try Layout.show())
            _ = log.commit()
            registry.layoutDidChange(screen, facts: Layout.portrait)
            #expect(log.commit() == [false])
            #expect(log.phases.count == 2)
            registry.layoutDidChange(screen, facts: Layout.tabBarHidden)
            #expect(log.phases.count == 2)
            #expect(log.commit() == [true])
            #expect(log.phases.last == .atRest)
            #expect(log.phases.count == 3)
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a layout report measures nothing inside the layout pass: the reports of one commit make one pass after it")
    func layoutReportsCoalesceAfterTheCommit() throws {
        try withPlatform { log in
            let center = log.center
            let registry = KeyboardObserverRegistry.registry(for: center)
            let screen = BarScreen(log: log)
            screen.addKeyboardFrameChangesObserver(center: center)
            registry.deliver(try Layout.show())
            _ = log.commit()
            registry.layoutDidChange(screen, facts: Layout.portrait)
            _ = log.commit()
            // layoutSubviews, then safeAreaInsetsDidChange, then layoutSubviews again, in one commit.
            registry.layoutDidChange(screen, facts: Layout.tabBarHidden)
            registry.layoutDidChange(screen, facts: Layout.portrait)
            registry.layoutDidChange(screen, facts: Layout.tabBarHidden)
            #expect(log.phases.count == 2)
            #expect(log.commits.count == 1)
            #expect(log.commit() == [true])
            #expect(log.phases.last == .atRest)
            #expect(log.phases.count == 3)
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a screen that takes handleKeyboardChange over and calls a mixin default measures once after the commit")
    func takenOverHandlerMeasuresAfterTheCommit() throws {
        try withPlatform { log in
            let center = log.center
            let screen = TakeoverScreen(log: log)
            screen.addKeyboardFrameChangesObserver(center: center)
            KeyboardObserverRegistry.registry(for: center).deliver(try Layout.show())
            #expect(screen.heights == [336])
            #expect(log.phases == [.announced])
            #expect(log.commits.count == 1)
            #expect(log.commit() == [true])
            #expect(log.phases.count == 2)
            #expect(log.commits.isEmpty)
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a screen that takes handleKeyboardChange over and skips the defaults for a change measures nothing later")
    func takenOverHandlerClearsWhichDefaultsRan() throws {
        try withPlatform { log in
            let center = log.center
            let registry = KeyboardObserverRegistry.registry(for: center)
            let screen = TakeoverScreen(log: log)
            screen.addKeyboardFrameChangesObserver(center: center)
            registry.deliver(try Layout.show())
            _ = log.commit()
            screen.callsDefault = false
            // QuickType grows the keyboard by 44 points.
            let grown = CGRect(x: 0, y: 472, width: 393, height: 380)
            registry.deliver(
                try KeyboardFrameChange(event: .willChangeFrame, endFrame: grown, screenBounds: Layout.screen))
            #expect(screen.heights == [336, 380])
            #expect(registry.registration(of: screen)?.layout.remeasures(.bar) == false)
            #expect(log.commits.isEmpty)
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a screen unregistered and registered again keeps what its bar applied, so the hide restores 0")
    func stateSurvivesReRegistration() throws {
        try withPlatform { log in
            let center = log.center
            let registry = KeyboardObserverRegistry.registry(for: center)
            let screen = BarScreen(log: log)
            screen.addKeyboardFrameChangesObserver(center: center)
            registry.deliver(try Layout.show())
            #expect(registry.registration(of: screen)?.layout.rule(LoggedBar.self).bar.appliedConstant == -302)
            screen.removeKeyboardFrameChangesObserver(center: center)
            screen.addKeyboardFrameChangesObserver(center: center)
            #expect(registry.registration(of: screen)?.layout.rule(LoggedBar.self).bar.restingConstant == 0)
            #expect(registry.registration(of: screen)?.layout.rule(LoggedBar.self).bar.appliedConstant == -302)
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    /// A mixin's rule as a test writes one: the keyboard's overlap, set as the screen's value; it keeps the value it
    /// applied, and a correction after the announcement moves along the keyboard's remaining time.
    struct OverlapRule: KeyboardMixin.Rule {
        static let mixin = KeyboardMixin.bar
        var applied: CGFloat = 0

        mutating func decide(_ overlap: CGFloat, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase)
            -> KeyboardMixinMove<CGFloat>?
        {
            guard let plan = KeyboardSettledCorrection.plan(from: applied, to: overlap, for: change, at: phase) else {
                return nil
            }
            applied = overlap
            return KeyboardMixinMove(value: overlap, plan: plan)
        }
    }

    /// A screen whose own handleKeyboardChange(_:) hands the registration a unit, as a mixin's default does; its
    /// overlap is what its sense reads, `runsAgain` whether it is kept for the later passes.
    final class UnitScreen: KeyboardChangeFrameObserver {
        var overlap: CGFloat = 0
        var runsAgain = true
        var applied: [KeyboardMixinMove<CGFloat>] = []

        func handleKeyboardChange(_ change: KeyboardFrameChange) {
            runKeyboardMixin(
                KeyboardMixin.Unit(
                    OverlapRule.self, runsAgain: runsAgain, sense: { screen, _ in screen.overlap },
                    apply: { screen, move in screen.applied.append(move) }),
                for: change)
        }
    }

    @Test("a unit handed when announced runs again after the layout commit: a sheet moved 111 points is followed")
    func unitRunsAgainAfterTheCommit() throws {
        try withPlatform { log in
            let center = log.center
            let screen = UnitScreen()
            screen.overlap = 336
            screen.addKeyboardFrameChangesObserver(center: center)
            KeyboardObserverRegistry.registry(for: center).deliver(try Layout.show())
            #expect(screen.applied.map(\.value) == [336])
            // iPad form sheet: UIKit lifts the sheet 111 points after the will-notification.
            screen.overlap = 336 - 111
            #expect(log.commit() == [true])
            #expect(screen.applied.map(\.value) == [336, 225])
            #expect(log.commits.isEmpty)
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a unit handed on request only runs once: no pass after the layout commit is asked for")
    func unitOnRequestRunsOnce() throws {
        try withPlatform { log in
            let center = log.center
            let screen = UnitScreen()
            screen.overlap = 336
            screen.runsAgain = false
            screen.addKeyboardFrameChangesObserver(center: center)
            KeyboardObserverRegistry.registry(for: center).deliver(try Layout.show())
            #expect(screen.applied.map(\.value) == [336])
            #expect(log.commits.isEmpty)
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a unit run on request for no change measures for the change last announced, and for none before any")
    func unitOnRequestUsesTheLastAnnouncedChange() throws {
        try withPlatform { log in
            let center = log.center
            let screen = UnitScreen()
            screen.addKeyboardFrameChangesObserver(center: center)
            let unit = KeyboardMixin.Unit(
                OverlapRule.self, runsAgain: false, sense: { (screen: UnitScreen, _) in screen.overlap },
                apply: { screen, move in screen.applied.append(move) })
            screen.overlap = 100
            screen.runKeyboardMixin(unit, for: nil)
            #expect(screen.applied.isEmpty)
            screen.overlap = 336
            KeyboardObserverRegistry.registry(for: center).deliver(try Layout.show())
            // The focus moved to another field: the app asks again, no notification comes (automaticallyAdjust).
            screen.overlap = 300
            screen.runKeyboardMixin(unit, for: nil)
            #expect(screen.applied.map(\.value) == [336, 300])
            #expect(screen.applied.last?.plan == (try Layout.show()).animationPlan)
            screen.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test("a unit kept for the later passes does not keep its screen alive")
    func keptUnitHoldsItsScreenWeakly() throws {
        try withPlatform { log in
            let center = log.center
            var screen: UnitScreen? = UnitScreen()
            weak let gone = screen
            screen?.overlap = 336
            screen?.addKeyboardFrameChangesObserver(center: center)
            KeyboardObserverRegistry.registry(for: center).deliver(try Layout.show())
            screen = nil
            #expect(gone == nil)
        }
    }

    @Test("registrations live with their observers: a thousand screens leave no state once they are gone")
    func registrationsGoWithObservers() throws {
        try withPlatform { log in
            let center = log.center
            let registry = KeyboardObserverRegistry.registry(for: center)
            var screens: [BarScreen] = (0..<1000).map { _ in BarScreen(log: log) }
            for screen in screens { screen.addKeyboardFrameChangesObserver(center: center) }
            registry.deliver(try Layout.show())
            #expect(
                screens.allSatisfy {
                    registry.registration(of: $0)?.layout.rule(LoggedBar.self).bar.appliedConstant == -302
                })
            screens.removeAll()
            #expect(registry.observerCount == 0)
        }
    }
}

/// Registering again inside a delivery.
@MainActor
@Suite("A screen registered again during a delivery hears it once")
struct KeyboardReRegistrationTests {
    @Test("an observer removed and added again by an earlier observer's callback hears the 336-point show once")
    func reRegisteredDuringDeliveryHearsOnce() throws {
        let center = NotificationCenter()
        let first = RecordingObserver()
        let second = RecordingObserver()
        first.addKeyboardFrameChangesObserver(center: center)
        second.addKeyboardFrameChangesObserver(center: center)
        first.onDelivery = { _ in
            second.removeKeyboardFrameChangesObserver(center: center)
            second.addKeyboardFrameChangesObserver(center: center)
        }
        KeyboardObserverRegistry.registry(for: center).deliver(try KeyboardScreenLayoutTests.show())
        #expect(second.deliveries.map(\.height) == [336])
        first.onDelivery = nil
        first.removeKeyboardFrameChangesObserver(center: center)
        second.removeKeyboardFrameChangesObserver(center: center)
    }
}

extension KeyboardRegistrationTests.LoggedBarScreen {
    /// The bar's default, as a mixin file writes it.
    func moveBar(for change: KeyboardFrameChange) {
        runKeyboardMixin(
            KeyboardMixin.Unit(
                KeyboardRegistrationTests.LoggedBar.self,
                sense: { screen, change in
                    KeyboardRegistrationTests.LoggedBar.Facts(
                        log: screen.log,
                        bar: PinnedBarAdjustment.Facts(
                            keyboardOverlap: change.height, anchorInset: 34,
                            layout: BarConstraintLayout(barIsFirstItem: true), currentConstant: screen.constant))
                },
                apply: { screen, move in screen.constant = move.value }),
            for: change)
    }
}
