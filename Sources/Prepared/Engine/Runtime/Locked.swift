#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a lock.
///
/// `@unchecked Sendable` because every access to the state goes through
/// `withLock`. The lock is a pthread mutex, called directly: `NSLock` is a
/// class over the same mutex, whose two dynamically dispatched calls cost a
/// cached transition about 20 instructions more (Docs/Benchmarks.md); not
/// `Synchronization.Mutex`, because ThreadSanitizer reports a false race on
/// it with this toolchain, and a clean `swift test --sanitize=thread` run is
/// how the caches' safety is checked.
///
/// The state and the mutex live in memory the box allocates, rather than in
/// stored properties: a mutex must not move once initialized, and handing
/// the state `inout` to `body` is then a plain pointer access (a class's
/// stored property passed `inout` costs a dynamic exclusivity check on every
/// call, and the lock already excludes every other access).
package final class Locked<State: Sendable>: @unchecked Sendable {
    /// Sound: allocated and initialized in `init`, destroyed and freed in
    /// `deinit`, never moved; locked and unlocked in pairs by `withLock`.
    /// `ConcurrencyTests`, under `swift test --sanitize=thread`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Sound: allocated and initialized in `init`, deinitialized and freed in
    /// `deinit`, and read or written only by `withLock`, under the lock.
    private let state: UnsafeMutablePointer<State>

    package init(_ state: State) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}
