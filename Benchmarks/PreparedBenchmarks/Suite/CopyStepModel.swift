/// Copies of the way a cached plan copies one key, to measure what each layer
/// costs. Not the library's code: its shape, rebuilt here with the same
/// language constructs.
///
/// In the library, `ContextKeys.add(_:_:)` is `@inline(__always)` and takes
/// the key path as an autoclosure, so the key-path literal is created inside
/// the typed `read` and `write` closures it builds at the user's declaration,
/// where the optimizer folds it into a direct property access. It also builds
/// there, where the value type is concrete, the copier that joins a source's
/// `read` to the destination's `write`. A cached plan keeps the joined copy, so
/// one key costs three indirect calls: copy → source `read` → destination `write`.
enum CopyStepModel {
    typealias Copy = (_ source: AnyObject, _ destination: AnyObject) -> Void

    /// A property's typed accessors and copier, as `ContextKeys.add` builds them.
    final class Accessor<Value> {
        let read: (AnyObject) -> Value
        let write: (AnyObject, Value) -> Void
        private let copier: (_ sourceRead: Any) -> Copy?

        init(read: @escaping (AnyObject) -> Value, write: @escaping (AnyObject, Value) -> Void) {
            self.read = read
            self.write = write
            self.copier = { sourceRead in
                guard let sourceRead = sourceRead as? (AnyObject) -> Value else { return nil }
                return { source, destination in write(destination, sourceRead(source)) }
            }
        }

        /// The copy from `source` into this property, as a plan builds it once.
        func copy(from source: Accessor<Value>) -> Copy? {
            copier(source.read)
        }
    }

    /// The library's shape today: the key-path literal passed as an autoclosure
    /// and created inside each closure.
    @inline(__always)
    static func literalAccessor<Root: AnyObject, Value>(
        _ keyPath: @escaping @autoclosure () -> ReferenceWritableKeyPath<Root, Value>
    ) -> Accessor<Value> {
        Accessor(read: { unsafeDowncast($0, to: Root.self)[keyPath: keyPath()] },
                 write: { unsafeDowncast($0, to: Root.self)[keyPath: keyPath()] = $1 })
    }

    /// The shape before the autoclosure change: a key path stored in the
    /// closures and applied through the runtime on every call.
    @inline(__always)
    static func storedAccessor<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Accessor<Value> {
        Accessor(read: { unsafeDowncast($0, to: Root.self)[keyPath: keyPath] },
                 write: { unsafeDowncast($0, to: Root.self)[keyPath: keyPath] = $1 })
    }

    typealias Source = K8P32D3TabledSource
    typealias Destination = K8P32D3Destination

    enum Accessors {
        /// Key-path literals passed as autoclosures (the library today).
        case keyPathLiterals
        /// Key paths stored in the closures (the library before the change).
        case storedKeyPaths
        /// `read` and `write` closures written by hand over the property.
        case handWritten
    }

    /// The 8 keys of the center fixture, each joined as a plan joins them:
    /// copy → source `read` → destination `write`.
    static func accessorCopies(_ accessors: Accessors) -> [Copy] {
        switch accessors {
        case .keyPathLiterals:
            return [
                literalAccessor(\Destination.prepCtxTitle0).copy(from: literalAccessor(\Source.prepCtxTitle0)),
                literalAccessor(\Destination.prepCtxCount1).copy(from: literalAccessor(\Source.prepCtxCount1)),
                literalAccessor(\Destination.prepCtxUser2).copy(from: literalAccessor(\Source.prepCtxUser2)),
                literalAccessor(\Destination.prepCtxRoute3).copy(from: literalAccessor(\Source.prepCtxRoute3)),
                literalAccessor(\Destination.prepCtxSession4).copy(from: literalAccessor(\Source.prepCtxSession4)),
                literalAccessor(\Destination.prepCtxTitle5).copy(from: literalAccessor(\Source.prepCtxTitle5)),
                literalAccessor(\Destination.prepCtxCount6).copy(from: literalAccessor(\Source.prepCtxCount6)),
                literalAccessor(\Destination.prepCtxUser7).copy(from: literalAccessor(\Source.prepCtxUser7)),
            ].compactMap { $0 }
        case .storedKeyPaths:
            return [
                storedAccessor(\Destination.prepCtxTitle0).copy(from: storedAccessor(\Source.prepCtxTitle0)),
                storedAccessor(\Destination.prepCtxCount1).copy(from: storedAccessor(\Source.prepCtxCount1)),
                storedAccessor(\Destination.prepCtxUser2).copy(from: storedAccessor(\Source.prepCtxUser2)),
                storedAccessor(\Destination.prepCtxRoute3).copy(from: storedAccessor(\Source.prepCtxRoute3)),
                storedAccessor(\Destination.prepCtxSession4).copy(from: storedAccessor(\Source.prepCtxSession4)),
                storedAccessor(\Destination.prepCtxTitle5).copy(from: storedAccessor(\Source.prepCtxTitle5)),
                storedAccessor(\Destination.prepCtxCount6).copy(from: storedAccessor(\Source.prepCtxCount6)),
                storedAccessor(\Destination.prepCtxUser7).copy(from: storedAccessor(\Source.prepCtxUser7)),
            ].compactMap { $0 }
        case .handWritten:
            func typed<Root: AnyObject, V>(_: Root.Type, _ read: @escaping (Root) -> V,
                                           _ write: @escaping (Root, V) -> Void) -> Accessor<V> {
                Accessor(read: { read(unsafeDowncast($0, to: Root.self)) },
                         write: { write(unsafeDowncast($0, to: Root.self), $1) })
            }
            return [
                typed(Destination.self, { $0.prepCtxTitle0 }, { $0.prepCtxTitle0 = $1 })
                    .copy(from: typed(Source.self, { $0.prepCtxTitle0 }, { $0.prepCtxTitle0 = $1 })),
                typed(Destination.self, { $0.prepCtxCount1 }, { $0.prepCtxCount1 = $1 })
                    .copy(from: typed(Source.self, { $0.prepCtxCount1 }, { $0.prepCtxCount1 = $1 })),
                typed(Destination.self, { $0.prepCtxUser2 }, { $0.prepCtxUser2 = $1 })
                    .copy(from: typed(Source.self, { $0.prepCtxUser2 }, { $0.prepCtxUser2 = $1 })),
                typed(Destination.self, { $0.prepCtxRoute3 }, { $0.prepCtxRoute3 = $1 })
                    .copy(from: typed(Source.self, { $0.prepCtxRoute3 }, { $0.prepCtxRoute3 = $1 })),
                typed(Destination.self, { $0.prepCtxSession4 }, { $0.prepCtxSession4 = $1 })
                    .copy(from: typed(Source.self, { $0.prepCtxSession4 }, { $0.prepCtxSession4 = $1 })),
                typed(Destination.self, { $0.prepCtxTitle5 }, { $0.prepCtxTitle5 = $1 })
                    .copy(from: typed(Source.self, { $0.prepCtxTitle5 }, { $0.prepCtxTitle5 = $1 })),
                typed(Destination.self, { $0.prepCtxCount6 }, { $0.prepCtxCount6 = $1 })
                    .copy(from: typed(Source.self, { $0.prepCtxCount6 }, { $0.prepCtxCount6 = $1 })),
                typed(Destination.self, { $0.prepCtxUser7 }, { $0.prepCtxUser7 = $1 })
                    .copy(from: typed(Source.self, { $0.prepCtxUser7 }, { $0.prepCtxUser7 = $1 })),
            ].compactMap { $0 }
        }
    }

    /// The 8 keys as one type-erased closure each over direct property access
    /// (what a user-written copy or a generated one would give): one indirect
    /// call per key is the only cost above the floor.
    static func directCopies() -> [Copy] {
        func copy(_ body: @escaping (Source, Destination) -> Void) -> Copy {
            { from, to in body(unsafeDowncast(from, to: Source.self), unsafeDowncast(to, to: Destination.self)) }
        }
        return [
            copy { $1.prepCtxTitle0 = $0.prepCtxTitle0 },
            copy { $1.prepCtxCount1 = $0.prepCtxCount1 },
            copy { $1.prepCtxUser2 = $0.prepCtxUser2 },
            copy { $1.prepCtxRoute3 = $0.prepCtxRoute3 },
            copy { $1.prepCtxSession4 = $0.prepCtxSession4 },
            copy { $1.prepCtxTitle5 = $0.prepCtxTitle5 },
            copy { $1.prepCtxCount6 = $0.prepCtxCount6 },
            copy { $1.prepCtxUser7 = $0.prepCtxUser7 },
        ]
    }

    /// Runs the copies as a plan's write phase does.
    @inline(never)
    static func run(_ copies: [Copy], from source: AnyObject, to destination: AnyObject) {
        for copy in copies { copy(source, destination) }
    }
}
