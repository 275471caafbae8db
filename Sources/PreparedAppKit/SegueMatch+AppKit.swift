#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension SegueMatch {
    /// The segue AppKit passes to `prepare(for:sender:)` of a `source` view or
    /// window controller, for a generated `TypedSegue`: it prepares its
    /// destination, or the controllers a window controller or container
    /// destination shows (``AppKitContainers``).
    ///
    /// - Parameters:
    ///   - segue: The segue AppKit passes to `prepare(for:sender:)`.
    ///   - source: The class whose `TypedSegue` it is matched to.
    public init(_ segue: NSStoryboardSegue, from source: AnyClass) {
        self.init(source: source, identifier: segue.identifier, destination: segue.destinationController as AnyObject,
                  preparing: AppKitContainers.controllersToPrepare(in: segue.destinationController))
    }
}
#endif
