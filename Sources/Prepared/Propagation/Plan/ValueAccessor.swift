/// Typed accessors for a property of type `Value`, built by
/// `ContextKeys.add(_:_:)` where the declaring class and `Value` are concrete.
///
/// `read` and `write` take the declaring class's instances erased to
/// `AnyObject` (they downcast without a check: a plan only runs on objects of
/// the classes it was built for). `copier` makes the copy from a source
/// reader of the same type; it was compiled for `Value` at the declaration,
/// so the copy a plan keeps moves the value without generic code.
///
/// Instances are immutable. The closures capture only the key path they were
/// built from, an immutable value; Swift does not mark key paths to
/// actor-isolated properties `Sendable`, hence `@unchecked`. A plan calls
/// these closures only on objects the caller handed to `ContextPropagator`
/// from the caller's own isolation domain.
@usableFromInline
class ValueAccessor<Value>: ContextAccessor, @unchecked Sendable {
    let read: (AnyObject) -> Value
    let write: (AnyObject, Value) -> Void
    let copier: CopierFactory

    @usableFromInline
    init(read: @escaping (AnyObject) -> Value, write: @escaping (AnyObject, Value) -> Void,
         copier: @escaping (_ sourceRead: Any) -> ((AnyObject, AnyObject) -> Void)?) {
        self.read = read
        self.write = write
        self.copier = copier
    }

    var valueType: Any.Type { Value.self }
    var wrappedType: Any.Type? { nil }

    func makeStep(into destination: any ContextAccessor) -> CopyStep {
        destination.makeStep(from: self)
    }

    func makeStep<Source>(from source: ValueAccessor<Source>) -> CopyStep {
        if let copy = copier(source.read) {
            return CopyStep(conversion: .copy, action: .infallible(copy))
        }
        let write = self.write
        if let read = source.read as? (AnyObject) -> Value? {
            return CopyStep(conversion: .unwrap, action: .fallible { [self] from in
                let converted = read(from).map(Result.success) ?? convertNil()
                return converted.map { value in { to in write(to, value) } }
            })
        }
        let rule = TypeRules.conversion(
            from: Source.self, sourceWrapped: source.wrappedType, to: Value.self, destinationWrapped: wrappedType
        )
        guard rule == .checkedCast else {
            return CopyStep(conversion: nil, action: .mismatch)
        }
        let read = source.read
        return CopyStep(conversion: .checkedCast, action: .fallible { [self] from in
            prepareWrite(of: read(from))
        })
    }

    func prepareWrite(of value: Any) -> Result<PendingWrite, ConversionFailure> {
        convert(value).map { converted in
            let write = self.write
            return { to in write(to, converted) }
        }
    }

    /// The type rules applied to one value: the value is accepted when its
    /// type is the property's type or the type it wraps; otherwise one
    /// `Optional` layer is removed and the rules apply again (`nil` is accepted
    /// only by an optional property). A value left that is no optional is
    /// accepted when a class or existential is involved and Swift's cast holds.
    func convert(_ value: Any) -> Result<Value, ConversionFailure> {
        var payload = value
        while true {
            let actual = type(of: payload)
            if actual == Value.self || actual == wrappedType, let converted = payload as? Value {
                return .success(converted)
            }
            guard TypeKind.of(actual) == .optional else { break }
            guard let box = payload as? any AnyOptional, let wrapped = box.wrappedAny else {
                return convertNil()
            }
            payload = wrapped
        }
        let actual = type(of: payload)
        let target = wrappedType ?? Value.self
        let castAllowed = TypeKind.of(target) == .existential
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
