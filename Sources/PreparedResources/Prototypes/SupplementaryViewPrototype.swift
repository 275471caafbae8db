/// A supplementary view of a storyboard's collection view (a section header
/// or footer), named by a typed value: its element kind, the identifier it is
/// dequeued by, and the class it is.
///
/// `prepared-storyboard generate` writes one for each `<collectionReusableView>`
/// with a reuse identifier, beside the scene's ``CellPrototype``s; UIKit's
/// adapter dequeues it as its class:
///
/// ```swift
/// collectionView.dequeue(Prototype.sectionHeader, for: indexPath) { header in
///     header.titleLabel.text = sections[indexPath.section].title
/// }
/// ```
public struct SupplementaryViewPrototype<View>: ReusableCell, Hashable, CustomStringConvertible {
    /// The class the view is made as.
    public typealias Cell = View

    /// The storyboard file's name, without its extension.
    public let storyboard: String
    /// The scene that holds the view: its class, or its storyboard ID.
    public let scene: String
    /// The element kind it is registered for (`UICollectionView.elementKindSectionHeader`).
    public let elementKind: String
    /// The identifier it is dequeued by.
    public let reuseIdentifier: String

    /// A supplementary view of `scene` in `storyboard`, of `elementKind`, dequeued by `reuseIdentifier`: what the
    /// generated code declares.
    @_spi(Generated)
    public init(storyboard: String, scene: String, elementKind: String, reuseIdentifier: String) {
        self.storyboard = storyboard
        self.scene = scene
        self.elementKind = elementKind
        self.reuseIdentifier = reuseIdentifier
    }

    /// The view as a message names it: `'Header' of GridController (Main.storyboard)`.
    public var description: String {
        "'\(reuseIdentifier)' of \(scene) (\(storyboard).storyboard)"
    }

    /// Where the identifier comes from: the prototype of `scene` in `storyboard`.
    @_spi(Generated) public var dequeueSource: DequeueError.Source { .prototype(storyboard: storyboard, scene: scene) }
}
