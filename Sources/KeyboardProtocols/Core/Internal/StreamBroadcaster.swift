import Foundation

/// Hands every value to any number of `AsyncStream`s, each with its own consumer.
///
/// Streams leave the broadcaster as soon as they terminate (their consumer's task was cancelled or the stream
/// was dropped), without hopping to an actor, so ``streamCount`` is exact right after a cancellation.
/// The lock only guards the dictionary; continuations are called outside it, because finishing one runs its
/// `onTermination`, which takes the lock again.
final class StreamBroadcaster<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [UUID: AsyncStream<Element>.Continuation] = [:]

    /// The number of streams still listening.
    var streamCount: Int {
        lock.withLock { continuations.count }
    }

    /// A new stream that receives every value yielded from now on, until it or the broadcaster finishes.
    func makeStream(bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream(bufferingPolicy: bufferingPolicy)
        let id = UUID()
        lock.withLock { continuations[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.remove(id)
        }
        return stream
    }

    /// Hands `value` to every listening stream.
    func yield(_ value: Element) {
        for continuation in lock.withLock({ Array(continuations.values) }) {
            continuation.yield(value)
        }
    }

    /// Ends every stream: each consumer's `for await` loop finishes after the values it has buffered.
    func finishAll() {
        let finishing = lock.withLock {
            let all = Array(continuations.values)
            continuations.removeAll()
            return all
        }
        for continuation in finishing {
            continuation.finish()
        }
    }

    private func remove(_ id: UUID) {
        _ = lock.withLock { continuations.removeValue(forKey: id) }
    }
}
