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
extension NSViewController {
    /// A view controller whose view is in `nib` (its File's Owner), with no
    /// string: `InspectorController(nib: Nibs.inspector)`. A subclass that
    /// declares its own designated initializer calls
    /// `super.init(nibName: nib.name, bundle: nib.bundle)` instead.
    public convenience init(nib: some NibName) {
        self.init(nibName: nib.name, bundle: nib.bundle)
    }
}
#endif
