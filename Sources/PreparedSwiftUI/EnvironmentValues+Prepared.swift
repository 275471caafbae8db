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
    /// before it passed along. Empty elsewhere.
    ///
    /// ```swift
    /// @Environment(\.workflow) private var workflow
    ///
    /// var body: some View {
    ///     Text(workflow.selectedAccount ?? "No account")
    /// }
    /// ```
    public internal(set) var workflow: WorkflowValues {
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
