#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension Segue {
    /// The ``Segue`` a destination receives for a segue AppKit performs.
    ///
    /// `NSStoryboardSegue`'s `sourceController` and `destinationController`
    /// are `Any`: a view controller or a window controller.
    ///
    /// - Parameters:
    ///   - segue: The segue AppKit passes to `prepare(for:sender:)`.
    ///   - destination: The controller to prepare: the segue's destination, or
    ///     a controller that a window controller or container destination shows.
    public init(_ segue: NSStoryboardSegue, preparing destination: AnyObject? = nil) {
        self.init(segue, from: segue.sourceController as AnyObject, preparing: destination)
    }

    init(_ segue: NSStoryboardSegue, from source: AnyObject, preparing destination: AnyObject?) {
        self.init(source: source, destination: destination ?? (segue.destinationController as AnyObject),
                  kind: .custom(String(describing: type(of: segue))), identifier: segue.identifier)
    }
}
#endif
