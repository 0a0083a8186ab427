import Dispatch
import Foundation

/// The observers of one notification center's keyboard notifications, and the single observation that feeds them.
///
/// You rarely use it directly: ``KeyboardChangeFrameObserver/addKeyboardFrameChangesObserver(center:)`` and
/// ``KeyboardChangeFrameObserver/removeKeyboardFrameChangesObserver(center:)`` do. In tests, tell it the screen
/// keyboard frames are measured against with ``screenBoundsProvider``.
///
/// ```swift
/// KeyboardObserverRegistry.registry(for: center).screenBoundsProvider = { _ in
///     CGRect(x: 0, y: 0, width: 393, height: 852)  // iPhone 15
/// }
/// ```
@MainActor
public final class KeyboardObserverRegistry {
    // NB: two halves along the data flow. The input half (this class and its `+Input`, `+Drag` and `+Focus`
    // extensions) observes the center, picks each notification's screen, reads its payload and what rides on the
    // keyboard, and runs `KeyboardDelivery` (the interactive drag, the end of each turn); the registrations half,
    // `KeyboardRegistrations`, keeps who is registered and who left, catches screens up, asks whether a presentation
    // covers them, and runs the at-rest and layout passes.
    //
    // NB: what every notification reads or writes is `@exclusivity(unchecked)`, here, in `KeyboardRegistrations` and
    // in `KeyboardRegistration`: Swift's dynamic check of each access cost about 1,000 instructions a notification
    // (keyboard-bench's dispatch.checked.ratio.1, 3%). It is main-actor state, and no access to it is open while
    // code that could come back to it runs: observers' callbacks run between accesses; the window's screen, asked
    // inside an access to `screenResolver`, only reads. `delivery` stays checked: its gate, asked inside an access to
    // it, may reach app code (the preload's first-responder search, its height cache's UserDefaults), and a
    // registration from there must trap, not corrupt the delivery.

    /// The notifications the registry observes: the *will* notifications, and did-change-frame to re-measure (did-show
    /// and did-hide repeat a did-change-frame, so it does not listen to them).
    static let observedEvents: [KeyboardEvent] = [.willChangeFrame, .willShow, .willHide, .didChangeFrame]

    /// One registry per live notification center.
    private static var registries: [ObjectIdentifier: KeyboardObserverRegistry] = [:]

    /// The registry for `center`, created on first use and kept while the center exists.
    ///
    /// - Parameter center: The notification center keyboard notifications are posted to.
    /// - Returns: The same registry for every call with the same center.
    public static func registry(for center: NotificationCenter) -> KeyboardObserverRegistry {
        kept(for: center, platform: nil)
    }

    /// The registry for `center`; one made now asks `platform` (the UI layer's facts and actions; the package's own,
    /// ``KeyboardPlatform/builtIn``, when `nil`). Tests pass a platform of their own with a center of their own.
    static func registry(for center: NotificationCenter, platform: KeyboardPlatform?)
        -> KeyboardObserverRegistry
    {
        kept(for: center, platform: platform)
    }

    /// The registry kept for `center`, made now (asking `platform`) if there is none.
    private static func kept(for center: NotificationCenter, platform: KeyboardPlatform?) -> KeyboardObserverRegistry {
        let key = ObjectIdentifier(center)
        if let registry = registries[key], registry.center === center {
            return registry
        }
        registries = registries.filter { $0.value.center != nil }
        let registry = KeyboardObserverRegistry(center: center, platform: platform ?? .builtIn)
        registries[key] = registry
        return registry
    }

    /// What this registry asks of the UI layer, handed to it when it was made.
    let platform: KeyboardPlatform

    /// What the UI layer keeps for this registry, each value typed by its key (on iOS: the screen of the window it
    /// last worked in for it, the keyboard preloader, the screens' toolbars).
    var platformValues = KeyboardPlatformValues()

    /// The field that began editing last on this registry's center (the `object` of UIKit's textDidBeginEditing
    /// notifications), held weakly: the UI layer reads where the first responder is from it when this registry asks
    /// (the accessory riding on the keyboard, whether a presentation covers a screen).
    weak var lastFieldThatBeganEditing: AnyObject?

    /// Decides, before duplicates are filtered and hides held, whether an understood notification (or a tracked frame
    /// that counts) reaches observers. Defaults to `nil`: everything understood is delivered. Preloading installs one.
    @exclusivity(unchecked) var deliveryGate: (any KeyboardDeliveryGate)?

    /// Returns the screen a notification itself names, or `nil`: step 1 of `KeyboardScreenResolver`.
    @exclusivity(unchecked) var notificationScreenProvider: (@MainActor (Notification) -> KeyboardScreen?)?

    /// Returns the screen of the window the UIKit layer last worked in, or `nil`: step 4 of `KeyboardScreenResolver`.
    @exclusivity(unchecked) var windowScreenProvider: (@MainActor () -> KeyboardScreen?)?

    /// Returns the bounds of the screen a notification's keyboard appears on, overriding the notification's own.
    ///
    /// Defaults to `nil`. Tests set it to a device's screen, such as `CGRect(x: 0, y: 0, width: 393, height: 852)`.
    @exclusivity(unchecked) public var screenBoundsProvider: (@MainActor (Notification) -> CGRect?)?

    /// The rule that picks each notification's screen, and its memory of the last screen a notification named.
    @exclusivity(unchecked) var screenResolver = KeyboardScreenResolver()

    /// The center observed; weak, so a registry never keeps a center alive.
    private(set) weak var center: NotificationCenter?

    /// The center's observation tokens, from the first registration on: the registry goes on listening with no observer
    /// registered, so one registering later hears the keyboard as it is. Each block holds the registry weakly, and
    /// the registry holds its center weakly: a center that goes takes its observations with it.
    var tokens: [any NSObjectProtocol] = []

    /// Decides what observers hear, turn by turn, and remembers what they heard last.
    var delivery = KeyboardDelivery()

    /// Whether the end of the current turn is queued on the main queue, to deliver a held hide.
    @exclusivity(unchecked) var isTurnEndQueued = false

    /// The tracked-frame listeners (trace recorders), held weakly: tracked frames are posted only while one lives.
    var trackedFrameListeners: [WeakReference<AnyObject>] = []

    /// An object held weakly: a tracked-frame listener, or the registry as its center's blocks hold it.
    struct WeakReference<Object: AnyObject> {
        weak var object: Object?
    }

    /// The registrations half: who is registered and who left, catch-ups, covers, the at-rest and layout passes.
    var registrations: KeyboardRegistrations { madeRegistrations! }

    /// ``registrations``, made at the end of `init`, which it needs `self` for.
    ///
    /// NB: not `lazy`: a lazy property's getter is checked for exclusive access, read three times a notification.
    @exclusivity(unchecked) private var madeRegistrations: KeyboardRegistrations?

    private init(center: NotificationCenter, platform: KeyboardPlatform) {
        self.center = center
        self.platform = platform
        notificationScreenProvider = platform.notificationScreen
        windowScreenProvider = { [unowned self] in platform.lastWindowScreen(self) }
        madeRegistrations = KeyboardRegistrations(registry: self)
    }

    // MARK: - The registrations, as the runtime asks

    /// How many live observers are registered. Deallocated observers are dropped first.
    package var observerCount: Int {
        registrations.prune()
        return registrations.entries.count
    }

    /// Whether the last change delivered shows a keyboard; `false` until an observer first registered.
    var isKeyboardVisible: Bool { delivery.lastDelivered?.isVisible ?? false }

    /// How many observations the registry holds on its center: none until an observer first registers, then one per
    /// observed notification for as long as the center lives, whether or not anyone is registered.
    package var centerObservationCount: Int {
        tokens.count
    }

    /// Whether `observer` is registered.
    ///
    /// - Parameter observer: Any object.
    /// - Returns: `true` between its add and its remove (or deallocation).
    func contains(_ observer: AnyObject) -> Bool {
        registrations.contains(observer)
    }

    /// The registration of `observer` in this registry, registered or departed; `nil` when it never registered.
    func registration(of observer: AnyObject) -> KeyboardRegistration? {
        registrations.registration(of: observer)
    }

    /// The registration of `observer` in the registry of any live center; `nil` when it never registered.
    static func registration(of observer: AnyObject) -> KeyboardRegistration? {
        for registry in registries.values {
            if let registration = registry.registration(of: observer) { return registration }
        }
        return nil
    }

    /// Whether any registered observer is left behind under a presentation.
    var hasObserversBehind: Bool { registrations.hasObserversBehind }

    /// Registers `observer`; does nothing when it is registered already.
    ///
    /// When the keyboard is up, the observer hears it before this returns, with duration 0; when it last heard a
    /// visible keyboard that went away since, it hears the hidden one. While a hide is held, the catch-up waits for
    /// the end of the turn: a screen pushed as the keyboard goes away never hears it up. A registered screen left
    /// behind under a presentation catches up here if it is no longer covered (its next appearance).
    ///
    /// - Parameter observer: The object to call for every keyboard transition. Held weakly.
    func add(_ observer: any KeyboardChangeFrameObserver) {
        if tokens.isEmpty { startObservingCenter() }
        registrations.add(observer)
    }

    /// Unregisters `observer`; does nothing when it is not registered.
    ///
    /// An observer leaving in the turn a hide was posted (a screen that resigns its field and disappears) hears the
    /// held hide first, animated as announced.
    ///
    /// - Parameter observer: The object given to ``add(_:)``.
    func remove(_ observer: AnyObject) {
        registrations.remove(observer, heldHide: delivery.heldHide)
    }

    /// A registered screen's sensor reports its layout (a layout pass of its view). Nothing runs inside that pass:
    /// the facts are kept, and one pass per screen runs after the layout commit, where a screen left behind under a
    /// presentation catches up if it is no longer covered, and one whose layout changed under a visible keyboard
    /// measures its mixins again at rest.
    ///
    /// - Parameters:
    ///   - observer: The registered observer whose view was laid out.
    ///   - facts: Its view's size and safe area, and its window's bounds.
    // NB: a mixin applied from inside a layout pass (a gist callback's layoutIfNeeded(), a bar's constant) would lay
    // out the view that is being laid out.
    func layoutDidChange(_ observer: any KeyboardChangeFrameObserver, facts: KeyboardLayoutFacts) {
        guard let entry = registrations.layoutReported(observer, facts: facts) else { return }
        platform.afterLayoutCommit(true) { [weak registrations, weak entry] in
            guard let registrations, let entry else { return false }
            return registrations.layoutCommitted(entry)
        }
    }
}

extension KeyboardObserverRegistry.WeakReference: Sendable where Object: Sendable {}
