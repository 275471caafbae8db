#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SegueMatch {
    /// The segue UIKit passes to `prepare(for:sender:)` of a `source` controller,
    /// for a generated `TypedSegue`: it prepares its destination, or the
    /// controllers a container destination shows (``UIKitContainers``).
    ///
    /// - Parameters:
    ///   - segue: The segue UIKit passes to `prepare(for:sender:)`.
    ///   - source: The class whose `TypedSegue` it is matched to.
    public init(_ segue: UIStoryboardSegue, from source: UIViewController.Type) {
        self.init(source: source, identifier: segue.identifier, destination: segue.destination,
                  preparing: UIKitContainers.controllersToPrepare(in: segue.destination))
    }
}
#endif
