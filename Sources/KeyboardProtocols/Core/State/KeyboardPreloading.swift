import Foundation

// The core of `PreloadsKeyboard`: whether a preload may run (KeyboardPreloadConditions), and the registry gate that
// keeps the preload's own show and hide from every observer while recording the height they measure
// (KeyboardPreloadGate, KeyboardPreloadPhase). The UIKit layer only reads the live values and runs the field.

/// The facts that decide whether a keyboard preload may run.
///
/// A preload makes a throwaway field first responder and resigns it; it is harmless only when nobody sees it.
package struct KeyboardPreloadConditions: Sendable, Equatable {
    /// Where the app runs, as far as the keyboard is concerned.
    package enum Platform: Sendable, Equatable, CaseIterable {
        case iOS, macCatalyst, iOSAppOnMac, visionOS

        /// From `ProcessInfo.isMacCatalystApp`, `ProcessInfo.isiOSAppOnMac` and `os(visionOS)`.
        // NB: an iOS app on a Mac reports true for both Mac flags (Apple, isMacCatalystApp), so isiOSAppOnMac first.
        package init(isMacCatalystApp: Bool, isiOSAppOnMac: Bool, isVisionOS: Bool) {
            if isVisionOS {
                self = .visionOS
            } else if isiOSAppOnMac {
                self = .iOSAppOnMac
            } else if isMacCatalystApp {
                self = .macCatalyst
            } else {
                self = .iOS
            }
        }

        /// Only iOS has an out-of-process software keyboard that stalls on first use.
        package var hasSoftwareKeyboardToWarm: Bool { self == .iOS }
    }

    package var platform: Platform
    /// Whether the asking view controller's view is in the key window, on screen, with its scene in the foreground.
    package var isOnScreenInKeyWindow: Bool
    /// `UIAccessibility.isVoiceOverRunning`.
    package var isVoiceOverRunning: Bool
    /// Whether a hardware keyboard was attached when a text input last showed its keyboard
    /// (``KeyboardHeightCache/hardwareKeyboardWasLastSeen``).
    package var isHardwareKeyboardAttached: Bool
    /// Whether any responder is first responder now.
    package var hasFirstResponder: Bool
    /// Whether a keyboard is up now (``KeyboardPreloadGate/isKeyboardVisible``).
    package var isKeyboardVisible: Bool

    package init(
        platform: Platform, isOnScreenInKeyWindow: Bool = true, isVoiceOverRunning: Bool = false,
        isHardwareKeyboardAttached: Bool = false, hasFirstResponder: Bool, isKeyboardVisible: Bool
    ) {
        self.platform = platform
        self.isOnScreenInKeyWindow = isOnScreenInKeyWindow
        self.isVoiceOverRunning = isVoiceOverRunning
        self.isHardwareKeyboardAttached = isHardwareKeyboardAttached
        self.hasFirstResponder = hasFirstResponder
        self.isKeyboardVisible = isKeyboardVisible
    }

    /// Whether the preload runs; the reasons are checked in the order of ``KeyboardPreloadDecision/Reason``.
    package var decision: KeyboardPreloadDecision {
        if !platform.hasSoftwareKeyboardToWarm { return .skip(.noSoftwareKeyboardToWarm) }
        // A window that is not yet key (during makeKeyAndVisible at launch) flashes the keyboard:
        // react-native-keyboard-controller issue 1077; bluesky-social/social-app PR 10214 turned its preload off.
        if !isOnScreenInKeyWindow { return .skip(.notOnScreenInKeyWindow) }
        // VoiceOver would move its cursor to the throwaway field and announce it.
        if isVoiceOverRunning { return .skip(.voiceOverRunning) }
        // A hardware keyboard docks only the shortcut bar: a flash of the bar, and nothing worth measuring.
        if isHardwareKeyboardAttached { return .skip(.hardwareKeyboardAttached) }
        if hasFirstResponder { return .skip(.firstResponderPresent) }
        if isKeyboardVisible { return .skip(.keyboardVisible) }
        return .preload
    }
}

/// Whether a keyboard preload runs, and if not, why.
package enum KeyboardPreloadDecision: Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable, CaseIterable {
        /// Mac Catalyst, an iPad app on a Mac, visionOS.
        case noSoftwareKeyboardToWarm
        /// The asking view is not on screen in the key window.
        case notOnScreenInKeyWindow
        case voiceOverRunning
        case hardwareKeyboardAttached
        /// Taking focus for the preload would steal it.
        case firstResponderPresent
        /// The keyboard has started already, and a preload would hide it.
        case keyboardVisible
    }

    case preload
    case skip(Reason)

    package var preloads: Bool { self == .preload }

    package var description: String {
        switch self {
        case .preload: "preload the keyboard"
        case .skip(.noSoftwareKeyboardToWarm): "skip the preload: no software keyboard to warm on this platform"
        case .skip(.notOnScreenInKeyWindow): "skip the preload: the view is not on screen in the key window"
        case .skip(.voiceOverRunning): "skip the preload: VoiceOver is running"
        case .skip(.hardwareKeyboardAttached): "skip the preload: a hardware keyboard is attached"
        case .skip(.firstResponderPresent): "skip the preload: a responder already has focus"
        case .skip(.keyboardVisible): "skip the preload: a keyboard is already up"
        }
    }
}

/// Holds back the keyboard changes a preload causes, recording the docked height they measure.
///
/// Installed as a registry's delivery gate. The keyboard runs out of process, so its show and hide may arrive after the
/// synchronous become/resign calls returned; the gate stays shut until the preload's keyboard was seen showing and
/// hiding, another responder takes focus (reported, or ``isOtherResponderFirstResponder`` when a change arrives), the
/// preload is cancelled, or ``timeLimit`` passed since the last synchronous step (checked when a change arrives,
/// against the injectable clock).
// NB: a UITextView posts its keyboard notifications before textViewDidBeginEditing (hackiftekhar/IQKeyboardManager
// issue 271), and WKWebView posts no text-did-begin-editing at all: ask who is first responder as a change arrives.
@MainActor
package final class KeyboardPreloadGate {
    package static let defaultTimeLimit: TimeInterval = 5

    /// Where the preload's own measurement is recorded, if anywhere.
    package let heightCache: KeyboardHeightCache?
    package var timeLimit: TimeInterval { phase.timeLimit }
    /// The gate installed before this one, asked about the changes this one lets through.
    package var next: (any KeyboardDeliveryGate)?
    package private(set) var swallowedChangeCount = 0
    /// Whether the last change the gate was asked about showed a keyboard; `false` before any.
    package private(set) var isKeyboardVisible = false
    /// Asked when a change arrives during a preload: whether a responder other than the preload's field has focus.
    package var isOtherResponderFirstResponder: (@MainActor () -> Bool)?

    private let now: @MainActor () -> TimeInterval
    private var phase: KeyboardPreloadPhase

    package init(
        heightCache: KeyboardHeightCache? = KeyboardHeightCache(),
        timeLimit: TimeInterval = KeyboardPreloadGate.defaultTimeLimit,
        now: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.heightCache = heightCache
        self.now = now
        self.phase = KeyboardPreloadPhase(timeLimit: timeLimit)
    }

    /// The registry's preload gate, installing one (in front of any other gate, kept as ``next``) when it has none.
    package static func installed(
        in registry: KeyboardObserverRegistry,
        heightCache: KeyboardHeightCache? = KeyboardHeightCache()
    ) -> KeyboardPreloadGate {
        if let gate = registry.deliveryGate as? KeyboardPreloadGate { return gate }
        let gate = KeyboardPreloadGate(heightCache: heightCache)
        gate.next = registry.deliveryGate
        registry.deliveryGate = gate
        return gate
    }

    package var isPreloading: Bool { phase.isShut(at: now()) }

    /// Starts (or restarts) a preload: from now on changes are held back.
    package func beginPreload() { phase.begin(at: now()) }

    /// The preload field is first responder; restarts the time limit, so a stalled `becomeFirstResponder()` does not
    /// use it up.
    package func preloadFieldDidBecomeFirstResponder() { phase.fieldBecameResponder(at: now()) }

    /// The preload field resigned: the synchronous part is over.
    package func preloadFieldDidResignFirstResponder() { phase.fieldResigned(at: now()) }

    /// Another responder became first responder: the keyboard from now on is real.
    package func otherResponderDidBecomeFirstResponder() { phase.open() }

    /// Ends the preload at once (the field could not become first responder).
    package func cancelPreload() { phase.open() }
}

// MARK: - KeyboardDeliveryGate

extension KeyboardPreloadGate: KeyboardDeliveryGate {
    /// Swallows a change that belongs to a preload, recording its docked height; otherwise asks ``next``.
    package func shouldDeliver(_ change: KeyboardFrameChange) -> Bool {
        isKeyboardVisible = change.isVisible
        let time = now()
        // Asked only while shut: a change outside a preload needs no responder lookup.
        let otherResponderIsFirst = phase.isShut(at: time) && isOtherResponderFirstResponder?() == true
        if phase.swallows(isVisible: change.isVisible, otherResponderIsFirst: otherResponderIsFirst, at: time) {
            swallowedChangeCount += 1
            // The preload field has default traits: its keyboard is the one the cache keeps.
            heightCache?.recordDockedHeight(of: change)
            return false
        }
        return next?.shouldDeliver(change) ?? true
    }
}

/// Where a keyboard preload is, and whether a change belongs to it.
///
/// Shut from the start: it lets the first visible change through only once the field resigned and the preload's
/// keyboard was seen hiding; a hidden change after that hide is swallowed too (observers never heard the show).
/// Another responder taking over, a cancellation or the time limit opens it at once.
struct KeyboardPreloadPhase: Sendable, Equatable {
    enum Stage: Sendable, Equatable {
        case idle, fieldResponding, fieldResigned
    }

    private(set) var stage = Stage.idle
    // When the time limit started counting: the latest synchronous step.
    private(set) var clockStart: TimeInterval = 0
    private(set) var sawShow = false
    private(set) var sawHide = false
    let timeLimit: TimeInterval

    init(timeLimit: TimeInterval) {
        self.timeLimit = timeLimit
    }

    func isShut(at now: TimeInterval) -> Bool {
        stage != .idle && now - clockStart <= timeLimit
    }

    mutating func begin(at now: TimeInterval) {
        self = KeyboardPreloadPhase(timeLimit: timeLimit)
        stage = .fieldResponding
        clockStart = now
    }

    mutating func fieldBecameResponder(at now: TimeInterval) {
        guard stage != .idle else { return }
        stage = .fieldResponding
        clockStart = now
    }

    mutating func fieldResigned(at now: TimeInterval) {
        guard stage != .idle else { return }
        stage = .fieldResigned
        clockStart = now
    }

    mutating func open() {
        self = KeyboardPreloadPhase(timeLimit: timeLimit)
    }

    /// Whether a change belongs to the preload and must be swallowed; opens the phase when it no longer does.
    mutating func swallows(isVisible: Bool, otherResponderIsFirst: Bool, at now: TimeInterval) -> Bool {
        guard isShut(at: now), !otherResponderIsFirst else {
            open()
            return false
        }
        if !isVisible {
            if sawShow { sawHide = true }
            return true
        }
        if stage == .fieldResigned && sawHide {
            // The first show after the preload's hide: a real responder's keyboard.
            open()
            return false
        }
        sawShow = true
        return true
    }
}
