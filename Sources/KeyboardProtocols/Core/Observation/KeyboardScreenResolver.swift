import Dispatch
import Foundation

// MARK: - Gate

/// A checkpoint that sees every understood will-notification and did-change-frame (and every tracked frame that
/// counts) before observers do, and may hold it back. Keyboard preloading uses one.
@MainActor
protocol KeyboardDeliveryGate: AnyObject {
    /// Whether the registry should go on to deliver `change` to its observers.
    func shouldDeliver(_ change: KeyboardFrameChange) -> Bool
}

// MARK: - Screen

/// Decides which screen a keyboard notification is measured against when the notification may not say.
///
/// In order: the notification's own screen; the screen of the registered observers' windows when they all report the
/// same one; the last screen a notification named; the window the UIKit layer last worked in. Only the first two are
/// sure: with observers on different screens (two displays of an iPhone Duo, an iPad and an external display) a
/// notification naming none gets a guess, which ``KeyboardDelivery`` holds to the end of its turn.
struct KeyboardScreenResolver: Sendable {
    /// The last screen a notification named, if any.
    private(set) var lastNamedScreen: KeyboardScreen?

    /// Creates a resolver that has seen no notification name a screen.
    init() {}

    /// Resolves the screen of one notification, remembering the screen it names; `nil` when nothing is known.
    /// `windowScreen` is asked only when neither the notification nor the observers say.
    mutating func resolve(
        named: KeyboardScreen?,
        observerScreens: [KeyboardScreen],
        windowScreen: @autoclosure () -> KeyboardScreen?
    ) -> KeyboardScreen? {
        // UIKit names the screen of show and hide notifications from iOS 16.1 on; change-frame ones "include a nil
        // object" (iOS 17 SDK, UIWindow.h).
        if let named {
            lastNamedScreen = named
            return named
        }
        if let shared = Self.onlyScreen(in: observerScreens) { return shared }
        let windowScreen = windowScreen()
        let live = observerScreens + [windowScreen].compactMap { $0 }
        if let lastNamedScreen {
            return live.first { $0.id != nil && $0.isSameScreen(as: lastNamedScreen) } ?? lastNamedScreen
        }
        return windowScreen
    }

    /// Whether ``resolve(named:observerScreens:windowScreen:)`` guesses: the notification names no screen and the
    /// observers' windows are on more than one.
    ///
    /// UIKit's change-frame notifications name no screen (UIWindow.h), so on two displays the will-change-frame that
    /// opens a show can't say which display's keyboard it is; the will-show after it names the `UIScreen`.
    static func guesses(named: KeyboardScreen?, observerScreens: [KeyboardScreen]) -> Bool {
        named == nil && !observerScreens.isEmpty && onlyScreen(in: observerScreens) == nil
    }

    /// The one screen all of `screens` stand for, or `nil` when there is none or more than one.
    private static func onlyScreen(in screens: [KeyboardScreen]) -> KeyboardScreen? {
        guard let first = screens.first, screens.allSatisfy({ $0.isSameScreen(as: first) }) else { return nil }
        return first
    }
}

// MARK: - Main queue

/// Tells whether code runs on the main queue, which is where the main actor runs.
///
/// `Thread.isMainThread` is not enough: where a process enters `dispatch_main()` (an `async` main on Linux, as in
/// `swift test`), the main queue and the main actor run on worker threads.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    #if canImport(Glibc)
        /// The main thread, when the first caller ran on it; else `nil`, and the queue's key decides. (Glibc's
        /// `pthread_t` is an integer; where it is a pointer, musl's, the queue's key decides.)
        private static let mainThread: pthread_t? = Thread.isMainThread ? pthread_self() : nil
    #endif

    /// Whether the caller runs on the main queue (and so on the main actor).
    static var isCurrent: Bool {
        // NB: the main thread first, as cheaply as the platform tells it (UIKit posts there); then the queue's key,
        // about 280 instructions a notification (keyboard-bench's dispatch.checked.ratio.1); on Linux,
        // Thread.isMainThread is two system calls (getpid and gettid, compared), so it comes last.
        #if canImport(Darwin)
            if pthread_main_np() != 0 { return true }
        #elseif canImport(Glibc)
            if let mainThread, pthread_equal(pthread_self(), mainThread) != 0 { return true }
        #endif
        return DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread
    }
}
