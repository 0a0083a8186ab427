import Foundation
import KeyboardProtocols
import Testing

/// Observers leaving in a hide's turn, and observers covered by a presentation. Serialized: these tests set
/// `KeyboardPlatform.current` and restore it.
@MainActor
@Suite("Observers that leave or are covered hear what they must", .serialized)
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

    /// Runs `body` with a platform whose presentation cover is `covered`, restoring the platform after.
    private func withCover(_ covered: CoverSwitch, _ body: () async -> Void) async {
        let saved = KeyboardPlatform.current
        KeyboardPlatform.current = KeyboardPlatform(isCoveredByPresentation: { [covered] observer in
            covered.covers(observer)
        })
        await body()
        KeyboardPlatform.current = saved
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

    @Test("a screen under a form sheet hears nothing of the sheet's keyboard, and catches up when the sheet goes")
    func coveredObserverCatchesUp() async {
        let cover = CoverSwitch()
        await withCover(cover) {
            let below = observer()
            cover.covered = [ObjectIdentifier(below)]
            post(showing: true)
            #expect(below.deliveries.isEmpty)
            // UIKit posts nothing when a form sheet is dismissed: the registry checks again on its own.
            cover.covered = []
            try? await Task.sleep(nanoseconds: 400_000_000)
            #expect(below.deliveries.map(\.height) == [336])
            #expect(below.deliveries.map(\.duration) == [0])
        }
    }

    @Test("a covered screen whose keyboard came and went while covered hears nothing when uncovered")
    func coveredObserverWithNothingNew() async {
        let cover = CoverSwitch()
        await withCover(cover) {
            let below = observer()
            cover.covered = [ObjectIdentifier(below)]
            post(showing: true)
            await DevicePayloads.endMainTurn()
            post(showing: false)
            await DevicePayloads.endMainTurn()
            cover.covered = []
            try? await Task.sleep(nanoseconds: 400_000_000)
            #expect(below.deliveries.isEmpty)
            #expect(!KeyboardObserverRegistry.registry(for: center).hasObserversBehind)
        }
    }

    @Test("a covered screen catches up at the next delivery once uncovered, before any timer")
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

    @Test("while a screen stays covered it is checked every quarter second, and never told")
    func staysCoveredStaysQuiet() async {
        let cover = CoverSwitch()
        await withCover(cover) {
            let below = observer()
            cover.covered = [ObjectIdentifier(below)]
            post(showing: true)
            try? await Task.sleep(nanoseconds: 600_000_000)
            #expect(below.deliveries.isEmpty)
            #expect(cover.checks >= 2)
            #expect(KeyboardObserverRegistry.registry(for: center).hasObserversBehind)
            below.removeKeyboardFrameChangesObserver(center: center)
        }
    }
}

/// Which observers a presentation covers, flipped by the test.
@MainActor
private final class CoverSwitch {
    var covered: Set<ObjectIdentifier> = []
    var checks = 0

    func covers(_ observer: AnyObject) -> Bool {
        checks += 1
        return covered.contains(ObjectIdentifier(observer))
    }
}
