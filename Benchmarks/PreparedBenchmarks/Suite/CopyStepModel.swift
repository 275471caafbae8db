/// Copies of the way a cached plan copies one key, to measure what each layer
/// costs. Not the library's code: its shape, rebuilt here with the same
/// language constructs.
///
/// In the library, `ContextKeys.add` is inlined into the user's table, where it
/// wraps the key-path literal in a typed `read` and `write` closure. The plan
/// then joins a source's `read` and a destination's `write` in a closure built
/// inside the library's generic `ValueAccessor.makeStep(from:)`, reached
/// through an existential, so that closure runs unspecialized generic code.
enum CopyStepModel {
    typealias Copy = (_ source: AnyObject, _ destination: AnyObject) -> Void

    /// A property's typed accessors, as `ContextKeys.add` builds them.
    final class Accessor<Root: AnyObject, Value> {
        let read: (Root) -> Value
        let write: (Root, Value) -> Void

        init(read: @escaping (Root) -> Value, write: @escaping (Root, Value) -> Void) {
            self.read = read
            self.write = write
        }
    }

    /// Built at the declaration from a key-path literal, as the library's inlined `add` does.
    @inline(__always)
    static func accessor<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Accessor<Root, Value> {
        Accessor(read: { $0[keyPath: keyPath] }, write: { $0[keyPath: keyPath] = $1 })
    }

    /// The library's copy step: generic code the optimizer may not specialize.
    @inline(never)
    @_semantics("optimize.sil.specialize.generic.never")
    static func unspecializedCopy<S: AnyObject, D: AnyObject, V>(from source: Accessor<S, V>, to destination: Accessor<D, V>) -> Copy {
        let read = source.read
        let write = destination.write
        return { from, to in write(unsafeDowncast(to, to: D.self), read(unsafeDowncast(from, to: S.self))) }
    }

    /// The same step, specialized for its types.
    static func specializedCopy<S: AnyObject, D: AnyObject, V>(from source: Accessor<S, V>, to destination: Accessor<D, V>) -> Copy {
        let read = source.read
        let write = destination.write
        return { from, to in write(unsafeDowncast(to, to: D.self), read(unsafeDowncast(from, to: S.self))) }
    }

    typealias Source = K8P32D3TabledSource
    typealias Destination = K8P32D3Destination

    /// The 8 keys of the center fixture, joined as a plan joins them.
    static func keyPathCopies(specialized: Bool) -> [Copy] {
        func copy<V>(_ source: ReferenceWritableKeyPath<Source, V>, _ destination: ReferenceWritableKeyPath<Destination, V>) -> Copy {
            specialized
                ? specializedCopy(from: accessor(source), to: accessor(destination))
                : unspecializedCopy(from: accessor(source), to: accessor(destination))
        }
        return [
            copy(\.prepCtxTitle0, \.prepCtxTitle0),
            copy(\.prepCtxCount1, \.prepCtxCount1),
            copy(\.prepCtxUser2, \.prepCtxUser2),
            copy(\.prepCtxRoute3, \.prepCtxRoute3),
            copy(\.prepCtxSession4, \.prepCtxSession4),
            copy(\.prepCtxTitle5, \.prepCtxTitle5),
            copy(\.prepCtxCount6, \.prepCtxCount6),
            copy(\.prepCtxUser7, \.prepCtxUser7),
        ]
    }

    /// The 8 keys as type-erased closures over direct property access: the
    /// closure call is the only cost above the floor.
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
