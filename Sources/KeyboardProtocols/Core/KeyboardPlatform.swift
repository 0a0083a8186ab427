import Foundation

/// The one seam between the core and the UI layer: everything the core asks of UIKit, in one value.
///
/// The core decides; the UI layer reads live values (facts) and applies results. Where the UIKit layer is built (iOS,
/// Mac Catalyst, visionOS) `UIKit/KeyboardPlatform+UIKit.swift` provides `uiKit`, which is ``builtIn`` there;
/// everywhere else (macOS, Linux, tvOS, watchOS) the core runs with ``foundationOnly``. Each
/// ``KeyboardObserverRegistry`` is handed its platform when it is made: tests make the registry of a center of their
/// own with a platform of their own (``KeyboardObserverRegistry/registry(for:platform:)``) to play the UI layer's
/// part, so no global is swapped.
///
/// Every answer here is a fact or an action, never a decision: whether a screen is covered is
/// ``KeyboardCoverFacts/covers(keyboardVisible:)``, when a mixin measures is ``KeyboardScreenLayout``, what it sets is
/// its ``KeyboardMixin/Rule``.
@MainActor
struct KeyboardPlatform {
    /// The screen a notification itself names (on iOS 16.1 and later, the `UIScreen` a show or hide carries as its
    /// `object`), or `nil`.
    var notificationScreen: @MainActor (Notification) -> KeyboardScreen?

    /// The screen of the window the UI layer last worked in for `registry` (a mixin's view, the preload's window), or
    /// `nil`.
    var lastWindowScreen: @MainActor (_ registry: KeyboardObserverRegistry) -> KeyboardScreen?

    /// The screen of the window `observer`'s views are in (a view controller's view, a view), or `nil`: the
    /// resolver's step 2 for a notification that names none. A SwiftUI view's observer tells its own.
    var observerScreen: @MainActor (_ observer: any KeyboardChangeFrameObserver) -> KeyboardScreen?

    /// The announced pass: calls, in ``KeyboardMixin``'s order, the method of every keyboard mixin `observer` adopts
    /// for `change` (its own or the default, which hands its registration a ``KeyboardMixin/Unit``; the registration
    /// runs the units again in the later phases).
    var announceMixins: @MainActor (_ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange) -> Void

    /// Prepares an observer that has just registered on `registry` (on iOS: a frame tracker where an interactive
    /// dismissal can happen, and a layout sensor for a screen adopting a layout mixin, each keeping `registry`).
    var didRegister:
        @MainActor (_ observer: any KeyboardChangeFrameObserver, _ registry: KeyboardObserverRegistry) -> Void

    /// Tells the UI layer that a registered `observer` is about to unregister from `registry` (on iOS: a view
    /// controller leaving in an interactive pop reports the transition to it).
    var willUnregister:
        @MainActor (_ observer: any KeyboardChangeFrameObserver, _ registry: KeyboardObserverRegistry) -> Void

    /// What is presented over `observer`'s screen and where the first responder is (the field that began editing
    /// last on `registry`'s center): a view controller's, or for a SwiftUI view's ``KeyboardViewObserver`` its hosting
    /// view controller's.
    var coverFacts:
        @MainActor (_ observer: any KeyboardChangeFrameObserver, _ registry: KeyboardObserverRegistry) ->
            KeyboardCoverFacts

    /// Whether `observer`'s view is in a window (`true` for an observer that has no view).
    var hasWindow: @MainActor (_ observer: any KeyboardChangeFrameObserver) -> Bool

    /// Runs `body` once, right after the main run loop's next layout commit; `body` returns whether it changed
    /// layout, to be committed at once. `wakesRunLoop` says whether the run loop must turn for it now (a pass asked
    /// for during a commit would wait for the next event), which the core decides: `false` for a pass that only waits
    /// for its view to join a window, so the run loop sleeps until the window comes.
    var afterLayoutCommit: @MainActor (_ wakesRunLoop: Bool, _ body: @escaping @MainActor () -> Bool) -> Void

    /// What rides on the keyboard now for the observers registered on `registry`: the first responder's input
    /// accessory view (of the field that began editing last on its center), or a registered view controller's own, in
    /// screen coordinates while in a window and visible; `nil` for none.
    ///
    /// NB: the observers are handed as a function, called only when asked: with no UI layer (the core alone, on Linux
    /// and in tests) nothing asks, where collecting them made an array on every notification. The UIKit layer asks
    /// each time it senses, as before.
    var keyboardAccessory:
        @MainActor (_ observers: () -> [any KeyboardChangeFrameObserver], _ registry: KeyboardObserverRegistry) ->
            KeyboardFrameChange.Accessory?

    /// Creates a platform; every part defaults to what the core does with no UI layer.
    init(
        notificationScreen: @escaping @MainActor (Notification) -> KeyboardScreen? = { _ in nil },
        lastWindowScreen: @escaping @MainActor (KeyboardObserverRegistry) -> KeyboardScreen? = { _ in nil },
        observerScreen: @escaping @MainActor (any KeyboardChangeFrameObserver) -> KeyboardScreen? = { _ in nil },
        announceMixins: @escaping @MainActor (any KeyboardChangeFrameObserver, KeyboardFrameChange) -> Void = { _, _ in
        },
        didRegister: @escaping @MainActor (any KeyboardChangeFrameObserver, KeyboardObserverRegistry) -> Void = {
            _, _ in
        },
        willUnregister: @escaping @MainActor (any KeyboardChangeFrameObserver, KeyboardObserverRegistry) -> Void = {
            _, _ in
        },
        coverFacts:
            @escaping @MainActor (any KeyboardChangeFrameObserver, KeyboardObserverRegistry) ->
            KeyboardCoverFacts = { _, _ in .notPresenting },
        hasWindow: @escaping @MainActor (any KeyboardChangeFrameObserver) -> Bool = { _ in true },
        afterLayoutCommit: @escaping @MainActor (Bool, @escaping @MainActor () -> Bool) -> Void = { _, _ in },
        keyboardAccessory:
            @escaping @MainActor (() -> [any KeyboardChangeFrameObserver], KeyboardObserverRegistry) ->
            KeyboardFrameChange.Accessory? = { _, _ in nil }
    ) {
        self.notificationScreen = notificationScreen
        self.lastWindowScreen = lastWindowScreen
        self.observerScreen = observerScreen
        self.announceMixins = announceMixins
        self.didRegister = didRegister
        self.willUnregister = willUnregister
        self.coverFacts = coverFacts
        self.hasWindow = hasWindow
        self.afterLayoutCommit = afterLayoutCommit
        self.keyboardAccessory = keyboardAccessory
    }

    /// No UI layer: no screen is named or remembered, no mixin runs, nothing is installed, nothing is presented, no
    /// layout commits.
    static let foundationOnly = KeyboardPlatform()

    /// The package's own platform, handed to every registry an app makes: the UIKit layer's where it is built,
    /// ``foundationOnly`` elsewhere.
    static var builtIn: KeyboardPlatform {
        #if canImport(UIKit) && (os(iOS) || os(visionOS))
            return .uiKit
        #else
            return .foundationOnly
        #endif
    }
}

// MARK: - What the UI layer keeps per registry

/// A key for one value the UI layer keeps on a registry, naming its type and its value before anything is kept (as
/// SwiftUI's `EnvironmentKey`, swift-dependencies' `DependencyKey`).
@MainActor
protocol KeyboardPlatformKey {
    /// The type of the value kept under this key.
    associatedtype Value

    /// The value read before one is kept.
    static var defaultValue: Value { get }
}

/// What the UI layer keeps on one ``KeyboardObserverRegistry`` (on iOS: the screen of the window it last worked in,
/// the keyboard preloader, the screens' toolbars), each value under its ``KeyboardPlatformKey`` with its own type.
/// Each registry has its own: a test's center never reads what the default center's registry keeps.
@MainActor
struct KeyboardPlatformValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// No value kept: every key reads its default.
    init() {}

    /// The value kept under `key`, or its default.
    subscript<Key: KeyboardPlatformKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// An observer that tells the screen its views are on itself, instead of the platform reading it: a SwiftUI view's
/// observer (the screen it sensed), a test's observer.
@MainActor
protocol KeyboardScreenTelling: AnyObject {
    /// The screen of the window the observer's views are in, or `nil`.
    var keyboardScreen: KeyboardScreen? { get }
}

/// When a keyboard mixin measures: the three moments of one keyboard transition.
enum KeyboardMixinPhase: Sendable, Equatable {
    /// The will-notification (or a tracked frame): move along with the keyboard's own animation.
    case announced

    /// Right after the main run loop's next layout commit, `elapsed` seconds after ``announced``: a sheet UIKit moved
    /// for the keyboard has been laid out.
    case afterLayoutCommit(elapsed: TimeInterval)

    /// A did-change-frame confirmed the keyboard at rest where it was announced.
    case atRest
}

extension KeyboardMixinPhase {
    /// The longest the ``afterLayoutCommit(elapsed:)`` pass waits for a view controller's view to join a window,
    /// counted from the announced change: 0.5 s.
    static let windowWaitLimit: TimeInterval = 0.5

    /// Whether the ``afterLayoutCommit(elapsed:)`` pass, `elapsed` seconds after the announced change, waits for a
    /// later commit instead of measuring now: while the view is in no window, up to ``windowWaitLimit``.
    ///
    /// A view controller registering in `viewWillAppear` while the keyboard is up hears the change before its view is
    /// in a window; the transition that adds it runs the main run loop. NaN `elapsed` waits no longer.
    static func waitsForWindow(hasWindow: Bool, elapsed: TimeInterval) -> Bool {
        !hasWindow && elapsed < windowWaitLimit
    }
}
