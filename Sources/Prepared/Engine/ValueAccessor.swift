/// Typed accessors for a property of type `Value`, built by
/// `ContextKeys.add(_:_:)` where the declaring class and `Value` are concrete.
///
/// `read` and `write` take the declaring class's instances erased to
/// `AnyObject` (they downcast without a check: a plan only runs on objects of
/// the classes it was built for). `copyFromField` writes the `Value` stored at
/// an offset of a source object into the property: one call per key.
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
    let copyFromField: FieldCopy.Body
    let describeKeyPath: () -> String

    @usableFromInline
    init(read: @escaping (AnyObject) -> Value, write: @escaping (AnyObject, Value) -> Void,
         copyFromField: @escaping FieldCopy.Body, describeKeyPath: @escaping () -> String) {
        self.read = read
        self.write = write
        self.copyFromField = copyFromField
        self.describeKeyPath = describeKeyPath
    }

    var valueType: Any.Type { Value.self }
    var optionalValueType: Any.Type { Value?.self }

    /// `T` when `Value` is `T?`, also when `Value` is a generic parameter
    /// bound to an optional.
    var wrappedType: Any.Type? { (Value.self as? any AnyOptional.Type)?.wrappedType }

    func makeStep(into destination: any ContextAccessor) -> CopyStep {
        destination.makeStep(from: self)
    }

    func makeStep<Source>(from source: ValueAccessor<Source>) -> CopyStep {
        if let sourceRead = source.read as? (AnyObject) -> Value {
            let write = self.write
            return CopyStep(conversion: .copy, reading: .keyPath,
                            action: .infallible(FieldCopy(body: { from, to, _ in write(to, sourceRead(from)) }, offset: 0)))
        }
        guard let conversion = TypeRules.conversion(from: Source.self, to: Value.self) else {
            return CopyStep(conversion: nil, reading: .keyPath, action: .mismatch)
        }
        let read = source.read
        return CopyStep(conversion: conversion, reading: .keyPath, action: .fallible { [self] from in
            prepareWrite(of: read(from))
        })
    }

    func makeStep(fromFieldOf type: Any.Type, at offset: Int) -> CopyStep {
        if type == Value.self {
            return CopyStep(conversion: .copy, reading: .fieldOffset, action: .infallible(FieldCopy(body: copyFromField, offset: offset)))
        }
        guard let conversion = TypeRules.conversion(from: type, to: Value.self) else {
            return CopyStep(conversion: nil, reading: .fieldOffset, action: .mismatch)
        }
        return CopyStep(conversion: conversion, reading: .fieldOffset, action: .fallible { [self] from in
            prepareWrite(of: FieldMemory.loadAny(from, at: offset, declaredType: type))
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
        let wrappedType = self.wrappedType
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

    /// The result of converting `nil`: `nil` when the property is optional
    /// (also through a generic parameter bound to an optional), otherwise a failure.
    func convertNil() -> Result<Value, ConversionFailure> {
        guard let optional = Value.self as? any AnyOptional.Type, let none = optional.boxedNone as? Value else {
            return .failure(.nilValue)
        }
        return .success(none)
    }

    func keyPathPropertyName(root: AnyObject.Type) -> String? {
        let description = describeKeyPath()
        let prefix = "\\\(TypeName.unqualified(root))."
        guard description.hasPrefix(prefix) else { return nil }
        let name = description.dropFirst(prefix.count)
        guard let first = name.first, first == "_" || first.isLetter,
              name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
        return String(name)
    }

    func readsField(at offset: Int, of object: AnyObject) -> Bool? {
        let throughKeyPath = read(object)
        let stored = FieldMemory.load(object, at: offset, as: Value.self)
        // A read through a key path that addresses the field copies it, bytes and all.
        if FieldMemory.sameBytes(throughKeyPath, stored) { return true }
        // Two references to one object are the same bytes: other bytes are another object.
        if TypeKind.of(Value.self) == .classType { return false }
        return ValueEquality.isEqual(throughKeyPath, stored)
    }

    func fieldsHoldSameBytes(at offset: Int, and otherOffset: Int, of object: AnyObject) -> Bool {
        FieldMemory.fieldsHoldSameBytes(object, at: offset, and: otherOffset, as: Value.self)
    }

    func fieldHasTwin(at offset: Int, among otherOffsets: [Int], of object: AnyObject) -> Bool {
        let sameBytes = { (other: Int) in self.fieldsHoldSameBytes(at: offset, and: other, of: object) }
        switch TypeKind.of(Value.self) {
        case .classType:
            // The same object, in another field, is the same bytes there.
            return otherOffsets.contains(where: sameBytes)
        default:
            // `Value`'s own `==`, found once from the type (an optional of an
            // `Equatable` type included), and every field loaded as that type:
            // sound, as `Equal` is `Value` and every offset is a `Value` field's.
            func hasTwin<Equal: Equatable>(_: Equal.Type) -> Bool {
                let named = FieldMemory.load(object, at: offset, as: Equal.self)
                return otherOffsets.contains { sameBytes($0) || FieldMemory.load(object, at: $0, as: Equal.self) == named }
            }
            if let equatable = Value.self as? any Equatable.Type { return hasTwin(equatable) }
            // An existential, or an optional of one: each value by its own `==`.
            guard ValueEquality.comparesPerValue(Value.self) else { return otherOffsets.contains(where: sameBytes) }
            let named = FieldMemory.load(object, at: offset, as: Value.self)
            return otherOffsets.contains { other in
                sameBytes(other) || ValueEquality.isEqual(named, FieldMemory.load(object, at: other, as: Value.self)) == true
            }
        }
    }
}
