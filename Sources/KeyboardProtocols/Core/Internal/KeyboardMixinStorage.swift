import Foundation

/// The mixins' bookkeeping, kept per object so that a conformer declares only what a mixin cannot know.
///
/// A protocol extension cannot add stored properties, so each mixin files its state here under its owner: the
/// scroll view's own bottom insets, the bar's resting constant, the container's translation. Entries hold their
/// owner weakly and are keyed by identity *and* checked against that weak reference, so a new object that happens to
/// reuse a deallocated one's address starts from fresh state. Entries whose owner is gone are dropped on every write.
///
/// One value per owner and value type: two mixins on one view controller keep two independent values.
@MainActor
package final class KeyboardMixinStorage {
    /// The storage the mixins use.
    package static let shared = KeyboardMixinStorage()

    private struct Key: Hashable {
        let owner: ObjectIdentifier
        let valueType: ObjectIdentifier
    }

    private struct Entry {
        weak var owner: AnyObject?
        var value: Any
    }

    private var entries: [Key: Entry] = [:]

    /// Creates empty storage; tests make their own.
    package init() {}

    /// How many values are held for live owners; drops the rest first.
    package var count: Int {
        pruneDeallocatedOwners()
        return entries.count
    }

    /// The value stored for `owner`, or `nil` when none was (or its previous owner at that address is gone).
    package func value<Value>(_ type: Value.Type, for owner: AnyObject) -> Value? {
        guard let entry = entries[Self.key(Value.self, owner)], entry.owner === owner else { return nil }
        return entry.value as? Value
    }

    /// Runs `body` on the value stored for `owner` (starting from `initial` when there is none) and stores the result.
    ///
    /// - Returns: What `body` returns.
    package func update<Value, Result>(
        _ initial: @autoclosure () -> Value,
        for owner: AnyObject,
        _ body: (inout Value) -> Result
    ) -> Result {
        var value = self.value(Value.self, for: owner) ?? initial()
        let result = body(&value)
        set(value, for: owner)
        return result
    }

    /// Stores `value` for `owner`, replacing any value of its type.
    package func set<Value>(_ value: Value, for owner: AnyObject) {
        pruneDeallocatedOwners()
        entries[Self.key(Value.self, owner)] = Entry(owner: owner, value: value)
    }

    /// Forgets every value stored for `owner`.
    package func removeValues(for owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        entries = entries.filter { $0.key.owner != id }
    }

    private static func key<Value>(_ type: Value.Type, _ owner: AnyObject) -> Key {
        Key(owner: ObjectIdentifier(owner), valueType: ObjectIdentifier(type))
    }

    private func pruneDeallocatedOwners() {
        if entries.values.contains(where: { $0.owner == nil }) {
            entries = entries.filter { $0.value.owner != nil }
        }
    }
}
