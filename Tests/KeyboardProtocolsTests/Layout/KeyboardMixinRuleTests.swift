import Foundation
import Testing

@testable import KeyboardProtocols

/// Each mixin's core rule, as its registration runs it: what it sets at each phase, and what it keeps.
@Suite("A mixin's rule decides what its screen sets at each phase")
struct KeyboardMixinRuleTests {
    typealias Layout = KeyboardScreenLayoutTests

    /// A form in the iPhone 15's lower half: 393 x 300 at y 500, so the 336-point keyboard (top at 516) covers 284.
    static let form = KeyboardAvoidanceTranslation.Facts(
        screenBounds: Layout.screen, containerFrame: CGRect(x: 0, y: 500, width: 393, height: 300),
        currentTranslationY: 0, padding: 8)

    @Test("the container's rule measures against the change it is handed when announced: 292 points up for the show")
    func containerUsesItsChange() throws {
        var container = KeyboardAvoidanceTranslation()
        let move = container.decide(Self.form, for: try Layout.show(), at: .announced)
        #expect(move?.value == -292)
        #expect(container.lastChange == (try Layout.show()))
    }

    @Test(
        "at rest the container's rule measures against the change announced, not the did-change-frame, and keeps -292")
    func containerAtRestKeepsTheAnnouncedChange() throws {
        var container = KeyboardAvoidanceTranslation()
        let show = try Layout.show()
        _ = container.decide(Self.form, for: show, at: .announced)
        let settled = try KeyboardFrameChange(
            event: .didChangeFrame, endFrame: Layout.keyboard, screenBounds: Layout.screen)
        var moved = Self.form
        moved.currentTranslationY = -292
        moved.containerFrame.origin.y -= 292
        #expect(container.decide(moved, for: settled, at: .atRest) == nil)
        #expect(container.lastChange == show)
    }

    @Test("the preload's rule records an announced notification, never a tracked frame nor a later pass")
    func preloadRecordsAnnouncedNotificationsOnly() throws {
        var preload = KeyboardHeightRecording()
        let show = try Layout.show()
        let dragged = try KeyboardFrameChange(
            trackedFrame: CGRect(x: 0, y: 616, width: 393, height: 336), previousFrame: Layout.keyboard,
            screenBounds: Layout.screen)
        var recorded: [KeyboardFrameChange] = []
        for (change, phase) in [
            (show, KeyboardMixinPhase.announced), (dragged, .announced), (show, .afterLayoutCommit(elapsed: 0.004)),
            (show, .atRest),
        ] {
            if let move = preload.decide((), for: change, at: phase) { recorded.append(move.value) }
        }
        #expect(recorded == [show])
    }

    @Test("the insets' rule scrolls the first responder into view only for the announced show, not when correcting")
    func insetsRevealOnlyWhenAnnounced() throws {
        var insets = ScrollViewInsetAdjustment()
        let show = try Layout.show()
        let context = ScrollViewInsetContext(
            adjustmentBehavior: .never, safeAreaBottom: 34, contentHeight: 2000, boundsHeight: 852,
            alwaysBounceVertical: false, isNavigationContent: false, isKeyboardAvoidedByController: false)
        var facts = ScrollViewInsetAdjustment.Facts(
            screenBounds: Layout.screen, scrollViewFrame: Layout.screen, context: context,
            current: ScrollViewBottomInsets(content: 0, indicator: 0), keepsFirstResponderVisible: true)
        let announced = insets.decide(facts, for: show, at: .announced)
        #expect(announced?.value.insets.content == 336)
        #expect(announced?.value.revealsFirstResponder == true)
        // An iPad sheet rose 111 points: the scroll view's bottom is now 111 points higher.
        facts.current = ScrollViewBottomInsets(content: 336, indicator: 336)
        facts.scrollViewFrame.size.height -= 111
        let corrected = insets.decide(facts, for: show, at: .afterLayoutCommit(elapsed: 0.004))
        #expect(corrected?.value.insets.content == 225)
        #expect(corrected?.value.revealsFirstResponder == false)
    }

    @Test("a SwiftUI view's rule applies a show on the keyboard's own animation and a catch-up at once")
    func viewAnnouncedFollowsTheChange() throws {
        var view = KeyboardViewLayout()
        let show = try Layout.show()
        // A pinned composer over the home indicator: padded 302 points, the keyboard moving as the show says.
        var padded = KeyboardViewLayout.rest
        padded.bottomPadding = 302
        padded.keyboard.motion = show.motion
        let move = view.decide(KeyboardViewLayout.Facts(shown: .rest, measured: padded), for: show, at: .announced)
        #expect(move?.plan == show.animationPlan)
        #expect(view.decide(KeyboardViewLayout.Facts(shown: padded, measured: padded), for: show, at: .atRest) == nil)
        // A view registering while the keyboard is up hears it at duration 0.
        let catchUp = try KeyboardFrameChange(
            event: .willShow, endFrame: Layout.keyboard, animationDuration: 0, screenBounds: Layout.screen)
        padded.keyboard.motion = catchUp.motion
        let caughtUp = view.decide(
            KeyboardViewLayout.Facts(shown: .rest, measured: padded), for: catchUp, at: .announced)
        #expect(caughtUp?.plan == .applyImmediately)
    }
}
