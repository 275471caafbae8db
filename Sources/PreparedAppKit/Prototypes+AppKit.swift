#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

extension NSTableView {
    /// A view of `prototype`'s class, made from the table's cell view of its
    /// identifier (an `NSOutlineView` is a table too): a storyboard's
    /// prototype, or a nib's cell view registered with ``register(_:)``.
    ///
    /// - Throws: ``DequeueError`` when the table has no cell view of that identifier, or it is another class.
    public func makeView<View: NSView>(_ prototype: some ReusableCell<View>, owner: Any?) throws(DequeueError) -> View {
        try prototype.cast(makeView(withIdentifier: NSUserInterfaceItemIdentifier(prototype.reuseIdentifier), owner: owner), from: self)
    }

    /// A view made from the table's cell view of `prototype`'s identifier,
    /// configured as its class, for `tableView(_:viewFor:row:)`.
    ///
    /// ```swift
    /// func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
    ///     tableView.makeView(Prototype.nameCell, owner: self) { cell in
    ///         cell.textField?.stringValue = books[row].title
    ///     }
    /// }
    /// ```
    ///
    /// No view, or a view of another class, goes to
    /// ``DequeueError/failureHandler``; what the table made is returned as it is.
    public func makeView<View: NSView>(_ prototype: some ReusableCell<View>, owner: Any?, configure: (View) -> Void) -> NSView? {
        prototype.configure(makeView(withIdentifier: NSUserInterfaceItemIdentifier(prototype.reuseIdentifier), owner: owner),
                            from: self, configure)
    }
}
#endif
