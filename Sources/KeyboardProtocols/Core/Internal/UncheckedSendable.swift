/// Carries a value across threads that Swift cannot prove safe to share.
///
/// Used only for keyboard `Notification`s posted off the main thread: their payloads hold immutable `NSValue` and
/// `NSNumber` objects, and the notification is read on the main actor alone once it arrives there.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
