#if canImport(UIKit) && !os(watchOS)
import UIKit

extension Segue {
    /// The ``Segue`` a destination receives for a segue UIKit performs.
    ///
    /// - Parameters:
    ///   - segue: The segue UIKit passes to `prepare(for:sender:)`.
    ///   - destination: The controller to prepare: the segue's destination,
    ///     or a controller that a container destination shows.
    public init(_ segue: UIStoryboardSegue, preparing destination: UIViewController? = nil) {
        self.init(segue, from: segue.source, preparing: destination)
    }

    /// The ``Segue`` from `source`, the controller that prepares (in UIKit, the segue's own source).
    init(_ segue: UIStoryboardSegue, from source: AnyObject, preparing destination: AnyObject?) {
        self.init(source: source, destination: destination ?? segue.destination,
                  kind: .custom(String(describing: type(of: segue))), identifier: segue.identifier)
    }
}
#endif
