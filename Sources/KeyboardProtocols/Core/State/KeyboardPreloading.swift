import Foundation

// The core of `PreloadsKeyboard`: whether a preload may run (KeyboardPreloadConditions, KeyboardPreloadDecision), when
// it runs and its one retry (KeyboardPreloadSchedule), and the registry gate that keeps the preload's own show and hide
// from this package's observers while recording the height they measure (KeyboardPreloadGate, KeyboardPreloadPhase).
// The UIKit layer only reads the live values, applies the schedule's answers and runs the field.

/// The facts that decide whether a keyboard preload may run.
///
/// A preload makes a throwaway field first responder and resigns it; it is harmless only when nobody sees it.
struct KeyboardPreloadConditions: Sendable, Equatable {
    /// Where the app runs, as far as the keyboard is concerned.
    enum Platform: Sendable, Equatable, CaseIterable {
        case iOS, macCatalyst, iOSAppOnMac, visionOS

        /// From `ProcessInfo.isMacCatalystApp`, `ProcessInfo.isiOSAppOnMac` and `os(visionOS)`.
        // NB: an iOS app on a Mac reports true for both Mac flags (Apple, isMacCatalystApp), so isiOSAppOnMac first.
        init(isMacCatalystApp: Bool, isiOSAppOnMac: Bool, isVisionOS: Bool) {
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
        var hasSoftwareKeyboardToWarm: Bool { self == .iOS }
    }

    var platform: Platform
    /// Whether the scene of the asking view's window is foreground-active (`UIScene.activationState`); a window
    /// without a scene (some app extensions) counts as active.
    var isSceneForegroundActive: Bool
    /// Whether the asking view controller's view is in the key window and on screen.
    var isOnScreenInKeyWindow: Bool
    /// `UIAccessibility.isVoiceOverRunning`.
    var isVoiceOverRunning: Bool
    /// Whether a hardware keyboard was attached when a text input last showed its keyboard
    /// (``KeyboardHeightCache/hardwareKeyboardWasLastSeen``).
    var isHardwareKeyboardAttached: Bool
    /// Whether any responder is first responder now in the asking view's window.
    var hasFirstResponder: Bool
    /// Whether a keyboard is up now: the last change the default center's registry delivered was visible
    /// (``KeyboardObserverRegistry/isKeyboardVisible``), or the preload gate saw one. A composer hosted in an
    /// `inputAccessoryView` is first responder in the keyboard's window, where the asking window's search can't see it.
    var isKeyboardVisible: Bool
    /// Whether the one retry when the scene next becomes active was used up already.
    var hasRetriedWhenActive: Bool

    init(
        platform: Platform, isSceneForegroundActive: Bool = true, isOnScreenInKeyWindow: Bool = true,
        isVoiceOverRunning: Bool = false, isHardwareKeyboardAttached: Bool = false, hasFirstResponder: Bool,
        isKeyboardVisible: Bool, hasRetriedWhenActive: Bool = false
    ) {
        self.platform = platform
        self.isSceneForegroundActive = isSceneForegroundActive
        self.isOnScreenInKeyWindow = isOnScreenInKeyWindow
        self.isVoiceOverRunning = isVoiceOverRunning
        self.isHardwareKeyboardAttached = isHardwareKeyboardAttached
        self.hasFirstResponder = hasFirstResponder
        self.isKeyboardVisible = isKeyboardVisible
        self.hasRetriedWhenActive = hasRetriedWhenActive
    }

    /// What the UIKit layer reads of the asking view and its window; the conditions decide from it whether the
    /// scene is foreground-active and whether the view is on screen in the key window.
    struct AskingWindow: Sendable, Equatable {
        /// Whether the window's scene is `.foregroundActive`; `nil` for a window without a scene.
        var isSceneForegroundActive: Bool?
        /// `UIWindow.isKeyWindow`.
        var isKeyWindow: Bool
        /// The window's `isHidden`.
        var isHidden: Bool
        /// The window's bounds.
        var bounds: CGRect
        /// The asking view's bounds converted into the window's coordinates.
        var viewFrame: CGRect
        /// The asking view's `isHidden`.
        var isViewHidden: Bool

        init(
            isSceneForegroundActive: Bool?, isKeyWindow: Bool, isHidden: Bool, bounds: CGRect, viewFrame: CGRect,
            isViewHidden: Bool
        ) {
            self.isSceneForegroundActive = isSceneForegroundActive
            self.isKeyWindow = isKeyWindow
            self.isHidden = isHidden
            self.bounds = bounds
            self.viewFrame = viewFrame
            self.isViewHidden = isViewHidden
        }

        /// Whether the view shows in the key window: window key and not hidden, view not hidden, and the view's
        /// frame shares some area with the window's bounds. A frame that only touches an edge (a view pushed just
        /// off screen), or has a NaN or infinite component, shows nothing.
        var showsViewOnScreen: Bool {
            guard isKeyWindow, !isHidden, !isViewHidden, let view = FiniteEdges(viewFrame),
                let window = FiniteEdges(bounds)
            else { return false }
            let sharedHeight = Swift.min(view.maxY, window.maxY) - Swift.max(view.minY, window.minY)
            return view.horizontalOverlap(with: window) > 0 && sharedHeight > 0
        }
    }

    /// Reads the scene and window conditions from what the UIKit layer saw of the asking view's window.
    ///
    /// - Parameter window: The asking view's window, or `nil` when the view is not loaded or in no window: then it
    ///   is not on screen. A window without a scene (some app extensions) counts as in the foreground.
    init(
        platform: Platform, window: AskingWindow?, isVoiceOverRunning: Bool, isHardwareKeyboardAttached: Bool,
        hasFirstResponder: Bool, isKeyboardVisible: Bool
    ) {
        self.init(
            platform: platform, isSceneForegroundActive: window?.isSceneForegroundActive ?? true,
            isOnScreenInKeyWindow: window?.showsViewOnScreen ?? false, isVoiceOverRunning: isVoiceOverRunning,
            isHardwareKeyboardAttached: isHardwareKeyboardAttached, hasFirstResponder: hasFirstResponder,
            isKeyboardVisible: isKeyboardVisible)
    }

    /// Whether the preload runs, waits for its scene to become active, or is skipped; the reasons are checked in the
    /// order of ``KeyboardPreloadDecision/Reason``.
    var decision: KeyboardPreloadDecision {
        if !platform.hasSoftwareKeyboardToWarm { return .skip(.noSoftwareKeyboardToWarm) }
        // VoiceOver would move its cursor to the throwaway field and announce it.
        if isVoiceOverRunning { return .skip(.voiceOverRunning) }
        // A hardware keyboard docks only the shortcut bar: a flash of the bar, and nothing worth measuring.
        if isHardwareKeyboardAttached { return .skip(.hardwareKeyboardAttached) }
        // A viewDidAppear during launch comes before UIScene.didActivateNotification: ask once more then.
        if !isSceneForegroundActive { return hasRetriedWhenActive ? .skip(.sceneNotActive) : .retryWhenActive }
        // A window that is not yet key (during makeKeyAndVisible at launch) flashes the keyboard:
        // react-native-keyboard-controller issue 1077; bluesky-social/social-app PR 10214 turned its preload off.
        if !isOnScreenInKeyWindow { return .skip(.notOnScreenInKeyWindow) }
        if hasFirstResponder { return .skip(.firstResponderPresent) }
        if isKeyboardVisible { return .skip(.keyboardVisible) }
        return .preload
    }
}

/// Whether a keyboard preload runs, waits for its scene, or is skipped, and if so why.
enum KeyboardPreloadDecision: Sendable, Equatable, CustomStringConvertible {
    enum Reason: Sendable, Equatable, CaseIterable {
        /// Mac Catalyst, an iPad app on a Mac, visionOS.
        case noSoftwareKeyboardToWarm
        case voiceOverRunning
        case hardwareKeyboardAttached
        /// The scene stayed inactive when it was asked again: the one retry is spent.
        case sceneNotActive
        /// The asking view is not on screen in the key window.
        case notOnScreenInKeyWindow
        /// Taking focus for the preload would steal it.
        case firstResponderPresent
        /// A keyboard is up, and a preload would hide it.
        case keyboardVisible
        /// This process preloaded already, or a preload is scheduled for the next turn.
        case alreadyRequested
    }

    case preload
    /// Ask again, once, when the scene of the asking view's window next becomes foreground-active.
    case retryWhenActive
    case skip(Reason)

    var preloads: Bool { self == .preload }

    var description: String {
        switch self {
        case .preload: "preload the keyboard"
        case .retryWhenActive: "wait: ask again when the scene becomes active"
        case .skip(.noSoftwareKeyboardToWarm): "skip the preload: no software keyboard to warm on this platform"
        case .skip(.voiceOverRunning): "skip the preload: VoiceOver is running"
        case .skip(.hardwareKeyboardAttached): "skip the preload: a hardware keyboard is attached"
        case .skip(.sceneNotActive): "skip the preload: the scene is still not active after one retry"
        case .skip(.notOnScreenInKeyWindow): "skip the preload: the view is not on screen in the key window"
        case .skip(.firstResponderPresent): "skip the preload: a responder already has focus"
        case .skip(.keyboardVisible): "skip the preload: a keyboard is already up"
        case .skip(.alreadyRequested): "skip the preload: it ran or is scheduled already"
        }
    }
}

/// When the process's one preload runs, and its one retry.
///
/// A view controller asks (``request(_:)``); a preload is scheduled for the next turn of the main run loop, where the
/// conditions are read again (``runScheduled(_:)``): the view may have left the screen or a field taken focus
/// meanwhile. A request made before the scene was foreground-active waits for the scene's activation
/// (``sceneDidActivate()``) and is asked again then, once per process.
struct KeyboardPreloadSchedule: Sendable, Equatable {
    private(set) var hasPreloaded = false
    private(set) var isScheduled = false
    private(set) var isWaitingForActivation = false
    private(set) var hasRetriedWhenActive = false

    init() {}

    /// A view controller asked to preload: ``KeyboardPreloadDecision/preload`` schedules the run for the next turn,
    /// ``KeyboardPreloadDecision/retryWhenActive`` waits for the scene's activation.
    mutating func request(_ conditions: KeyboardPreloadConditions) -> KeyboardPreloadDecision {
        guard !hasPreloaded, !isScheduled else { return .skip(.alreadyRequested) }
        let decision = decide(conditions)
        switch decision {
        case .preload: isScheduled = true
        case .retryWhenActive: isWaitingForActivation = true
        case .skip: break
        }
        return decision
    }

    /// The scheduled turn came: ``KeyboardPreloadDecision/preload`` means the field runs now, and never again.
    mutating func runScheduled(_ conditions: KeyboardPreloadConditions) -> KeyboardPreloadDecision {
        guard isScheduled, !hasPreloaded else { return .skip(.alreadyRequested) }
        isScheduled = false
        let decision = decide(conditions)
        switch decision {
        case .preload: hasPreloaded = true
        case .retryWhenActive: isWaitingForActivation = true
        case .skip: break
        }
        return decision
    }

    /// The waited-for scene became foreground-active: whether to ask again (``request(_:)``); `true` once per
    /// process, and only while waiting.
    mutating func sceneDidActivate() -> Bool {
        guard isWaitingForActivation else { return false }
        isWaitingForActivation = false
        hasRetriedWhenActive = true
        return !hasPreloaded && !isScheduled
    }

    private func decide(_ conditions: KeyboardPreloadConditions) -> KeyboardPreloadDecision {
        var conditions = conditions
        conditions.hasRetriedWhenActive = hasRetriedWhenActive
        return conditions.decision
    }
}

/// Holds back the keyboard changes a preload causes from this package's observers, recording the docked height they
/// measure. Only this package's observers: every other app-wide observer of the keyboard notifications hears them.
///
/// Installed as a registry's delivery gate. The keyboard runs out of process, so its show and hide may arrive after the
/// synchronous become/resign calls returned; the gate stays shut until the preload's keyboard was seen showing and
/// hiding, another responder takes focus (reported, or ``isOtherResponderFirstResponder`` when a change arrives), the
/// preload is cancelled, or ``timeLimit`` passed since the last synchronous step (checked when a change arrives,
/// against the injectable clock).
// NB: a UITextView posts its keyboard notifications before textViewDidBeginEditing (hackiftekhar/IQKeyboardManager
// issue 271), and WKWebView posts no text-did-begin-editing at all: ask who is first responder as a change arrives.
@MainActor
final class KeyboardPreloadGate {
    static let defaultTimeLimit: TimeInterval = 5

    /// Where the preload's own measurement is recorded, if anywhere.
    let heightCache: KeyboardHeightCache?
    var timeLimit: TimeInterval { phase.timeLimit }
    /// The gate installed before this one, asked about the changes this one lets through.
    var next: (any KeyboardDeliveryGate)?
    private(set) var swallowedChangeCount = 0
    /// Whether the last change the gate was asked about showed a keyboard; `false` before any.
    private(set) var isKeyboardVisible = false
    /// Asked when a change arrives during a preload: whether a responder other than the preload's field has focus.
    var isOtherResponderFirstResponder: (@MainActor () -> Bool)?

    private let now: @MainActor () -> TimeInterval
    private var phase: KeyboardPreloadPhase

    init(
        heightCache: KeyboardHeightCache? = KeyboardHeightCache(),
        timeLimit: TimeInterval = KeyboardPreloadGate.defaultTimeLimit,
        now: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.heightCache = heightCache
        self.now = now
        self.phase = KeyboardPreloadPhase(timeLimit: timeLimit)
    }

    /// The registry's preload gate, installing one (in front of any other gate, kept as ``next``) when it has none.
    static func installed(
        in registry: KeyboardObserverRegistry,
        heightCache: KeyboardHeightCache? = KeyboardHeightCache()
    ) -> KeyboardPreloadGate {
        if let gate = registry.deliveryGate as? KeyboardPreloadGate { return gate }
        let gate = KeyboardPreloadGate(heightCache: heightCache)
        gate.next = registry.deliveryGate
        registry.deliveryGate = gate
        return gate
    }

    var isPreloading: Bool { phase.isShut(at: now()) }

    /// Starts (or restarts) a preload: from now on changes are held back.
    func beginPreload() { phase.begin(at: now()) }

    /// The preload field is first responder; restarts the time limit, so a stalled `becomeFirstResponder()` does not
    /// use it up.
    func preloadFieldDidBecomeFirstResponder() { phase.fieldBecameResponder(at: now()) }

    /// The preload field resigned: the synchronous part is over.
    func preloadFieldDidResignFirstResponder() { phase.fieldResigned(at: now()) }

    /// Another responder became first responder: the keyboard from now on is real.
    func otherResponderDidBecomeFirstResponder() { phase.open() }

    /// Ends the preload at once (the field could not become first responder).
    func cancelPreload() { phase.open() }
}

// MARK: - KeyboardDeliveryGate

extension KeyboardPreloadGate: KeyboardDeliveryGate {
    /// Swallows a change that belongs to a preload, recording its docked height; otherwise asks ``next``.
    func shouldDeliver(_ change: KeyboardFrameChange) -> Bool {
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
