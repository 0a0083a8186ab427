import Foundation

/// Docked keyboard heights measured on this device, kept in `UserDefaults`, and the best estimate of the keyboard's
/// height before it has appeared, for any field.
///
/// A height is filed by screen size and orientation and by what changes the keyboard's height: the kind of keyboard
/// (letters or a number pad), whether the predictive (QuickType) bar shows, and the input accessory's height
/// (``InputTraits``). The keyboard most fields get (default traits, no accessory) is filed under a defaults key such
/// as `KeyboardProtocols.v1.height.393x852.portrait`, any other with what sets it apart, such as
/// `KeyboardProtocols.v1.height.393x852.portrait.numberPad`. The keyboard preload measures the first;
/// `PreloadsKeyboard` records each later keyboard under its first responder's traits.
///
/// ```swift
/// let cache = KeyboardHeightCache()                                    // UserDefaults.standard
/// let screen = CGSize(width: 393, height: 852)                         // iPhone 15, portrait
/// cache.estimatedHeight(screenSize: screen)                            // 336, the table's, until measured
/// let pin = KeyboardHeightCache.InputTraits(keyboardType: 4)           // UIKeyboardType.numberPad
/// cache.estimatedHeight(for: pin, screenSize: screen)                  // 291: no QuickType bar
/// try cache.recordMeasuredHeight(336, screenSize: screen)
/// ```
///
/// The cache keeps no state besides its `UserDefaults`, so it can be used from any thread.
public final class KeyboardHeightCache: @unchecked Sendable {
    // NB: Sendable because its one store is: Apple, UserDefaults: "The UserDefaults class is thread-safe."
    // Where heights are persisted.
    let defaults: UserDefaults

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

    /// The best estimate of the docked keyboard's height on a screen of this size, as it is now, for a field with
    /// these traits: the height measured there for such a field, else one derived from another measured keyboard or
    /// the table's estimate, plus the field's input accessory.
    ///
    /// Ask it before the field is focused, to lay a form out for the keyboard it will bring up.
    ///
    /// - Parameters:
    ///   - traits: What the field asks of the keyboard. Defaults to the keyboard most fields get.
    ///   - screenSize: The screen's bounds size in points now; wider than tall means landscape.
    /// - Returns: The height in points; the portrait estimate for a size that is no screen (zero, negative, not
    ///   finite).
    public func estimatedHeight(for traits: InputTraits = InputTraits(), screenSize: CGSize) -> CGFloat {
        guard let key = try? KeyboardHeightKey(screenSize: screenSize, keyboard: traits.keyboard) else {
            return KeyboardHeightEstimates.lastResortHeight(for: .portrait) + traits.keyboard.accessoryPoints
        }
        return estimatedHeight(for: key)
    }

    /// The height measured on a screen of this size, in its orientation now, for a field with these traits.
    ///
    /// - Parameters:
    ///   - traits: What the field asks of the keyboard. Defaults to the keyboard most fields get.
    ///   - screenSize: The screen's bounds size in points now.
    /// - Returns: The height in points, or `nil` when none was measured.
    /// - Throws: ``KeyboardHeightCacheError`` naming the key when the size is no screen or the stored value is not
    ///   a keyboard height.
    public func measuredHeight(for traits: InputTraits = InputTraits(), screenSize: CGSize)
        throws(KeyboardHeightCacheError) -> CGFloat?
    {
        try storedHeight(for: KeyboardHeightKey(screenSize: screenSize, keyboard: traits.keyboard))
    }

    /// Stores a docked keyboard height measured on a screen of this size, in its orientation now, for a field with
    /// these traits.
    ///
    /// - Parameters:
    ///   - height: The keyboard's height in points, with the field's input accessory.
    ///   - traits: What the field asked of the keyboard. Defaults to the keyboard most fields get.
    ///   - screenSize: The screen's bounds size in points now.
    /// - Throws: ``KeyboardHeightCacheError`` naming the key and the value when the size is no screen or the height
    ///   is no docked keyboard's; the store is left untouched.
    public func recordMeasuredHeight(
        _ height: CGFloat, for traits: InputTraits = InputTraits(), screenSize: CGSize
    ) throws(KeyboardHeightCacheError) {
        try recordMeasuredHeight(height, for: KeyboardHeightKey(screenSize: screenSize, keyboard: traits.keyboard))
    }

    // MARK: - By key

    /// The measured height, ignoring anything implausible in the store.
    func measuredHeight(for key: KeyboardHeightKey) -> CGFloat? {
        try? storedHeight(for: key)
    }

    /// The measured height, or `nil` when nothing is stored; throws for garbage in the store.
    func storedHeight(for key: KeyboardHeightKey) throws(KeyboardHeightCacheError) -> CGFloat? {
        let defaultsKey = key.defaultsKey
        guard let object = defaults.object(forKey: defaultsKey) else { return nil }
        guard let height = Self.number(in: object), Self.isPlausible(height, for: key) else {
            throw .unreadableStoredValue(key: defaultsKey, value: Self.printed(object))
        }
        return height
    }

    /// The measured height; else the keyboard without its accessory, measured or derived, plus the accessory; else
    /// the measured default keyboard moved by the table's difference between the two keyboards; else the table's.
    func estimatedHeight(for key: KeyboardHeightKey) -> CGFloat {
        if let measured = measuredHeight(for: key) { return measured }
        let accessory = key.keyboard.accessoryPoints
        var bare = key
        bare.keyboard.accessoryPoints = 0
        if accessory > 0, let measured = measuredHeight(for: bare) { return measured + accessory }
        let table = KeyboardHeightEstimates.estimatedHeight(for: bare)
        var plain = bare
        plain.keyboard = KeyboardHeightCache.InputTraits.Keyboard()
        if plain != bare, let measured = measuredHeight(for: plain) {
            // The device's own default keyboard, off the table by as much as this one is: a user's larger text,
            // another language's taller keys (Keyman's iOS 18.x readings differ by device, not by field).
            return measured + table - KeyboardHeightEstimates.estimatedHeight(for: plain) + accessory
        }
        return table + accessory
    }

    /// Stores a height, refusing one that is not finite, not positive, taller than the screen or a bar's.
    func recordMeasuredHeight(_ height: CGFloat, for key: KeyboardHeightKey) throws(KeyboardHeightCacheError) {
        guard Self.fitsScreen(Double(height), for: key) else {
            throw .implausibleHeight(key: key.defaultsKey, value: "\(height)")
        }
        guard Self.reachesKeyboardMinimum(Double(height)) else {
            throw .belowKeyboardMinimum(key: key.defaultsKey, value: "\(height)")
        }
        defaults.set(Double(height), forKey: key.defaultsKey)
    }

    func removeMeasuredHeight(for key: KeyboardHeightKey) {
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
    func recordDockedHeight(of change: KeyboardFrameChange, screenBounds: CGRect? = nil) -> Bool {
        let measured = screenBounds.flatMap { try? change.measured(onScreenWithBounds: $0) } ?? change
        guard let docked = KeyboardDocking.dockedHeight(of: measured) else { return false }
        do {
            try recordMeasuredHeight(docked.height, for: docked.key)
            return true
        } catch {
            return false
        }
    }

    /// Records a live keyboard's docked height under its first responder's traits (``InputTraits``), and notes
    /// whether it docked only a bar (a hardware keyboard).
    ///
    /// Nothing is recorded for a responder that takes no typed text, brings its own input view, is on the emoji
    /// keyboard, or has an input accessory whose frame is unknown; a shortcut bar is never a keyboard's height.
    ///
    /// - Parameters:
    ///   - change: A delivered keyboard change.
    ///   - screenBounds: The screen's bounds when the change carries none or another's.
    ///   - responder: The first responder's traits as the change arrived; `nil` when there is none or it is unknown.
    /// - Returns: Whether a height was recorded.
    @discardableResult
    func recordDockedHeight(
        of change: KeyboardFrameChange, screenBounds: CGRect?, responder: KeyboardInputTraits?
    ) -> Bool {
        guard let responder, responder.takesKeyboardInput, !responder.hasInputView else { return false }
        let measured = screenBounds.flatMap { try? change.measured(onScreenWithBounds: $0) } ?? change
        // A text input with no accessory view and only a bar at the bottom: the keys are on a hardware keyboard.
        if !responder.hasInputAccessoryView, !measured.isTracked, measured.isVisible {
            if KeyboardDocking.isShortcutBar(measured) {
                hardwareKeyboardWasLastSeen = true
                return false
            }
            if KeyboardDocking.dockedHeight(of: measured) != nil { hardwareKeyboardWasLastSeen = false }
        }
        guard responder.primaryLanguage != "emoji", let covered = responder.coveredChange(measured),
            let docked = KeyboardDocking.dockedHeight(of: covered)
        else { return false }
        var key = docked.key
        key.keyboard = responder.fieldTraits.keyboard
        do {
            try recordMeasuredHeight(docked.height, for: key)
            return true
        } catch {
            return false
        }
    }

    /// Whether the last text input's keyboard seen in this process docked only a bar, below
    /// ``minimumKeyboardHeight``: a hardware keyboard was attached then. Not kept across launches: the keyboard may
    /// have been detached meanwhile (and an old value written by an earlier version reads as `false`).
    // NB: with a hardware keyboard, iPadOS docks only the 55-point shortcut bar (IPadStageManagerAndHardwareKeyboards);
    // no public UIKit property says a hardware keyboard is attached, and GCKeyboard would add GameController. Stored
    // as this launch's identifier so every cache over the same store agrees, with no global state.
    var hardwareKeyboardWasLastSeen: Bool {
        get { defaults.string(forKey: Self.hardwareKeyboardKey) == Self.launchIdentifier }
        set {
            if newValue {
                defaults.set(Self.launchIdentifier, forKey: Self.hardwareKeyboardKey)
            } else {
                defaults.removeObject(forKey: Self.hardwareKeyboardKey)
            }
        }
    }

    /// This process's launch, as the hardware-keyboard flag records it.
    private static let launchIdentifier = UUID().uuidString

    /// The prefix of every key the cache writes, namespaced and versioned.
    static let defaultsKeyPrefix = "KeyboardProtocols.v1."
    static let hardwareKeyboardKey = defaultsKeyPrefix + "hardwareKeyboardWasLastSeen"

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

// MARK: - Input traits

extension KeyboardHeightCache {
    /// What a text field asks of the keyboard, as far as it changes the keyboard's height: the keyboard type, whether
    /// the predictive (QuickType) bar shows (autocorrection, spell checking, secure entry, the content type), and the
    /// height of its input accessory view.
    ///
    /// Values are UIKit's raw values, so the core reads them on any platform; on iOS,
    /// `KeyboardHeightCache.InputTraits(_:)` reads them from a field.
    ///
    /// ```swift
    /// let code = KeyboardHeightCache.InputTraits(keyboardType: 4, textContentType: "one-time-code")
    /// let search = KeyboardHeightCache.InputTraits(autocorrectionType: 1, spellCheckingType: 1)  // no bar
    /// cache.estimatedHeight(for: search, screenSize: CGSize(width: 393, height: 852))          // 291
    /// ```
    public struct InputTraits: Sendable, Hashable {
        /// What sets the keyboard's height: the key the cache files a height under.
        var keyboard: Keyboard

        /// Creates traits from UIKit's raw values; every default is the keyboard most fields get.
        ///
        /// - Parameters:
        ///   - keyboardType: `UIKeyboardType.rawValue`: 0 `.default`, 4 `.numberPad`, 5 `.phonePad`, 8
        ///     `.decimalPad`, 11 `.asciiCapableNumberPad`.
        ///   - autocorrectionType: `UITextAutocorrectionType.rawValue`: 0 `.default`, 1 `.no`, 2 `.yes`.
        ///   - spellCheckingType: `UITextSpellCheckingType.rawValue`: 0 `.default`, 1 `.no`, 2 `.yes`.
        ///   - isSecureTextEntry: Whether the field hides what is typed.
        ///   - textContentType: `UITextContentType.rawValue`, such as `"one-time-code"` or `"password"`.
        ///   - inputAccessoryHeight: The height of the field's input accessory view in points; 0 for none.
        public init(
            keyboardType: Int = 0, autocorrectionType: Int = 0, spellCheckingType: Int = 0,
            isSecureTextEntry: Bool = false, textContentType: String? = nil, inputAccessoryHeight: CGFloat = 0
        ) {
            let isNumberPad = Keyboard.numberPadTypes.contains(keyboardType)
            // Apple, iOS 15 release notes (68874861, quoted in holzschu/a-shell issue 319): "For apps linked against
            // iOS 15 and iPadOS 15 or later, the QuickType bar is enabled" with autocorrection off; "set
            // spellCheckingType to UITextSpellCheckingTypeNo to hide the QuickType bar".
            let predicts = !(autocorrectionType == 1 && spellCheckingType == 1)
            // A guess, no source measured it: a credential or code field shows AutoFill's bar even where nothing is
            // predicted (a secure field shows no predictions).
            let autoFills = textContentType.map(Keyboard.autoFillContentTypes.contains) ?? false
            keyboard = Keyboard(
                isNumberPad: isNumberPad,
                showsPredictiveBar: !isNumberPad && ((predicts && !isSecureTextEntry) || autoFills),
                accessoryPoints: Keyboard.points(inputAccessoryHeight))
        }

        /// What changes a docked keyboard's height: the defaults key's last components.
        struct Keyboard: Sendable, Hashable {
            /// `UIKeyboardType.numberPad`, `.phonePad`, `.decimalPad`, `.asciiCapableNumberPad`: on an iPhone the
            /// number pad, with no predictive bar (on an iPad they bring up the full keyboard: vergecurrency/vIOS
            /// issue 97, "not possible on an iPad, the iPhone version does have the numpad").
            static let numberPadTypes: Set<Int> = [4, 5, 8, 11]
            /// `UITextContentType` raw values that bring AutoFill suggestions into the bar.
            static let autoFillContentTypes: Set<String> = ["username", "password", "new-password", "one-time-code"]

            /// The iPhone's number pad rather than the letters.
            var isNumberPad = false
            /// The predictive (QuickType) bar above the keys.
            var showsPredictiveBar = true
            /// The input accessory view's height in whole points, 0 for none.
            var accessoryPoints: CGFloat = 0

            init(isNumberPad: Bool = false, showsPredictiveBar: Bool = true, accessoryPoints: CGFloat = 0) {
                self.isNumberPad = isNumberPad
                self.showsPredictiveBar = showsPredictiveBar && !isNumberPad
                self.accessoryPoints = accessoryPoints
            }

            /// Whole points, 0 or more: a 44.33-point bar files with a 44-point one.
            static func points(_ height: CGFloat) -> CGFloat {
                height.isFinite && height > 0 ? min(height, KeyboardFrameChange.maximumCoordinate).rounded() : 0
            }

            /// The defaults key's suffix: empty for the keyboard most fields get (the key of version 1 of the cache),
            /// else `.numberPad`, `.noPredictiveBar`, `.accessory44`, in that order.
            var keySuffix: String {
                (isNumberPad ? ".numberPad" : "") + (!isNumberPad && !showsPredictiveBar ? ".noPredictiveBar" : "")
                    + (accessoryPoints > 0 ? ".accessory\(Int(accessoryPoints))" : "")
            }
        }
    }
}

/// What the UIKit layer reads from the first responder as a keyboard change arrives: enough to tell which keyboard it
/// brings up (``KeyboardHeightCache/InputTraits``) and where its input accessory is.
struct KeyboardInputTraits: Sendable, Equatable {
    /// Whether the responder takes typed text (`UIKeyInput`), so a keyboard, software or hardware, types into it.
    var takesKeyboardInput: Bool
    /// `keyboardType.rawValue`; 0 is `UIKeyboardType.default`.
    // UITextInputTraits.h, `UIKeyboardTypeDefault`.
    var keyboardType: Int
    var isSecureTextEntry: Bool
    var hasInputAccessoryView: Bool
    var hasInputView: Bool
    /// `textInputMode?.primaryLanguage`: `"emoji"` while the emoji keyboard is up.
    var primaryLanguage: String?
    /// `autocorrectionType.rawValue` and `spellCheckingType.rawValue`; 0 is `.default`.
    var autocorrectionType: Int
    var spellCheckingType: Int
    /// `textContentType?.rawValue`.
    var textContentType: String?
    /// The input accessory view's frame in screen coordinates while it is in a window; `nil` when there is none or
    /// it is not on screen.
    var inputAccessoryFrame: CGRect?

    init(
        takesKeyboardInput: Bool = true, keyboardType: Int = 0, isSecureTextEntry: Bool = false,
        hasInputAccessoryView: Bool = false, hasInputView: Bool = false, primaryLanguage: String? = nil,
        autocorrectionType: Int = 0, spellCheckingType: Int = 0, textContentType: String? = nil,
        inputAccessoryFrame: CGRect? = nil
    ) {
        self.takesKeyboardInput = takesKeyboardInput
        self.keyboardType = keyboardType
        self.isSecureTextEntry = isSecureTextEntry
        self.hasInputAccessoryView = hasInputAccessoryView || inputAccessoryFrame != nil
        self.hasInputView = hasInputView
        self.primaryLanguage = primaryLanguage
        self.autocorrectionType = autocorrectionType
        self.spellCheckingType = spellCheckingType
        self.textContentType = textContentType
        self.inputAccessoryFrame = inputAccessoryFrame
    }

    /// The traits the height cache files the responder's keyboard under.
    var fieldTraits: KeyboardHeightCache.InputTraits {
        KeyboardHeightCache.InputTraits(
            keyboardType: keyboardType, autocorrectionType: autocorrectionType, spellCheckingType: spellCheckingType,
            isSecureTextEntry: isSecureTextEntry, textContentType: textContentType,
            inputAccessoryHeight: inputAccessoryFrame?.height ?? 0)
    }

    /// The change as the area the keyboard and the input accessory cover together: their union (iOS 18 and earlier
    /// include the accessory in the frame, iOS 26 leaves it out: badoo/Chatto PR 797), so nothing counts twice and
    /// nothing is lost. `nil` for an accessory whose frame is unknown, or one not riding on the keyboard.
    func coveredChange(_ change: KeyboardFrameChange) -> KeyboardFrameChange? {
        guard hasInputAccessoryView else { return change }
        guard let accessory = inputAccessoryFrame, accessory.height > 0, change.height > 0,
            accessory.maxY >= change.endFrame.minY - KeyboardGeometry.edgeTolerance,
            accessory.minY <= change.endFrame.minY + KeyboardGeometry.edgeTolerance
        else { return nil }
        var covered = try? KeyboardFrameChange(
            event: change.event, beginFrame: change.beginFrame, endFrame: change.endFrame.union(accessory),
            animationDuration: change.animationDuration, animationCurve: change.animationCurve,
            isLocal: change.isLocal, screen: change.screen)
        covered?.isTracked = change.isTracked
        return covered
    }
}

/// A screen size and orientation: what a docked keyboard's height depends on, as far as the app can tell.
struct KeyboardHeightKey: Sendable, Hashable, CustomStringConvertible {
    enum Orientation: String, Sendable, Hashable, CaseIterable {
        case portrait
        case landscape
    }

    /// The screen's size in points in portrait: the shorter side as width.
    let portraitScreenSize: CGSize
    let orientation: Orientation
    /// What the field asks of the keyboard; the keyboard most fields get by default.
    var keyboard = KeyboardHeightCache.InputTraits.Keyboard()

    /// The key for a screen as it is now: wider than tall means landscape.
    init(
        screenSize: CGSize, keyboard: KeyboardHeightCache.InputTraits.Keyboard = .init()
    ) throws(KeyboardHeightCacheError) {
        let orientation: Orientation = screenSize.width > screenSize.height ? .landscape : .portrait
        try self.init(portraitScreenSize: screenSize, orientation: orientation)
        self.keyboard = keyboard
    }

    init(portraitScreenSize: CGSize, orientation: Orientation) throws(KeyboardHeightCacheError) {
        let width = portraitScreenSize.width
        let height = portraitScreenSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .invalidScreenSize(key: "screenSize", value: "\(width) x \(height)")
        }
        self.portraitScreenSize = CGSize(width: min(width, height), height: max(width, height))
        self.orientation = orientation
    }

    /// The screen's extent along the keyboard's height: no docked keyboard is taller.
    var screenHeight: CGFloat {
        orientation == .portrait ? portraitScreenSize.height : portraitScreenSize.width
    }

    /// E.g. `"KeyboardProtocols.v1.height.375x667.portrait"` for the keyboard most fields get (the one key of the
    /// cache's first version, so heights it stored still read), `"….portrait.numberPad"` for a number pad; a
    /// fractional size keeps its digits.
    var defaultsKey: String {
        KeyboardHeightCache.defaultsKeyPrefix + "height."
            + "\(PrintedNumber.text(Double(portraitScreenSize.width)))x"
            + "\(PrintedNumber.text(Double(portraitScreenSize.height)))"
            + ".\(orientation.rawValue)" + keyboard.keySuffix
    }

    var description: String { defaultsKey }

    // NB: written by hand: CGSize is Hashable on Apple platforms only from the iOS 18 SDK generation on.
    static func == (lhs: KeyboardHeightKey, rhs: KeyboardHeightKey) -> Bool {
        lhs.portraitScreenSize.width == rhs.portraitScreenSize.width
            && lhs.portraitScreenSize.height == rhs.portraitScreenSize.height
            && lhs.orientation == rhs.orientation && lhs.keyboard == rhs.keyboard
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(portraitScreenSize.width)
        hasher.combine(portraitScreenSize.height)
        hasher.combine(orientation)
        hasher.combine(keyboard)
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

    /// Whether a visible change shows only a bar resting on the screen's bottom edge, lower than
    /// ``KeyboardHeightCache/minimumKeyboardHeight``: iPadOS's shortcut bar with a hardware keyboard attached, docked
    /// across the screen (55 points: ionic-team/ionic-plugin-keyboard PR 273) or minimized to a short bar in a corner
    /// (which counts as a keyboard in Stage Manager: WWDC22, quoted in cogwheel0/conduit PR 740; its 55 to 70 points
    /// are a guess, no source measured it). Never a keyboard's height.
    static func isShortcutBar(_ change: KeyboardFrameChange) -> Bool {
        guard !change.isTracked, change.isVisible, let screen = change.screenBounds,
            abs(change.endFrame.maxY - screen.maxY) <= KeyboardGeometry.edgeTolerance
        else { return false }
        let height = change.endFrame.height
        return height > 0 && height < KeyboardHeightCache.minimumKeyboardHeight
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
