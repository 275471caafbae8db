import Prepared

extension WholeAppCheck {
    /// A XIB whose File's Owner's outlets were not checked: the class the XIB names for File's Owner is neither
    /// among the classes passed nor found by name in the module, and no other class is guessed for it.
    ///
    /// It is no problem (``WholeAppCheck/isValid`` does not change): loading a nib does not make File's Owner.
    /// Pass the class among `AppClasses.nibs` (the generated `Storyboards.appClasses` lists every File's Owner's class
    /// that names a module) to check its outlets.
    public struct UncheckedNib: Sendable, Hashable {
        /// The XIB's identity without `.xib`, as ``InterfaceCatalog/nibPaths`` gives it: `Cells/ContactCell`.
        public let file: String
        /// File's Owner's class, with its module when the XIB names one other than its target's.
        public let className: String
        /// How many outlets and outlet collections of File's Owner were not checked.
        public let outlets: Int

        /// `ContactCell.xib: File's Owner's class ContactsKit.ContactCell is not among the classes passed: its 2 outlets are not checked.`
        var line: String {
            "\(file).xib: File's Owner's class \(className) is not among the classes passed: its "
                + "\(Noun.counted(outlets, "outlet")) \(outlets == 1 ? "is" : "are") not checked. Pass \(className).self in "
                + "`AppClasses(nibs:)` to check \(outlets == 1 ? "it" : "them")."
        }
    }
}
