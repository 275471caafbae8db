#if canImport(SwiftUI)
import SwiftUI

/// The root view of a `PreparedHostingController`: your view, with the
/// controller's model, its workflow values and its segues in the environment.
///
/// The hosting controller makes it; you do not. Your view reads the model as
/// `@Environment(Model.self)`, non-optional: the model is in the environment
/// from the first time SwiftUI reads your view's `body`, and the segue into
/// the controller has written its values by then, because UIKit and AppKit
/// prepare a destination before they load its view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct PreparedRootView<Model: AnyObject & Observable, Content: View>: View {
    private let model: Model
    private let content: Content
    private let performSegue: PerformSegueAction

    package init(model: Model, content: Content, performSegue: PerformSegueAction) {
        self.model = model
        self.content = content
        self.performSegue = performSegue
    }

    /// The app's view, with the model, the workflow values and the segue action in its environment.
    public var body: some View {
        content
            .environment(model)
            .environment(\.workflowValues, (model as? any WorkflowCarrying)?.workflow ?? WorkflowValues())
            .environment(\.performSegue, performSegue)
    }
}
#endif
