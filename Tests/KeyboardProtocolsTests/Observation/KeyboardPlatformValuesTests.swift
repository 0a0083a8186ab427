import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

/// What the UI layer keeps (on iOS: the last window's screen, the preloader, the toolbars) is typed by its key and
/// kept by each registry, and the platform is handed the registry it works for: a test's center never reads or fills
/// the default center's registry. iPhone 15: screen 393 x 852, keyboard 336 points at y 516.
@MainActor
@Suite("What the UI layer keeps is typed and per registry")
struct KeyboardPlatformValuesTests {
    /// A value as the UIKit layer keeps one: the width of the screen it last worked in.
    enum RememberedScreenWidth: KeyboardPlatformKey {
        static var defaultValue: CGFloat { 0 }
    }

    /// Which registry each part of the platform was handed.
    final class Handed {
        var registered: [ObjectIdentifier] = []
        var unregistering: [ObjectIdentifier] = []
        var askedForWindowScreen: [ObjectIdentifier] = []
        var askedForAccessory: [ObjectIdentifier] = []
    }

    @Test("a value kept on one center's registry is its own: another center's registry reads the key's default")
    func valuesArePerRegistry() {
        let center = NotificationCenter()
        let other = NotificationCenter()
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.platformValues[RememberedScreenWidth.self] = 393
        #expect(registry.platformValues[RememberedScreenWidth.self] == 393)
        #expect(KeyboardObserverRegistry.registry(for: other).platformValues[RememberedScreenWidth.self] == 0)
    }

    @Test("the platform is handed the registry an observer registers on, leaves and is heard through")
    func platformIsHandedItsRegistry() {
        let center = NotificationCenter()
        let handed = Handed()
        let registry = KeyboardObserverRegistry.registry(
            for: center,
            platform: KeyboardPlatform(
                lastWindowScreen: { [handed] registry in
                    handed.askedForWindowScreen.append(ObjectIdentifier(registry))
                    return nil
                },
                didRegister: { [handed] _, registry in handed.registered.append(ObjectIdentifier(registry)) },
                willUnregister: { [handed] _, registry in handed.unregistering.append(ObjectIdentifier(registry)) },
                keyboardAccessory: { [handed] _, registry in
                    handed.askedForAccessory.append(ObjectIdentifier(registry))
                    return nil
                }))
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        // A will-change-frame names no screen, and the observer tells none: the window's screen is asked.
        KeyboardNotification(
            .willChangeFrame, beginFrame: CGRect(x: 0, y: 852, width: 393, height: 336),
            endFrame: CGRect(x: 0, y: 516, width: 393, height: 336)
        ).post(to: center)
        observer.removeKeyboardFrameChangesObserver(center: center)
        let id = ObjectIdentifier(registry)
        #expect(observer.deliveries.map(\.height) == [336])
        #expect(handed.registered == [id])
        #expect(handed.unregistering == [id])
        #expect(handed.askedForWindowScreen == [id])
        #expect(handed.askedForAccessory == [id])
    }
}
