import Prepared

extension Navigator {
    /// The registered preparations that run during segues.
    @available(*, deprecated, renamed: "preparations")
    public var coordinator: Preparations { preparations }

    /// A navigator whose root is `root`, which it loads.
    @available(*, deprecated, renamed: "init(root:propagator:preparations:)")
    public convenience init(root: PreparedController, propagator: ContextPropagator = .standard, coordinator: Preparations) {
        self.init(root: root, propagator: propagator, preparations: coordinator)
    }
}
