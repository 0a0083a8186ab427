import Foundation
import KeyboardProtocols
import Testing

@Suite("Merging tracked keyboard frames with notifications")
struct KeyboardFrameTrackingTests {
    typealias Drag = InteractiveDismissalPayloads

    private func notification(_ event: KeyboardEvent, from begin: CGRect, to end: CGRect) throws
        -> KeyboardFrameChange
    {
        try KeyboardFrameChange(
            event: event, userInfo: DevicePayloads.userInfo(begin: begin, end: end), screenBounds: Drag.screen)
    }

    /// A tracking state that has delivered the iPhone 15 keyboard's show and whose turn has ended.
    private func afterShow() throws -> KeyboardFrameTracking {
        var tracking = KeyboardFrameTracking()
        let show = try notification(.willShow, from: Drag.hidden, to: Drag.resting)
        tracking.noteNotification(show)
        tracking.noteDelivered(show)
        tracking.endTurn()
        return tracking
    }

    @Test("a frame dragged 84 points down becomes a tracked change of 252 points, duration 0, from the resting frame")
    func dragFrameIsNews() throws {
        let tracking = try afterShow()
        let change = try #require(
            try tracking.change(forTrackedFrame: Drag.keyboard(top: 600), screenBounds: Drag.screen))
        #expect(change.isTracked)
        #expect(change.event == .willChangeFrame)
        #expect(change.height == 252)
        #expect(change.animationDuration == 0)
        #expect(change.beginFrame == Drag.resting)
        #expect(change.endFrame == Drag.keyboard(top: 600))
    }

    @Test("the show's own frame, tracked in the show's turn, is not delivered again")
    func notificationOfTheSameTurnWins() throws {
        var tracking = KeyboardFrameTracking()
        let show = try notification(.willShow, from: Drag.hidden, to: Drag.resting)
        let openedTheTurn = tracking.noteNotification(show)
        #expect(openedTheTurn)
        // A gate held the show back: the tracked frame must not sneak it through either.
        #expect(try tracking.change(forTrackedFrame: Drag.resting, screenBounds: Drag.screen) == nil)
    }

    @Test("once the turn has ended, the held-back show's frame is news")
    func turnEndForgetsNotifications() throws {
        var tracking = KeyboardFrameTracking()
        tracking.noteNotification(try notification(.willShow, from: Drag.hidden, to: Drag.resting))
        tracking.endTurn()
        #expect(try tracking.change(forTrackedFrame: Drag.resting, screenBounds: Drag.screen)?.height == 336)
    }

    @Test("a tracked frame that repeats the keyboard last delivered is no news, in any later turn")
    func repeatIsNoNews() throws {
        var tracking = try afterShow()
        #expect(try tracking.change(forTrackedFrame: Drag.resting, screenBounds: Drag.screen) == nil)
        let drag = try #require(
            try tracking.change(forTrackedFrame: Drag.keyboard(top: 700), screenBounds: Drag.screen))
        tracking.noteDelivered(drag)
        #expect(try tracking.change(forTrackedFrame: Drag.keyboard(top: 700), screenBounds: Drag.screen) == nil)
    }

    @Test("a frame within half a point of the last delivered one, as converted frames round, is no news")
    func toleranceAbsorbsRounding() throws {
        let tracking = try afterShow()
        let rounded = CGRect(x: 0, y: 516.33, width: 393, height: 335.67)
        #expect(try tracking.change(forTrackedFrame: rounded, screenBounds: Drag.screen) == nil)
    }

    @Test("two frames wholly below the screen are the same place: no keyboard on screen")
    func offScreenFramesAreTheSamePlace() throws {
        var tracking = KeyboardFrameTracking()
        let hide = try notification(.willHide, from: Drag.keyboard(top: 800), to: Drag.hidden)
        tracking.noteDelivered(hide)
        tracking.endTurn()
        #expect(try tracking.change(forTrackedFrame: Drag.keyboard(top: 1_000), screenBounds: Drag.screen) == nil)
    }

    @Test("a drag given up half-way springs back: the resting frame after 700 is news again, 336 points")
    func cancelledDragComesBack() throws {
        var tracking = try afterShow()
        for top in [600, 700] as [CGFloat] {
            let change = try #require(
                try tracking.change(forTrackedFrame: Drag.keyboard(top: top), screenBounds: Drag.screen))
            tracking.noteDelivered(change)
        }
        let back = try #require(try tracking.change(forTrackedFrame: Drag.resting, screenBounds: Drag.screen))
        #expect(back.height == 336)
        #expect(back.beginFrame == Drag.keyboard(top: 700))
    }

    @Test("a NaN tracked frame throws an error naming trackedKeyboardFrame and the value")
    func nonFiniteFrameFails() throws {
        let tracking = try afterShow()
        let frame = CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336)
        #expect(
            throws: KeyboardPayloadError.nonFiniteValue(
                key: "trackedKeyboardFrame", value: "{{0.0, nan}, {393.0, 336.0}}")
        ) {
            try tracking.change(forTrackedFrame: frame, screenBounds: Drag.screen)
        }
    }

    @Test("reset forgets the last delivery: the resting frame is news again")
    func resetForgets() throws {
        var tracking = try afterShow()
        tracking.reset()
        #expect(try tracking.change(forTrackedFrame: Drag.resting, screenBounds: Drag.screen)?.height == 336)
    }
}
