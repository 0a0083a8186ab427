import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting
import Testing

@MainActor
@Suite("The search screen's first keyboard")
struct FirstKeyboardTests {
    /// An iPhone SE (2nd or 3rd generation) in portrait.
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// A height cache over a defaults suite of its own, emptied first.
    private func emptyCache(named name: String) throws -> KeyboardHeightCache {
        let defaults = try #require(UserDefaults(suiteName: name))
        defaults.removePersistentDomain(forName: name)
        return KeyboardHeightCache(defaults: defaults)
    }

    @Test("before any keyboard was measured, an iPhone SE reserves 260 points, the keyboard with QuickType")
    func estimateBeforeAnyKeyboard() throws {
        let cache = try emptyCache(named: "FirstKeyboardTests.estimate")
        let key = try KeyboardHeightKey(screenSize: screen.size)
        #expect(cache.estimatedHeight(for: key) == 260)
    }

    @Test("the preload's keyboard is measured, but no observer hears it")
    func preloadIsQuiet() throws {
        let cache = try emptyCache(named: "FirstKeyboardTests.preload")
        let center = NotificationCenter()
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.screenBoundsProvider = { [screen] _ in screen }
        let gate = KeyboardPreloadGate.installed(in: registry, heightCache: cache)
        let searchScreen = HeightRecorder()
        searchScreen.addKeyboardFrameChangesObserver(center: center)

        gate.beginPreload()
        gate.preloadFieldDidBecomeFirstResponder()
        gate.preloadFieldDidResignFirstResponder()
        // The keyboard runs in another process: its show and hide arrive after the calls above returned.
        KeyboardReplay.post(KeyboardPrintedPayload.events(in: Self.preloadShowAndHide), to: center)

        #expect(searchScreen.heights.isEmpty)
        #expect(cache.measuredHeight(for: try KeyboardHeightKey(screenSize: screen.size)) == 216)
    }

    static let preloadShowAndHide = """
        UIKeyboardWillShowNotification
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 216}}";
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
        UIKeyboardWillHideNotification
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 667}, {375, 216}}";
        """
}

/// Records the heights a screen is told about.
@MainActor
final class HeightRecorder: KeyboardChangeFrameObserver {
    private(set) var heights: [CGFloat] = []

    func willChangeKeyboardFrame(
        height: CGFloat, animationDuration: TimeInterval, animationOptions: KeyboardAnimationOptions
    ) {
        heights.append(height)
    }
}
