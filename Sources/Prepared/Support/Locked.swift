import Foundation

/// A value behind a lock.
///
/// `@unchecked Sendable` because every access to `state` goes through
/// `withLock`. It uses `NSLock` rather than `Synchronization.Mutex` because
/// ThreadSanitizer reports a false race on `Mutex` with this toolchain, and
/// a clean `swift test --sanitize=thread` run is how the cache's safety is checked.
final class Locked<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}
