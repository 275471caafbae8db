#if canImport(SwiftUI)
import SwiftUI

extension EnvironmentValues {
    /// Performs a storyboard segue of the hosting controller that shows the
    /// view (``PerformSegueAction``).
    public internal(set) var performSegue: PerformSegueAction {
        get { self[PerformSegueKey.self] }
        set { self[PerformSegueKey.self] = newValue }
    }

    /// The workflow values of the model of the hosting controller that shows
    /// the view, when the model adopts `WorkflowCarrying`: what the screens
    /// before it passed along. Empty elsewhere; set it to give a preview some.
    ///
    /// ```swift
    /// @Environment(\.workflowValues) private var workflow
    ///
    /// var body: some View {
    ///     Text(workflow.selectedAccount ?? "No account")
    /// }
    /// ```
    ///
    /// It is what the model held when the view was rendered; to pass a value
    /// on to the next screens, write it into the model's `workflow`.
    public var workflowValues: WorkflowValues {
        get { self[WorkflowValuesKey.self] }
        set { self[WorkflowValuesKey.self] = newValue }
    }
}

private enum PerformSegueKey: EnvironmentKey {
    static var defaultValue: PerformSegueAction { PerformSegueAction() }
}

private enum WorkflowValuesKey: EnvironmentKey {
    static var defaultValue: WorkflowValues { WorkflowValues() }
}
#endif
