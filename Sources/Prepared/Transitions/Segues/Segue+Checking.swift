extension Segue {
    /// A segue made outside a navigator, so that `PreparedStoryboards` can run a
    /// destination's ``SegueDestination/prepareAsDestination(for:)`` on fresh
    /// controllers of a storyboard file's segue and find a source that does not
    /// adopt the protocol the destination asks for.
    package init(checking source: PreparedController, destination: PreparedController) {
        self.init(source: source, destination: destination, kind: .show, identifier: nil)
    }
}
