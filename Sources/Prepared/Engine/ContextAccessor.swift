/// Type-erased access to one context property, built from its key path: its
/// declared type, and a way to hand the typed accessor to code that needs
/// the type (``ContextAccessorVisitor``).
///
/// What is done with an accessor lives with the code that does it: step
/// building with the plan (``CopyStepBuilder``), value conversion with the
/// type rules (``TypeRules``), key-path checks with the audit (``EntryAudit``).
protocol ContextAccessor: AnyObject, Sendable {
    /// The declared type of the property.
    var valueType: Any.Type { get }
    /// `Optional<Value>`: the type of a `lazy var`'s storage.
    var optionalValueType: Any.Type { get }
    /// What the key path addresses: one stored property of a class at an
    /// offset, one property through its accessors, or anything else
    /// (``KeyPathComponents``).
    var keyPathTarget: KeyPathComponents.Target { get }

    /// Hands this accessor, with its value type, to `visitor`.
    func accept<Visitor: ContextAccessorVisitor>(_ visitor: Visitor) -> Visitor.Result
}

/// Code that needs an accessor's value type: it receives the accessor typed.
protocol ContextAccessorVisitor {
    associatedtype Result

    /// Receives an accessor of a property of type `Value`.
    func visit<Value>(_ accessor: ValueAccessor<Value>) -> Result

    /// Receives an accessor of a property of type `Wrapped?`; by default, as
    /// any accessor of a `Wrapped?` property.
    func visit<Wrapped>(optional accessor: OptionalAccessor<Wrapped>) -> Result
}

extension ContextAccessorVisitor {
    func visit<Wrapped>(optional accessor: OptionalAccessor<Wrapped>) -> Result {
        visit(accessor as ValueAccessor<Wrapped?>)
    }
}

/// A write that has been checked and only remains to be performed on the destination.
typealias PendingWrite = (AnyObject) -> Void
