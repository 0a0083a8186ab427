import Foundation
import Testing

@testable import KeyboardProtocols

/// One screen's layout state machine: when its mixins measure again, what it learns of the gist's callback, and what
/// it says once.
@Suite("A screen's keyboard layout decides when its mixins measure")
struct KeyboardScreenLayoutTests {
    /// iPhone 15: screen 393 x 852, keyboard 336 high at y 516.
    static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)
    static let hidden = CGRect(x: 0, y: 852, width: 393, height: 336)

    static func show() throws -> KeyboardFrameChange {
        try KeyboardFrameChange(event: .willShow, endFrame: keyboard, screenBounds: screen)
    }

    static func hide() throws -> KeyboardFrameChange {
        try KeyboardFrameChange(event: .willHide, endFrame: hidden, screenBounds: screen)
    }

    /// The iPhone 15's view in portrait, and the same view once a 49-point tab bar is hidden.
    static let portrait = KeyboardLayoutFacts(
        viewSize: CGSize(width: 393, height: 852), safeArea: [59, 0, 83, 0], windowBounds: screen)
    static let tabBarHidden = KeyboardLayoutFacts(
        viewSize: CGSize(width: 393, height: 852), safeArea: [59, 0, 34, 0], windowBounds: screen)

    /// A layout that announced `change` with the bar's default measuring, at 100 s of uptime.
    static func announcedWithBar(_ change: KeyboardFrameChange) -> (KeyboardScreenLayout, KeyboardMeasurement?) {
        var layout = KeyboardScreenLayout()
        layout.beginAnnouncing(change)
        layout.defaultMeasured(.bar)
        let measurement = layout.announced(change, at: 100)
        return (layout, measurement)
    }

    // MARK: - After the layout commit

    @Test("a show whose bar default measured is measured again after the layout commit, 4 ms later")
    func showMeasuresAfterCommit() throws {
        var (layout, measurement) = Self.announcedWithBar(try Self.show())
        let due = try #require(measurement)
        let answer = layout.layoutCommitted(due, at: 100.004, hasWindow: true)
        #expect(answer == .measure(try Self.show(), .afterLayoutCommit(elapsed: 100.004 - 100)))
        #expect(layout.pending == nil)
    }

    @Test("a measurement superseded by a newer change does nothing when its commit comes")
    func supersededMeasurementDoesNothing() throws {
        var (layout, first) = Self.announcedWithBar(try Self.show())
        layout.beginAnnouncing(try Self.hide())
        layout.defaultMeasured(.bar)
        let second = try #require(layout.announced(try Self.hide(), at: 100.1))
        let answer = layout.layoutCommitted(try #require(first), at: 100.104, hasWindow: true)
        #expect(answer == .none)
        guard case .measure(let change, _) = layout.layoutCommitted(second, at: 100.104, hasWindow: true) else {
            Issue.record("the newer measurement must measure")
            return
        }
        #expect(change.height == 0)
    }

    @Test("a view in no window waits for a later commit, and is measured when it joins one")
    func waitsForWindow() throws {
        var (layout, measurement) = Self.announcedWithBar(try Self.show())
        let due = try #require(measurement)
        let answer = layout.layoutCommitted(due, at: 100.016, hasWindow: false)
        #expect(answer == .waitForWindow)
        #expect(layout.pending != nil)
        let answerAgain = layout.layoutCommitted(due, at: 100.033, hasWindow: true)
        #expect(answerAgain != .none)
    }

    @Test("a frame tracked during a drag schedules no after-commit measurement")
    func trackedFrameSchedulesNothing() throws {
        let dragged = try KeyboardFrameChange(
            trackedFrame: CGRect(x: 0, y: 616, width: 393, height: 336), previousFrame: Self.keyboard,
            screenBounds: Self.screen)
        let (layout, measurement) = Self.announcedWithBar(dragged)
        #expect(measurement == nil)
        #expect(layout.pending == nil)
    }

    @Test("a conformer that moved its bar itself is not measured again by the later phases")
    func ownMethodIsNotMeasuredAgain() throws {
        var layout = KeyboardScreenLayout()
        layout.beginAnnouncing(try Self.show())
        let measurement = layout.announced(try Self.show(), at: 100)
        #expect(measurement == nil)
        #expect(!layout.remeasures(.bar))
    }

    @Test("only the mixins whose default ran are measured again: the bar's, not the container's")
    func onlyDefaultsThatRanAreMeasuredAgain() throws {
        let (layout, _) = Self.announcedWithBar(try Self.show())
        #expect(layout.remeasures(.bar))
        #expect(!layout.remeasures(.container))
        #expect(!layout.remeasures(.insets))
    }

    // MARK: - Layout changes

    @Test("the first layout report is only remembered")
    func firstReportIsRemembered() throws {
        var (layout, _) = Self.announcedWithBar(try Self.show())
        _ = layout.layoutCommitted(try #require(layout.pending), at: 100.004, hasWindow: true)
        layout.told(try Self.show())
        let remeasured = layout.layoutChanged(Self.portrait)
        #expect(remeasured == nil)
        #expect(layout.layoutFacts == Self.portrait)
    }

    @Test("a tab bar hidden under the 336-point keyboard measures the mixins again at rest")
    func safeAreaChangeUnderKeyboardMeasuresAgain() throws {
        var (layout, _) = Self.announcedWithBar(try Self.show())
        _ = layout.layoutCommitted(try #require(layout.pending), at: 100.004, hasWindow: true)
        layout.told(try Self.show())
        _ = layout.layoutChanged(Self.portrait)
        let remeasured = layout.layoutChanged(Self.tabBarHidden)
        #expect(remeasured?.height == 336)
        let remeasuredAgain = layout.layoutChanged(Self.tabBarHidden)
        #expect(remeasuredAgain == nil)
    }

    @Test("a Stage Manager window resized from 1024 x 768 to 700 x 768 under the keyboard measures again")
    func windowResizeUnderKeyboardMeasuresAgain() throws {
        let iPad = CGRect(x: 0, y: 0, width: 1366, height: 1024)
        let keyboard = CGRect(x: 0, y: 626, width: 1366, height: 398)
        let show = try KeyboardFrameChange(event: .willShow, endFrame: keyboard, screenBounds: iPad)
        var (layout, _) = Self.announcedWithBar(show)
        _ = layout.layoutCommitted(try #require(layout.pending), at: 100.004, hasWindow: true)
        layout.told(show)
        _ = layout.layoutChanged(
            KeyboardLayoutFacts(
                viewSize: CGSize(width: 1024, height: 768), safeArea: [24, 0, 20, 0],
                windowBounds: CGRect(x: 0, y: 0, width: 1024, height: 768)))
        let resized = KeyboardLayoutFacts(
            viewSize: CGSize(width: 700, height: 768), safeArea: [24, 0, 20, 0],
            windowBounds: CGRect(x: 0, y: 0, width: 700, height: 768))
        let remeasured = layout.layoutChanged(resized)
        #expect(remeasured?.height == 398)
    }

    @Test("a rotation's layout pass before its notifications leaves the portrait keyboard alone: it is stale")
    func rotationBeforeNotificationsWaits() throws {
        var (layout, _) = Self.announcedWithBar(try Self.show())
        _ = layout.layoutCommitted(try #require(layout.pending), at: 100.004, hasWindow: true)
        layout.told(try Self.show())
        _ = layout.layoutChanged(
            KeyboardLayoutFacts(
                viewSize: Self.screen.size, safeArea: [59, 0, 34, 0], windowBounds: Self.screen,
                screenSize: Self.screen.size))
        let landscape = CGRect(x: 0, y: 0, width: 852, height: 393)
        let rotated = layout.layoutChanged(
            KeyboardLayoutFacts(
                viewSize: landscape.size, safeArea: [0, 59, 21, 59], windowBounds: landscape,
                screenSize: landscape.size))
        #expect(rotated == nil)
    }

    @Test("a layout change with the keyboard hidden measures nothing")
    func layoutChangeWithKeyboardHidden() throws {
        var (layout, _) = Self.announcedWithBar(try Self.hide())
        _ = layout.layoutCommitted(try #require(layout.pending), at: 100.004, hasWindow: true)
        layout.told(try Self.hide())
        _ = layout.layoutChanged(Self.portrait)
        let remeasured = layout.layoutChanged(Self.tabBarHidden)
        #expect(remeasured == nil)
    }

    @Test("a layout change while the after-commit pass is pending leaves the measuring to that pass")
    func layoutChangeWhilePending() throws {
        var (layout, _) = Self.announcedWithBar(try Self.show())
        layout.told(try Self.show())
        _ = layout.layoutChanged(Self.portrait)
        let remeasured = layout.layoutChanged(Self.tabBarHidden)
        #expect(remeasured == nil)
    }

    @Test("a screen behind a presentation is not measured for a layout change")
    func behindIsNotMeasured() throws {
        var (layout, _) = Self.announcedWithBar(try Self.show())
        _ = layout.layoutCommitted(try #require(layout.pending), at: 100.004, hasWindow: true)
        layout.told(try Self.show())
        let heard = layout.hear(try Self.show(), covered: true)
        #expect(!heard)
        _ = layout.layoutChanged(Self.portrait)
        let remeasured = layout.layoutChanged(Self.tabBarHidden)
        #expect(remeasured == nil)
    }

    // MARK: - Cover

    @Test("a covered screen falls behind, and catches up once uncovered, once")
    func coveredFallsBehindAndCatchesUp() throws {
        var layout = KeyboardScreenLayout()
        let heard = layout.hear(try Self.show(), covered: true)
        #expect(!heard)
        #expect(layout.isBehind)
        #expect(layout.lastHeard == nil)
        let catchesUp = layout.uncover(covered: true)
        #expect(!catchesUp)
        let catchesUpAgain = layout.uncover(covered: false)
        #expect(catchesUpAgain)
        let catchesUpThird = layout.uncover(covered: false)
        #expect(!catchesUpThird)
    }

    // MARK: - The gist's callback

    @Test("a callback whose default ran is learned as the default; one that did not, as implemented")
    func learnsTheCallback() throws {
        var layout = KeyboardScreenLayout()
        layout.beginAnnouncing(try Self.show())
        let due = layout.takeDueGistCallback()
        #expect(due?.height == 336)
        let dueAgain = layout.takeDueGistCallback()
        #expect(dueAgain == nil)
        layout.gistCallbackDefaultRan()
        layout.gistCallbackReturned()
        #expect(layout.gistCallback == .byDefault)
        layout.beginAnnouncing(try Self.show())
        _ = layout.takeDueGistCallback()
        layout.gistCallbackReturned()
        #expect(layout.gistCallback == .implemented)
    }

    @Test("a tracked frame's gist callback is never due")
    func trackedFrameHasNoCallback() throws {
        var layout = KeyboardScreenLayout()
        layout.beginAnnouncing(
            try KeyboardFrameChange(
                trackedFrame: CGRect(x: 0, y: 616, width: 393, height: 336), previousFrame: Self.keyboard,
                screenBounds: Self.screen))
        let due = layout.takeDueGistCallback()
        #expect(due == nil)
    }

    @Test("a screen whose callback takes the insets over is told so once, naming its type")
    func takeoverIsSaidOnce() throws {
        var layout = KeyboardScreenLayout()
        layout.beginAnnouncing(try Self.show())
        _ = layout.takeDueGistCallback()
        layout.gistCallbackReturned()
        let first = layout.insetsTakeover(conformer: "SettingsViewController")
        #expect(first.takenOver)
        let notice = try #require(first.notice)
        #expect(notice.hasPrefix("KeyboardProtocols: SettingsViewController implements willChangeKeyboardFrame("))
        #expect(notice.hasSuffix("leaves scrollViewToModify's insets to it (as in the gist)"))
        let second = layout.insetsTakeover(conformer: "SettingsViewController")
        #expect(second.takenOver)
        #expect(second.notice == nil)
    }

    @Test("a screen leaving the callback to the default keeps its insets with the mixin, and nothing is said")
    func defaultCallbackSaysNothing() throws {
        var layout = KeyboardScreenLayout()
        layout.beginAnnouncing(try Self.show())
        _ = layout.takeDueGistCallback()
        layout.gistCallbackDefaultRan()
        layout.gistCallbackReturned()
        let answer = layout.insetsTakeover(conformer: "SettingsViewController")
        #expect(!answer.takenOver)
        #expect(answer.notice == nil)
    }

    // MARK: - The bar

    @Test("an unusable bar constraint is reported once per constraint")
    func unusableConstraintIsReportedOnce() {
        var layout = KeyboardScreenLayout()
        let constraint = NSObject()
        let other = NSObject()
        let id = ObjectIdentifier(constraint)
        let report = layout.sayOnce(BarConstraintError.notBottomEdges.description, about: id)
        #expect(report?.contains("bottom margin") == true)
        let reportAgain = layout.sayOnce(BarConstraintError.notBottomEdges.description, about: id)
        #expect(reportAgain == nil)
        let reportThird = layout.sayOnce(BarConstraintError.noBar.description, about: ObjectIdentifier(other))
        #expect(reportThird != nil)
    }

    @Test("the bar's default lifts a bar on the safe area by 302 when announced, and a settled correction matches")
    func barMoveIsAnnouncedThenSettled() throws {
        var layout = KeyboardScreenLayout()
        let show = try Self.show()
        let layoutOfBar = BarConstraintLayout(barIsFirstItem: true)
        layout.defaultMeasured(.bar)
        let announced = layout.decide(
            PinnedBarAdjustment.self,
            PinnedBarAdjustment.Facts(keyboardOverlap: 336, anchorInset: 34, layout: layoutOfBar, currentConstant: 0),
            for: show, at: .announced)
        #expect(announced?.value == -302)
        #expect(layout.remeasures(.bar))
        let settled = layout.decide(
            PinnedBarAdjustment.self,
            PinnedBarAdjustment.Facts(
                keyboardOverlap: 336, anchorInset: 34, layout: layoutOfBar, currentConstant: -302),
            for: show, at: .atRest)
        #expect(settled == nil)
        #expect(layout.rule(PinnedBarAdjustment.self).appliedConstant == -302)
    }
}

extension KeyboardScreenLayout {
    /// Hears `change` uncovered, as the registry tells a screen no presentation covers.
    mutating func told(_ change: KeyboardFrameChange) {
        let heard = hear(change, covered: false)
        #expect(heard)
    }
}
