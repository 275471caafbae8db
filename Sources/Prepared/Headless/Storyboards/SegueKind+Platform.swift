extension SegueKind {
    /// A segue that UIKit or AppKit performs, named by its class
    /// (`UIStoryboardShowSegue`, `NSStoryboardSegue`, …): what the adapters
    /// give the ``Segue``s they make.
    ///
    /// Meant for ``Segue/kind`` in reports and in ``SegueDestination``s; a
    /// ``Navigator`` given one in a ``StoryboardLayout`` shows the destination
    /// as ``show`` does.
    public static func platform(_ className: String) -> SegueKind {
        .custom(className) { segue, navigator in
            if let destination = segue.destination as? PreparedController {
                navigator.push(destination)
            }
        }
    }
}
