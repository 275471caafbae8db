extension StoryboardSegue {
    /// The element whose `<connections>` hold a segue.
    public struct Trigger: Sendable, Hashable, CustomStringConvertible {
        /// The element name: `viewController` for a manual or relationship segue,
        /// `button`, `barButtonItem`, `tableViewCell`, `collectionViewCell`,
        /// `tapGestureRecognizer`, `menuItem`, `containerView`, …
        public let element: String
        /// The element's `id`; `nil` when it has none.
        public let id: String?
        /// Whether the segue is the controller's own: performed from code, or a relationship.
        public let isController: Bool

        /// Whether a table or collection view cell triggers the segue.
        public var isCell: Bool {
            element == "tableViewCell" || element == "collectionViewCell"
                || element == "tableCellView" || element == "collectionViewItem"
        }

        /// `tableViewCell ZAb-1c-9xy`.
        public var description: String { id.map { "\(element) \($0)" } ?? element }
    }
}
