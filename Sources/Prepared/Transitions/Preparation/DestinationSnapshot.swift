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
            .compactMap { ($0.accessor as? any ValueSnapshotting)?.snapshot(of: destination) }
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

/// An accessor that can read its property's value now and write it back later.
protocol ValueSnapshotting {
    func snapshot(of object: AnyObject) -> PendingWrite
}

extension ValueAccessor: ValueSnapshotting {
    func snapshot(of object: AnyObject) -> PendingWrite {
        let value = read(object)
        let write = write
        return { write($0, value) }
    }
}
