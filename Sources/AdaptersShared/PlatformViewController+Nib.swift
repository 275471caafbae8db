#if (PREPARED_UIKIT && canImport(UIKit) && !os(watchOS)) || (PREPARED_APPKIT && canImport(AppKit) && !targetEnvironment(macCatalyst))
#if PREPARED_UIKIT
import UIKit
#else
import AppKit
#endif
import PreparedResources

// One body for PreparedUIKit and PreparedAppKit: `_PlatformViewController` is `UIViewController` or
// `NSViewController` (each adapter's `Platform.swift`), whose `init(nibName:bundle:)` both frameworks spell alike.

extension _PlatformViewController {
    /// A controller whose view is in `nib` (its File's Owner), with no string:
    /// `NoteEditorController(nib: Nibs.noteEditor)`. A subclass that declares
    /// its own designated initializer calls
    /// `super.init(nibName: nib.name, bundle: nib.bundle)` instead.
    public convenience init(nib: some NibName) {
        self.init(nibName: nib.name, bundle: nib.bundle)
    }
}
#endif
