import Foundation

/// Docked keyboard heights measured on this device, kept in `UserDefaults`, and the best estimate of the keyboard's
/// height before it has appeared.
///
/// It keeps the height of the keyboard most fields get: default text traits, no input accessory view. The keyboard
/// preload measures exactly that one; `PreloadsKeyboard` records a later keyboard only when its first responder asks
/// for the same (a number pad, the emoji keyboard, a secure field or a field with an input accessory view leaves the
/// estimate alone). A height is filed by screen size and orientation, under a defaults key such as
/// `KeyboardProtocols.v1.height.393x852.portrait`.
///
/// ```swift
/// let cache = KeyboardHeightCache()                                    // UserDefaults.standard
/// let screen = CGSize(width: 393, height: 852)                         // iPhone 15, portrait
/// cache.estimatedHeight(screenSize: screen)                            // 336, the table's, until measured
/// try cache.recordMeasuredHeight(336, screenSize: screen)
/// ```
///
/// The cache keeps no state besides its `UserDefaults`, so it can be used from any thread.
public final class KeyboardHeightCache: @unchecked Sendable {
    // NB: Sendable because its one store is: Apple, UserDefaults: "The UserDefaults class is thread-safe."
    // Where heights are persisted.
    package let defaults: UserDefaults

    /// Creates a cache over a defaults store.
    ///
    /// - Parameter defaults: Where heights are kept. Defaults to `UserDefaults.standard`; pass
    ///   `UserDefaults(suiteName:)` to share them with an app group or to isolate tests.
    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// The lowest height taken for a keyboard's: 120 points. Lower is a bar (a hardware keyboard's shortcut bar, an
    /// input accessory view alone), not a keyboard.
    // NB: above the 55-point shortcut bar and a 72-point chat bar, below the shortest software keyboard (an iPhone in
    // landscape, 162 points: zoul/ios-keyboards README).
    public static let minimumKeyboardHeight: CGFloat = 120

    /// The best estimate of the docked keyboard's height on a screen of this size, as it is now: the height measured
    /// there, else the table's estimate.
    ///
    /// - Parameter screenSize: The screen's bounds size in points now; wider than tall means landscape.
    /// - Returns: The height in points; the portrait estimate for a size that is no screen (zero, negative, not
    ///   finite).
    public func estimatedHeight(screenSize: CGSize) -> CGFloat {
        guard let key = try? KeyboardHeightKey(screenSize: screenSize) else {
            return KeyboardHeightEstimates.lastResortHeight(for: .portrait)
        }
        return estimatedHeight(for: key)
    }

    /// The height measured on a screen of this size, in its orientation now.
    ///
    /// - Parameter screenSize: The screen's bounds size in points now.
    /// - Returns: The height in points, or `nil` when none was measured.
    /// - Throws: ``KeyboardHeightCacheError`` naming the key when the size is no screen or the stored value is not
    ///   a keyboard height.
    public func measuredHeight(screenSize: CGSize) throws(KeyboardHeightCacheError) -> CGFloat? {
        try storedHeight(for: KeyboardHeightKey(screenSize: screenSize))
    }

    /// Stores a docked keyboard height measured on a screen of this size, in its orientation now.
    ///
    /// - Parameters:
    ///   - height: The keyboard's height in points.
    ///   - screenSize: The screen's bounds size in points now.
    /// - Throws: ``KeyboardHeightCacheError`` naming the key and the value when the size is no screen or the height
    ///   is no docked keyboard's; the store is left untouched.
    public func recordMeasuredHeight(_ height: CGFloat, screenSize: CGSize) throws(KeyboardHeightCacheError) {
        try recordMeasuredHeight(height, for: KeyboardHeightKey(screenSize: screenSize))
    }

    // MARK: - By key

    /// The measured height, ignoring anything implausible in the store.
    package func measuredHeight(for key: KeyboardHeightKey) -> CGFloat? {
        try? storedHeight(for: key)
    }

    /// The measured height, or `nil` when nothing is stored; throws for garbage in the store.
    package func storedHeight(for key: KeyboardHeightKey) throws(KeyboardHeightCacheError) -> CGFloat? {
        let defaultsKey = key.defaultsKey
        guard let object = defaults.object(forKey: defaultsKey) else { return nil }
        guard let height = Self.number(in: object), Self.isPlausible(height, for: key) else {
            throw .unreadableStoredValue(key: defaultsKey, value: Self.printed(object))
        }
        return height
    }

    /// The measured height, else the table's (`showsQuickType` only consults the table).
    package func estimatedHeight(for key: KeyboardHeightKey, showsQuickType: Bool = true) -> CGFloat {
        measuredHeight(for: key) ?? KeyboardHeightEstimates.estimatedHeight(for: key, showsQuickType: showsQuickType)
    }

    /// Stores a height, refusing one that is not finite, not positive, taller than the screen or a bar's.
    package func recordMeasuredHeight(_ height: CGFloat, for key: KeyboardHeightKey) throws(KeyboardHeightCacheError) {
        guard Self.fitsScreen(Double(height), for: key) else {
            throw .implausibleHeight(key: key.defaultsKey, value: "\(height)")
        }
        guard Self.reachesKeyboardMinimum(Double(height)) else {
            throw .belowKeyboardMinimum(key: key.defaultsKey, value: "\(height)")
        }
        defaults.set(Double(height), forKey: key.defaultsKey)
    }

    package func removeMeasuredHeight(for key: KeyboardHeightKey) {
        defaults.removeObject(forKey: key.defaultsKey)
    }

    // MARK: - From keyboard changes

    /// Records the height of a keyboard change that shows a keyboard resting docked on its screen's bottom edge,
    /// trusting it to be the default keyboard: the preload's own measurement. Anything else (a hide, an undocked,
    /// floating or split keyboard, a tracked frame, a bar) records nothing.
    ///
    /// - Parameter screenBounds: The screen's bounds when the change carries none or another's.
    /// - Returns: Whether a height was recorded.
    @discardableResult
    package func recordDockedHeight(of change: KeyboardFrameChange, screenBounds: CGRect? = nil) -> Bool {
        let measured = screenBounds.flatMap { try? change.measured(onScreenWithBounds: $0) } ?? change
        guard let docked = KeyboardDocking.dockedHeight(of: measured) else { return false }
        do {
            try recordMeasuredHeight(docked.height, for: docked.key)
            return true
        } catch {
            return false
        }
    }

    /// Records a live keyboard's docked height only when its first responder asks for the default keyboard
    /// (``KeyboardInputTraits/asksForDefaultKeyboard``), and notes whether it docked only a bar (a hardware keyboard).
    ///
    /// - Parameters:
    ///   - change: A delivered keyboard change.
    ///   - screenBounds: The screen's bounds when the change carries none or another's.
    ///   - responder: The first responder's traits as the change arrived; `nil` when there is none or it is unknown.
    /// - Returns: Whether a height was recorded.
    @discardableResult
    package func recordDockedHeight(
        of change: KeyboardFrameChange, screenBounds: CGRect?, responder: KeyboardInputTraits?
    ) -> Bool {
        guard let responder, responder.takesKeyboardInput, !responder.hasInputView else { return false }
        let measured = screenBounds.flatMap { try? change.measured(onScreenWithBounds: $0) } ?? change
        // A text input docked with no accessory view and only a bar showing: the keys are on a hardware keyboard.
        if !responder.hasInputAccessoryView, let docked = KeyboardDocking.dockedHeight(of: measured) {
            hardwareKeyboardWasLastSeen = docked.height < Self.minimumKeyboardHeight
        }
        guard responder.asksForDefaultKeyboard else { return false }
        return recordDockedHeight(of: measured)
    }

    /// Whether the last text input's keyboard seen on this device docked only a bar, below
    /// ``minimumKeyboardHeight``: a hardware keyboard was attached then. Persisted, so a new process knows it too.
    // NB: with a hardware keyboard, iPadOS docks only the 55-point shortcut bar (IPadStageManagerAndHardwareKeyboards);
    // no public UIKit property says a hardware keyboard is attached, and GCKeyboard would add GameController.
    package var hardwareKeyboardWasLastSeen: Bool {
        get { defaults.bool(forKey: Self.hardwareKeyboardKey) }
        set { defaults.set(newValue, forKey: Self.hardwareKeyboardKey) }
    }

    /// The prefix of every key the cache writes, namespaced and versioned.
    package static let defaultsKeyPrefix = "KeyboardProtocols.v1."
    package static let hardwareKeyboardKey = defaultsKeyPrefix + "hardwareKeyboardWasLastSeen"

    // MARK: - Checks

    private static func isPlausible(_ height: Double, for key: KeyboardHeightKey) -> Bool {
        fitsScreen(height, for: key) && reachesKeyboardMinimum(height)
    }

    private static func fitsScreen(_ height: Double, for key: KeyboardHeightKey) -> Bool {
        height.isFinite && height > 0 && height <= Double(key.screenHeight)
    }

    private static func reachesKeyboardMinimum(_ height: Double) -> Bool {
        height >= Double(minimumKeyboardHeight)
    }

    // Numbers read back as NSNumber on Apple platforms and as Int or Double elsewhere; Booleans are never heights.
    private static func number(in object: Any) -> Double? {
        guard !(object is String), !PayloadValue.isBoolean(object), let number = object as? NSNumber else { return nil }
        return number.doubleValue
    }

    private static func printed(_ object: Any) -> String {
        if let string = object as? String { return "\"\(string)\" (String)" }
        return "\(object) (\(type(of: object)))"
    }
}

// MARK: -

/// Why the keyboard height cache refused a value; every case names the defaults key (or argument) and the value.
public enum KeyboardHeightCacheError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A screen size that is not a finite positive number of points on both sides.
    case invalidScreenSize(key: String, value: String)
    /// A height that cannot be a docked keyboard's: not finite, zero or less, or taller than the screen.
    case implausibleHeight(key: String, value: String)
    /// A height below ``KeyboardHeightCache/minimumKeyboardHeight``: a bar, not a keyboard.
    case belowKeyboardMinimum(key: String, value: String)
    /// A stored value that is not a plausible height (a string, a Boolean, NaN, 10⁶, a bar's 55…); it is ignored.
    case unreadableStoredValue(key: String, value: String)

    /// The defaults key or argument the error is about.
    public var key: String {
        switch self {
        case .invalidScreenSize(let key, _), .implausibleHeight(let key, _), .belowKeyboardMinimum(let key, _),
            .unreadableStoredValue(let key, _):
            key
        }
    }

    /// The offending value, printed.
    public var value: String {
        switch self {
        case .invalidScreenSize(_, let value), .implausibleHeight(_, let value), .belowKeyboardMinimum(_, let value),
            .unreadableStoredValue(_, let value):
            value
        }
    }

    /// A sentence naming the key and the value.
    public var description: String {
        switch self {
        case .invalidScreenSize(let key, let value):
            "\(key): \(value) is not a screen size in points (both sides must be finite and positive)"
        case .implausibleHeight(let key, let value):
            "\(key): \(value) is not a docked keyboard height (it must be finite, positive and fit the screen)"
        case .belowKeyboardMinimum(let key, let value):
            "\(key): \(value) is a bar's height, not a keyboard's (it must be at least"
                + " \(PrintedNumber.text(Double(KeyboardHeightCache.minimumKeyboardHeight))) points);"
                + " it is not recorded"
        case .unreadableStoredValue(let key, let value):
            "\(key): the stored value \(value) is not a keyboard height; it is ignored"
        }
    }
}

/// What the UIKit layer reads from the first responder as a keyboard change arrives: enough to tell the keyboard most
/// fields get from any other.
package struct KeyboardInputTraits: Sendable, Equatable {
    /// Whether the responder takes typed text (`UIKeyInput`), so a keyboard, software or hardware, types into it.
    package var takesKeyboardInput: Bool
    /// `keyboardType.rawValue`; 0 is `UIKeyboardType.default`.
    // UITextInputTraits.h, `UIKeyboardTypeDefault`.
    package var keyboardType: Int
    package var isSecureTextEntry: Bool
    package var hasInputAccessoryView: Bool
    package var hasInputView: Bool
    /// `textInputMode?.primaryLanguage`: `"emoji"` while the emoji keyboard is up.
    package var primaryLanguage: String?

    package init(
        takesKeyboardInput: Bool = true, keyboardType: Int = 0, isSecureTextEntry: Bool = false,
        hasInputAccessoryView: Bool = false, hasInputView: Bool = false, primaryLanguage: String? = nil
    ) {
        self.takesKeyboardInput = takesKeyboardInput
        self.keyboardType = keyboardType
        self.isSecureTextEntry = isSecureTextEntry
        self.hasInputAccessoryView = hasInputAccessoryView
        self.hasInputView = hasInputView
        self.primaryLanguage = primaryLanguage
    }

    /// Whether the responder brings up the keyboard the preload measures: default keyboard type, not secure (iOS
    /// shows secure fields no QuickType bar), no input view or accessory view, not on the emoji keyboard.
    // NB: a third-party keyboard can't be told apart (no public API names it); it is the user's keyboard for every
    // default field, the preload's included.
    package var asksForDefaultKeyboard: Bool {
        takesKeyboardInput && keyboardType == 0 && !isSecureTextEntry && !hasInputAccessoryView && !hasInputView
            && primaryLanguage != "emoji"
    }
}

/// A screen size and orientation: what a docked keyboard's height depends on, as far as the app can tell.
package struct KeyboardHeightKey: Sendable, Hashable, CustomStringConvertible {
    package enum Orientation: String, Sendable, Hashable, CaseIterable {
        case portrait
        case landscape
    }

    /// The screen's size in points in portrait: the shorter side as width.
    package let portraitScreenSize: CGSize
    package let orientation: Orientation

    /// The key for a screen as it is now: wider than tall means landscape.
    package init(screenSize: CGSize) throws(KeyboardHeightCacheError) {
        let orientation: Orientation = screenSize.width > screenSize.height ? .landscape : .portrait
        try self.init(portraitScreenSize: screenSize, orientation: orientation)
    }

    package init(portraitScreenSize: CGSize, orientation: Orientation) throws(KeyboardHeightCacheError) {
        let width = portraitScreenSize.width
        let height = portraitScreenSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .invalidScreenSize(key: "screenSize", value: "\(width) x \(height)")
        }
        self.portraitScreenSize = CGSize(width: min(width, height), height: max(width, height))
        self.orientation = orientation
    }

    /// The screen's extent along the keyboard's height: no docked keyboard is taller.
    package var screenHeight: CGFloat {
        orientation == .portrait ? portraitScreenSize.height : portraitScreenSize.width
    }

    /// E.g. `"KeyboardProtocols.v1.height.375x667.portrait"`; a fractional size keeps its digits.
    package var defaultsKey: String {
        KeyboardHeightCache.defaultsKeyPrefix + "height."
            + "\(PrintedNumber.text(Double(portraitScreenSize.width)))x"
            + "\(PrintedNumber.text(Double(portraitScreenSize.height)))"
            + ".\(orientation.rawValue)"
    }

    package var description: String { defaultsKey }

    // NB: written by hand: CGSize is Hashable on Apple platforms only from the iOS 18 SDK generation on.
    package static func == (lhs: KeyboardHeightKey, rhs: KeyboardHeightKey) -> Bool {
        lhs.portraitScreenSize.width == rhs.portraitScreenSize.width
            && lhs.portraitScreenSize.height == rhs.portraitScreenSize.height
            && lhs.orientation == rhs.orientation
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(portraitScreenSize.width)
        hasher.combine(portraitScreenSize.height)
        hasher.combine(orientation)
    }
}

// MARK: - Docked heights

/// The docked height a keyboard notification measures, and the cache key to file it under.
///
/// Only a keyboard at rest on the bottom edge is worth caching: an iPad's floating or split keyboard, or one partly
/// below the screen while it is dragged away interactively, says nothing about the next docked keyboard. Without the
/// screen's bounds there is no key (the screen size is the key), so nothing is recorded. A tracked frame
/// (``KeyboardFrameChange/isTracked``) is never at rest: the keyboard-layout-guide tracker reports the guide's top as a
/// frame that reaches the screen's bottom edge, so a keyboard dragged half-way down would otherwise read as a docked
/// keyboard half its height.
private enum KeyboardDocking {
    /// The height and key, or `nil` when the change shows no keyboard resting docked, is tracked, or carries no screen
    /// bounds.
    static func dockedHeight(of change: KeyboardFrameChange) -> (height: CGFloat, key: KeyboardHeightKey)? {
        guard !change.isTracked, change.isDocked, change.height > 0, let screen = change.screenBounds,
            abs(change.endFrame.maxY - screen.maxY) <= KeyboardGeometry.edgeTolerance,
            let key = try? KeyboardHeightKey(screenSize: screen.size)
        else { return nil }
        return (change.height, key)
    }
}

extension KeyboardFrameChange {
    /// The same change judged against the bounds of a screen: visibility, docking and height as on that screen.
    func measured(onScreenWithBounds screenBounds: CGRect) throws(KeyboardPayloadError) -> KeyboardFrameChange {
        var measured = try KeyboardFrameChange(
            event: event, beginFrame: beginFrame, endFrame: endFrame, animationDuration: animationDuration,
            animationCurve: animationCurve, isLocal: isLocal, screen: KeyboardScreen(bounds: screenBounds))
        measured.isTracked = isTracked
        return measured
    }
}
