import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@MainActor
@Suite("What a SwiftUI preview's keyboard plays, turn by turn, through the registry of a real NotificationCenter")
struct KeyboardTracePlaybackTests {
    typealias Drag = InteractiveDismissalPayloads

    static let iPhone11 = CGRect(x: 0, y: 0, width: 414, height: 896)

    let center = NotificationCenter()
    let store = StateTests.TestDefaults()

    /// A full-screen view's observer on an iPhone 15, started as a view joining a window starts it.
    private func fullScreenView(role: KeyboardViewRole = .avoidance(.automatic)) -> KeyboardViewObserver {
        let observer = KeyboardViewObserver(
            center: center, heightCache: KeyboardHeightCache(defaults: store.defaults), role: role)
        let facts = KeyboardViewFacts(frame: Drag.screen, screen: KeyboardScreen(bounds: Drag.screen))
        observer.sense = { facts }
        observer.update(facts)
        observer.start()
        return observer
    }

    /// Plays every turn as the preview does, each in a main-queue block of its own, without waiting for its time;
    /// `afterTurn` runs after each.
    private func play(_ playback: KeyboardTracePlayback, afterTurn: () -> Void = {}) async {
        var playback = playback
        while let turn = playback.takeTurn() {
            for step in turn.steps { step.play(on: center, screen: nil, screenBounds: Drag.screen) }
            await DevicePayloads.endMainTurn()
            afterTurn()
        }
    }

    @Test("a 336-point preview keyboard is one turn at once: will-show then did-show, from below the screen")
    func heightIsOneTurn() throws {
        let announcement = try #require(
            KeyboardPreviewAnnouncement.next(height: 336, screenBounds: Drag.screen, announced: nil))
        let playback = KeyboardTracePlayback(announcement)
        #expect(playback.turns.map(\.time) == [0])
        let events = playback.turns[0].steps.compactMap { step -> KeyboardEvent? in
            guard case .post(let event, _) = step else { return nil }
            return event
        }
        #expect(events == [.willShow, .didShow])
        #expect(playback.turns[0].steps.allSatisfy { $0.namesScreen })
    }

    @Test("a 336-point preview keyboard played on the center covers 336 points of a full-screen view, animated")
    func heightReachesTheView() async throws {
        let view = fullScreenView()
        let announcement = try #require(
            KeyboardPreviewAnnouncement.next(height: 336, screenBounds: Drag.screen, announced: nil))
        await play(KeyboardTracePlayback(announcement))
        #expect(view.layout.keyboard.overlap == 336)
        #expect(view.layout.keyboard.motion != .immediate)
    }

    @Test("a recorded drag plays in the trace's turns, at the trace's times")
    func traceTurnsKeepTheirTimes() throws {
        let trace = try KeyboardTrace(json: Data(Drag.fullDragJSON.utf8))
        let playback = KeyboardTracePlayback(trace, screenBounds: Drag.screen)
        #expect(playback.turns.map(\.time) == [0, 1.0, 1.05, 1.1, 1.15, 1.2])
        #expect(playback.turns.map(\.steps.count) == [3, 1, 1, 1, 1, 3])
        #expect(playback.turns[1].steps == [.trackFrame(Drag.keyboard(top: 560))])
    }

    @Test("the next turn is due at its time: 0.5 s to wait at 0.5 s for the turn at 1 s, and none once played")
    func delayUntilTheNextTurn() throws {
        let trace = try KeyboardTrace(json: Data(Drag.fullDragJSON.utf8))
        var playback = KeyboardTracePlayback(trace, screenBounds: Drag.screen)
        #expect(playback.delay(at: 0) == 0)
        _ = playback.takeTurn()
        #expect(playback.delay(at: 0.5) == 0.5)
        #expect(playback.delay(at: 3) == 0)
        while playback.takeTurn() != nil {}
        #expect(playback.delay(at: 3) == nil)
        #expect(playback.isFinished)
    }

    @Test("an event without a time is a turn of its own, right after the one before")
    func untimedEventIsItsOwnTurn() {
        var events = Drag.traceShow
        events.append(KeyboardTrace.Event(trackedKeyboardFrame: "NSRect: {{0, 600}, {393, 336}}"))
        let trace = KeyboardTrace(layout: Drag.layout, events: events)
        let playback = KeyboardTracePlayback(trace, screenBounds: Drag.screen)
        #expect(playback.turns.map(\.time) == [0, 0])
        #expect(playback.turns.last?.steps == [.trackFrame(Drag.keyboard(top: 600))])
    }

    @Test("an iPhone 11's 346-point keyboard in an iPhone 15 preview ends at y 506, 393 points wide")
    func framesMoveToThePreviewScreen() {
        let frame = KeyboardTracePlayback.frame(
            CGRect(x: 0, y: 550, width: 414, height: 346), from: Self.iPhone11, to: Drag.screen)
        #expect(frame == CGRect(x: 0, y: 506, width: 393, height: 346))
    }

    @Test("a frame recorded on the preview's own screen is played as it was")
    func framesOnTheSameScreenStay() {
        let frame = Drag.keyboard(top: 600)
        #expect(KeyboardTracePlayback.frame(frame, from: Drag.screen, to: Drag.screen) == frame)
    }

    @Test("a recorded iPhone 11 will-show played in an iPhone 15 preview covers 346 points of a full-screen view")
    func recordedFixtureOnAnotherScreen() async {
        let view = fullScreenView()
        let events = KeyboardPrintedPayload.events(in: ReplayFixtures.swiftWillShow)
        let trace = KeyboardTrace(
            layout: KeyboardTrace.Layout(screen: KeyboardTrace.Size(width: 414, height: 896)), events: events)
        await play(KeyboardTracePlayback(trace, screenBounds: Drag.screen))
        #expect(view.layout.keyboard.overlap == 346)
    }

    @Test("a recorded interactive dismissal moves a pinned composer 302, 218, 118 points, then back to rest")
    func recordedDragReachesAPinnedView() async throws {
        let composer = KeyboardViewObserver(
            center: center, heightCache: KeyboardHeightCache(defaults: store.defaults), role: .pinned)
        let facts = KeyboardViewFacts(
            frame: CGRect(x: 0, y: 766, width: 393, height: 52), screen: KeyboardScreen(bounds: Drag.screen))
        composer.sense = { facts }
        composer.update(facts)
        composer.start()
        let events =
            Drag.traceShow + [
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1.0),
                Drag.traceTracked(top: 600, at: 1.05), Drag.traceTracked(top: 700, at: 1.1),
                KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.2),
            ] + Drag.traceTransition(showing: false, from: Drag.keyboard(top: 700), to: Drag.hidden, at: 1.2)
        let trace = KeyboardTrace(layout: Drag.layout, events: events)
        var lifts: [CGFloat] = []
        await play(KeyboardTracePlayback(trace, screenBounds: Drag.screen)) {
            lifts.append(composer.layout.bottomPadding)
        }
        #expect(lifts == [302, 302, 218, 118, 0])
    }
}
