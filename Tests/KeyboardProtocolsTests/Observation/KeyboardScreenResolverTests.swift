import Foundation
import Testing

@testable import KeyboardProtocols

/// Stands for a `UIScreen`: an object whose identity the core carries.
final class TestScreen: NSObject, @unchecked Sendable {
    let bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    var keyboardScreen: KeyboardScreen { KeyboardScreen(self, bounds: bounds) }
}

@Suite("Which screen a keyboard notification is measured against")
struct KeyboardScreenResolverTests {
    static let iPad = TestScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180))
    static let externalDisplay = TestScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    static let iPhone15 = TestScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))

    @Test("the notification's own screen wins over the observers' and the preload window's")
    func namedScreenFirst() {
        var resolver = KeyboardScreenResolver()
        let screen = resolver.resolve(
            named: Self.externalDisplay.keyboardScreen, observerScreens: [Self.iPad.keyboardScreen],
            windowScreen: Self.iPad.keyboardScreen)
        #expect(screen?.id == ObjectIdentifier(Self.externalDisplay))
        #expect(resolver.lastNamedScreen?.bounds.width == 1920)
    }

    @Test("without a named screen, the one screen all observers' windows share is used")
    func observersShareOneScreen() {
        var resolver = KeyboardScreenResolver()
        _ = resolver.resolve(named: Self.externalDisplay.keyboardScreen, observerScreens: [], windowScreen: nil)
        let screen = resolver.resolve(
            named: nil, observerScreens: [Self.iPad.keyboardScreen, Self.iPad.keyboardScreen], windowScreen: nil)
        #expect(screen?.id == ObjectIdentifier(Self.iPad))
    }

    @Test("observers on two screens don't decide: the last screen a notification named does")
    func observersOnTwoScreensFallBackToLastNamed() {
        var resolver = KeyboardScreenResolver()
        _ = resolver.resolve(named: Self.externalDisplay.keyboardScreen, observerScreens: [], windowScreen: nil)
        let screen = resolver.resolve(
            named: nil, observerScreens: [Self.iPad.keyboardScreen, Self.externalDisplay.keyboardScreen],
            windowScreen: Self.iPad.keyboardScreen)
        #expect(screen?.id == ObjectIdentifier(Self.externalDisplay))
    }

    @Test("with no observer screen, the last named screen comes before the preload's window")
    func lastNamedBeforeWindow() {
        var resolver = KeyboardScreenResolver()
        _ = resolver.resolve(named: Self.iPad.keyboardScreen, observerScreens: [], windowScreen: nil)
        let screen = resolver.resolve(named: nil, observerScreens: [], windowScreen: Self.iPhone15.keyboardScreen)
        #expect(screen?.id == ObjectIdentifier(Self.iPad))
    }

    @Test("before any screen was named, the preload's window decides; with nothing known, no screen")
    func windowLast() {
        var resolver = KeyboardScreenResolver()
        let screen = resolver.resolve(named: nil, observerScreens: [], windowScreen: Self.iPhone15.keyboardScreen)
        #expect(screen?.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(resolver.resolve(named: nil, observerScreens: [], windowScreen: nil) == nil)
    }

    @Test("a remembered iPad screen takes its rotated 1180 x 820 bounds from a live report of the same screen")
    func rememberedScreenGetsFreshBounds() {
        var resolver = KeyboardScreenResolver()
        let portrait = KeyboardScreen(Self.iPad, bounds: CGRect(x: 0, y: 0, width: 820, height: 1180))
        let landscape = KeyboardScreen(Self.iPad, bounds: CGRect(x: 0, y: 0, width: 1180, height: 820))
        _ = resolver.resolve(named: portrait, observerScreens: [], windowScreen: nil)
        let screen = resolver.resolve(
            named: nil, observerScreens: [landscape, Self.externalDisplay.keyboardScreen], windowScreen: nil)
        #expect(screen == landscape)
    }

    @Test("screens are the same by identity, and by bounds only when neither has one")
    func sameScreen() {
        let bounds = CGRect(x: 0, y: 0, width: 1920, height: 1080)
        let other = TestScreen(bounds: bounds)
        #expect(!Self.externalDisplay.keyboardScreen.isSameScreen(as: other.keyboardScreen))
        #expect(KeyboardScreen(bounds: bounds).isSameScreen(as: KeyboardScreen(bounds: bounds)))
        #expect(!KeyboardScreen(bounds: bounds).isSameScreen(as: other.keyboardScreen))
    }
}
