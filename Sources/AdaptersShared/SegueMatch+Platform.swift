#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
@_spi(Generated) import PreparedResources

// One body for PreparedUIKit and PreparedAppKit: `PlatformStoryboardSegue` and
// `Platform`'s containers are UIKit's or AppKit's (each adapter's `Platform.swift`).

extension SegueMatch {
    /// The segue the framework passes to `prepare(for:sender:)` of a `source` controller: what each
    /// adapter's `init(_:from:)` makes of its platform's segue.
    @MainActor
    init(platformSegue segue: PlatformStoryboardSegue, from source: AnyClass) {
        self.init(source: source, identifier: segue.identifier, destination: Platform.destination(of: segue),
                  preparing: Platform.controllersToPrepare(through: segue))
    }
}
#endif
