import Foundation

// Visibility without a screen: hide notifications and frames that end at or below their begin frame's bottom (the
// way every hide moves) count as hidden. iOS announces an iPad keyboard undocking with a hide whose end frame is
// still on screen: visible, undocked, height 0.

/// One keyboard notification, checked: where the keyboard starts and ends, how it moves, and whether it is on screen.
///
/// Every value is checked. Only the frames decide whether there is a change at all: a missing end frame, or a frame
/// with a NaN, a negative size or text that is not a rectangle, throws a ``KeyboardPayloadError`` naming the key and
/// the value. A duration, curve or `isLocal` that is absent takes its default (``defaultAnimationDuration``,
/// ``defaultAnimationCurve``, `nil`); one that is present but wrong (curve `123`, duration `"fast"`) takes the same
/// default and is listed in ``recoveredErrors``, naming the key and the value, so the keyboard's frame still counts.
///
/// ```swift
/// let change = try KeyboardFrameChange(notification: notification, screen: KeyboardScreen(bounds: screen.bounds))
/// change.height              // 216 on an iPhone SE showing the keyboard
/// change.animationOptions    // curve 7 << 16 | beginFromCurrentState
/// ```
///
/// ``height`` is how much of the screen the keyboard covers from its bottom edge: the end frame's height for a docked
/// keyboard, 0 when it is hidden, floating, split or undocked. Pass the screen when you have it
/// (``KeyboardObserverRegistry`` resolves it); without it, visibility is judged from the frames alone.
public struct KeyboardFrameChange: Sendable, Equatable {
    /// The duration used when a payload carries none: 0.25 seconds, what iOS sends for keyboard animations.
    public static let defaultAnimationDuration: TimeInterval = 0.25

    /// The curve used when a payload carries none: 7, the keyboard's own curve.
    public static let defaultAnimationCurve = 7

    /// The longest duration accepted, in seconds. Longer values are errors: no keyboard animates for a minute.
    static let maximumAnimationDuration: TimeInterval = 60

    /// The largest coordinate accepted, in points. Larger values are errors: no screen is a million points wide.
    static let maximumCoordinate: CGFloat = 1_000_000

    // MARK: - Storage

    // NB: a tracked frame (60 to 120 a second) is copied on its way to each observer (the delivery's last change, the
    // screen's last heard and announced), so a change is stored in 124 bytes, which the compiler copies inline (242
    // took a call to memcpy per copy: keyboard-bench's drag.ratio.1): optional frames as a frame and a flag, Booleans
    // as flags, the curve as a byte, and what is rare (an accessory counted, recovered errors) in one shared box.

    /// The frame the keyboard ends at, in screen coordinates, with what rides on it (``accessoryFrame``) counted.
    public let endFrame: CGRect

    /// ``beginFrame``, when ``Flags/hasBeginFrame``.
    private let storedBeginFrame: CGRect

    /// ``screen``'s bounds, when ``Flags/hasScreen``.
    private let storedScreenBounds: CGRect

    /// ``screen``'s identity.
    private let storedScreenID: ObjectIdentifier?

    /// How long the keyboard animates, in seconds; 0 means the change is immediate (rotation, for example, or a
    /// catch-up delivered to an observer registering while the keyboard is up).
    public private(set) var animationDuration: TimeInterval

    /// What few changes carry: the accessory counted, the notification's own end frame, recovered errors.
    private var rare: Rare?

    /// Which notification this is.
    public let event: KeyboardEvent

    /// ``animationCurve``, 0 to 15.
    private let storedCurve: UInt8

    private var flags: Flags

    /// The Booleans of a change, and whether its optional values are there.
    private struct Flags: OptionSet, Sendable, Equatable {
        let rawValue: UInt16
        static let hasBeginFrame = Flags(rawValue: 1 << 0)
        static let hasScreen = Flags(rawValue: 1 << 1)
        static let knowsIsLocal = Flags(rawValue: 1 << 2)
        static let isLocal = Flags(rawValue: 1 << 3)
        static let isTracked = Flags(rawValue: 1 << 4)
        static let isAccessoryOnly = Flags(rawValue: 1 << 5)
        static let movesFocus = Flags(rawValue: 1 << 6)
        static let isVisible = Flags(rawValue: 1 << 7)
        static let isDocked = Flags(rawValue: 1 << 8)
    }

    /// The rare part, shared between copies and replaced, never changed, when one of them changes it.
    private final class Rare: Sendable, Equatable {
        /// What the box holds.
        struct Values: Sendable, Equatable {
            var accessoryFrame: CGRect?
            var notificationEndFrame: CGRect?
            var recoveredErrors: [KeyboardPayloadError] = []

            var isEmpty: Bool { accessoryFrame == nil && notificationEndFrame == nil && recoveredErrors.isEmpty }
        }

        let values: Values

        init(_ values: Values) { self.values = values }

        static func == (one: Rare, other: Rare) -> Bool { one.values == other.values }
    }

    /// Changes one of the rare values: a new box, or none when nothing is left in it.
    private mutating func changeRare(_ change: (inout Rare.Values) -> Void) {
        var values = rare?.values ?? Rare.Values()
        change(&values)
        rare = values.isEmpty ? nil : Rare(values)
    }

    private func flag(_ flag: Flags) -> Bool { flags.contains(flag) }

    private mutating func set(_ flag: Flags, _ value: Bool) {
        if value { flags.insert(flag) } else { flags.remove(flag) }
    }

    // MARK: - Values

    /// The frame the keyboard starts from, in screen coordinates, when the payload carries one.
    public var beginFrame: CGRect? { flag(.hasBeginFrame) ? storedBeginFrame : nil }

    /// The animation curve's raw value; 7 on current iOS, which no public `UIView.AnimationCurve` case names.
    public var animationCurve: Int { Int(storedCurve) }

    /// Whether the keyboard belongs to this app, when the payload says so.
    public var isLocal: Bool? { flag(.knowsIsLocal) ? flag(.isLocal) : nil }

    /// The screen the keyboard appears on, when known: compare its ``KeyboardScreen/id`` with a view's screen to tell
    /// whether the keyboard is on that screen at all (an external display, a window on another screen).
    public var screen: KeyboardScreen? {
        flag(.hasScreen) ? KeyboardScreen(id: storedScreenID, bounds: storedScreenBounds) : nil
    }

    /// The bounds of the screen the keyboard appears on, in points, when known.
    public var screenBounds: CGRect? { flag(.hasScreen) ? storedScreenBounds : nil }

    /// The payload values this change could not use and replaced with their default, each naming the key and the
    /// value: a duration or curve that is not a number or is out of range, an `isLocal` that is not a Boolean.
    ///
    /// Empty for every payload iOS sends. ``KeyboardObserverRegistry`` reports each one through
    /// ``KeyboardChangeFrameObserver/keyboardNotificationFailed(_:)`` and still delivers the change, with the
    /// keyboard's defaults (0.25 seconds, curve 7).
    ///
    /// ```swift
    /// // A will-change-frame whose curve is 123, which UIView.AnimationOptions' four curve bits can't hold:
    /// change.animationCurve   // 7
    /// change.recoveredErrors  // [UIKeyboardAnimationCurveUserInfoKey has the value 123, outside 0...15]
    /// ```
    public package(set) var recoveredErrors: [KeyboardPayloadError] {
        get { rare?.values.recoveredErrors ?? [] }
        set { changeRare { $0.recoveredErrors = newValue } }
    }

    /// Whether the layout tracked this frame while no notification spoke (an interactive dismissal), rather than a
    /// keyboard notification announcing it. A frame followed under the finger has a duration of 0; the return to the
    /// docked keyboard after the user lets go is tracked too, and carries the keyboard's animation (0.25 s, curve 7),
    /// so its ``motion`` springs back.
    public internal(set) var isTracked: Bool {
        get { flag(.isTracked) }
        set { set(.isTracked, newValue) }
    }

    /// The frame of what rides on the keyboard (the input accessory view), in screen coordinates, when it is counted
    /// in ``endFrame``; `nil` when the keyboard carries none, or the frame already includes it.
    ///
    /// iOS 26 leaves the input accessory out of the notification's frame; ``KeyboardObserverRegistry`` counts it, so
    /// ``endFrame`` and ``height`` cover the keyboard and its accessory on every version.
    ///
    /// ```swift
    /// // iPhone 15, iOS 26: keyboard 336, a 44-point toolbar on top of it.
    /// change.accessoryFrame  // (0, 472, 393, 44)
    /// change.height          // 380
    /// ```
    public internal(set) var accessoryFrame: CGRect? {
        get { rare?.values.accessoryFrame }
        set { changeRare { $0.accessoryFrame = newValue } }
    }

    /// Whether only a docked accessory covers the screen, the keyboard itself gone (a composer at the bottom).
    var isAccessoryOnly: Bool {
        get { flag(.isAccessoryOnly) }
        set {
            set(.isAccessoryOnly, newValue)
            updateVisibilityFlags()
        }
    }

    /// The end frame the notification said, when an accessory counted in ``endFrame`` changed it.
    var notificationEndFrame: CGRect? {
        get { rare?.values.notificationEndFrame }
        set { changeRare { $0.notificationEndFrame = newValue } }
    }

    /// Whether this is the keyboard already up, handed to the screens because the focus moved to another field: the
    /// screens measure again at rest and keep the newly focused field visible.
    var movesFocus: Bool {
        get { flag(.movesFocus) }
        set { set(.movesFocus, newValue) }
    }

    /// Creates a change from already-typed values, checking them as the payload initializer does; `package` for the
    /// tracked frames and for `KeyboardProtocolsTesting`'s conveniences. A wrong duration or curve throws here: typed
    /// values come from code, not from iOS.
    package init(
        event: KeyboardEvent,
        beginFrame: CGRect? = nil,
        endFrame: CGRect,
        animationDuration: TimeInterval = KeyboardFrameChange.defaultAnimationDuration,
        animationCurve: Int = KeyboardFrameChange.defaultAnimationCurve,
        isLocal: Bool? = nil,
        screen: KeyboardScreen?
    ) throws(KeyboardPayloadError) {
        if let beginFrame { try Self.check(beginFrame, key: KeyboardUserInfoKey.frameBegin.rawValue) }
        try Self.check(endFrame, key: KeyboardUserInfoKey.frameEnd.rawValue)
        if let screen { try Self.check(screen.bounds, key: "screenBounds") }
        try Self.checkDuration(animationDuration)
        // Compared, not `(0...max).contains`: the range's generic index was a cost of every tracked frame.
        guard animationCurve >= 0, animationCurve <= KeyboardAnimationOptions.maximumCurve else {
            throw .outOfRange(
                key: KeyboardUserInfoKey.animationCurve.rawValue, value: "\(animationCurve)",
                range: "0...\(KeyboardAnimationOptions.maximumCurve)")
        }
        self.event = event
        self.endFrame = endFrame
        self.storedBeginFrame = beginFrame ?? .zero
        self.storedScreenBounds = screen?.bounds ?? .zero
        self.storedScreenID = screen?.id
        self.animationDuration = animationDuration
        self.storedCurve = UInt8(animationCurve)
        var flags: Flags = []
        if beginFrame != nil { flags.insert(.hasBeginFrame) }
        if screen != nil { flags.insert(.hasScreen) }
        if let isLocal { flags.formUnion(isLocal ? [.knowsIsLocal, .isLocal] : [.knowsIsLocal]) }
        self.flags = flags
        updateVisibilityFlags()
    }

    /// Works out ``isVisible`` and ``isDocked``: once per change, from its constants and ``isAccessoryOnly``.
    private mutating func updateVisibilityFlags() {
        let isVisible = visibility
        set(.isVisible, isVisible)
        set(.isDocked, isVisible && !KeyboardGeometry.hides(self) && dockedness)
    }

    /// Creates a change from a keyboard notification, live or posted by hand.
    ///
    /// Frames may be an `NSValue` holding a `CGRect`, a `CGRect`, or printed text such as
    /// `NSRect: {{0, 451}, {375, 216}}`; numbers an `NSNumber`, `Int`, `Double` or numeric text. A Boolean is read
    /// only for `isLocal`.
    ///
    /// Only the frames can make it throw. A duration, curve or `isLocal` that can't be read or is out of range takes
    /// its default (0.25 seconds, curve 7, `nil`) and is listed in ``recoveredErrors``: a payload's cosmetic field
    /// never hides where the keyboard goes.
    ///
    /// ```swift
    /// let change = try KeyboardFrameChange(notification: notification)
    /// change.height  // 216 on an iPhone SE showing the keyboard
    /// for error in change.recoveredErrors { logger.error("\(error)") }
    /// ```
    ///
    /// - Parameters:
    ///   - notification: One of the six keyboard notifications.
    ///   - screen: The screen the keyboard is on, or `nil` to judge visibility by the frames alone. Defaults to `nil`.
    /// - Throws: ``KeyboardPayloadError`` naming the key and the value:
    ///   ``KeyboardPayloadError/unknownNotification(name:)`` for another notification,
    ///   ``KeyboardPayloadError/missingValue(key:)`` without an end frame, and the other cases for an end or begin
    ///   frame that cannot be read or checked.
    public init(notification: Notification, screen: KeyboardScreen? = nil) throws(KeyboardPayloadError) {
        try self.init(name: notification.name, userInfo: notification.userInfo, screen: screen)
    }

    /// ``init(notification:screen:)`` of a notification's name and `userInfo`.
    ///
    /// NB: the registry reads its notifications here: handed whole to an initializer, which owns its arguments, a
    /// notification it still holds is copied first (its name, object and `userInfo`), on every notification.
    init(name: Notification.Name, userInfo: [AnyHashable: Any]?, screen: KeyboardScreen?) throws(KeyboardPayloadError) {
        guard let event = KeyboardEvent(notificationName: name) else {
            throw .unknownNotification(name: name.rawValue)
        }
        let entries = PayloadEntries(userInfo ?? [:])

        // NB: a bad begin frame withholds the change as a bad end frame does. Without a screen it decides whether a
        // change-frame hides the keyboard, and it tells a repeated transition from a new one: a default would be a
        // guess about where the keyboard is, not about how it animates.
        guard let end = entries.frameEnd else { throw .missingValue(key: KeyboardUserInfoKey.frameEnd.rawValue) }
        let endFrame = try end.value()
        let beginFrame = try entries.frameBegin?.value()
        // Duration, curve and isLocal say how the keyboard animates and whose it is, not where it goes: a wrong one
        // takes its default. square/Listable delivers curve 123 (ListableUI/Tests/Internal/KeyboardObserverTests).
        var recovered: [KeyboardPayloadError] = []
        func recovering<Value>(_ read: PayloadEntries.Read<Value>?) -> Value? {
            switch read {
            case .success(let value): return value
            case .failure(let error):
                recovered.append(error)
                return nil
            case nil: return nil
            }
        }
        let duration = recovering(entries.animationDuration)
        let curve = recovering(entries.animationCurve)
        let isLocal = recovering(entries.isLocal)
        try self.init(
            event: event,
            beginFrame: beginFrame,
            endFrame: endFrame,
            animationDuration: duration ?? Self.defaultAnimationDuration,
            animationCurve: curve ?? Self.defaultAnimationCurve,
            isLocal: isLocal,
            screen: screen
        )
        // A recorded trace or a test carries the input accessory in the payload (trace format version 4). NB: asked
        // first, so UIKit's payloads (which never carry one) skip handing the entries on: a tenth of keyboard-bench's
        // dispatch.checked.ratio.1.
        do {
            if entries.accessoryFrame != nil, let accessory = try Accessory(entries) { self = riding(accessory) }
        } catch {
            recovered.append(error)
        }
        // Set only when there is one: setting none replaces the rare box all the same, on every notification.
        if !recovered.isEmpty { recoveredErrors = recovered }
    }

    /// The options that animate a view along with the keyboard: `animationCurve << 16` with `beginFromCurrentState`.
    public var animationOptions: KeyboardAnimationOptions {
        KeyboardAnimationOptions(curve: animationCurve)
    }

    /// Whether the keyboard is on screen once this change has happened.
    ///
    /// With ``screenBounds`` the end frame decides, and only a frame that overlaps the screen by some area counts: a
    /// floating or split iPad keyboard is on screen even when iOS announces it with a hide notification as it undocks,
    /// while a frame that merely touches an edge is not (older iOS publishes `{{-352, 0}, {352, 1024}}` with will-hide
    /// and did-hide on a rotated 768 x 1024 iPad). Without them, the hide notifications mean hidden.
    public var isVisible: Bool { flag(.isVisible) }

    /// ``isVisible``, worked out.
    private var visibility: Bool {
        if endFrame.width <= 0 || endFrame.height <= 0 { return false }
        if let screenBounds {
            guard let keyboard = FiniteEdges(endFrame), let screen = FiniteEdges(screenBounds) else { return false }
            return keyboard.overlap(with: screen) != nil
        }
        if KeyboardGeometry.hides(self) { return false }
        if let beginFrame, beginFrame.height > 0, endFrame.minY >= beginFrame.maxY {
            return false
        }
        return true
    }

    /// Whether the keyboard sits at the bottom of the screen across its full width, rather than floating or split.
    ///
    /// The rule is ``KeyboardGeometry/isDocked(keyboardFrame:screenBounds:)``, half-point tolerance included.
    /// `false` when the keyboard is not visible and for the hide notifications, whatever their end frame says.
    /// Without ``screenBounds`` a visible keyboard counts as docked.
    public var isDocked: Bool { flag(.isDocked) }

    /// ``isDocked`` of a visible keyboard that doesn't hide, worked out.
    private var dockedness: Bool {
        guard let screenBounds else { return true }
        return KeyboardGeometry.isDocked(keyboardFrame: endFrame, screenBounds: screenBounds)
    }

    /// How many points of the screen the keyboard covers from its bottom edge; 0 when hidden or undocked.
    public var height: CGFloat {
        guard isDocked else { return 0 }
        guard let screenBounds else { return endFrame.height }
        return KeyboardGeometry.dockedHeight(keyboardFrame: endFrame, screenBounds: screenBounds)
    }

    /// The same change with duration 0: what an observer hears when it must catch up at once.
    var withoutAnimation: KeyboardFrameChange {
        var immediate = self
        immediate.animationDuration = 0
        return immediate
    }

    /// Whether `other` moves the keyboard exactly as this change does, whichever notification carried it.
    ///
    /// iOS posts will-change-frame and will-show (or will-hide) for one transition with the same payload. The screen
    /// is left out: UIKit passes it as the object of show and hide notifications but not of change-frame ones.
    func describesSameTransition(as other: KeyboardFrameChange) -> Bool {
        beginFrame == other.beginFrame && endFrame == other.endFrame && animationDuration == other.animationDuration
            && animationCurve == other.animationCurve && isVisible == other.isVisible
    }

    /// Throws unless `duration` is finite, not negative and at most ``maximumAnimationDuration``.
    static func checkDuration(_ duration: TimeInterval) throws(KeyboardPayloadError) {
        let key = KeyboardUserInfoKey.animationDuration.rawValue
        // Printed only for an error, as in check(_:key:): every notification and every tracked frame is checked.
        var printed: String { "\(duration)" }
        guard duration.isFinite else { throw .nonFiniteValue(key: key, value: printed) }
        guard duration >= 0 else { throw .negativeValue(key: key, value: printed) }
        guard duration <= maximumAnimationDuration else {
            throw .outOfRange(key: key, value: printed, range: "0...\(Int(maximumAnimationDuration)) seconds")
        }
    }

    /// Throws unless every component is finite and within ``maximumCoordinate``, and the size is not negative.
    static func check(_ rect: CGRect, key: String) throws(KeyboardPayloadError) {
        // Printed only for an error: every notification and every tracked frame is checked (keyboard-bench).
        var printed: String { "{{\(rect.origin.x), \(rect.origin.y)}, {\(rect.size.width), \(rect.size.height)}}" }
        let components = (rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        guard components.0.isFinite, components.1.isFinite, components.2.isFinite, components.3.isFinite else {
            throw .nonFiniteValue(key: key, value: printed)
        }
        guard rect.size.width >= 0, rect.size.height >= 0 else { throw .negativeValue(key: key, value: printed) }
        guard abs(components.0) <= maximumCoordinate, abs(components.1) <= maximumCoordinate,
            abs(components.2) <= maximumCoordinate, abs(components.3) <= maximumCoordinate
        else {
            throw .outOfRange(key: key, value: printed, range: "±\(Int(maximumCoordinate)) points")
        }
    }
}

// MARK: - CustomReflectable

extension KeyboardFrameChange: CustomReflectable {
    /// The change's values under their own names, as `print`, `dump`, the debugger and a failed `#expect` show it
    /// (its storage packs them: flags, a byte for the curve, a box for the rare ones).
    ///
    /// ```swift
    /// dump(change)  // ▿ KeyboardFrameChange - event: willShow - beginFrame: … - endFrame: (0, 451, 375, 216) …
    /// ```
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "event": event, "beginFrame": beginFrame as Any, "endFrame": endFrame,
                "animationDuration": animationDuration, "animationCurve": animationCurve, "isLocal": isLocal as Any,
                "screen": screen as Any, "recoveredErrors": recoveredErrors, "isTracked": isTracked,
                "accessoryFrame": accessoryFrame as Any, "isAccessoryOnly": isAccessoryOnly,
                "notificationEndFrame": notificationEndFrame as Any, "movesFocus": movesFocus,
            ],
            displayStyle: .struct)
    }
}
