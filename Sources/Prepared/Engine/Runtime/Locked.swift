import Foundation

/// A value behind a lock.
///
/// `@unchecked Sendable` because every access to the state goes through
/// `withLock`. It uses `NSLock` rather than `Synchronization.Mutex` because
/// ThreadSanitizer reports a false race on `Mutex` with this toolchain, and
/// a clean `swift test --sanitize=thread` run is how the cache's safety is checked.
///
/// The state lives in memory the box allocates, rather than in a stored
/// property, so that handing it `inout` to `body` is a plain pointer access:
/// a class's stored property passed `inout` costs a dynamic exclusivity check
/// on every call, and the lock already excludes every other access.
package final class Locked<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Sound: allocated and initialized in `init`, deinitialized and freed in
    /// `deinit`, and read or written only by `withLock`, under the lock.
    private let state: UnsafeMutablePointer<State>

    package init(_ state: State) {
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state.pointee)
    }
}
