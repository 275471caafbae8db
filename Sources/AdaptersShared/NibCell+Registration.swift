#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
import PreparedResources

// One body for PreparedUIKit and PreparedAppKit: `Platform.nib(_:)` loads a UIKit or an AppKit nib (each adapter's
// `Platform.swift`), and each view's `register(_:)` passes its framework's registration call.

extension NibCell {
    /// Registers the cell's nib with `container` through `register`, under the cell's reuse identifier: what the
    /// `register(_:)` of every nib cell, item, cell view or reusable view does.
    ///
    /// A nib the bundle lacks goes to ``DequeueError/failureHandler``, naming `container`, and nothing is registered.
    /// (AppKit finds a nib missing when it loads it here; UIKit, when it first makes a view from it.)
    @MainActor
    func register(with container: AnyObject, _ register: (PlatformNib, String) -> Void) {
        guard let loaded = Platform.nib(nib) else {
            DequeueError.failureHandler(error(from: container, view: nil))
            return
        }
        register(loaded, reuseIdentifier)
    }
}
#endif
