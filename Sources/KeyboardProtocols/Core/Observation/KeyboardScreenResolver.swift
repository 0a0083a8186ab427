import Foundation

/// Decides which screen a keyboard notification is measured against when the notification may not say.
///
/// UIKit names the keyboard's `UIScreen` as the `object` of the show and hide notifications only from iOS 16.1 on;
/// the change-frame ones "include a nil object" (both comments in the iOS 17 SDK's `UIWindow.h`). Judged by frames
/// alone, an iPad's 55-point hardware-keyboard bar and a floating keyboard both read as docked, so the screen is
/// resolved, in this order, from:
///
/// 1. the notification's own screen;
/// 2. the screen of the registered observers' windows, when they all report the same one (with windows on two
///    screens, nothing tells which one has the keyboard, so the next steps decide);
/// 3. the last screen a notification named (remembered by this resolver);
/// 4. the window the UIKit layer last worked in: the keyboard preload's window, or a mixin's.
///
/// Nothing here reads `UIApplication.shared`, so the rule holds in app extensions. A screen remembered in step 3 has
/// its bounds refreshed from steps 2 and 4 when they report the same screen, since bounds change with rotation.
///
/// ```swift
/// var resolver = KeyboardScreenResolver()
/// let iPad = KeyboardScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180))
/// resolver.resolve(named: iPad, observerScreens: [], windowScreen: nil)  // iPad, remembered
/// resolver.resolve(named: nil, observerScreens: [], windowScreen: nil)   // iPad again: the last one named
/// ```
public struct KeyboardScreenResolver: Sendable {
    /// The last screen a notification named, if any.
    public private(set) var lastNamedScreen: KeyboardScreen?

    /// Creates a resolver that has seen no notification name a screen.
    public init() {}

    /// Resolves the screen of one notification, remembering the screen it names.
    ///
    /// - Parameters:
    ///   - named: The notification's own screen: on iOS 16.1 and later the `object` of a show or hide notification.
    ///   - observerScreens: The screens of the registered observers' windows, one per observer that knows its window.
    ///   - windowScreen: The screen of the window the UIKit layer last worked in (the keyboard preload's, a mixin's).
    /// - Returns: The screen to measure the keyboard against, or `nil` when nothing is known: the change is then judged
    ///   by its frames alone.
    public mutating func resolve(
        named: KeyboardScreen?,
        observerScreens: [KeyboardScreen],
        windowScreen: KeyboardScreen?
    ) -> KeyboardScreen? {
        if let named {
            lastNamedScreen = named
            return named
        }
        if let shared = Self.onlyScreen(in: observerScreens) { return shared }
        let live = observerScreens + [windowScreen].compactMap { $0 }
        if let lastNamedScreen {
            return live.first { $0.id != nil && $0.isSameScreen(as: lastNamedScreen) } ?? lastNamedScreen
        }
        return windowScreen
    }

    /// The one screen all of `screens` stand for, or `nil` when there is none or more than one.
    private static func onlyScreen(in screens: [KeyboardScreen]) -> KeyboardScreen? {
        guard let first = screens.first, screens.allSatisfy({ $0.isSameScreen(as: first) }) else { return nil }
        return first
    }
}
