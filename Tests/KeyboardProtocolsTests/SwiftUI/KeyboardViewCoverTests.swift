import Foundation
import Testing

@testable import KeyboardProtocols

/// A SwiftUI view's observer under a presentation, through the registry of a real `NotificationCenter`.
@MainActor
@Suite("A SwiftUI view behind a presentation is covered like a UIKit screen")
struct KeyboardViewCoverTests {
    typealias Drag = InteractiveDismissalPayloads

    let center = NotificationCenter()
    let store = StateTests.TestDefaults()

    /// A full-screen view on an iPhone 15, laid out with a 34-point home indicator.
    private func facts(height: CGFloat = 852) -> KeyboardViewFacts {
        let layout = KeyboardLayoutFacts(
            viewSize: CGSize(width: 393, height: height), safeArea: [59, 0, 34, 0], windowBounds: Drag.screen,
            screenSize: Drag.screen.size)
        return KeyboardViewFacts(
            frame: CGRect(x: 0, y: 0, width: 393, height: height), screen: KeyboardScreen(bounds: Drag.screen),
            layout: layout)
    }

    /// A view's observer started as a view joining a window starts it.
    private func observer() -> KeyboardViewObserver {
        let observer = KeyboardViewObserver(center: center, heightCache: KeyboardHeightCache(defaults: store.defaults))
        let facts = facts()
        observer.sense = { facts }
        observer.update(facts)
        observer.start()
        return observer
    }

    /// A view's observer that `cover` covers, and iPhone 15's 336-point keyboard shown meanwhile.
    private func coveredViewHearingAShow(_ cover: ViewCoverSwitch) -> KeyboardViewObserver {
        let behind = observer()
        cover.covered.insert(ObjectIdentifier(behind))
        for notification in Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting) {
            center.post(notification)
        }
        return behind
    }

    /// Runs `body` with the test's center's registry made with a platform where a sheet with its own first
    /// responder is presented over the views `covered` names.
    private func withCover(_ covered: ViewCoverSwitch, _ body: () async throws -> Void) async rethrows {
        _ = KeyboardObserverRegistry.registry(
            for: center,
            platform: KeyboardPlatform(
                coverFacts: { [covered] observer, _ in covered.facts(for: observer) },
                afterLayoutCommit: { [covered] _, pass in covered.passes.append(pass) }))
        try await body()
    }

    @Test("a view behind a sheet whose field shows the keyboard stays at rest")
    func coveredViewStaysAtRest() async {
        let cover = ViewCoverSwitch()
        await withCover(cover) {
            let behind = coveredViewHearingAShow(cover)
            #expect(behind.layout.keyboard.isVisible == false)
            #expect(behind.layout.keyboard.overlap == 0)
            #expect(cover.checks > 0)
        }
    }

    @Test("a view uncovered while the keyboard stays up catches up at its next layout pass, without animating")
    func uncoveredViewCatchesUpAtItsLayoutPass() async {
        let cover = ViewCoverSwitch()
        await withCover(cover) {
            let behind = coveredViewHearingAShow(cover)
            var animated: [Bool] = []
            behind.onChange = { _, isAnimated in animated.append(isAnimated) }
            // The sheet goes, its field's keyboard given to a field of this screen without a notification: the
            // dimming goes and the view is laid out again, with the same facts.
            cover.covered.removeAll()
            behind.update(facts())
            cover.commit()
            #expect(behind.layout.keyboard.overlap == 336)
            #expect(animated == [false])
        }
    }

    @Test("a view still covered at a layout pass stays at rest, and its screen's own keyboard is no cover")
    func stillCoveredAtALayoutPass() async {
        let cover = ViewCoverSwitch()
        await withCover(cover) {
            let behind = coveredViewHearingAShow(cover)
            behind.update(facts(height: 803))
            cover.commit()
            #expect(behind.layout.keyboard.isVisible == false)
            cover.firstResponder = .inOwnView
            behind.update(facts(height: 852))
            cover.commit()
            #expect(behind.layout.keyboard.overlap == 336)
        }
    }
}

/// Which views' observers a sheet covers, flipped by the test, and where that sheet's first responder is.
@MainActor
private final class ViewCoverSwitch {
    var covered: Set<ObjectIdentifier> = []
    var firstResponder = KeyboardCoverFacts.FirstResponder.elsewhere
    /// How often a covered view was asked about. Only those count: the platform is the process's, and other suites'
    /// observers, running while this one awaits, are asked too.
    var checks = 0
    /// The passes waiting for the next layout commit.
    var passes: [@MainActor () -> Bool] = []

    /// Runs the passes waiting for the layout commit, as the main run loop would.
    func commit() {
        let due = passes
        passes.removeAll()
        for pass in due { _ = pass() }
    }

    func facts(for observer: AnyObject) -> KeyboardCoverFacts {
        guard covered.contains(ObjectIdentifier(observer)) else { return .notPresenting }
        checks += 1
        return KeyboardCoverFacts(
            isPresenting: true, presentedIsSearchController: false, firstResponder: firstResponder)
    }
}
