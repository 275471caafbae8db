import Foundation

/// Stub of `UINib` (Apple: `@MainActor class UINib`, a subclass of NSObject). A nib's top-level objects come from
/// ``UINib/stubFiles`` (not UIKit API), standing in for the compiled `.nib` files of the bundle.
@MainActor
open class UINib: NSObject {
    /// Stub of `UINib.OptionsKey` (Apple: `struct OptionsKey`, `Hashable, Equatable, RawRepresentable, Sendable`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        // Apple: `init(rawValue: String)`
        public init(rawValue: String) { self.rawValue = rawValue }
        // Apple: `var rawValue: String { get }`; a `let` here, which reads the same.
        public let rawValue: String
    }

    /// Not UIKit API: the nibs of the app, by name: what instantiating each makes, its top-level objects in order.
    public static var stubFiles: [String: () -> [Any]] = [:]

    /// Not UIKit API: the nib's name.
    public let stubName: String

    // Apple: `convenience init(nibName name: String, bundle bundleOrNil: Bundle?)`; UIKit raises an exception
    // when the bundle has no nib of that name, and so does the stub.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        guard UINib.stubFiles[name] != nil else {
            preconditionFailure("Could not load NIB in bundle with name '\(name)'")
        }
        self.init(stubName: name)
    }

    private init(stubName: String) {
        self.stubName = stubName
        super.init()
    }

    // Apple: `func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey : Any]? = nil) -> [Any]`
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        UINib.stubFiles[stubName]?() ?? []
    }
}

extension Bundle {
    // Apple: `func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey : Any]? = nil) -> [Any]?`
    // (UIKit's addition to `Bundle`; main-actor isolated, as UIKit is). The stub makes the nib's objects, as UINib does,
    // and returns `nil` for a nib it lacks where UIKit raises an exception.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib.stubFiles[name]?()
    }
}
