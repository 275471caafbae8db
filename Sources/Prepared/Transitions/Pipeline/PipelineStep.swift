/// The steps that prepare a destination, in the order a headless `Navigator` runs them.
///
/// 1. ``propagation``: the source's prefixed context is copied through the
///    destination's table (``ContextPropagator``).
/// 2. ``workflow``: the destination inherits the source's ``WorkflowValues``.
/// 3. ``preparations``: the navigator's ``Preparations`` runs every matching
///    preparation (its parent's first), in registration order.
/// 4. ``destination``: a ``SegueDestination`` prepares itself from its source.
/// 5. ``oneShot``: the closure passed to this one `perform` call.
///
/// From the most general to the most specific: declarations first, then
/// registered preparations (which can read the workflow values), then the
/// destination's own code, then the call site, whose values win.
///
/// Then the destination's `didLoad()` runs, and only
/// then is it shown. A step that throws abandons the transition: the
/// destination is released without being loaded or shown.
package enum PipelineStep: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The source's prefixed context, copied through the destination's table.
    case propagation = "prefix propagation"
    /// The source's workflow values, inherited by the destination.
    case workflow = "workflow values"
    /// The registered preparations that match the pair.
    case preparations = "the registered preparations"
    /// The destination's own `prepareAsDestination(for:)`.
    case destination = "prepareAsDestination(for:)"
    /// The closure passed to this one `perform…Segue` or `show(_:as:prepare:)` call.
    case oneShot = "the closure passed to perform or show"

    /// The step's name, as error messages show it.
    package var description: String { rawValue }
}
