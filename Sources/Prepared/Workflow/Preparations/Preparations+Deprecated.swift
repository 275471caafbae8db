/// The name `Coordinator` had until Prepared 0.2: to an iOS reader a
/// coordinator owns navigation, which this type does not.
@available(*, deprecated, renamed: "Preparations")
public typealias Coordinator = Preparations

extension Preparations {
    /// Registers a preparation through the flow.
    @available(*, deprecated, renamed: "registerThroughWorkflow(_:)")
    public func registerContext<Source, Destination>(_ prepare: @escaping @MainActor (Source, Destination) throws -> Void) {
        registerThroughWorkflow(prepare)
    }

    /// Prepares by hand, for controllers made in code.
    @available(*, deprecated, renamed: "prepare(from:to:)")
    public func resolve(from source: AnyObject, to destination: AnyObject) throws(TransitionError) {
        try prepare(from: source, to: destination)
    }

    /// The number of preparations registered in this set.
    @available(*, deprecated, renamed: "count")
    public var resolverCount: Int { count }
}

extension PreparationStep {
    /// The registered preparations' step.
    @available(*, deprecated, renamed: "preparations")
    public static var resolvers: PreparationStep { .preparations }
}
