/// The engine's one unchecked cast: a table entry's accessors receive the
/// objects they read and write erased to `AnyObject`, and take them back as
/// the class that declared the entry.
///
/// Inlined into the accessors that `ContextKeys.add(_:_:)` builds in a
/// user's module, where it costs nothing over a direct property access.
@usableFromInline
enum UncheckedCast {
    /// `object` as a `Root`, without a check.
    ///
    /// Sound because an accessor is reached only through a class's profile,
    /// made for the object's exact class, which drops every entry not
    /// declared by that class or a superclass of it (`ClassProfile.entries`,
    /// the one guard), so the object is always a `Root`.
    /// `TableMistakeTests.foreignEntryDroppedOnce` crashes without that guard.
    @inlinable @inline(__always)
    static func object<Root: AnyObject>(_ object: AnyObject, as _: Root.Type) -> Root {
        unsafeDowncast(object, to: Root.self)
    }
}
