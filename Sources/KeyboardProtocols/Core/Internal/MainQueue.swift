import Dispatch
import Foundation

/// Tells whether code runs on the main queue, which is where the main actor runs.
///
/// `Thread.isMainThread` is not enough: where a process enters `dispatch_main()` (an `async` main on Linux, as in
/// `swift test`), the main queue and the main actor run on worker threads.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (and so on the main actor).
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
