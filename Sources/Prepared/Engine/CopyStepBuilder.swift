/// Builds a plan's steps from accessors, once per pair of classes: the types
/// of both sides are opened here, so that a step copies a typed value without
/// boxing it in `Any` whenever the two types allow it.
enum CopyStepBuilder {
    /// The step that copies the property `source` reads (a tabled source's
    /// key path) into the property `destination` writes.
    static func step(from source: any ContextAccessor, into destination: any ContextAccessor) -> CopyStep {
        source.accept(FromKeyPath(destination: destination))
    }

    /// The step that copies a source's stored field, declared `type`, at
    /// `offset`, into the property `destination` writes.
    ///
    /// - Parameter inPlace: Whether the destination's property is stored under
    ///   its own name, checked against the destination's layout
    ///   (``ClassProfile/writesInPlace(_:field:levels:)``): a copy that cannot fail
    ///   then writes through the key path's `modify` (``ValueAccessor/replaceFromField``).
    static func step(fromFieldOf type: Any.Type, at offset: Int, into destination: any ContextAccessor,
                     inPlace: Bool) -> CopyStep {
        destination.accept(FromField(type: type, offset: offset, inPlace: inPlace))
    }

    /// A function that converts a value whose static type is unknown (read
    /// with `Mirror`) for `destination`'s property, and returns the write to
    /// perform once every value of the transition has been checked; built
    /// once, with the property's type open.
    static func writer(into destination: any ContextAccessor) -> (Any) -> Result<PendingWrite, ConversionFailure> {
        destination.accept(Writer())
    }

    /// Opens the source accessor's type, then the destination's.
    private struct FromKeyPath: ContextAccessorVisitor {
        let destination: any ContextAccessor

        func visit<Source>(_ source: ValueAccessor<Source>) -> CopyStep {
            destination.accept(IntoProperty(source: source))
        }
    }

    /// Both types open: a copy, a wrap, a fallible conversion or a mismatch.
    private struct IntoProperty<Source>: ContextAccessorVisitor {
        let source: ValueAccessor<Source>

        func visit<Value>(_ destination: ValueAccessor<Value>) -> CopyStep {
            if let sourceRead = source.read as? (AnyObject) -> Value {
                let write = destination.write
                return CopyStep(conversion: .copy, reading: .keyPath,
                                action: .infallible(FieldCopy(body: { from, to, _ in write(to, sourceRead(from)) }, offset: 0)))
            }
            guard let conversion = TypeRules.conversion(from: Source.self, to: Value.self) else {
                return CopyStep(conversion: nil, reading: .keyPath, action: .mismatch)
            }
            let read = source.read
            return CopyStep(conversion: conversion, reading: .keyPath, action: .fallible { from in
                Converting(value: read(from)).visit(destination)
            })
        }

        func visit<Wrapped>(optional destination: OptionalAccessor<Wrapped>) -> CopyStep {
            if let sourceRead = source.read as? (AnyObject) -> Wrapped {
                let write = destination.write
                return CopyStep(conversion: .wrap, reading: .keyPath,
                                action: .infallible(FieldCopy(body: { from, to, _ in write(to, sourceRead(from)) }, offset: 0)))
            }
            return visit(destination as ValueAccessor<Wrapped?>)
        }
    }

    /// A source's field into the destination's property.
    private struct FromField: ContextAccessorVisitor {
        let type: Any.Type
        let offset: Int
        let inPlace: Bool

        func visit<Value>(_ destination: ValueAccessor<Value>) -> CopyStep {
            if type == Value.self {
                let body = inPlace ? destination.replaceFromField : destination.copyFromField
                return CopyStep(conversion: .copy, reading: .fieldOffset,
                                action: .infallible(FieldCopy(body: body, offset: offset, writesInPlace: inPlace)))
            }
            guard let conversion = TypeRules.conversion(from: type, to: Value.self) else {
                return CopyStep(conversion: nil, reading: .fieldOffset, action: .mismatch)
            }
            let type = self.type, offset = self.offset
            return CopyStep(conversion: conversion, reading: .fieldOffset, action: .fallible { from in
                Converting(value: FieldMemory.loadAny(from, at: offset, declaredType: type)).visit(destination)
            })
        }

        func visit<Wrapped>(optional destination: OptionalAccessor<Wrapped>) -> CopyStep {
            if type == Wrapped.self {
                let body = inPlace ? destination.wrapReplacingFromField : destination.wrapFromField
                return CopyStep(conversion: .wrap, reading: .fieldOffset,
                                action: .infallible(FieldCopy(body: body, offset: offset, writesInPlace: inPlace)))
            }
            return visit(destination as ValueAccessor<Wrapped?>)
        }
    }

    /// The conversion and write for one property, as a function of the value.
    private struct Writer: ContextAccessorVisitor {
        func visit<Value>(_ destination: ValueAccessor<Value>) -> (Any) -> Result<PendingWrite, ConversionFailure> {
            let write = destination.write
            return { value in
                TypeRules.convert(value, to: Value.self).map { converted in { to in write(to, converted) } }
            }
        }
    }

    /// One value converted by the type rules, and its write.
    private struct Converting: ContextAccessorVisitor {
        let value: Any

        func visit<Value>(_ destination: ValueAccessor<Value>) -> Result<PendingWrite, ConversionFailure> {
            TypeRules.convert(value, to: Value.self).map { converted in
                let write = destination.write
                return { to in write(to, converted) }
            }
        }
    }
}
