import Foundation
import Testing

@testable import KeyboardProtocols

/// How long the after-layout-commit pass waits for a view controller's view to join its window.
@Suite("The after-layout-commit pass waits for a window, half a second at most")
struct KeyboardWindowWaitTests {
    @Test("a view not yet in a window, one frame at 60 Hz after the change, is waited for")
    func waitsWithoutWindowEarly() {
        #expect(KeyboardMixinPhase.waitsForWindow(hasWindow: false, elapsed: 1.0 / 60))
    }

    @Test("a view not yet in a window within microseconds of the change is waited for")
    func waitsWithoutWindowAtOnce() {
        #expect(KeyboardMixinPhase.waitsForWindow(hasWindow: false, elapsed: 0.000_004))
    }

    @Test("a view in its window is measured at once")
    func measuresWithWindow() {
        #expect(!KeyboardMixinPhase.waitsForWindow(hasWindow: true, elapsed: 0.004))
    }

    @Test("a view still in no window half a second after the change is waited for no longer")
    func givesUpAtLimit() {
        #expect(!KeyboardMixinPhase.waitsForWindow(hasWindow: false, elapsed: 0.5))
        #expect(!KeyboardMixinPhase.waitsForWindow(hasWindow: false, elapsed: 0.75))
    }

    @Test("a NaN elapsed time waits no longer")
    func nanElapsedGivesUp() {
        #expect(!KeyboardMixinPhase.waitsForWindow(hasWindow: false, elapsed: .nan))
    }
}
