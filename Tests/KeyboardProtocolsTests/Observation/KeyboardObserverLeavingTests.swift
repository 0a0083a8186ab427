import Foundation
import Testing

@testable import KeyboardProtocols

/// Observers leaving in a hide's turn, and observers covered by a presentation.
@MainActor
@Suite("Observers that leave or are covered hear what they must")
struct KeyboardObserverLeavingTests {
    typealias Drag = InteractiveDismissalPayloads

    let center = NotificationCenter()

    private func observer() -> RecordingObserver {
        KeyboardObserverRegistry.registry(for: center).screenBoundsProvider = { _ in Drag.screen }
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        return observer
    }

    private func post(showing: Bool) {
        let (begin, end) = showing ? (Drag.hidden, Drag.resting) : (Drag.resting, Drag.hidden)
        for notification in Drag.transition(showing: showing, from: begin, to: end) { center.post(notification) }
    }

    /// Runs `body` with the test's center's registry made with a platform where a sheet with its own first
    /// responder is presented over the screens `covered` names.
    private func withCover(_ covered: CoverSwitch, _ body: () async -> Void) async {
        _ = KeyboardObserverRegistry.registry(
            for: center,
            platform: KeyboardPlatform(
                coverFacts: { [covered] observer, _ in covered.facts(for: observer) },
                afterLayoutCommit: { [covered] _, pass in covered.passes.append(pass) }))
        await body()
    }

    @Test("a screen that resigns its field and unregisters in the same turn hears the hide first, animated")
    func leavingInTheHidesTurnHearsIt() async {
        let leaving = observer()
        post(showing: true)
        await DevicePayloads.endMainTurn()
        post(showing: false)
        leaving.removeKeyboardFrameChangesObserver(center: center)
        #expect(leaving.deliveries.map(\.height) == [336, 0])
        #expect(leaving.deliveries.last?.duration == 0.25)
        await DevicePayloads.endMainTurn()
        #expect(leaving.deliveries.map(\.height) == [336, 0])
    }

    @Test("a screen staying registered still hears the held hide once, at the end of its turn")
    func stayingHearsTheHideOnce() async {
        let leaving = observer()
        let staying = RecordingObserver()
        staying.addKeyboardFrameChangesObserver(center: center)
        post(showing: true)
        post(showing: false)
        leaving.removeKeyboardFrameChangesObserver(center: center)
        #expect(staying.deliveries.map(\.height) == [336])
        await DevicePayloads.endMainTurn()
        #expect(staying.deliveries.map(\.height) == [336, 0])
    }

    @Test("a screen under a form sheet hears nothing of the sheet's keyboard, and catches up at a layout pass")
    func coveredObserverCatchesUpAtLayoutPass() async {
        let cover = CoverSwitch()
        await withCover(cover) {
            let below = observer()
            cover.covered = [ObjectIdentifier(below)]
            post(showing: true)
            #expect(below.deliveries.isEmpty)
            // UIKit posts nothing when a form sheet is dismissed: the screen's next layout pass catches it up.
            cover.covered = []
            await DevicePayloads.endMainTurn()
            #expect(below.deliveries.isEmpty)
            KeyboardObserverRegistry.registry(for: center).layoutDidChange(below, facts: Self.portrait)
            // Not inside the layout pass: after the layout commit.
            #expect(below.deliveries.isEmpty)
            cover.commit()
            #expect(below.deliveries.map(\.height) == [336])
            #expect(below.deliveries.map(\.duration) == [0])
        }
    }

    @Test("a screen under a form sheet catches up when it registers again (its next appearance)")
    func coveredObserverCatchesUpAtRegistration() async {
        let cover = CoverSwitch()
        await withCover(cover) {
            let below = observer()
            cover.covered = [ObjectIdentifier(below)]
            post(showing: true)
            cover.covered = []
            below.addKeyboardFrameChangesObserver(center: center)
            #expect(below.deliveries.map(\.height) == [336])
            #expect(!KeyboardObserverRegistry.registry(for: center).hasObserversBehind)
        }
    }

    @Test("a hide reaches a covered screen: the keyboard going away is its too")
    func hideReachesCoveredScreen() async {
        let cover = CoverSwitch()
        await withCover(cover) {
            let below = observer()
            cover.covered = [ObjectIdentifier(below)]
            post(showing: true)
            await DevicePayloads.endMainTurn()
            post(showing: false)
            await DevicePayloads.endMainTurn()
            #expect(below.deliveries.map(\.height) == [0])
            #expect(!KeyboardObserverRegistry.registry(for: center).hasObserversBehind)
        }
    }

    @Test("a covered screen catches up at the next delivery once uncovered")
    func coveredObserverCatchesUpAtNextDelivery() async {
        let cover = CoverSwitch()
        await withCover(cover) {
            let below = observer()
            let other = RecordingObserver()
            other.addKeyboardFrameChangesObserver(center: center)
            cover.covered = [ObjectIdentifier(below)]
            post(showing: true)
            cover.covered = []
            // QuickType grows the keyboard by 44 points: a new delivery.
            let grown = CGRect(x: 0, y: 472, width: 393, height: 380)
            center.post(
                name: KeyboardEvent.willChangeFrame.notificationName, object: nil,
                userInfo: DevicePayloads.userInfo(begin: Drag.resting, end: grown))
            #expect(other.deliveries.map(\.height) == [336, 380])
            #expect(below.deliveries.map(\.height) == [380])
        }
    }

    @Test("while a screen stays covered nothing polls it: it is asked only at a delivery, a registration or a layout")
    func staysCoveredIsNotPolled() async {
        let cover = CoverSwitch()
        await withCover(cover) {
            let below = observer()
            cover.covered = [ObjectIdentifier(below)]
            post(showing: true)
            let checks = cover.checks
            try? await Task.sleep(nanoseconds: 300_000_000)
            #expect(cover.checks == checks)
            #expect(below.deliveries.isEmpty)
            #expect(KeyboardObserverRegistry.registry(for: center).hasObserversBehind)
            KeyboardObserverRegistry.registry(for: center).layoutDidChange(below, facts: Self.portrait)
            cover.commit()
            #expect(below.deliveries.isEmpty)
            below.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    @Test(
        "a covered screen is asked nothing at the frames tracked during a drag, and catches up at the next notification"
    )
    func coveredScreenIsNotAskedDuringADrag() async {
        let cover = CoverSwitch()
        await withCover(cover) {
            let registry = KeyboardObserverRegistry.registry(for: center)
            let below = observer()
            let dragging = RecordingObserver()
            dragging.addKeyboardFrameChangesObserver(center: center)
            cover.covered = [ObjectIdentifier(below)]
            post(showing: true)
            let checks = cover.checks
            registry.interactiveDismissalDidBegin()
            for top in [600, 700, 800] as [CGFloat] {
                registry.trackKeyboardFrame(Drag.keyboard(top: top), screenBounds: Drag.screen)
            }
            #expect(dragging.changes.filter(\.isTracked).map(\.height) == [252, 152, 52])
            #expect(cover.checks == checks)
            #expect(below.changes.isEmpty)
            registry.interactiveDismissalDidEnd()
            cover.covered = []
            post(showing: false)
            await DevicePayloads.endMainTurn()
            #expect(below.deliveries.map(\.height) == [0])
            below.removeKeyboardFrameChangesObserver(center: center)
            dragging.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    /// An iPhone 15's view in portrait: 393 x 852, 59 points of safe area at the top and 34 at the bottom.
    static let portrait = KeyboardLayoutFacts(
        viewSize: CGSize(width: 393, height: 852), safeArea: [59, 0, 34, 0],
        windowBounds: CGRect(x: 0, y: 0, width: 393, height: 852))
}

/// Which observers a sheet with its own first responder covers, flipped by the test.
@MainActor
private final class CoverSwitch {
    var covered: Set<ObjectIdentifier> = []
    /// How often a covered screen was asked about. Only those count: the platform is the process's, and other suites'
    /// observers, running while this one awaits, are asked too.
    var checks = 0
    /// The passes waiting for the next layout commit.
    var passes: [@MainActor () -> Bool] = []

    func facts(for observer: AnyObject) -> KeyboardCoverFacts {
        guard covered.contains(ObjectIdentifier(observer)) else { return .notPresenting }
        checks += 1
        return KeyboardCoverFacts(isPresenting: true, presentedIsSearchController: false, firstResponder: .elsewhere)
    }

    /// Runs the passes waiting for the layout commit, as the main run loop would.
    func commit() {
        let due = passes
        passes.removeAll()
        for pass in due { _ = pass() }
    }
}
