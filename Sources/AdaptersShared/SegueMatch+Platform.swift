#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
@_spi(Generated) import Prepared

// One body for PreparedUIKit and PreparedAppKit: `PlatformStoryboardSegue` and
// `Platform`'s containers are UIKit's or AppKit's (each adapter's `Platform.swift`).

extension SegueMatch {
    /// The segue the framework passes to `prepare(for:sender:)` of a
    /// `source` controller, for a generated `TypedSegue`: it prepares its
    /// destination, or the controllers a container destination shows
    /// (`UIKitContainers`, `AppKitContainers`: a window controller's content too).
    ///
    /// - Parameters:
    ///   - segue: The segue UIKit or AppKit passes to `prepare(for:sender:)`.
    ///   - source: The class whose `TypedSegue` it is matched to.
    @_spi(Generated) @MainActor
    public init(_ segue: PlatformStoryboardSegue, from source: AnyClass) {
        self.init(source: source, identifier: segue.identifier, destination: Platform.destination(of: segue),
                  preparing: Platform.controllersToPrepare(through: segue))
    }
}
#endif
