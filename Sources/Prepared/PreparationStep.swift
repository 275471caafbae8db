/// The steps that prepare a destination, in the order a ``Navigator`` runs them.
///
/// 1. ``propagation``: the source's prefixed context is copied through the
///    destination's table (``ContextPropagator``).
/// 2. ``destination``: a ``SegueDestination`` prepares itself from its source.
/// 3. ``oneShot``: the closure passed to this one `perform` call.
///
/// Then the destination's ``PreparedController/didLoad()`` runs, and only
/// then is it shown. A step that throws abandons the transition: the
/// destination is released without being loaded or shown.
public enum PreparationStep: String, Sendable, CaseIterable, CustomStringConvertible {
    case propagation = "prefix propagation"
    case destination = "prepareAsDestination(for:)"
    case oneShot = "the closure passed to perform"

    public var description: String { rawValue }
}
