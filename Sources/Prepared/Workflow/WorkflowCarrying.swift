/// A controller that carries ``WorkflowValues`` along a flow of screens.
///
/// `PreparedController` (`PreparedHeadless`) adopts it, and so do the UIKit and AppKit adapters'
/// base controllers. On every transition the preparation steps let a
/// destination that carries workflow values inherit its source's; a controller
/// that does not adopt it neither receives nor passes any on. To take part
/// from another controller class, adopt it with one stored property:
///
/// ```swift
/// var workflow = WorkflowValues()
/// ```
public protocol WorkflowCarrying: MainActorIsolated {
    /// Values that travel along the flow: inherited from the screen that
    /// opened this one, and passed on to the screens it opens.
    var workflow: WorkflowValues { get set }
}

