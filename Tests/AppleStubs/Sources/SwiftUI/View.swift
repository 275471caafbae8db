import Foundation

// Stubs of SwiftUI for Linux: each declaration copies Apple's, from
// developer.apple.com/documentation/swiftui, one symbol a line (labels,
// optionality, isolation, availability). Only what Prepared's adapters, their
// tests and their documentation use. Bodies act out what SwiftUI does as far
// as the adapters depend on it: a hosting controller renders its root view
// when its view is first laid out, reading each `body` with the environment
// its ancestors set (StubRendering.swift). `@frozen` is left out throughout:
// it fixes a type's layout for library evolution, which this package does not
// build with.

/// Stub of `View` (Apple: `@MainActor @preconcurrency protocol View`; iOS 13.0+, macOS 10.15+).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol View {
    // Apple: `associatedtype Body : View`
    associatedtype Body: View
    // Apple: `@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`. `ContentBuilder` is
    // `typealias ContentBuilder = ViewBuilder`, new with Xcode 27 (Apple's ViewBuilder page tells Xcode 26 and
    // earlier to write `@ViewBuilder`): the same attribute, spelled here with the name every SDK has.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Apple: `extension Never : View` (SwiftUI's module interface), with `typealias Body = Never` and
// `var body: Never { get }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { preconditionFailure("Never has no body") }
}

/// Stub of `ViewBuilder` (Apple: `@resultBuilder struct ViewBuilder`; iOS 13.0+, macOS 10.15+).
// Apple marks its builder methods `@export(implementation)`, which says where a body is emitted for
// clients, not what a call accepts; the stubs leave it out, as they leave out `@frozen`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
    // Apple: `@export(implementation) static func buildBlock<Content>(_ content: Content) -> Content` (earlier
    // SDKs declare it `where Content : View`). The stub keeps `where Content : View`: with only
    // these two overloads, an unconstrained one ranks below the pack overload, so a one-view block such as
    // `body` would build `TupleView<(V)>` instead of passing `V` through as Apple documents (and a
    // modifier's environment would then be skipped when rendering).
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    // Apple: `@export(implementation) static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }
}

/// Stub of `TupleView` (Apple: `@frozen nonisolated struct TupleView<T>`, a View; iOS 13.0+, macOS 10.15+).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public nonisolated struct TupleView<T>: View {
    // Apple: `var value: T`
    public var value: T

    // Apple: `nonisolated init(_ value: T)`
    public nonisolated init(_ value: T) { self.value = value }

    @MainActor public var body: Never { preconditionFailure("TupleView has no body") }
}

extension TupleView: StubPrimitiveView {
    @MainActor func stubRender(into rendering: inout StubRendering, environment: EnvironmentValues) {
        let children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        for child in (children.isEmpty ? [value as? any View].compactMap { $0 } : children) {
            rendering.render(child, environment: environment)
        }
    }
}

/// Stub of `Text` (Apple: `@frozen struct Text`, a View; iOS 13.0+, macOS 10.15+). Apple's declaration
/// carries no isolation, nor does its `init(_:)`: the stub conforms to `View` in an extension, as a
/// conformance in the type's own declaration would make it main-actor isolated, its initializers too.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Text: Equatable {
    let content: String

    // Apple: `init<S>(_ content: S) where S : StringProtocol`
    public init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }
}

// Apple: Text conforms to `View`, its `Body` being `Never`.
extension Text: View {
    public var body: Never { preconditionFailure("Text has no body") }
}

extension Text: StubPrimitiveView {
    @MainActor func stubRender(into rendering: inout StubRendering, environment: EnvironmentValues) {
        rendering.texts.append(content)
    }
}

/// Stub of `Button` (Apple: `nonisolated struct Button<Label> where Label : View`, a View; iOS 13.0+, macOS 10.15+).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public nonisolated struct Button<Label>: View where Label: View {
    let title: String
    let action: @MainActor () -> Void

    @MainActor public var body: Never { preconditionFailure("Button has no body") }
}

extension Button where Label == Text {
    // Apple: `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
    @preconcurrency
    public nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.title = String(title)
        self.action = action
    }
}

extension Button: StubPrimitiveView {
    @MainActor func stubRender(into rendering: inout StubRendering, environment: EnvironmentValues) {
        rendering.buttons.append(StubRendering.RenderedButton(title: title, action: action))
    }
}

/// Stub of `VStack` (Apple: `@frozen nonisolated struct VStack<Content> where Content : View`, a View;
/// iOS 13.0+, macOS 10.15+).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public nonisolated struct VStack<Content>: View where Content: View {
    let content: Content

    // Apple: `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)`.
    // The stub declares only the `content` parameter: `alignment:` and `spacing:` (and `HorizontalAlignment`)
    // are left out, so `VStack { … }` type-checks here as it does on Apple's SDKs, but a call that passes
    // `alignment:` or `spacing:` does not. (`@ContentBuilder` is `@ViewBuilder`; see `View.body`.)
    public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor public var body: Never { preconditionFailure("VStack has no body") }
}

extension VStack: StubPrimitiveView {
    @MainActor func stubRender(into rendering: inout StubRendering, environment: EnvironmentValues) {
        rendering.render(content, environment: environment)
    }
}
