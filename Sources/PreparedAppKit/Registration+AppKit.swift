#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSTableView {
    /// Registers the nib of `nibCell` for its identifier, so that
    /// `makeView(nibCell, owner:)` makes its cell view (an `NSOutlineView`
    /// is a table too). A nib the bundle lacks goes to
    /// ``DequeueError/failureHandler``, and nothing is registered.
    public func register<View: NSView>(_ nibCell: NibCell<View>) {
        nibCell.register(with: self) { register($0, forIdentifier: NSUserInterfaceItemIdentifier($1)) }
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
        guard let loaded = Platform.nib(nib),
              loaded.instantiate(withOwner: owner, topLevelObjects: &objects), let objects else {
            throw .nothingFromNib(nib: nib.name, expected: TypeName.of(View.self))
        }
        return try view(among: Array(objects).filter { $0 is NSView })
    }
}
#endif
