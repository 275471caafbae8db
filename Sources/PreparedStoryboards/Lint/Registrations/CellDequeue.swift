/// A call in an app's Swift code that dequeues a cell or reusable view by a literal reuse identifier, in a form UIKit
/// raises for when nothing registers the identifier:
///
/// ```swift
/// tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
/// collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
/// collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
/// ```
///
/// `dequeueReusableCell(withIdentifier:)`, without an index path, returns `nil` instead, and is none.
struct CellDequeue: Equatable {
    /// The method's name: `dequeueReusableCell` or `dequeueReusableSupplementaryView`.
    let method: String
    let reuseIdentifier: String
    /// Where the method's name is.
    let location: SourceLocation
    /// Whether it dequeues a collection view's cell (`withReuseIdentifier:`), not a table view's (`withIdentifier:`).
    let isCollectionCell: Bool
    /// A supplementary view's kind as a storyboard keys it (`sectionHeaderView`, `sectionFooterView`), when the call
    /// writes UIKit's constant; `nil` otherwise.
    let elementKey: String?
    /// The innermost type whose body holds the call.
    let enclosingType: String?

    /// The methods whose calls may be one.
    static let methods: Set<String> = ["dequeueReusableCell", "dequeueReusableSupplementaryView"]
}
