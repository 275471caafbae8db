#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Generated) import PreparedResources

@_spi(Generated)
extension SegueMatch {
    /// The segue AppKit passes to `prepare(for:sender:)` of a `source` controller, for a generated
    /// `TypedSegue`: it prepares its destination, or the controllers a window controller or container destination shows (``AppKitContainers``).
    ///
    /// - Parameters:
    ///   - segue: The segue AppKit passes to `prepare(for:sender:)`.
    ///   - source: The class whose `TypedSegue` it is matched to.
    @MainActor
    public init(_ segue: NSStoryboardSegue, from source: AnyClass) {
        self.init(platformSegue: segue, from: source)
    }
}
#endif
