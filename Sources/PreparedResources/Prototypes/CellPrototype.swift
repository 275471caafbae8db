/// A prototype cell or reusable view of a storyboard scene, named by a typed
/// value: the identifier a table, collection or outline view dequeues it by,
/// and the class it is.
///
/// `prepared-storyboard generate` writes one for each prototype with a reuse
/// identifier, in the `Prototype` enum of its scene's class; the UIKit and
/// AppKit adapters dequeue it as its class, with no string and no cast:
///
/// ```swift
/// override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///     tableView.dequeue(Prototype.contactCell, for: indexPath) { cell in
///         cell.nameLabel.text = contacts[indexPath.row].name
///     }
/// }
/// ```
///
/// A view of another class at run time (a prototype whose Custom Class or
/// module changed in Interface Builder) is a ``DequeueError``, never a crash
/// in a cast.
public struct CellPrototype<Cell>: ReusableCell, Hashable, CustomStringConvertible {
    /// The storyboard file's name, without its extension.
    public let storyboard: String
    /// The scene that holds the prototype: its class, or its storyboard ID.
    public let scene: String
    /// The identifier it is dequeued by: its reuse identifier in UIKit, its
    /// `NSUserInterfaceItemIdentifier` in AppKit.
    public let reuseIdentifier: String

    /// A prototype of `scene` in `storyboard`, dequeued by `reuseIdentifier`: what the generated code declares.
    @_spi(Generated)
    public init(storyboard: String, scene: String, reuseIdentifier: String) {
        self.storyboard = storyboard
        self.scene = scene
        self.reuseIdentifier = reuseIdentifier
    }

    /// The prototype as a message names it: `'ContactCell' of ContactListController (Main.storyboard)`.
    public var description: String {
        "'\(reuseIdentifier)' of \(scene) (\(storyboard).storyboard)"
    }

    /// Where the identifier comes from: the prototype of `scene` in `storyboard`.
    @_spi(Generated) public var dequeueSource: DequeueError.Source { .prototype(storyboard: storyboard, scene: scene) }
}
