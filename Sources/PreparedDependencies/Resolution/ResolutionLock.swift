import Prepared

import Foundation

/// The one lock all containers resolve under, and the path of the resolution
/// in progress.
///
/// `@unchecked Sendable`: `path` is only read or changed by the thread that
/// holds `lock`. A recursive lock, because factories resolve their own
/// dependencies on the same thread; a single one, so that two containers
/// whose factories resolve from each other cannot deadlock.
final class ResolutionLock: @unchecked Sendable {
    static let shared = ResolutionLock()

    private let lock = NSRecursiveLock()
    private(set) var path: [RegistrationKey] = []

    func resolving<Result>(_ body: () throws(DependencyError) -> Result) throws(DependencyError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Marks `key` as being resolved, or throws when it already is: a cycle.
    func enter(_ key: RegistrationKey) throws(DependencyError) {
        guard !path.contains(key) else {
            throw .cycle(path: (path + [key]).map(\.description))
        }
        path.append(key)
    }

    func leave() {
        path.removeLast()
    }
}
