import Foundation

/// A copy of the plan cache's shape in `ContextPropagator`: an `NSLock`
/// around a dictionary keyed by the pair of classes. Measured alone, it tells
/// what the lookup costs in a cached transition.
final class PlanCacheModel: @unchecked Sendable {
    // @unchecked Sendable: `plans` is only touched while `lock` is held.
    private let lock = NSLock()
    private var plans: [Key: AnyObject] = [:]

    struct Key: Hashable {
        let source: ObjectIdentifier
        let destination: ObjectIdentifier
    }

    func insert(_ plan: AnyObject, from source: AnyObject, to destination: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        plans[Key(source: ObjectIdentifier(type(of: source)), destination: ObjectIdentifier(type(of: destination)))] = plan
    }

    /// The lookup a cached transition makes, lock included.
    @inline(never)
    func plan(from source: AnyObject, to destination: AnyObject) -> AnyObject? {
        let key = Key(source: ObjectIdentifier(type(of: source)), destination: ObjectIdentifier(type(of: destination)))
        lock.lock()
        defer { lock.unlock() }
        return plans[key]
    }

    /// The lock and unlock alone.
    @inline(never)
    func lockAndUnlock() {
        lock.lock()
        lock.unlock()
    }
}
