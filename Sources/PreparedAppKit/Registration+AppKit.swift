#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Generated) import PreparedResources

extension NSTableView {
    /// Registers the nib of `nibCell` for its identifier, so that
    /// `makeView(nibCell, owner:)` makes its cell view (an `NSOutlineView`
    /// is a table too). A nib the bundle lacks goes to
    /// ``DequeueError/failureHandler``, and nothing is registered.
    public func register<View: NSView>(_ nibCell: NibCell<View>) {
        guard let nib = nibCell.loadNib(for: self) else { return }
        register(nib, forIdentifier: NSUserInterfaceItemIdentifier(nibCell.reuseIdentifier))
    }
}

extension NibCell {
    /// The nib of the cell or item, for `container` to register; `nil` when the bundle lacks it, and the failure,
    /// naming `container`, goes to ``DequeueError/failureHandler``.
    @MainActor
    func loadNib(for container: AnyObject) -> NSNib? {
        if let loaded = NSNib(nibNamed: nib.name, bundle: nib.bundle) { return loaded }
        DequeueError.failureHandler(DequeueError(container: TypeName.of(type(of: container)), identifier: reuseIdentifier,
                                                 source: dequeueSource, expected: TypeName.of(Cell.self), actual: nil))
        return nil
    }
}
extension NibView where View: NSView {
    /// The nib's view, made with `owner` as its File's Owner (`nil` for a nib without one), as `View`.
    ///
    /// AppKit's top-level objects include the Application placeholder's `NSApp` and come in no set order; the view is
    /// chosen among those that are views.
    ///
    /// - Throws: ``StoryboardError/nothingFromNib(nib:expected:)`` when the bundle has no such nib, it cannot be
    ///   instantiated, or it holds no view; ``StoryboardError/wrongNibClass(nib:expected:actual:)`` when no
    ///   top-level view is a `View`.
    @MainActor
    public func instantiate(owner: Any? = nil) throws(StoryboardError) -> View {
        var objects: NSArray?
        guard let loaded = NSNib(nibNamed: nib.name, bundle: nib.bundle),
              loaded.instantiate(withOwner: owner, topLevelObjects: &objects), let objects else {
            throw .nothingFromNib(nib: nib.name, expected: TypeName.of(View.self))
        }
        return try view(among: Array(objects).filter { $0 is NSView })
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
