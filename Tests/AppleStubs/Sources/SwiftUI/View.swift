import Foundation

// Stubs of SwiftUI for Linux: each declaration copies Apple's, from
// developer.apple.com/documentation/swiftui, one symbol a line (labels,
// optionality, isolation, availability). Only what Prepared's adapters, their
// tests and their documentation use. Bodies act out what SwiftUI does as far
// as the adapters depend on it: a hosting controller renders its root view
// when its view is first laid out, reading each `body` with the environment
// its ancestors set (StubRendering.swift).

/// Stub of `View` (Apple: `@MainActor @preconcurrency protocol View`).
@MainActor @preconcurrency
public protocol View {
    // Apple: `associatedtype Body : View`
    associatedtype Body: View
    // Apple: `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Apple: `extension Never : View`
extension Never: View {
    public typealias Body = Never
    public var body: Never { preconditionFailure("Never has no body") }
}

/// Stub of `ViewBuilder` (Apple: `@resultBuilder struct ViewBuilder`).
@resultBuilder
public struct ViewBuilder {
    // Apple: `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    // Apple: `static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }
}

/// Stub of `TupleView` (Apple: `@frozen struct TupleView<T>`, a View).
public nonisolated struct TupleView<T>: View {
    // Apple: `var value: T`
    public var value: T

    // Apple: `init(_ value: T)`
    public init(_ value: T) { self.value = value }

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

/// Stub of `Text` (Apple: `@frozen struct Text`, a View).
public struct Text: View, Equatable {
    let content: String

    // Apple: `nonisolated init<S>(_ content: S) where S : StringProtocol`
    public nonisolated init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }

    public var body: Never { preconditionFailure("Text has no body") }
}

extension Text: StubPrimitiveView {
    func stubRender(into rendering: inout StubRendering, environment: EnvironmentValues) {
        rendering.texts.append(content)
    }
}

/// Stub of `Button` (Apple: `@MainActor @preconcurrency struct Button<Label> where Label : View`).
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
    let title: String
    let action: @MainActor () -> Void

    public var body: Never { preconditionFailure("Button has no body") }
}

extension Button where Label == Text {
    // Apple: `nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
    public nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.title = String(title)
        self.action = action
    }
}

extension Button: StubPrimitiveView {
    func stubRender(into rendering: inout StubRendering, environment: EnvironmentValues) {
        rendering.buttons.append(StubRendering.RenderedButton(title: title, action: action))
    }
}

/// Stub of `VStack` (Apple: `@frozen struct VStack<Content> where Content : View`).
public struct VStack<Content>: View where Content: View {
    let content: Content

    // Apple: `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`;
    // the stubs leave out the layout parameters, which a test cannot observe.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { preconditionFailure("VStack has no body") }
}

extension VStack: StubPrimitiveView {
    func stubRender(into rendering: inout StubRendering, environment: EnvironmentValues) {
        rendering.render(content, environment: environment)
    }
}
