import Foundation

/// Docked keyboard heights measured on this device, persisted in `UserDefaults`, and the best estimate of
/// the height before the keyboard has appeared.
///
/// A height is stored per ``KeyboardHeightKey`` (screen size in points and orientation) under a
/// namespaced, versioned defaults key such as `"KeyboardProtocols.v1.height.375x667.portrait"`.
/// ``estimatedHeight(for:showsQuickType:)`` answers with the measured height when there is one, else with
/// the documented table of ``KeyboardHeightEstimates``, else with its last-resort estimate.
///
/// Values are checked both ways. ``recordMeasuredHeight(_:for:)`` refuses a height that cannot be a docked
/// keyboard's; when reading, anything in the store that is not a plausible height (a string, a Boolean, data,
/// NaN, infinity, zero or a negative number, a height taller than the screen such as 10⁶, a bar's height below
/// ``minimumKeyboardHeight``) is ignored, as if nothing had been measured, and the next real measurement replaces it.
///
/// ## Keyboards, not bars
/// A docked frame is not always a keyboard. With a hardware keyboard attached, iPadOS docks only the shortcut bar
/// (about 55 points), and a responder with an `inputAccessoryView` docks only that view (44 to about 72 points for
/// a toolbar or a chat bar); both frames reach the screen's bottom and span its width. Cached as "the keyboard's
/// height", such a value would make the next estimate hundreds of points short. So the cache keeps no height below
/// ``minimumKeyboardHeight``, 120 points: above the bars (55 for the shortcut bar, about 72 for the tallest common
/// accessory bar) and well below the shortest software keyboard, an iPhone's in landscape (162 points without
/// QuickType, about 193 with it, on 320 × 568 and 375 × 667 screens). An accessory view taller than 120 points
/// shown alone is still recorded; nothing in a notification tells it apart from a keyboard.
///
/// ```swift
/// let cache = KeyboardHeightCache()                              // UserDefaults.standard
/// let key = try KeyboardHeightKey(screenSize: CGSize(width: 393, height: 852))
/// cache.estimatedHeight(for: key)                                // 335, the last resort: nothing measured yet
/// try cache.recordMeasuredHeight(336, for: key)
/// cache.estimatedHeight(for: key)                                // 336
/// ```
///
/// `KeyboardState` and `KeyboardPreloadGate` record into a cache on their own; most apps only read it.
///
/// The cache keeps no state besides its `UserDefaults`, which Apple documents as thread-safe, so it may be
/// shared across threads and actors.
public final class KeyboardHeightCache: @unchecked Sendable {
    /// The store the heights live in.
    public let defaults: UserDefaults

    /// Creates a cache over a defaults store.
    ///
    /// - Parameter defaults: Where heights are persisted. Defaults to `UserDefaults.standard`; pass
    ///   `UserDefaults(suiteName:)` to share heights with an app group or to isolate tests.
    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// The lowest height the cache takes for a keyboard's: 120 points. Anything lower is a bar (a hardware
    /// keyboard's shortcut bar, an input accessory view alone), not a keyboard; see "Keyboards, not bars" above.
    public static let minimumKeyboardHeight: CGFloat = 120

    /// The measured height for a screen and orientation, ignoring anything implausible in the store.
    ///
    /// - Parameter key: The screen size and orientation.
    /// - Returns: The height in points, or `nil` when none was measured or the stored value is garbage.
    public func measuredHeight(for key: KeyboardHeightKey) -> CGFloat? {
        try? storedHeight(for: key)
    }

    /// The measured height for a screen and orientation, reporting garbage in the store.
    ///
    /// - Parameter key: The screen size and orientation.
    /// - Returns: The height in points, or `nil` when nothing is stored under the key.
    /// - Throws: ``KeyboardHeightCacheError/unreadableStoredValue(key:value:)`` when the stored value is not a
    ///   plausible height for that screen.
    public func storedHeight(for key: KeyboardHeightKey) throws(KeyboardHeightCacheError) -> CGFloat? {
        let defaultsKey = key.defaultsKey
        guard let object = defaults.object(forKey: defaultsKey) else { return nil }
        guard let height = Self.number(in: object), Self.isPlausible(height, for: key) else {
            throw .unreadableStoredValue(key: defaultsKey, value: Self.printed(object))
        }
        return height
    }

    /// The best estimate of the docked keyboard's height.
    ///
    /// - Parameters:
    ///   - key: The screen size and orientation.
    ///   - showsQuickType: Whether the QuickType bar is expected; only consulted for the table, since a
    ///     measured height already includes the bar if it was shown. Defaults to `true`.
    /// - Returns: ``measuredHeight(for:)`` if there is one, else
    ///   ``KeyboardHeightEstimates/estimatedHeight(for:showsQuickType:)``.
    public func estimatedHeight(for key: KeyboardHeightKey, showsQuickType: Bool = true) -> CGFloat {
        measuredHeight(for: key) ?? KeyboardHeightEstimates.estimatedHeight(for: key, showsQuickType: showsQuickType)
    }

    /// Stores a measured docked keyboard height, replacing whatever the store held under the key.
    ///
    /// - Parameters:
    ///   - height: The keyboard's height in points.
    ///   - key: The screen size and orientation it was measured on.
    /// - Throws: ``KeyboardHeightCacheError/implausibleHeight(key:value:)`` when `height` is not finite,
    ///   not positive, or taller than the screen in that orientation;
    ///   ``KeyboardHeightCacheError/belowKeyboardMinimum(key:value:)`` when it is a bar's height, below
    ///   ``minimumKeyboardHeight``. Either way the store is left untouched.
    public func recordMeasuredHeight(_ height: CGFloat, for key: KeyboardHeightKey) throws(KeyboardHeightCacheError) {
        guard Self.fitsScreen(Double(height), for: key) else {
            throw .implausibleHeight(key: key.defaultsKey, value: "\(height)")
        }
        guard Self.reachesKeyboardMinimum(Double(height)) else {
            throw .belowKeyboardMinimum(key: key.defaultsKey, value: "\(height)")
        }
        defaults.set(Double(height), forKey: key.defaultsKey)
    }

    /// Forgets the measured height for a screen and orientation.
    ///
    /// - Parameter key: The screen size and orientation.
    public func removeMeasuredHeight(for key: KeyboardHeightKey) {
        defaults.removeObject(forKey: key.defaultsKey)
    }

    // A docked keyboard is no shorter than the shortest software keyboard and no taller than its screen.
    private static func isPlausible(_ height: Double, for key: KeyboardHeightKey) -> Bool {
        fitsScreen(height, for: key) && reachesKeyboardMinimum(height)
    }

    // A docked frame is taller than nothing and no taller than the screen it is docked to.
    private static func fitsScreen(_ height: Double, for key: KeyboardHeightKey) -> Bool {
        height.isFinite && height > 0 && height <= Double(key.screenHeight)
    }

    private static func reachesKeyboardMinimum(_ height: Double) -> Bool {
        height >= Double(minimumKeyboardHeight)
    }

    // Numbers come back as NSNumber on Apple platforms and as Int or Double elsewhere; Booleans read as NSNumbers
    // too, and are never heights.
    private static func number(in object: Any) -> Double? {
        guard !(object is String), !PayloadValue.isBoolean(object), let number = object as? NSNumber else { return nil }
        return number.doubleValue
    }

    private static func printed(_ object: Any) -> String {
        if let string = object as? String { return "\"\(string)\" (String)" }
        return "\(object) (\(type(of: object)))"
    }
}
