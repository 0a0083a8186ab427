import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@MainActor
@Suite("A scroll view marked dismissesKeyboardInteractively() reports its drag, and ends it when it goes away")
struct KeyboardScrollDragTests {
    typealias Drag = InteractiveDismissalPayloads

    @Test("the phase turning to interacting begins a drag, and turning away ends it, once each")
    func phaseBeginsAndEnds() {
        var drag = KeyboardScrollDrag()
        #expect(drag.phaseChanged(isInteracting: true) == .began)
        #expect(drag.phaseChanged(isInteracting: true) == nil)
        #expect(drag.phaseChanged(isInteracting: false) == .ended)
        #expect(drag.phaseChanged(isInteracting: false) == nil)
    }

    @Test("a scroll view leaving the hierarchy mid-drag ends the drag; one at rest ends nothing")
    func disappearingMidDrag() {
        var drag = KeyboardScrollDrag()
        #expect(drag.disappeared() == nil)
        _ = drag.phaseChanged(isInteracting: true)
        #expect(drag.disappeared() == .ended)
        #expect(drag.isDragging == false)
        #expect(drag.disappeared() == nil)
    }

    @Test("a composer left at y 700 by a scroll view that went away mid-drag springs back onto the keyboard")
    func goneScrollViewReleasesTheComposer() {
        let center = NotificationCenter()
        let store = StateTests.TestDefaults()
        let observer = KeyboardViewObserver(
            center: center, heightCache: KeyboardHeightCache(defaults: store.defaults), role: .pinned)
        let composer = KeyboardViewFacts(
            frame: CGRect(x: 0, y: 766, width: 393, height: 52), screen: KeyboardScreen(bounds: Drag.screen))
        observer.sense = { composer }
        observer.update(composer)
        observer.start()
        for notification in Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting) {
            center.post(notification)
        }
        let registry = KeyboardObserverRegistry.registry(for: center)
        var drag = KeyboardScrollDrag()
        KeyboardScrollDrag.send(drag.phaseChanged(isInteracting: true), to: registry)
        registry.trackKeyboardFrame(Drag.keyboard(top: 700), screenBounds: Drag.screen)
        #expect(observer.layout.bottomPadding == 118)
        // The screen is popped mid-drag: no phase change comes, its onDisappear does.
        KeyboardScrollDrag.send(drag.disappeared(), to: registry)
        // No notification: the layout shows the keyboard back at rest (the tracker's next frame at 516).
        registry.trackKeyboardFrame(Drag.resting, screenBounds: Drag.screen)
        #expect(observer.layout.bottomPadding == 302)
    }
}
