extension StoryboardError {
    /// Where a storyboard's scenes are declared, which decides how a mistake
    /// in one is fixed.
    public enum SceneDeclaration: Sendable, Hashable {
        /// In code, in a ``StoryboardLayout``: a ``Storyboard`` for a ``Navigator``.
        case layout
        /// In a `.storyboard` file that Interface Builder edits and UIKit or
        /// AppKit loads: a ``StoryboardFile``.
        case file
    }
}
