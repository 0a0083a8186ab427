import Foundation

/// Holds back the keyboard notifications caused by preloading the keyboard, while recording the heights they measure.
///
/// The first keyboard of a process stalls while the out-of-process keyboard starts up. Preloading makes a throwaway
/// text field first responder at launch and resigns it at once; the show and hide this causes must reach no observer
/// and change no ``KeyboardState``, yet the height it measures is worth keeping. Installed as a registry's
/// `deliveryGate`, the gate does both: while a preload is in progress it swallows every
/// keyboard change, recording docked heights into its ``heightCache``.
///
/// ## When a preload ends
/// The keyboard's notifications may arrive after the synchronous `becomeFirstResponder()` and
/// `resignFirstResponder()` calls returned, so the gate does not open when they return. It stays shut until:
/// - the preload field has resigned **and** its keyboard has been seen showing and then hiding; the first visible
///   change after that is a real keyboard, delivered (hidden changes before it are swallowed: observers never heard
///   the preload's show, so they must hear none of its hides either);
/// - or another responder became first responder (``otherResponderDidBecomeFirstResponder()``): from then on the
///   keyboard is a real one;
/// - or, when a change arrives, ``isOtherResponderFirstResponder`` answers `true`: a responder other than the
///   preload's field has focus, so this change is its real keyboard, delivered, and the preload is over. The UIKit
///   layer must set it, because the editing notifications behind ``otherResponderDidBecomeFirstResponder()`` come
///   too late or never: a `UITextView` posts its keyboard notifications before `textViewDidBeginEditing`
///   (hackiftekhar/IQKeyboardManager issue 271: "For TextView, Keyboard Notification methods get called first and
///   then textView Notification methods"; danielamitay/DAKeyboardControl issue 9), and a `WKWebView` or a custom
///   `UIKeyInput` view posts no text-did-begin-editing notification at all, so a real first keyboard inside the
///   time limit was swallowed;
/// - or the preload was cancelled (``cancelPreload()``), for example because the field could not become first
///   responder;
/// - or ``timeLimit`` has passed since the last step of the synchronous part (``beginPreload()``,
///   ``preloadFieldDidBecomeFirstResponder()``, ``preloadFieldDidResignFirstResponder()``), in case the keyboard
///   never shows or never hides, as with a hardware keyboard attached.
///
/// The time limit is checked whenever a change arrives, against the injectable `now` time source, so no timer runs.
///
/// ```swift
/// let registry = KeyboardObserverRegistry.registry(for: .default)
/// let gate = KeyboardPreloadGate.installed(in: registry)
///
/// gate.beginPreload()
/// if field.becomeFirstResponder() {
///     gate.preloadFieldDidBecomeFirstResponder()
///     field.resignFirstResponder()
///     gate.preloadFieldDidResignFirstResponder()
/// } else {
///     gate.cancelPreload()
/// }
/// // The keyboard's show and hide arrive later; no observer hears them, the height cache records the show.
/// ```
///
/// In an iOS app or extension, `PreloadsKeyboard.preloadKeyboard()` does all of this in its view controller's window.
///
/// ## Before a preload
/// Ask ``KeyboardPreloadConditions/decision`` first: a preload must not run while anything has focus or a keyboard
/// is up (``isKeyboardVisible`` says whether the last change the gate saw showed one), nor where no software keyboard
/// needs warming (Mac Catalyst, an iPad app on a Mac, visionOS).
///
/// ## The preload field
/// The field must have the default text traits, so that the keyboard it brings up is the one most fields get and
/// the height recorded includes the QuickType bar: `autocorrectionType`, `spellCheckingType`, `smartQuotesType`,
/// `smartDashesType`, `smartInsertDeleteType` and `autocapitalizationType` at their defaults, `keyboardType`
/// `.default`, `isSecureTextEntry` `false` and no `textContentType`, no `inputView` and no `inputAccessoryView`.
/// With `autocorrectionType = .no` the keyboard shows no QuickType bar (`UITextInputTraits.h`: the traits default to
/// `UITextAutocorrectionTypeDefault` and `UITextSpellCheckingTypeDefault`), and the first estimate is about 44
/// points short (216 instead of 260 on a 375 × 667 iPhone, ``KeyboardHeightEstimates``).
@MainActor
public final class KeyboardPreloadGate {
    /// The default time limit: 5 seconds after the preload field resigned.
    public static let defaultTimeLimit: TimeInterval = 5

    /// Where heights measured during a preload are recorded, if anywhere.
    public let heightCache: KeyboardHeightCache?

    /// How long after the last step of the synchronous part (usually the field resigning) the gate opens on its own.
    public var timeLimit: TimeInterval { phase.timeLimit }

    /// A gate consulted for the changes this one lets through: the gate that was installed before it, if any.
    package var next: (any KeyboardDeliveryGate)?

    /// How many changes the gate has swallowed since it was created.
    public private(set) var swallowedChangeCount = 0

    /// Whether the last keyboard change the gate was asked about, swallowed or delivered, showed a keyboard.
    ///
    /// The gate sees every *will* change of its registry from the moment it is installed, so installing it early
    /// (when `preloadKeyboard()` is called, not when the preload runs) lets it answer for
    /// ``KeyboardPreloadConditions/isKeyboardVisible``. `false` before any change.
    public private(set) var isKeyboardVisible = false

    /// Asked when a change arrives during a preload: whether a responder other than the preload's field is first
    /// responder now. `true` means the change is a real keyboard's, delivered, and the preload ends.
    ///
    /// The UIKit layer sets it to compare the current first responder with the preload field. `nil`, the default,
    /// treats every change during a preload as the preload's, as before.
    public var isOtherResponderFirstResponder: (@MainActor () -> Bool)?

    private let now: @MainActor () -> TimeInterval
    private var phase: KeyboardPreloadPhase

    /// Creates a gate; it lets everything through until ``beginPreload()``.
    ///
    /// - Parameters:
    ///   - heightCache: Where docked heights measured during a preload are recorded. Defaults to a cache over
    ///     `UserDefaults.standard`; pass `nil` to record nothing.
    ///   - timeLimit: Seconds after which a preload ends even if its hide never arrived. Defaults to
    ///     ``defaultTimeLimit`` (5 seconds).
    ///   - now: The time source, in seconds. Defaults to `ProcessInfo.processInfo.systemUptime`; tests pass a clock
    ///     they advance by hand.
    public init(
        heightCache: KeyboardHeightCache? = KeyboardHeightCache(),
        timeLimit: TimeInterval = KeyboardPreloadGate.defaultTimeLimit,
        now: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.heightCache = heightCache
        self.now = now
        self.phase = KeyboardPreloadPhase(timeLimit: timeLimit)
    }

    /// The registry's preload gate, installing a new one when it has none.
    ///
    /// A gate already installed that is not a preload gate is kept as the new gate's `next`, so both keep working.
    ///
    /// - Parameters:
    ///   - registry: The registry of the center keyboard notifications are posted to.
    ///   - heightCache: Where a newly installed gate records heights. Defaults to a cache over
    ///     `UserDefaults.standard`; ignored when the registry already has a preload gate.
    /// - Returns: The registry's preload gate.
    public static func installed(
        in registry: KeyboardObserverRegistry,
        heightCache: KeyboardHeightCache? = KeyboardHeightCache()
    ) -> KeyboardPreloadGate {
        if let gate = registry.deliveryGate as? KeyboardPreloadGate { return gate }
        let gate = KeyboardPreloadGate(heightCache: heightCache)
        gate.next = registry.deliveryGate
        registry.deliveryGate = gate
        return gate
    }

    /// Whether a preload holds keyboard changes back right now.
    public var isPreloading: Bool {
        phase.isShut(at: now())
    }

    /// Starts a preload: from now on keyboard changes are held back. Call it before the preload field becomes first
    /// responder. Calling it during a preload starts that preload over.
    public func beginPreload() {
        phase.begin(at: now())
    }

    /// Tells the gate the preload field is first responder: the keyboard about to show is the preload's.
    ///
    /// The gate already treats every change after ``beginPreload()`` as the preload's; this call restarts the time
    /// limit, so a `becomeFirstResponder()` that stalled while the keyboard started up does not use it up. Does
    /// nothing when no preload is in progress.
    public func preloadFieldDidBecomeFirstResponder() {
        phase.fieldBecameResponder(at: now())
    }

    /// Tells the gate the preload field resigned: the synchronous part is over. The gate stays shut until the
    /// preload's hide has arrived or the time limit passed, whichever comes first.
    public func preloadFieldDidResignFirstResponder() {
        phase.fieldResigned(at: now())
    }

    /// Tells the gate another responder became first responder: the keyboard from now on is real, so the gate opens.
    public func otherResponderDidBecomeFirstResponder() {
        phase.open()
    }

    /// Ends the preload at once, for example when the preload field could not become first responder.
    public func cancelPreload() {
        phase.open()
    }
}

// MARK: - KeyboardDeliveryGate

extension KeyboardPreloadGate: KeyboardDeliveryGate {
    /// Swallows a change that belongs to a preload, recording its docked height; otherwise asks `next`.
    ///
    /// A change arriving while another responder is first responder (``isOtherResponderFirstResponder``) ends the
    /// preload and is not swallowed.
    ///
    /// - Parameter change: A *will* notification or did-change-frame the registry understood.
    /// - Returns: `false` during a preload; otherwise what `next` answers, or `true` without one.
    public func shouldDeliver(_ change: KeyboardFrameChange) -> Bool {
        isKeyboardVisible = change.isVisible
        let time = now()
        // Asked only while shut: a change outside a preload needs no responder lookup.
        let otherResponderIsFirst = phase.isShut(at: time) && isOtherResponderFirstResponder?() == true
        if phase.swallows(isVisible: change.isVisible, otherResponderIsFirst: otherResponderIsFirst, at: time) {
            swallowedChangeCount += 1
            heightCache?.recordDockedHeight(of: change)
            return false
        }
        return next?.shouldDeliver(change) ?? true
    }
}
