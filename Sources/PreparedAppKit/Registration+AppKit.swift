#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSTableView {
    /// Registers the nib of `nibCell` for its identifier, so that
    /// `makeView(nibCell, owner:)` makes its cell view (an `NSOutlineView`
    /// is a table too). A nib the bundle lacks goes to
    /// ``PreparationPipeline/failureHandler`` as
    /// ``StoryboardError/nothingFromNib(nib:expected:)``, and nothing is registered.
    public func register<View: NSView>(_ nibCell: NibCell<View>) {
        guard let nib = NSNib(nibNamed: nibCell.nib.name, bundle: nibCell.nib.bundle) else {
            PreparationPipeline.failureHandler(.storyboard(.nothingFromNib(nib: nibCell.nib.name, expected: TypeName.of(View.self))))
            return
        }
        register(nib, forIdentifier: NSUserInterfaceItemIdentifier(nibCell.reuseIdentifier))
    }
}
#endif
