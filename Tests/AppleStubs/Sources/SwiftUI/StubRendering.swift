import Foundation

// Not SwiftUI API: how the stubs render a view, so that tests see what a
// hosted view showed and when it read its environment.

/// A view SwiftUI draws itself: a text, a button, a stack, an environment modifier.
@MainActor
protocol StubPrimitiveView {
    func stubRender(into rendering: inout StubRendering, environment: EnvironmentValues)
}

/// A property SwiftUI updates before it reads a view's `body` (Apple's `DynamicProperty`):
/// here, `Environment`, which receives the environment the view is rendered in.
protocol StubDynamicProperty {
    func stubInstall(_ environment: EnvironmentValues)
}

/// What one render of a root view showed.
@MainActor
public struct StubRendering {
    /// A button as rendered: its title and what a tap does.
    public struct RenderedButton {
        public let title: String
        let action: @MainActor () -> Void
    }

    /// The texts shown, in order.
    public internal(set) var texts: [String] = []
    /// The buttons shown, in order.
    public internal(set) var buttons: [RenderedButton] = []

    /// Renders `view` as SwiftUI does: a primitive view draws itself; any other
    /// view gets `environment` installed in its `@Environment` properties, then
    /// its `body` is read and rendered.
    mutating func render(_ view: any View, environment: EnvironmentValues) {
        if let primitive = view as? any StubPrimitiveView {
            primitive.stubRender(into: &self, environment: environment)
            return
        }
        for child in Mirror(reflecting: view).children {
            (child.value as? any StubDynamicProperty)?.stubInstall(environment)
        }
        render(view.body, environment: environment)
    }

    /// Renders a root view with an empty environment, as a hosting controller does.
    public static func of(_ view: some View) -> StubRendering {
        var rendering = StubRendering()
        rendering.render(view, environment: EnvironmentValues())
        return rendering
    }

    /// Taps the button titled `title`, as a user would; `false` when none is shown.
    @discardableResult
    public func tap(_ title: String) -> Bool {
        guard let button = buttons.first(where: { $0.title == title }) else { return false }
        button.action()
        return true
    }
}
