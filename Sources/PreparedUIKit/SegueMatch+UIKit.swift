#if canImport(UIKit) && !os(watchOS)
import UIKit
@_spi(Generated) import PreparedResources

@_spi(Generated)
extension SegueMatch {
    /// The segue UIKit passes to `prepare(for:sender:)` of a `source` controller, for a generated
    /// `TypedSegue`: it prepares its destination, or the controllers a navigation, tab bar or split controller destination shows (``UIKitContainers``).
    ///
    /// - Parameters:
    ///   - segue: The segue UIKit passes to `prepare(for:sender:)`.
    ///   - source: The class whose `TypedSegue` it is matched to.
    @MainActor
    public init(_ segue: UIStoryboardSegue, from source: AnyClass) {
        self.init(platformSegue: segue, from: source)
    }
}
#endif
