#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
@_spi(Generated) import PreparedResources

// One body for PreparedUIKit and PreparedAppKit: `Platform`'s responders and asset lookup are UIKit's or AppKit's
// (each adapter's `Platform.swift`).

extension StoryboardRuntime {
    /// What this platform answers for the bundle check: the Objective-C runtime for selectors and keys (nothing
    /// without one), the framework's own lookup for images and colors, and `NSClassFromString` for the class of a name,
    /// as UIKit and AppKit look up the class a file names.
    static var platform: StoryboardRuntime {
        StoryboardRuntime(
            instancesRespond: { ObjectiveCQueries.instancesRespond($0, $1) },
            anyClassResponds: { candidates, selector in ObjectiveCQueries.anyResponds(candidates + Platform.responderClasses, selector) },
            setsKey: { ObjectiveCQueries.setsKey($0, $1) },
            hasImage: { Platform.hasImage(named: $0, in: $1) },
            hasColor: { Platform.hasColor(named: $0, in: $1) },
            classNamed: { NSClassFromString($0) }
        )
    }
}
#endif
