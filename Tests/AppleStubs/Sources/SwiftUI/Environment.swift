import Foundation
import Observation

/// Stub of `EnvironmentKey` (Apple: `protocol EnvironmentKey`; iOS 13.0+, macOS 10.15+).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol EnvironmentKey {
    // Apple: `associatedtype Value`
    associatedtype Value
    // Apple: `static var defaultValue: Self.Value { get }`
    static var defaultValue: Self.Value { get }
}

/// Stub of `EnvironmentValues` (Apple: `struct EnvironmentValues`; iOS 13.0+, macOS 10.15+).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    // Apple: `init()`
    public init() {}

    // Apple: `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Not SwiftUI API: the observable objects `environment(_:)` placed, by type.
    func object<T: AnyObject>(of type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }
    mutating func setObject<T: AnyObject>(_ object: T?, of type: T.Type) { objects[ObjectIdentifier(type)] = object }

}

/// Stub of `Environment` (Apple: `@frozen @propertyWrapper struct Environment<Value>`; iOS 13.0+, macOS 10.15+).
/// Not isolated to any actor, as Apple's is not.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value
    /// Not SwiftUI API: the environment SwiftUI installed in this property before it last read the
    /// view's `body`; every copy of the view shares it, as the views SwiftUI keeps do.
    private let installed = StubInstalledEnvironment()

    // Apple: `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    // Apple: `init(_ objectType: Value.Type) where Value : AnyObject, Value : Observable` (iOS 17.0+, macOS 14.0+,
    // tvOS 17.0+, watchOS 10.0+, visionOS 1.0+). The stubs leave out its optional sibling,
    // `init<T>(_ objectType: T.Type) where Value == T?, T : AnyObject, T : Observable` (same availability).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { environment in
            guard let object = environment.object(of: objectType) else {
                // What SwiftUI does when a view reads an object no ancestor placed: it stops the app.
                preconditionFailure("No Observable object of type \(objectType) found. A View.environmentObject(_:) for \(objectType) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    // Apple: `var wrappedValue: Value { get }`. The environment SwiftUI installed; in a view never
    // installed (made, not rendered), the default values, as SwiftUI reads them there.
    public var wrappedValue: Value { read(installed.values ?? EnvironmentValues()) }
}

extension Environment: StubDynamicProperty {
    func stubInstall(_ environment: EnvironmentValues) { installed.values = environment }
}

/// Not SwiftUI API: where an `Environment` property keeps what SwiftUI installed in it.
final class StubInstalledEnvironment {
    var values: EnvironmentValues?
}

extension View {
    // Apple: `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        StubEnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    // Apple: `nonisolated func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable`
    // (iOS 17.0+, macOS 14.0+, tvOS 17.0+, watchOS 10.0+, visionOS 1.0+)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public nonisolated func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        StubEnvironmentWriter(content: self) { $0.setObject(object, of: T.self) }
    }
}

/// Not SwiftUI API: what the `environment` modifiers return, a view whose content reads the changed environment.
nonisolated struct StubEnvironmentWriter<Content: View>: View {
    let content: Content
    let write: (inout EnvironmentValues) -> Void

    nonisolated init(content: Content, write: @escaping (inout EnvironmentValues) -> Void) {
        self.content = content
        self.write = write
    }

    @MainActor var body: Never { preconditionFailure("an environment modifier has no body") }
}

extension StubEnvironmentWriter: StubPrimitiveView {
    @MainActor func stubRender(into rendering: inout StubRendering, environment: EnvironmentValues) {
        var changed = environment
        write(&changed)
        rendering.render(content, environment: changed)
    }
}
