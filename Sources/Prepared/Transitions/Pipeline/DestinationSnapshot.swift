/// The values a destination's table properties and workflow values held
/// before the preparation steps ran, to put back when a step fails.
///
/// It reads each entry of the destination's cached profile (the one the
/// propagation step plans with) through the entry's own accessor, so it sees
/// exactly the properties the propagation step can write, and no others; the
/// class's table is not built again.
@MainActor
struct DestinationSnapshot {
    private let destination: AnyObject
    private let restores: [PendingWrite]
    private let workflow: WorkflowValues?

    init(of destination: AnyObject, using propagator: ContextPropagator) {
        self.destination = destination
        restores = propagator.profile(of: destination).entries
            .map { $0.accessor.accept(Snapshotting(object: destination)) }
        workflow = (destination as? any WorkflowCarrying)?.workflow
    }

    /// Writes every value back.
    func restore() {
        for restore in restores { restore(destination) }
        if let workflow, let carrying = destination as? any WorkflowCarrying {
            carrying.workflow = workflow
        }
    }
}

/// Reads a property's value now, as the write that puts it back later.
private struct Snapshotting: ContextAccessorVisitor {
    let object: AnyObject

    func visit<Value>(_ accessor: ValueAccessor<Value>) -> PendingWrite {
        let value = accessor.read(object)
        let write = accessor.write
        return { write($0, value) }
    }
}
