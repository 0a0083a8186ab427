import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

/// The observer `TestingKeyboardLayoutOnAnyMachine.md` shows: it records every change it hears.
@MainActor
private final class ComposerHeights: KeyboardChangeFrameObserver {
    var heard: [KeyboardFrameChange] = []
    var heights: [CGFloat] { heard.map(\.height) }

    func handleKeyboardChange(_ change: KeyboardFrameChange) {
        heard.append(change)
    }
}

@MainActor
@Suite("An app's test replays a recorded drag through its own observer with KeyboardReplay.post")
struct ReplayingARecordedDragTests {
    typealias Drag = InteractiveDismissalPayloads

    /// An iPhone 15 drag recorded live, as `KeyboardTraceRecorder` writes it: the 336-point keyboard shown, dragged
    /// to 252 and 152 points, let go; then `release` in the next turn (by default the layout showing the keyboard
    /// back, a spring-back UIKit doesn't announce), and a moment. Returns the trace's JSON and the heights the live
    /// observer heard.
    private func recordedDrag(
        release: @escaping @MainActor (LiveDragRecording) -> Void = {
            $0.registry.trackKeyboardFrame(Drag.resting, screenBounds: Drag.screen)
        }
    ) async -> (
        json: Data, heard: [CGFloat]
    ) {
        let live = LiveDragRecording()
        defer { live.stop() }
        await live.endTurn()
        live.registry.interactiveDismissalDidBegin()
        live.registry.trackKeyboardFrame(Drag.keyboard(top: 600), screenBounds: Drag.screen)
        await live.endTurn()
        live.registry.trackKeyboardFrame(Drag.keyboard(top: 700), screenBounds: Drag.screen)
        live.registry.interactiveDismissalDidEnd()
        await live.inTheNextTurn { release(live) }
        await live.aMomentPasses()
        return (live.recording.trace.json(), live.observer.deliveries.map(\.height))
    }

    @Test("a drag let go that springs back unannounced is heard as 336 252 152, then 336 again, animated 0.25 s")
    func dragLetGoReturns() async throws {
        let (json, heardLive) = await recordedDrag()
        // What the article shows, from the recorded JSON on.
        let trace = try KeyboardTrace(json: json)
        let center = NotificationCenter()
        let composer = ComposerHeights()
        composer.addKeyboardFrameChangesObserver(center: center)
        await KeyboardReplay.post(trace, to: center)
        #expect(composer.heights == [336, 252, 152, 336])
        #expect(composer.heard.map(\.animationDuration) == [0.25, 0, 0, 0.25])
        #expect(composer.heights == heardLive)
        composer.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test("a drag whose hide came one turn after the release is heard as 336 252 152 0, as the app heard it")
    func dragLetGoThenHide() async throws {
        let (json, heardLive) = await recordedDrag { recording in
            for notification in Drag.transition(showing: false, from: Drag.keyboard(top: 700), to: Drag.hidden) {
                recording.center.post(notification)
            }
        }
        let trace = try KeyboardTrace(json: json)
        let center = NotificationCenter()
        let composer = ComposerHeights()
        composer.addKeyboardFrameChangesObserver(center: center)
        await KeyboardReplay.post(trace, to: center)
        #expect(composer.heights == [336, 252, 152, 0])
        #expect(composer.heights == heardLive)
        composer.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test("the replay measures on the trace's 393 x 852 screen and gives the center's own provider back")
    func screenIsTheTracesWhileReplaying() async throws {
        let trace = try KeyboardTrace(json: await recordedDrag().json)
        let center = NotificationCenter()
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.screenBoundsProvider = { _ in CGRect(x: 0, y: 0, width: 1, height: 1) }
        let composer = ComposerHeights()
        composer.addKeyboardFrameChangesObserver(center: center)
        await KeyboardReplay.post(trace, to: center)
        #expect(composer.heard.first?.screenBounds == Drag.screen)
        #expect(
            registry.screenBoundsProvider?(Notification(name: .init("any"))) == CGRect(x: 0, y: 0, width: 1, height: 1))
        composer.removeKeyboardFrameChangesObserver(center: center)
    }
}
