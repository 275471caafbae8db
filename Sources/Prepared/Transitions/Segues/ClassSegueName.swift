/// The segue names of one source class, as each generated `Segues` enum lists
/// them: the class performs them with `performSegue(.name)`.
///
/// The generated file gives each such class a `performSegue(_:sender:)` that
/// takes only its own `Segues`. Another class's `Segues`, passed to the generic
/// `performSegue(_:sender:)`, still performs the segue, and the compiler warns:
/// that identifier belongs to a scene of another class, where UIKit and AppKit
/// raise an exception for a segue the scene does not have. The forms with a
/// one-shot `prepare` closure and `shouldPerformSegue(_:sender:)` accept it
/// without a warning: the generated `perform…Segue` helpers call the first.
public protocol ClassSegueName: SegueName {}
