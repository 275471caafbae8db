/// The class profiles of the process, shared by every ``ContextPropagator``.
///
/// What a profile holds (the class's stored properties, its table and their
/// mistakes) does not change while a process runs, so each class is reflected
/// once per prefix and way of reading, whichever propagator meets it first:
/// a new propagator, or a new pair of classes already met, only builds a plan.
/// The exception is a table entry whose key path the first instance's values
/// could not check (``ClassProfile/unsettledEntries``): it is checked again
/// on the instance of each later new plan, until values settle it.
/// A profile made from an instance (checked against `Mirror`, its table's key
/// paths checked against the values they read) is kept apart from one made
/// from the type alone.
///
/// Profiles hold types, offsets and accessors, never instances. Classes are
/// never unloaded, so the cache only grows, by one profile per class and
/// configuration an app uses.
package enum ClassProfileCache {
    private struct Key: Hashable {
        let classIdentifier: ObjectIdentifier
        let prefix: String
        let allowsOffsets: Bool
        let isFromInstance: Bool
    }

    private static let profiles = Locked<[Key: ClassProfile]>([:])

    /// The profile of `object`'s class, made from `object` on first sight.
    ///
    /// A kept profile whose table entries the values of earlier instances
    /// could not check is checked again on `object`, and kept with what its
    /// values settle: which property a key path addresses is the one thing a
    /// profile learns from instances rather than from the class.
    static func profile(of object: AnyObject, prefix: String, allowsOffsets: Bool) -> ClassProfile {
        let type: AnyObject.Type = Swift.type(of: object)
        let key = Key(classIdentifier: ObjectIdentifier(type), prefix: prefix, allowsOffsets: allowsOffsets, isFromInstance: true)
        let (profile, isNew) = cached(key) { ClassProfile(type: type, instance: object, prefix: prefix, allowsOffsets: allowsOffsets) }
        guard !isNew, let settlement = profile.reaudit(on: object) else { return profile }
        return profiles.withLock { profiles in
            let settled = (profiles[key] ?? profile).settling(settlement)
            profiles[key] = settled
            return settled
        }
    }

    /// The profile of `type` from its declarations alone.
    static func profile(of type: AnyObject.Type, prefix: String) -> ClassProfile {
        let key = Key(classIdentifier: ObjectIdentifier(type), prefix: prefix, allowsOffsets: true, isFromInstance: false)
        return cached(key) { ClassProfile(type: type, instance: nil, prefix: prefix) }.profile
    }

    /// Forgets every profile, so that the next transition reflects its
    /// classes again: for measuring a process's first transitions.
    package static func removeAll() {
        profiles.withLock { $0.removeAll() }
    }

    /// The profile kept for `key`, or the one `make` builds (outside the
    /// lock: it runs user code, the classes' table getters), unless another
    /// thread kept one first; and whether it is the one `make` built.
    private static func cached(_ key: Key, make: () -> ClassProfile) -> (profile: ClassProfile, isNew: Bool) {
        if let profile = profiles.withLock({ $0[key] }) {
            return (profile, false)
        }
        let profile = make()
        return profiles.withLock { profiles in
            if let kept = profiles[key] { return (kept, false) }
            profiles[key] = profile
            return (profile, true)
        }
    }
}
