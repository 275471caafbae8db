/// Typed accessors for a property of type `Value` declared by `Root`.
///
/// Instances are immutable. The closures capture only the key path they were
/// built from, and a key path is an immutable value; Swift does not mark key
/// paths to actor-isolated properties `Sendable`, hence `@unchecked`. A plan
/// calls these closures only on objects the caller handed to
/// `ContextPropagator` from the caller's own isolation domain.
@usableFromInline
class ValueAccessor<Root: AnyObject, Value>: ContextAccessor, @unchecked Sendable {
    let read: (Root) -> Value
    let write: (Root, Value) -> Void

    @usableFromInline
    init(read: @escaping (Root) -> Value, write: @escaping (Root, Value) -> Void) {
        self.read = read
        self.write = write
    }

    var valueType: Any.Type { Value.self }
    var wrappedType: Any.Type? { nil }

    func readAny(_ object: AnyObject) -> Any {
        read(unsafeDowncast(object, to: Root.self))
    }

    func makeStep(into destination: any ContextAccessor) -> CopyStep {
        destination.makeStep(from: self)
    }

    func makeStep<SourceRoot: AnyObject, Source>(from source: ValueAccessor<SourceRoot, Source>) -> CopyStep {
        let write = self.write
        if let read = source.read as? (SourceRoot) -> Value {
            return CopyStep(conversion: .copy, action: .infallible { from, to in
                write(unsafeDowncast(to, to: Root.self), read(unsafeDowncast(from, to: SourceRoot.self)))
            })
        }
        if let read = source.read as? (SourceRoot) -> Value? {
            return CopyStep(conversion: .unwrap, action: .fallible { from in
                guard let value = read(unsafeDowncast(from, to: SourceRoot.self)) else {
                    return .failure(.nilValue)
                }
                return .success { to in write(unsafeDowncast(to, to: Root.self), value) }
            })
        }
        let rule = TypeRules.conversion(
            from: Source.self, sourceWrapped: source.wrappedType, to: Value.self, destinationWrapped: wrappedType
        )
        guard rule == .checkedCast else {
            return CopyStep(conversion: nil, action: .mismatch)
        }
        return CopyStep(conversion: .checkedCast, action: .fallible { [self] from in
            prepareWrite(of: source.read(unsafeDowncast(from, to: SourceRoot.self)))
        })
    }

    func prepareWrite(of value: Any) -> Result<PendingWrite, ConversionFailure> {
        convert(value).map { converted in
            let write = self.write
            return { to in write(unsafeDowncast(to, to: Root.self), converted) }
        }
    }

    /// The type rules applied to one value: optionals are unwrapped, then the
    /// value is accepted when its type is the property's type, or when a class
    /// or existential is involved and Swift's cast holds.
    func convert(_ value: Any) -> Result<Value, ConversionFailure> {
        var payload = value
        while TypeKind.of(type(of: payload)) == .optional {
            guard let box = payload as? any AnyOptional, let wrapped = box.wrappedAny else {
                return convertNil()
            }
            payload = wrapped
        }
        let actual = type(of: payload)
        let target = wrappedType ?? Value.self
        let castAllowed = actual == target
            || TypeKind.of(target) == .existential
            || (TypeKind.of(actual) == .classType && TypeKind.of(target) == .classType)
        if castAllowed, let converted = payload as? Value {
            return .success(converted)
        }
        return .failure(.mismatch(actual: actual))
    }

    /// The result of converting `nil`: a failure, unless the property is optional.
    func convertNil() -> Result<Value, ConversionFailure> {
        .failure(.nilValue)
    }

    func fitsStoredProperty(value: Any, storedType: Any.Type, isLazyStorage: Bool) -> Bool {
        if isLazyStorage {
            return storedType == Value?.self
        }
        if storedType == Value.self {
            return true
        }
        let kind = TypeKind.of(Value.self)
        return (kind == .classType || kind == .existential) && value is Value
    }
}

/// Typed accessors for a property of type `Wrapped?` (also `Wrapped!` and `weak var`).
@usableFromInline
final class OptionalAccessor<Root: AnyObject, Wrapped>: ValueAccessor<Root, Wrapped?>, @unchecked Sendable {
    override var wrappedType: Any.Type? { Wrapped.self }

    override func makeStep<SourceRoot: AnyObject, Source>(from source: ValueAccessor<SourceRoot, Source>) -> CopyStep {
        if let read = source.read as? (SourceRoot) -> Wrapped {
            let write = self.write
            return CopyStep(conversion: .wrap, action: .infallible { from, to in
                write(unsafeDowncast(to, to: Root.self), read(unsafeDowncast(from, to: SourceRoot.self)))
            })
        }
        return super.makeStep(from: source)
    }

    override func convertNil() -> Result<Wrapped?, ConversionFailure> {
        .success(nil)
    }
}
