#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UITableView {
    /// Registers `viewClass`, a section header or footer view, under its name, so that `dequeue(viewClass)` makes
    /// one: no string.
    ///
    /// ```swift
    /// tableView.register(SectionHeader.self)
    /// ```
    public func register<View: UITableViewHeaderFooterView>(_ viewClass: View.Type) {
        register(viewClass as AnyClass, forHeaderFooterViewReuseIdentifier: CellClass(viewClass).reuseIdentifier)
    }

    /// Registers the nib of `nibView`, whose top-level view is a section header or footer of its class, under the
    /// nib's name, so that `dequeue(nibView)` makes one.
    public func register<View: UITableViewHeaderFooterView>(_ nibView: NibView<View>) {
        NibCell<View>(nibView.nib).register(with: self) { register($0, forHeaderFooterViewReuseIdentifier: $1) }
    }

    /// A section header or footer of `viewClass`, registered with `register(_:)`, dequeued by its name.
    ///
    /// ```swift
    /// override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    ///     let header = try? tableView.dequeue(SectionHeader.self)
    ///     header?.title = sections[section].title
    ///     return header
    /// }
    /// ```
    ///
    /// - Throws: ``DequeueError`` when nothing, or something else, was registered under its name.
    public func dequeue<View: UITableViewHeaderFooterView>(_ viewClass: View.Type) throws(DequeueError) -> View {
        try dequeueHeaderFooterView(CellClass(viewClass))
    }

    /// A section header or footer from the nib of `nibView`, registered with `register(_:)`, dequeued by the nib's name.
    ///
    /// - Throws: ``DequeueError`` when the nib was not registered, or holds another class.
    public func dequeue<View: UITableViewHeaderFooterView>(_ nibView: NibView<View>) throws(DequeueError) -> View {
        try dequeueHeaderFooterView(NibCell<View>(nibView.nib))
    }

    /// The section header or footer registered under `registered`'s identifier, as its class.
    private func dequeueHeaderFooterView<View>(_ registered: some ReusableCell<View>) throws(DequeueError) -> View {
        try registered.cast(dequeueReusableHeaderFooterView(withIdentifier: registered.reuseIdentifier), from: self)
    }
}
#endif
